import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { type MemberPatch } from '@tessera/domain/entities/member';
import type { Role } from '@tessera/domain/roles';
import { cardPath, memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { readCardCounter } from './cardCounter';
import { cardFields } from './cardRecord';
import { memberFields, patchedMember } from './memberRecord';
import { splitMemberInput, staffMemberResult, writeAdminOnly } from './adminOnly';
import { withCheckedCustomFields } from './customFieldValues';
import { readClaims, retryLostClaims } from './uniqueClaims';
import { assertCardNumberFree } from './uniqueness';
import { patchMemberContract } from '@tessera/domain/contracts/members';
import { consentWrites, privacyDateChange, recorderOf } from '../consents/consentRecord';

/**
 * When a flag changes, when and by whom: cancellation requested (the member becomes INACTIVE at the
 * next renewal; revoking clears the date) and deceased: the caller's profile and role, which decide whether the
 * trigger in triggers.ts propagates it (propagatesDeceased). Switching deceased off also drops where a copied
 * flag came from (`deceasedSource`): the revert of a propagated flag.
 */
export function flagFields(body: MemberPatch, before: DocumentData, by: { pid: string; role: Role }): DocumentData {
  const out: DocumentData = {};
  if (body.cancellationRequested !== undefined && body.cancellationRequested !== (before.cancellationRequested === true))
    out.cancellationRequestedAt = body.cancellationRequested ? FieldValue.serverTimestamp() : null;
  if (body.deceased !== undefined && body.deceased !== (before.deceased === true)) {
    out.deceasedAt = body.deceased ? FieldValue.serverTimestamp() : null;
    out.deceasedBy = body.deceased ? by.pid : null;
    out.deceasedByRole = body.deceased ? by.role : null;
    if (!body.deceased) out.deceasedSource = FieldValue.delete();
  }
  return out;
}

/**
 * PATCH /v1/members/one (header id) — changes the given fields; `null` removes an optional one (a deleted field).
 * A new card number moves the card, a removed one deletes it (the member is then NOT_FOUND, as when created
 * without one). Flags: cancellationRequested records cancellationRequestedAt, deceased records deceasedAt and deceasedBy.
 * Notes and hidden custom values go to the back-office-only document in the same transaction (adminOnly.ts); the
 * answer is the member as staff see it (merged).
 */
export const patchMember = route(patchMemberContract, async ({ claims, principal, headers, body: request, scope }) => {
  const ref = db.doc(memberPath(claims.org, headers.id));
  await retryLostClaims(() =>
    db.runTransaction(async (tx) => {
      const { data: before } = await scope.member(headers.id, tx);
      const { input: body, visible } = await withCheckedCustomFields(tx, claims.org, request);
      // a group admin may neither leave its groups nor remove the group (null is out of every scope)
      if (body.group !== undefined) scope.assertRecord(body);
      const cardChanged = body.cardNumber !== undefined && body.cardNumber !== (before.cardNumber ?? null);
      if (cardChanged && body.cardNumber) await assertCardNumberFree(tx, claims.org, body.cardNumber);
      // a new email or tax code is claimed (the old claim goes stale with the change); see createOne for the tax code
      const keys = await readClaims(tx, claims.org, ref.id, {
        email: body.email && body.email !== before.email ? body.email : undefined,
        ssn: body.ssn && body.ssn !== before.ssn ? body.ssn : undefined,
      });
      if (keys.taken.includes('email')) throw new ApiError('EMAIL_ALREADY_USED');
      const counter = cardChanged && body.cardNumber ? await readCardCounter(tx, claims.org) : null;
      const split = splitMemberInput(body, visible, 'patch');
      keys.claim();
      const fields = memberFields(split.member, before);
      Object.assign(fields, flagFields(body, before, { pid: claims.pid, role: claims.role }));
      const after = patchedMember(before, body);
      if (cardChanged) {
        if (before.cardNumber) tx.delete(db.doc(cardPath(claims.org, before.cardNumber)));
        if (body.cardNumber) {
          fields.cardStatus = before.cardStatus === 'NOT_FOUND' ? 'ACTIVE' : before.cardStatus;
          tx.create(db.doc(cardPath(claims.org, body.cardNumber)), cardFields(ref.id, { ...after, cardStatus: fields.cardStatus }));
          counter?.issued(body.cardNumber);
        } else {
          fields.cardStatus = 'NOT_FOUND';
        }
      } else if (before.cardNumber && (body.name !== undefined || body.surname !== undefined || body.group !== undefined)) {
        tx.update(db.doc(cardPath(claims.org, before.cardNumber)), cardFields(ref.id, after));
      }
      // a changed privacy acceptance is a consent given or withdrawn, recorded with the change (consents/)
      const privacy = privacyDateChange(before.privacyAcceptedAt, body.privacyAcceptedAt);
      if (privacy) Object.assign(fields, consentWrites(tx, ref, [privacy], 'backOffice', recorderOf(claims, principal)));
      tx.update(ref, fields);
      writeAdminOnly(tx, claims.org, ref.id, split.adminOnly);
    }),
  );
  return { result: await staffMemberResult(ref) };
});
