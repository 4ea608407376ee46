import { FieldValue } from 'firebase-admin/firestore';
import { deleteLogoContract, uploadLogoContract } from '@tessera/domain/contracts/settings';
import { LOGO_MAX_PX } from '@tessera/domain/settings/logo';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { fitImage } from '../files/images';
import { uploadedBytes } from '../files/storedFiles';
import { route } from '../http/route';

/** POST /v1/settings/upload-logo — the logo replaced, audited (the audit says what changed, not the image). */
export const uploadLogo = route(uploadLogoContract, async ({ claims, principal, body }) => {
  const { bytes: png, width, height } = await fitImage(uploadedBytes(body), LOGO_MAX_PX, 'png');
  const logo = `data:image/png;base64,${png.toString('base64')}`;
  await db.runTransaction(async (tx) => {
    const org = await tx.get(db.doc(orgPath(claims.org)));
    tx.update(org.ref, { logo });
    recordChange(tx, claims.org, {
      type: 'logoChanged',
      by: auditActor(principal, claims),
      target: 'logo',
      before: { logo: org.get('logo') ? 'set' : null },
      after: { logo: 'set', fileName: body.fileName, width, height },
    });
  });
  return { logo, width, height };
});

/** DELETE /v1/settings/delete-logo — no logo (the cards draw a monogram), audited. */
export const deleteLogo = route(deleteLogoContract, async ({ claims, principal }) => {
  await db.runTransaction(async (tx) => {
    const org = await tx.get(db.doc(orgPath(claims.org)));
    tx.update(org.ref, { logo: FieldValue.delete() });
    recordChange(tx, claims.org, {
      type: 'logoChanged',
      by: auditActor(principal, claims),
      target: 'logo',
      before: { logo: org.get('logo') ? 'set' : null },
      after: { logo: null },
    });
  });
  return { deleted: true };
});
