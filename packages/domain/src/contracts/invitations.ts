import { z } from 'zod';
import { INVITATION_TTL_DAYS, INVITE_IDS_MAX, inviteMembersInput } from '../members/invitation';
import { defineContract } from './contract';
import { isoTimestamp } from './records';

const skipped = z.strictObject({
  signedIn: z.number().int().nonnegative().describe('members who already have a sign-in'),
  noEmail: z.number().int().nonnegative().describe('members without an email address'),
  deceased: z.number().int().nonnegative().describe('members marked deceased'),
});

export const inviteMembersContract = defineContract({
  method: 'POST',
  path: '/v1/members/invite',
  summary: 'Mails members without a sign-in a single-use link that opens card activation with their card identified.',
  description:
    `Whom: \`memberIds\` (1–${INVITE_IDS_MAX}: one member, or a list selection) or \`searchId\` (a saved members search ` +
    'the caller owns or that is shared), exactly one. Members who already have a sign-in, have no email or are ' +
    `deceased are skipped and counted. Each invited member gets a new link, alive ${INVITATION_TTL_DAYS} days: the ` +
    "previous one stops working. The whole send is first reserved on the month's email quota (QUOTAS_EXCEEDED: " +
    'nothing is sent), then the messages go through the mail outbox. `dryRun` only counts, sending nothing.',
  access: 'mail.send',
  scope: 'organization',
  body: inviteMembersInput,
  references: [{ field: 'memberIds.*', collection: 'members' }],
  answer: z.strictObject({
    invited: z.number().int().nonnegative().describe('members invited (with dryRun: who would be)'),
    skipped,
    expiresAt: isoTimestamp.nullable().describe('when the new links stop working; null when nobody was invited or on a dry run'),
  }),
  errors: ['NOT_FOUND', 'QUOTAS_EXCEEDED'],
});
