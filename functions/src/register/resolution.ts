import { registerResolutionContract } from '@tessera/domain/contracts/register';
import { registerContent, type RegisterEntry } from '@tessera/domain/register/entry';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { db } from '../shared/admin';
import { APPEND_ATTEMPTS, appendEntries, entryRef, headOf, headRef } from './registerStore';

/**
 * POST /v1/register/resolution: the board resolution that admitted a member, appended as a correction of the admission
 * (or opening) entry, repeating the member's identity so the entry reads on its own in the printed register.
 */
export const recordResolution = route(registerResolutionContract, async ({ claims, body }) => {
  const orgId = claims.org;
  return db.runTransaction(async (tx) => {
    const [headSnap, targetSnap] = await Promise.all([tx.get(headRef(db, orgId)), tx.get(entryRef(db, orgId, body.seq))]);
    const head = headOf(headSnap);
    if (!head) throw new ApiError('REGISTER_NOT_STARTED');
    if (!targetSnap.exists) throw new ApiError('NOT_FOUND');
    const target = targetSnap.data() as RegisterEntry;
    if (target.kind !== 'admission' && target.kind !== 'opening') throw new ApiError('REGISTER_ENTRY_NOT_ADMISSION');
    const content = registerContent('correction', {
      memberId: target.memberId,
      surname: target.surname,
      name: target.name,
      birthDate: target.birthDate,
      birthPlace: target.birthPlace,
      residence: target.residence,
      taxCode: target.taxCode,
      category: target.category,
      admissionDate: target.admissionDate,
      resolution: body.resolution,
      corrects: target.seq,
    });
    const { entries } = appendEntries(tx, db, orgId, head, [content]);
    return { seq: entries[0]!.seq };
  }, APPEND_ATTEMPTS);
});
