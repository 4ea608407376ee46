import { memberPatch } from '@tessera/domain/entities/member';
import { cardPath, memberPath } from '@tessera/domain/paths';
import { inScope } from '@tessera/domain/scope';
import { db } from '../shared/admin';
import { toJson } from '../shared/serialize';
import { ApiError } from '../http/apiError';
import { profileRoute } from '../http/route';
import { cardFields } from './cardRecord';
import { memberIdHeader } from './memberHeaders';
import { memberFields } from './memberRecord';
import { assertCardNumberFree, assertEmailFree } from './uniqueness';

/** PATCH /v1/members/one (header id) — changes the given fields; a new card number moves the card. */
export const patchMember = profileRoute({
  method: 'PATCH',
  path: '/v1/members/one',
  access: 'members.write',
  headers: memberIdHeader,
  body: memberPatch,
  async handle({ claims, headers, body }) {
    const ref = db.doc(memberPath(claims.org, headers.id));
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new ApiError('USER_NOT_FOUND');
      const before = snap.data()!;
      if (!inScope(claims, before.group) || (body.group !== undefined && !inScope(claims, body.group)))
        throw new ApiError('NO_USER_ALLOWED');
      const cardChanged = body.cardNumber !== undefined && body.cardNumber !== before.cardNumber;
      if (cardChanged) await assertCardNumberFree(tx, claims.org, body.cardNumber!);
      if (body.email !== undefined && body.email !== before.email) await assertEmailFree(tx, claims.org, body.email, ref.id);
      const fields = memberFields(body, before);
      const after = { ...before, ...fields };
      if (cardChanged) {
        if (before.cardNumber) tx.delete(db.doc(cardPath(claims.org, before.cardNumber)));
        fields.cardStatus = before.cardStatus === 'NOT_FOUND' ? 'ACTIVE' : before.cardStatus;
        tx.create(db.doc(cardPath(claims.org, body.cardNumber!)), cardFields(ref.id, { ...after, cardStatus: fields.cardStatus }));
      } else if (before.cardNumber && (body.name !== undefined || body.surname !== undefined || body.group !== undefined)) {
        tx.update(db.doc(cardPath(claims.org, before.cardNumber)), cardFields(ref.id, after));
      }
      tx.update(ref, fields);
    });
    const saved = await ref.get();
    return { result: toJson({ ...saved.data(), id: ref.id }) };
  },
});
