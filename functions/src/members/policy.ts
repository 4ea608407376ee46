import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { consentStateOf } from '@tessera/domain/privacy/consents';
import { changedConsents, consentWrites, privacyDateChange, recorderOf, type ConsentChange } from '../consents/consentRecord';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { staffMemberResult } from './adminOnly';
import { ownMemberView } from './ownMemberView';
import { patchPolicyContract, confirmPolicyContract } from '@tessera/domain/contracts/members';
import type { PublishedPolicy } from '@tessera/domain/settings/policies';
import { orgPath } from '@tessera/domain/paths';

/** PATCH /v1/members/policy { id, privacyAcceptedAt?, newsletter? } → { result }: an admin records the policy acceptance. */
export const patchPolicy = route(patchPolicyContract, async ({ claims, principal, body, scope }) => {
  const { ref } = await db.runTransaction(async (tx) => {
    const found = await scope.member(body.id, tx);
    // what actually changes is recorded as consents, with the member's fields, in this write (consents/)
    const changes: ConsentChange[] = [
      ...[privacyDateChange(found.data.privacyAcceptedAt, body.privacyAcceptedAt)].filter((c) => c !== null),
      ...(body.newsletter !== undefined
        ? changedConsents(consentStateOf(found.data), [{ kind: 'marketing', given: body.newsletter }])
        : []),
    ];
    const fields: DocumentData = {
      updatedAt: FieldValue.serverTimestamp(),
      ...consentWrites(tx, found.ref, changes, 'backOffice', recorderOf(claims, principal)),
    };
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
export const confirmPolicy = route(confirmPolicyContract, async ({ claims, principal, scope }) => {
  const { ref } = await db.runTransaction(async (tx) => {
    const [own, org] = await Promise.all([scope.own(tx), tx.get(db.doc(orgPath(claims.org)))]);
    // the current privacy policy's version, when the organization publishes one (policies/): the same acceptance
    const current = org.get('policies.privacy') as PublishedPolicy | undefined;
    const change = { kind: 'privacy', given: true, version: current?.version ?? null } as const;
    tx.update(own.ref, {
      ...consentWrites(tx, own.ref, [change], 'policyPrompt', recorderOf(claims, principal)),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return own;
  });
  return { result: await ownMemberView(claims.org, await ref.get()) };
});
