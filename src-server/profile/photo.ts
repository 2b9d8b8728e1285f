// The profile photo's bytes (companion §7 POST person/image): the type is read from the bytes
// (JPEG, PNG or WebP magic numbers), never from the file name or the declared type; sharp then
// decodes the image for real, re-encodes the original in its own format without metadata (EXIF,
// GPS, ICC; the orientation is applied first) and cuts a square thumbnail.
import sharp from 'sharp';
import { THUMBNAIL_SIZE } from '../../src-shared/api/profile';

export type PhotoType = { mime: 'image/jpeg' | 'image/png' | 'image/webp'; format: 'jpeg' | 'png' | 'webp' };

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The image type the bytes are, or null for anything else (a renamed PDF, text, SVG…). */
export function photoTypeOf(bytes: Buffer): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', format: 'jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', format: 'png' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mime: 'image/webp', format: 'webp' };
  return null;
}

/** The largest side the stored original keeps; bigger photos are scaled down. */
export const ORIGINAL_MAX_SIDE = 1600;
/** Decompression bombs stop here (a 5 MB file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

export type ProcessedPhoto = { mime: PhotoType['mime']; original: Buffer; thumbnail: Buffer };

/** Rejects (throws) when sharp cannot decode the bytes as the detected type. */
export async function processPhoto(bytes: Buffer, type: PhotoType): Promise<ProcessedPhoto> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const resized = input().resize({ width: ORIGINAL_MAX_SIDE, height: ORIGINAL_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded = type.format === 'jpeg' ? resized.jpeg({ quality: 85 }) : type.format === 'png' ? resized.png() : resized.webp({ quality: 85 });
  const original = await encoded.toBuffer();
  const thumbnail = await input().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 80 }).toBuffer();
  return { mime: type.mime, original, thumbnail };
}
