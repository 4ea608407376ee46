import { z } from 'zod';
import { ROLES } from '../roles';
import { email } from './common';

export const CUSTOM_FIELD_TYPES = ['TEXT', 'NUMBER', 'DATE', 'RADIO', 'SELECT', 'MULTISELECT'] as const;

/** Admin user: an email, a role and the groups (places) assigned. */
export const adminUserInput = z.object({
  email,
  role: z.enum(ROLES).exclude(['member', 'platform']),
  groups: z.array(z.string()).max(30).default([]),
});

/** Mail sender. */
export const mailSenderInput = z.object({ name: z.string().trim().min(1).max(100), email });
