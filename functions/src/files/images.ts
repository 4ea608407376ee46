import { sniffFileType } from '@tessera/domain/files/files';
import { IMAGE_MAX_INPUT_PIXELS } from '@tessera/domain/files/images';
import { ApiError } from '../http/apiError';

const refuse = (message: string) => new ApiError('INVALID_REQUEST', [{ path: 'body.contentBase64', message }]);

/** A PNG or JPEG image's bytes, as the PDFs embed it (cards, receipts) and the logo's public address answers it. */
export interface EncodedImage {
  bytes: Uint8Array;
  format: 'png' | 'jpg';
}

/**
 * The organization's logo as settings keep it, a data URL (`data:image/png;base64,…` or jpeg: settings/logo.ts);
 * anything else is no logo (a card then shows a monogram).
 */
export function logoFromDataUrl(value: unknown): EncodedImage | null {
  if (typeof value !== 'string') return null;
  const m = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  if (!m) return null;
  const bytes = new Uint8Array(Buffer.from(m[2]!, 'base64'));
  return bytes.length > 0 ? { bytes, format: m[1] === 'png' ? 'png' : 'jpg' } : null;
}

export interface FittedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * An uploaded image made into the stored one (the logo, a member's photo): turned upright (EXIF, which is then
 * dropped with the rest of the metadata: no camera or place travels on), made to fit `maxPx` square without being
 * enlarged, as PNG or JPEG (the bytes come through storedFiles.ts uploadedBytes: present, within the size limit). Only PNG, JPEG and WebP are read (the type from the bytes); one that does not decode is
 * the client's mistake (upload.documentType); one of more than IMAGE_MAX_INPUT_PIXELS pixels is refused for its size
 * (upload.imageTooLarge). sharp (libvips) loads on first use.
 */
export async function fitImage(bytes: Buffer, maxPx: number, format: 'png' | 'jpeg'): Promise<FittedImage> {
  const type = sniffFileType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp') throw refuse('upload.documentType');
  const { default: sharp } = await import('sharp');
  // The size first, from the header alone: past the limit sharp refuses to decode, and that refusal would otherwise
  // read as a file of the wrong type (a large photo straight from a camera is a valid JPEG).
  const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > IMAGE_MAX_INPUT_PIXELS) throw refuse('upload.imageTooLarge');
  try {
    const fitted = sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      .rotate()
      .resize(maxPx, maxPx, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'png'
        ? fitted.png({ compressionLevel: 9 })
        : fitted.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw refuse('upload.documentType');
  }
}
