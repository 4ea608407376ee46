import { z } from 'zod';
import { PLANS } from '../constants';
import { requiredEmail } from '../entities/common';

/** POST /v1/organizations/create: the new organization's name and plan, and who its first general admin is. */
export const organizationInput = z.strictObject({
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  plan: z.enum(PLANS, { error: 'validation.required' }),
  billing: z.enum(['monthly', 'annual']).default('annual'),
  admin: z.strictObject({
    email: requiredEmail,
    display_name: z.string().trim().max(80, 'validation.tooLong').optional(),
  }),
});
export type OrganizationInput = z.input<typeof organizationInput>;

/**
 * An organization id from its name: lower-case ASCII words joined by dashes (accents dropped), at most 40
 * characters, then a random suffix so two "Circolo ACLI" never collide ("circolo-acli-k3f9").
 */
export function organizationIdFor(name: string, suffix: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${slug || 'org'}-${suffix}`;
}
