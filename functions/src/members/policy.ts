import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { policyInput } from '@tessera/domain/entities/member';
import { memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { dateToTimestamp } from '../shared/serialize';
import { ApiError } from '../http/apiError';
import { profileRoute } from '../http/route';
import { scopedMember } from './scoped';
import { staffMemberResult } from './adminOnly';
import { ownMemberView } from '../profile/memberView';

/** PATCH /v1/members/policy { id, privacyAcceptedAt?, newsletter? } → { result }: an admin records the policy acceptance. */
export const patchPolicy = profileRoute({
  method: 'PATCH',
  path: '/v1/members/policy',
  access: 'members.write',
  body: policyInput,
  async handle({ claims, body }) {
    const { ref } = await db.runTransaction(async (tx) => {
      const found = await scopedMember(claims, body.id, tx);
      const fields: DocumentData = { updatedAt: FieldValue.serverTimestamp() };
      if (body.privacyAcceptedAt !== undefined)
        fields.privacyAcceptedAt = body.privacyAcceptedAt === null ? null : dateToTimestamp(body.privacyAcceptedAt);
      if (body.newsletter !== undefined) fields.newsletter = body.newsletter;
      tx.update(found.ref, fields);
      return found;
    });
    return { result: await staffMemberResult(ref) };
  },
});

/**
 * GET /v1/members/confirm-policy → { result }: a member confirms it accepts the privacy policy
 * (privacyAcceptedAt becomes now). Only the member role, on its own record.
 */
export const confirmPolicy = profileRoute({
  method: 'GET',
  path: '/v1/members/confirm-policy',
  access: 'profile.update',
  async handle({ claims }) {
    if (claims.role !== 'member' || !claims.member) throw new ApiError('NO_USER_ALLOWED');
    const ref = db.doc(memberPath(claims.org, claims.member));
    await db.runTransaction(async (tx) => {
      if (!(await tx.get(ref)).exists) throw new ApiError('USER_NOT_FOUND');
      tx.update(ref, { privacyAcceptedAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    });
    return { result: await ownMemberView(claims.org, await ref.get()) };
  },
});
