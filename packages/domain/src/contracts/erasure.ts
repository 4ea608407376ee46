import { z } from 'zod';
import { eraseMemberInput, retentionInput } from '../entities/erasure';
import { defineContract } from './contract';

// The erasure of a member's personal data (functions/src/erasure/): by a general administrator directly, by an
// accepted request (POST /v1/requests/decide), by the retention job; and the retention period it reads.

export const eraseMemberContract = defineContract({
  method: 'POST',
  path: '/v1/members/erase',
  summary: "Erases a member's personal data everywhere it was copied, keeping only what the law keeps.",
  description:
    'Every area removes or irreversibly anonymizes what it holds of the member: the record and its card, the sign-in ' +
    '(the account too when no other profile remains), registrations, mail logs, requests, the photo. Payments, ' +
    'receipts and invoices keep the holder and the amounts (ten years of fiscal records); the register of members keeps ' +
    'its entries. Resumable and idempotent: erasing a member already erased changes nothing. Audited with counts only.',
  access: 'settings.manage',
  scope: 'organization',
  body: eraseMemberInput,
  answer: z.strictObject({
    memberId: z.string(),
    status: z.enum(['DONE']),
    changed: z.number().int().describe('documents changed or removed by this call (0: already erased)'),
  }),
  errors: ['NOT_FOUND'],
});

export const retentionContract = defineContract({
  method: 'POST',
  path: '/v1/settings/retention',
  summary: "Sets how many years former members' data is kept after their membership ended (null: kept).",
  description:
    'A former member is deceased, INACTIVE, or has a card stored INACTIVE; their membership ended on the card’s ' +
    'valid-until. Every night the retention job erases the former members past the period, a few at a time, as ' +
    'POST /v1/members/erase does. Not set (the default): nobody is erased by age. Audited.',
  access: 'settings.manage',
  scope: 'organization',
  body: retentionInput,
  answer: z.strictObject({ years: z.number().int().nullable() }),
  errors: [],
});
