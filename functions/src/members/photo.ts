import { FieldValue, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { preferencesOf, type Preferences } from '@tessera/domain/entities/organization';
import { PHOTO_MAX_PX, photoOf, type MemberPhoto } from '@tessera/domain/members/photo';
import { orgPath } from '@tessera/domain/paths';
import { deleteMemberPhotoContract, getMemberPhotoContract, uploadMemberPhotoContract } from '@tessera/domain/contracts/members';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { fitImage } from '../files/images';
import { fileBytes, putBytes, removeFile, uploadedBytes } from '../files/storedFiles';

/**
 * Members' photos (preferences photoRequired, photoOnCard): the image made smaller into a JPEG (files/images.ts),
 * stored through the files module (owner kind `photo`) and named on the member record (`photo`, domain
 * members/photo.ts). The file a record stops naming (replaced, removed, member deleted) is deleted by the member
 * trigger (triggers.ts), whichever path made the change.
 */

export const photoDataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString('base64')}`;

/**
 * The upload made into a photo and stored for `memberId`, not yet named on the record: the caller names it in its
 * transaction through `namedIn`, which deletes the stored file again when that transaction fails.
 */
export async function storePhoto(orgId: string, memberId: string, upload: { contentBase64: string }) {
  const fitted = await fitImage(uploadedBytes(upload), PHOTO_MAX_PX, 'jpeg');
  const file = await putBytes(orgId, { kind: 'photo', id: memberId }, `photo-${memberId}.jpg`, fitted.bytes);
  const photo: MemberPhoto = { fileId: file.id, width: fitted.width, height: fitted.height };
  return {
    photo,
    dataUrl: photoDataUrl(fitted.bytes),
    async namedIn<T>(write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } catch (e) {
        await removeFile(orgId, file.id);
        throw e;
      }
    },
  };
}

/** The organization's preferences, in the caller's transaction when given. */
async function preferencesAt(orgId: string, tx?: Transaction): Promise<Preferences> {
  const org = db.doc(orgPath(orgId));
  return preferencesOf((await (tx ? tx.get(org) : org.get())).get('preferences'));
}

/** A member may be created without a photo only while the organization does not require one (`body.photo`). */
export async function assertPhotoOptional(orgId: string, tx?: Transaction): Promise<void> {
  if ((await preferencesAt(orgId, tx)).photoRequired)
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.photo', message: 'validation.required' }]);
}

/**
 * Sets the photo of the member `load` finds (its scope check included): checked before anything is stored, then
 * stored, then named in a transaction that loads the member again (it may have gone meanwhile).
 */
export async function replacePhoto(
  orgId: string,
  load: (tx?: Transaction) => Promise<{ ref: DocumentReference }>,
  upload: { contentBase64: string },
): Promise<{ photo: string }> {
  const { ref } = await load();
  const stored = await storePhoto(orgId, ref.id, upload);
  await stored.namedIn(() =>
    db.runTransaction(async (tx) => {
      const { ref: current } = await load(tx);
      tx.update(current, { photo: stored.photo, photoUpdatedAt: FieldValue.serverTimestamp() });
    }),
  );
  return { photo: stored.dataUrl };
}

/** The member's photo as a data URL, or null (none, or its bytes gone). */
export async function readPhoto(orgId: string, member: DocumentData): Promise<string | null> {
  const photo = photoOf(member);
  const bytes = photo ? await fileBytes(orgId, photo.fileId) : null;
  return bytes ? photoDataUrl(bytes) : null;
}

/** GET /v1/members/photo (header id). */
export const getMemberPhoto = route(getMemberPhotoContract, async ({ claims, headers, scope }) => {
  const { data } = await scope.member(headers.id);
  return { photo: await readPhoto(claims.org, data) };
});

/** POST /v1/members/upload-photo (header id). */
export const uploadMemberPhoto = route(uploadMemberPhotoContract, async ({ claims, headers, body, scope }) =>
  replacePhoto(claims.org, (tx) => scope.member(headers.id, tx), body),
);

/** DELETE /v1/members/delete-photo (header id): refused while the organization requires photos. */
export const deleteMemberPhoto = route(deleteMemberPhotoContract, async ({ claims, headers, scope }) => {
  await db.runTransaction(async (tx) => {
    const [{ ref }, prefs] = await Promise.all([scope.member(headers.id, tx), preferencesAt(claims.org, tx)]);
    if (prefs.photoRequired) throw new ApiError('INVALID_REQUEST', [{ path: 'headers.id', message: 'validation.photoRequired' }]);
    tx.update(ref, { photo: FieldValue.delete(), photoUpdatedAt: FieldValue.serverTimestamp() });
  });
  return { photo: null };
});

/**
 * The member trigger's part: the stored photo a write stopped naming (replaced, removed, or the member deleted) is
 * deleted. Deleting a file already gone is fine, so a redelivered event changes nothing.
 */
export async function releaseUnnamedPhoto(orgId: string, before: DocumentData | undefined, after: DocumentData | undefined) {
  const old = photoOf(before)?.fileId;
  if (old && old !== photoOf(after)?.fileId) await removeFile(orgId, old);
}
