import { FieldValue } from 'firebase-admin/firestore';
import { preregisterInput } from '@tessera/domain/entities/member';
import { orgCol } from '@tessera/domain/paths';
import { inScope } from '@tessera/domain/scope';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { profileRoute } from '../http/route';
import { memberFields } from './memberRecord';
import { memberResult } from './scoped';
import { assertEmailFree } from './uniqueness';

/**
 * POST /v1/members/preregister-user { member fields } → { result }: a PENDING member without a card
 * (cardStatus NOT_FOUND), for the later signup; for now admin use. Email unique in a transaction.
 */
export const preregisterUser = profileRoute({
  method: 'POST',
  path: '/v1/members/preregister-user',
  access: 'members.write',
  body: preregisterInput,
  async handle({ claims, body }) {
    if (!inScope(claims, body.group)) throw new ApiError('NO_USER_ALLOWED');
    const ref = db.collection(orgCol(claims.org, 'members')).doc();
    const data = {
      ...memberFields({ ...body, accountStatus: 'PENDING' }),
      cardStatus: 'NOT_FOUND',
      registeredAt: FieldValue.serverTimestamp(),
      lastPaymentAt: null,
      preregistered: true,
    };
    await db.runTransaction(async (tx) => {
      if (body.email) await assertEmailFree(tx, claims.org, body.email);
      tx.create(ref, data);
    });
    return { result: await memberResult(ref) };
  },
});
