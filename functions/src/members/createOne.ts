import { FieldValue } from 'firebase-admin/firestore';
import { memberInput } from '@tessera/domain/entities/member';
import { cardPath, orgCol } from '@tessera/domain/paths';
import { inScope } from '@tessera/domain/scope';
import { db } from '../shared/admin';
import { memberResult } from './scoped';
import { ApiError } from '../http/apiError';
import { profileRoute } from '../http/route';
import { cardFields } from './cardRecord';
import { memberFields } from './memberRecord';
import { readClaims, retryLostClaims } from './uniqueClaims';
import { assertCardNumberFree, assertEmailFree } from './uniqueness';

/** POST /v1/members/one — creates a member, and its card when a number is given, in one transaction. */
export const createMember = profileRoute({
  method: 'POST',
  path: '/v1/members/one',
  access: 'members.write',
  body: memberInput,
  async handle({ claims, body }) {
    if (!inScope(claims, body.group)) throw new ApiError('NO_USER_ALLOWED');
    const ref = db.collection(orgCol(claims.org, 'members')).doc();
    const data = {
      ...memberFields(body),
      cardStatus: body.cardNumber ? 'ACTIVE' : 'NOT_FOUND',
      registeredAt: FieldValue.serverTimestamp(),
      lastPaymentAt: null,
    };
    await retryLostClaims(() =>
      db.runTransaction(
        async (tx) => {
          if (body.cardNumber) await assertCardNumberFree(tx, claims.org, body.cardNumber);
          if (body.email) await assertEmailFree(tx, claims.org, body.email);
          // claims keep the email unique against a bulk upload writing at the same time; a tax code another member
          // holds is allowed here (an admin may record a duplicate by hand) and simply not claimed
          const keys = await readClaims(tx, claims.org, ref.id, { email: body.email, ssn: body.ssn });
          if (keys.taken.includes('email')) throw new ApiError('EMAIL_ALREADY_USED');
          keys.claim();
          tx.create(ref, data);
          if (body.cardNumber) tx.create(db.doc(cardPath(claims.org, body.cardNumber)), cardFields(ref.id, data));
          // Many admins racing one number abort each other's attempts before the losers see the card: retry more.
        },
        { maxAttempts: 10 },
      ),
    );
    return { result: await memberResult(ref) };
  },
});
