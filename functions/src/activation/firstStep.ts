import { ACTIVATION_CHECKS_PER_CARD, REQUESTS_PER_ADDRESS } from '@tessera/domain/constants';
import { clientAddress } from '../http/clientAddress';
import { route } from '../http/route';
import { takeRateLimit } from '../verification/rateLimit';
import { joinableOrganization } from '../website/organization';
import { assertNotActivated, cardMember } from './cardMember';
import { issueTicket } from './ticket';
import { activateFirstStepContract } from '@tessera/domain/contracts/activation';

/**
 * POST /auth/activate-first-step {ssn, card_number} (header org) → {id} — activation step 1. Finds the member
 * the pair names (else USER_NOT_FOUND, whichever half was wrong), refuses a member who already has a sign-in
 * (CARD_ALREADY_ACTIVATED), and answers as `id` a fresh activation ticket (ticket.ts), the only thing step 2
 * accepts: never the member id, which is printed in every card's QR. Tries are rate-limited per card number (one
 * card's tax code cannot be guessed) and, with a ceiling a room of people sharing a network stays far below, per
 * network address, before anything is looked up (TOO_MANY_REQUESTS with when to retry).
 */
export const activateFirstStep = route(activateFirstStepContract, async ({ headers, body, req }) => {
  await takeRateLimit('activate-card', `${headers.org}:${body.card_number.trim().toUpperCase()}`, ACTIVATION_CHECKS_PER_CARD);
  await takeRateLimit('activate-ip', clientAddress(req), REQUESTS_PER_ADDRESS);
  const org = await joinableOrganization(headers.org);
  const member = await cardMember(org.id, body.card_number, body.ssn);
  await assertNotActivated(org.id, member.id);
  return { id: await issueTicket(org.id, member.id) };
});
