import { FieldValue } from 'firebase-admin/firestore';
import { deleteLogoContract, uploadLogoContract } from '@tessera/domain/contracts/settings';
import { sniffFileType } from '@tessera/domain/files/files';
import { LOGO_MAX_INPUT_PIXELS, LOGO_MAX_PX } from '@tessera/domain/settings/logo';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';

const refuse = (message: string) => new ApiError('INVALID_REQUEST', [{ path: 'body.contentBase64', message }]);

/**
 * The uploaded image made into the stored logo: turned upright (EXIF), made to fit LOGO_MAX_PX square without being
 * enlarged, as PNG. sharp (libvips) loads on first use; an image that does not decode is the client's mistake.
 */
async function logoPng(bytes: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  const type = sniffFileType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp') throw refuse('upload.documentType');
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: LOGO_MAX_INPUT_PIXELS })
      .rotate()
      .resize(LOGO_MAX_PX, LOGO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw refuse('upload.documentType');
  }
}

/** POST /v1/settings/upload-logo — the logo replaced, audited (the audit says what changed, not the image). */
export const uploadLogo = route(uploadLogoContract, async ({ claims, principal, body }) => {
  const bytes = Buffer.from(body.contentBase64, 'base64');
  if (bytes.length === 0) throw refuse('upload.invalidContent');
  const { png, width, height } = await logoPng(bytes);
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
