import { FieldValue } from 'firebase-admin/firestore';
import { memberSearchWords, type MemberInput } from '@tessera/domain/entities/member';
import { memberIdHeader } from './memberHeaders';
import { cardPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { profileRoute } from '../http/route';
import { cardFields } from './cardRecord';
import { lastCardNumber } from './cardNumbers';
import { scopedMember } from './scoped';

const ATTEMPTS = 5;

/**
 * GET /v1/members/resume-card-number (header id) → { number }: gives a member without a card the next free
 * number and creates its card. The number is taken from the highest one, then claimed in a transaction that
 * reads the card document: a concurrent claim of the same number makes one transaction fail its check, and
 * that one retries with the following number. A member that already holds a card gets its number back.
 */
export const resumeCardNumber = profileRoute({
  method: 'GET',
  path: '/v1/members/resume-card-number',
  access: 'members.write',
  headers: memberIdHeader,
  async handle({ claims, headers }) {
    await scopedMember(claims, headers.id);
    let candidate = (await lastCardNumber(claims.org)).suggestion;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const outcome = await db.runTransaction(async (tx) => {
        const { ref, data } = await scopedMember(claims, headers.id, tx);
        if (data.cardNumber && data.cardStatus !== 'NOT_FOUND') return { number: data.cardNumber as string };
        const card = db.doc(cardPath(claims.org, candidate));
        if ((await tx.get(card)).exists) return null;
        const fields = {
          cardNumber: candidate,
          cardStatus: 'ACTIVE',
          search: memberSearchWords({ ...(data as MemberInput), cardNumber: candidate }),
          updatedAt: FieldValue.serverTimestamp(),
        };
        tx.update(ref, fields);
        tx.create(card, cardFields(ref.id, { ...data, ...fields }));
        return { number: candidate };
      });
      if (outcome) return outcome;
      candidate = (BigInt(candidate) + 1n).toString().padStart(candidate.length, '0');
    }
    throw new ApiError('CARD_NUMBER_ALREADY_USED');
  },
});
