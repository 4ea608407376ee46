import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../shared/admin';
import { dateToTimestamp } from '../shared/serialize';
import { route } from '../http/route';
import { staffMemberResult } from './adminOnly';
import { ownMemberView } from './ownMemberView';
import { patchPolicyContract, confirmPolicyContract } from '@tessera/domain/contracts/members';
import type { PublishedPolicy } from '@tessera/domain/settings/policies';
import { orgPath } from '@tessera/domain/paths';

/** PATCH /v1/members/policy { id, privacyAcceptedAt?, newsletter? } → { result }: an admin records the policy acceptance. */
export const patchPolicy = route(patchPolicyContract, async ({ body, scope }) => {
  const { ref } = await db.runTransaction(async (tx) => {
    const found = await scope.member(body.id, tx);
    const fields: DocumentData = { updatedAt: FieldValue.serverTimestamp() };
    if (body.privacyAcceptedAt !== undefined)
      fields.privacyAcceptedAt = body.privacyAcceptedAt === null ? null : dateToTimestamp(body.privacyAcceptedAt);
    if (body.newsletter !== undefined) fields.newsletter = body.newsletter;
    tx.update(found.ref, fields);
    return found;
  });
  return { result: await staffMemberResult(ref) };
});

/**
 * GET /v1/members/confirm-policy → { result }: a member confirms it accepts the privacy policy
 * (privacyAcceptedAt becomes now, and the published version is recorded as accepted). Only the member role (the
 * contract's permission), on its own record.
 */
export const confirmPolicy = route(confirmPolicyContract, async ({ claims, scope }) => {
  const { ref } = await db.runTransaction(async (tx) => {
    const [own, org] = await Promise.all([scope.own(tx), tx.get(db.doc(orgPath(claims.org)))]);
    // the current privacy policy's version, when the organization publishes one (policies/): the same acceptance
    const current = org.get('policies.privacy') as PublishedPolicy | undefined;
    tx.update(own.ref, {
      privacyAcceptedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      ...(current ? { 'policies.privacy': { version: current.version, acceptedAt: new Date().toISOString() } } : {}),
    });
    return own;
  });
  return { result: await ownMemberView(claims.org, await ref.get()) };
});
