import { ACTIVATION_CHECK_TTL_MS, ACTIVATION_CHECKS_PER_IP } from '@tessera/domain/constants';
import { activationStep1Schema } from '@tessera/domain/forms/activation';
import { publicRoute } from '../http/route';
import { takeRateLimit } from '../verification/rateLimit';
import { orgHeader, publicOrganization } from '../website/organization';
import { activationCheckRef, assertNotActivated, cardMember } from './cardMember';

/**
 * POST /auth/activate-first-step {ssn, card_number} (header org) → {id} — spec §4 Activate step 1. Finds the member
 * the pair names (else USER_NOT_FOUND, whichever half was wrong), refuses a member who already has a sign-in
 * (CARD_ALREADY_ACTIVATED), and records the pass for step 2. Tries are rate-limited per network address before
 * anything is looked up (TOO_MANY_REQUESTS), so pairs cannot be guessed in bulk.
 */
export const activateFirstStep = publicRoute({
  method: 'POST',
  path: '/auth/activate-first-step',
  headers: orgHeader,
  body: activationStep1Schema,
  async handle({ headers, body, req }) {
    await takeRateLimit('activate-ip', req.ip ?? 'unknown', ACTIVATION_CHECKS_PER_IP);
    const org = await publicOrganization(headers.org);
    const member = await cardMember(org.id, body.card_number, body.ssn);
    await assertNotActivated(org.id, member.id);
    await activationCheckRef(org.id, member.id).set({
      orgId: org.id,
      memberId: member.id,
      expiresAt: new Date(Date.now() + ACTIVATION_CHECK_TTL_MS),
    });
    return { id: member.id };
  },
});
