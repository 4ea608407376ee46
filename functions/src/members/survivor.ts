import { FieldValue } from 'firebase-admin/firestore';
import { survivorContract } from '@tessera/domain/contracts/members';
import { cardPath, memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';

const refused = (message: 'validation.notFound' | 'validation.notAllowed') =>
  new ApiError('INVALID_REQUEST', [{ path: 'body.deceasedCard', message }]);

/**
 * PATCH /v1/members/survivor (header id) {deceasedCard | null} — the surviving-member card (preference
 * survivingMemberCard): the member keeps the association's membership of a deceased member, whose name their cards
 * print. The deceased member is found by card number through the cards collection, within the caller's scope (a
 * card outside it reads as not found: nothing about another group's members is told). In one transaction.
 */
export const survivor = route(survivorContract, async ({ claims, headers, body, scope }) =>
  db.runTransaction(async (tx) => {
    const member = await scope.member(headers.id, tx);
    if (body.deceasedCard === null) {
      tx.update(member.ref, { survivorOf: FieldValue.delete(), updatedAt: FieldValue.serverTimestamp() });
      return { id: headers.id, survivorOf: null };
    }
    const card = await tx.get(db.doc(cardPath(claims.org, body.deceasedCard)));
    const deceasedId = card.get('memberId') as string | undefined;
    if (!deceasedId || deceasedId === headers.id) throw refused('validation.notFound');
    const deceased = await tx.get(db.doc(memberPath(claims.org, deceasedId)));
    if (!deceased.exists || !scope.includes(deceased)) throw refused('validation.notFound');
    if (deceased.get('deceased') !== true) throw refused('validation.notAllowed');
    const survivorOf = {
      memberId: deceasedId,
      name: `${String(deceased.get('name') ?? '')} ${String(deceased.get('surname') ?? '')}`.trim(),
      cardNumber: body.deceasedCard,
    };
    tx.update(member.ref, { survivorOf, updatedAt: FieldValue.serverTimestamp() });
    return { id: headers.id, survivorOf };
  }),
);
