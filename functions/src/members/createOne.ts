import { FieldValue } from 'firebase-admin/firestore';
import { cardPath, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { readCardCounter } from './cardCounter';
import { cardFields, issuedCardFields } from './cardRecord';
import { memberFields } from './memberRecord';
import { splitMemberInput, staffMemberResult, writeAdminOnly } from './adminOnly';
import { withCheckedCustomFields } from './customFieldValues';
import { readClaims, retryLostClaims } from './uniqueClaims';
import { assertCardNumberFree } from './uniqueness';
import { assertPhotoOptional, storePhoto } from './photo';
import { createMemberContract } from '@tessera/domain/contracts/members';
import { consentWrites, recorderOf } from '../consents/consentRecord';

/**
 * POST /v1/members/one — creates a member, its back-office-only data (notes, hidden custom values: adminOnly.ts) and
 * its card when a number is given (valid until the end of the year, the card-number counter raised), in one
 * transaction. Answers the member as staff see it (merged).
 */
export const createMember = route(createMemberContract, async ({ claims, principal, body: withPhoto, scope }) => {
  const { photo: upload, ...body } = withPhoto;
  scope.assertRecord(body);
  const ref = db.collection(orgCol(claims.org, 'members')).doc();
  // Checked before the image is worked on; checked again in the transaction, where it counts.
  if (!upload) await assertPhotoOptional(claims.org);
  const stored = upload ? await storePhoto(claims.org, ref.id, upload) : null;
  const create = () =>
    db.runTransaction(
      async (tx) => {
        if (body.cardNumber) await assertCardNumberFree(tx, claims.org, body.cardNumber);
        // the email's claim alone says whether another member holds it (uniqueClaims.ts); a tax code another
        // member holds is allowed here (an admin may record a duplicate by hand) and simply not claimed
        const keys = await readClaims(tx, claims.org, ref.id, { email: body.email, ssn: body.ssn });
        if (keys.taken.includes('email')) throw new ApiError('EMAIL_ALREADY_USED');
        const counter = body.cardNumber ? await readCardCounter(tx, claims.org) : null;
        const { input, visible } = await withCheckedCustomFields(tx, claims.org, body);
        if (!stored) await assertPhotoOptional(claims.org, tx);
        const { member, adminOnly } = splitMemberInput(input, visible, 'create');
        const fields = memberFields(member);
        // A valid-until the admin typed stands; otherwise the card runs to the end of the year like every issued card.
        const card = fields.cardValidUntil ? { cardStatus: 'ACTIVE' } : issuedCardFields(undefined);
        // a privacy acceptance typed in the form is a consent recorded by the admin (consents/)
        const privacy = body.privacyAcceptedAt ? [{ kind: 'privacy' as const, given: true, signedOn: body.privacyAcceptedAt }] : [];
        const consent = consentWrites(tx, ref, privacy, 'backOffice', recorderOf(claims, principal), { creating: true });
        const data = {
          ...fields,
          ...consent,
          ...(body.cardNumber ? card : { cardStatus: 'NOT_FOUND' }),
          registeredAt: FieldValue.serverTimestamp(),
          lastPaymentAt: null,
          ...(stored ? { photo: stored.photo, photoUpdatedAt: FieldValue.serverTimestamp() } : {}),
        };
        keys.claim();
        tx.create(ref, data);
        writeAdminOnly(tx, claims.org, ref.id, adminOnly);
        if (body.cardNumber) {
          tx.create(db.doc(cardPath(claims.org, body.cardNumber)), cardFields(ref.id, data));
          counter?.issued(body.cardNumber);
        }
        // Many admins racing one number abort each other's attempts before the losers see the card: retry more.
      },
      { maxAttempts: 10 },
    );
  // the stored photo is deleted again only once every attempt has failed
  await (stored ? stored.namedIn(() => retryLostClaims(create)) : retryLostClaims(create));
  return { result: await staffMemberResult(ref) };
});
