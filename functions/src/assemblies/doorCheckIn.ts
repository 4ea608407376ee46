import { doorCheckInContract } from '@tessera/domain/contracts/assemblies';
import { preferencesOf } from '@tessera/domain/entities/organization';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { memberPath, orgPath } from '@tessera/domain/paths';
import { CARD_TOKEN_SECRET } from '../config';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { readCode } from '../scanner/codes';
import { targetOf } from '../scanner/targets';
import { typedCode } from '../scanner/typed';
import { mark } from './attendance';
import { doorCodeMember } from './doorCode';
import { rollName } from './store';

/**
 * The member a door code names, or NOT_FOUND. A convocation's QR names them with the assembly; a card's QR or typed
 * number is read as the scanner reads it (codes.ts, typed.ts, targets.ts): signature, organization, and still the
 * member's current card. An expired card still says who its holder is: whether they vote is the roll's to say, not the
 * card's.
 */
async function memberIdOf(orgId: string, assemblyId: string, code: string): Promise<string> {
  const invited = doorCodeMember(code, orgId, assemblyId);
  if (invited) return invited;
  const card = readCode(code, CARD_TOKEN_SECRET.value()) ?? (await typedCode(orgId, code));
  if (card?.kind !== 'card') throw new ApiError('NOT_FOUND');
  const grace = preferencesOf((await db.doc(orgPath(orgId)).get()).get('preferences')).gracePeriodMonths;
  const target = await targetOf(orgId, card, grace, todayInItaly(new Date()));
  if (target.result === 'INVALID') throw new ApiError('NOT_FOUND');
  return card.payload.m;
}

/** POST /v1/assemblies/door-check-in: the member a code names marked present in the hall, as check-in does. */
export const doorCheckIn = route(doorCheckInContract, async ({ claims, body }) => {
  const memberId = await memberIdOf(claims.org, body.assemblyId, body.code);
  const member = await db.doc(memberPath(claims.org, memberId)).get();
  if (!member.exists) throw new ApiError('NOT_FOUND');
  const { present, represented, changed } = await mark(claims.org, body.assemblyId, memberId, true, 'HALL');
  // named as the present list and the roll name them, so the door and the lists read alike
  return { name: rollName(member.data()), already: !changed, present, represented };
});
