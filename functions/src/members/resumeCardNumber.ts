import { FieldValue } from 'firebase-admin/firestore';
import { cardPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { cardFields, issuedCardFields } from './cardRecord';
import { memberListFieldsOf } from '@tessera/domain/lists/listFields';
import { firstFreeCardNumber, readCardCounter } from './cardCounter';
import { retryLostClaims } from './uniqueClaims';
import { resumeCardNumberContract } from '@tessera/domain/contracts/members';

/**
 * GET /v1/members/resume-card-number (header id) → { number }: gives a member without a card the next free
 * number and creates its card, valid until the end of the year. The number comes from the card-number counter,
 * read and raised in the same transaction: concurrent claims conflict on the counter and the loser retries with
 * the following number. A member that already holds a card gets its number back.
 */
export const resumeCardNumber = route(resumeCardNumberContract, async ({ claims, headers, scope }) => {
  // admins resuming several members at once contend on the card-number counter: a lost transaction runs again
  return retryLostClaims(() =>
    db.runTransaction(
      async (tx) => {
        const { ref, data } = await scope.member(headers.id, tx);
        if (data.cardNumber && data.cardStatus !== 'NOT_FOUND') return { number: data.cardNumber as string };
        const counter = await readCardCounter(tx, claims.org);
        const number = await firstFreeCardNumber(tx, claims.org, counter);
        const fields = {
          ...issuedCardFields(data),
          cardNumber: number,
          ...memberListFieldsOf({ ...data, cardNumber: number }),
          updatedAt: FieldValue.serverTimestamp(),
        };
        tx.update(ref, fields);
        tx.create(db.doc(cardPath(claims.org, number)), cardFields(ref.id, { ...data, ...fields }));
        counter.issued(number);
        return { number };
      },
      { maxAttempts: 10 },
    ),
  );
});
