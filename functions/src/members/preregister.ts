import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { type PreregisterInput } from '@tessera/domain/entities/member';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { memberFields } from './memberRecord';
import { splitMemberInput, staffMemberResult, writeAdminOnly } from './adminOnly';
import { withCheckedCustomFields } from './customFieldValues';
import { claimEmail, retryLostClaims } from './uniqueClaims';
import { preregisterUserContract } from '@tessera/domain/contracts/members';
import type { ConsentRecorder, ConsentSource } from '@tessera/domain/privacy/consents';
import { consentWrites, recorderOf, SYSTEM_RECORDER } from '../consents/consentRecord';

/**
 * A PENDING member without a card (cardStatus NOT_FOUND), the email checked free in the caller's transaction.
 * One source for the admin endpoint below and the public signup pre-registration (signup/preregister.ts).
 * `beforeWrite` runs the caller's last reads (Firestore wants all reads before the first write).
 */
export async function preregisterMember(
  tx: Transaction,
  orgId: string,
  input: PreregisterInput,
  beforeWrite?: () => Promise<void>,
  consentBy: { source: ConsentSource; recordedBy: ConsentRecorder; privacyVersion?: number | null } = {
    source: 'backOffice',
    recordedBy: SYSTEM_RECORDER,
  },
): Promise<DocumentReference> {
  const ref = db.collection(orgCol(orgId, 'members')).doc();
  const claim = input.email ? await claimEmail(tx, orgId, ref.id, input.email) : null;
  const checked = await withCheckedCustomFields(tx, orgId, input);
  const { member, adminOnly } = splitMemberInput(checked.input, checked.visible, 'create');
  await beforeWrite?.();
  const privacy = input.privacyAcceptedAt
    ? [{ kind: 'privacy' as const, given: true, signedOn: input.privacyAcceptedAt, version: consentBy.privacyVersion }]
    : [];
  tx.create(ref, {
    ...memberFields({ ...member, accountStatus: 'PENDING' }),
    ...consentWrites(tx, ref, privacy, consentBy.source, consentBy.recordedBy, { creating: true }),
    cardStatus: 'NOT_FOUND',
    registeredAt: FieldValue.serverTimestamp(),
    lastPaymentAt: null,
    preregistered: true,
  });
  claim?.();
  writeAdminOnly(tx, orgId, ref.id, adminOnly);
  return ref;
}

/** POST /v1/members/preregister-user { member fields } → { result }: an admin pre-registers a member. */
export const preregisterUser = route(preregisterUserContract, async ({ claims, principal, body, scope }) => {
  scope.assertRecord(body);
  const by = { source: 'backOffice' as const, recordedBy: recorderOf(claims, principal) };
  const ref = await retryLostClaims(() => db.runTransaction((tx) => preregisterMember(tx, claims.org, body, undefined, by)));
  return { result: await staffMemberResult(ref) };
});
