// Files sent in the chat (§7: "file: base64 content and file_name"): strict base64 decoding, and
// the type stored for the bytes, decided by their first bytes with the upload checks of
// medias/fileTypes.ts, never by the name or by what the client claims. An `image` is a raster
// image the client may preview (no SVG: it can carry script), a `pdf` is a PDF, and a `file` may
// be anything but is stored as a type that cannot run in the app (unknown or SVG: octet-stream).
import { checkFile, FILE_TYPES } from '../medias/fileTypes';

export type ChatFileType = 'image' | 'pdf' | 'file';

/** The data URL prefix the browser's FileReader.readAsDataURL puts before the base64. */
const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/i;
const BASE64_ALPHABET = /^[A-Za-z0-9+/]*={0,2}$/;

export type DecodedBase64 = { ok: true; bytes: Buffer } | { ok: false; reason: 'invalid' | 'too-large' };

/**
 * Decodes standard base64 (RFC 4648 §4, padded), optionally behind a `data:…;base64,` prefix.
 * Node's own decoder skips any character it does not know, so the text is checked first: only the
 * alphabet, a length that is a multiple of four, and canonical padding bits. The size is known
 * from the length, so an oversized file is refused before anything is allocated for it.
 */
export function decodeBase64File(content: string, maxBytes: number): DecodedBase64 {
  const text = content.replace(DATA_URL_PREFIX, '');
  if (text.length === 0 || text.length % 4 !== 0 || !BASE64_ALPHABET.test(text)) return { ok: false, reason: 'invalid' };
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const size = (text.length / 4) * 3 - padding;
  if (size > maxBytes) return { ok: false, reason: 'too-large' };
  const bytes = Buffer.from(text, 'base64');
  // Non-zero bits in the padding make two texts decode to the same bytes; strict means one text.
  if (bytes.length !== size || bytes.toString('base64') !== text) return { ok: false, reason: 'invalid' };
  return { ok: true, bytes };
}

/** Raster images browsers show without running anything (fileTypes.ts isInlineSafe, minus pjpeg). */
export const CHAT_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const PDF_MIME = 'application/pdf';
const SVG_MIME = 'image/svg+xml';
const OCTET_STREAM = 'application/octet-stream';

/** The first of the candidate types whose magic bytes the content carries. */
export function sniffMime(bytes: Buffer, candidates: readonly string[]): string | undefined {
  return candidates.find((mime) => {
    const extension = FILE_TYPES.find((type) => type.mime === mime)?.extensions[0];
    return extension !== undefined && checkFile(`arquivo.${extension}`, mime, bytes).ok;
  });
}

export type ChatFileVerdict = { ok: true; mime: string } | { ok: false };

/** The mime type to store for a file message, or a refusal when the bytes are not what `type` promises. */
export function chatFileMime(type: ChatFileType, fileName: string, bytes: Buffer): ChatFileVerdict {
  if (type === 'image') {
    const mime = sniffMime(bytes, CHAT_IMAGE_MIME_TYPES);
    return mime === undefined ? { ok: false } : { ok: true, mime };
  }
  if (type === 'pdf') return sniffMime(bytes, [PDF_MIME]) === undefined ? { ok: false } : { ok: true, mime: PDF_MIME };
  // Any file: a known type when its extension and bytes agree (a .docx stays a .docx), else the
  // bytes alone for images and PDF, else an opaque download.
  const byName = checkFile(fileName, OCTET_STREAM, bytes);
  if (byName.ok && byName.mime !== SVG_MIME) return { ok: true, mime: byName.mime };
  return { ok: true, mime: sniffMime(bytes, [...CHAT_IMAGE_MIME_TYPES, PDF_MIME]) ?? OCTET_STREAM };
}
