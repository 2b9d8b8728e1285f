// The attachment types the server accepts (spec §2 Attachment and gallery; §9 limits) and the
// check that a file's bytes are what its declared type says, so a renamed executable or HTML page
// cannot pass for a PDF or an image. Declared types the browser cannot name (octet-stream) are
// taken from the extension, and the extension must belong to the type.

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 10;

type Kind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | 'ole' | 'ooxml-word' | 'ooxml-excel' | 'odt' | 'ods' | 'text' | 'zip';

type FileType = { mime: string; extensions: readonly string[]; kind: Kind };

export const FILE_TYPES: readonly FileType[] = [
  { mime: 'application/pdf', extensions: ['pdf'], kind: 'pdf' },
  { mime: 'image/png', extensions: ['png'], kind: 'png' },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], kind: 'jpeg' },
  { mime: 'image/pjpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], kind: 'jpeg' },
  { mime: 'image/svg+xml', extensions: ['svg'], kind: 'svg' },
  { mime: 'image/gif', extensions: ['gif'], kind: 'gif' },
  { mime: 'image/webp', extensions: ['webp'], kind: 'webp' },
  { mime: 'application/msword', extensions: ['doc'], kind: 'ole' },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'], kind: 'ooxml-word' },
  { mime: 'application/vnd.oasis.opendocument.text', extensions: ['odt'], kind: 'odt' },
  { mime: 'application/vnd.ms-excel', extensions: ['xls'], kind: 'ole' },
  { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'], kind: 'ooxml-excel' },
  { mime: 'application/vnd.oasis.opendocument.spreadsheet', extensions: ['ods'], kind: 'ods' },
  { mime: 'text/plain', extensions: ['txt'], kind: 'text' },
  { mime: 'application/zip', extensions: ['zip'], kind: 'zip' },
  { mime: 'application/x-zip-compressed', extensions: ['zip'], kind: 'zip' },
];

export const ALLOWED_MIME_TYPES: readonly string[] = FILE_TYPES.map((type) => type.mime);

/** Types a browser may show inline in the gallery (spec §2): PDF and raster images. SVG is not. */
const INLINE_SAFE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/pjpeg', 'image/gif', 'image/webp']);
export const isInlineSafe = (mime: string) => INLINE_SAFE.has(mime);

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
};

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const isZip = (bytes: Buffer) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]);
/** OpenDocument puts an uncompressed "mimetype" entry first: its content sits at offset 38. */
const isOpenDocument = (bytes: Buffer, mime: string) =>
  startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.subarray(30, 38).toString('latin1') === 'mimetype' && bytes.subarray(38, 38 + mime.length).toString('latin1') === mime;
/** An OOXML package names its main part in the zip's central directory. */
const zipHasEntry = (bytes: Buffer, prefix: string) => isZip(bytes) && bytes.includes(Buffer.from(prefix, 'latin1'));

function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  // Valid UTF-8 (or plain ASCII); Latin-1 text is accepted when it has no control bytes.
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 65536));
  if (!decoded.includes('\uFFFD')) return true;
  return !bytes.subarray(0, 65536).some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20));
}

function isSvg(bytes: Buffer): boolean {
  if (!isText(bytes)) return false;
  let head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  // Skip the XML declaration, comments and a doctype before the root element.
  head = head.replace(/^\s*(<\?xml[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '');
  return /^<svg[\s>]/i.test(head);
}

function matches(kind: Kind, bytes: Buffer, mime: string): boolean {
  switch (kind) {
    case 'pdf':
      // Readers accept a header within the first 1024 bytes.
      return bytes.subarray(0, 1024).includes(Buffer.from('%PDF-', 'latin1'));
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'gif':
      return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
    case 'webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    case 'svg':
      return isSvg(bytes);
    case 'ole':
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'ooxml-word':
      return zipHasEntry(bytes, 'word/');
    case 'ooxml-excel':
      return zipHasEntry(bytes, 'xl/');
    case 'odt':
    case 'ods':
      return isOpenDocument(bytes, mime);
    case 'text':
      return isText(bytes);
    case 'zip':
      return isZip(bytes);
  }
}

export type FileCheck = { ok: true; mime: string; extension: string } | { ok: false; reason: 'type' | 'content' };

/** Decides the stored type of an upload from its declared type, its name and its first bytes. */
export function checkFile(name: string, declared: string, bytes: Buffer): FileCheck {
  const extension = extensionOf(name);
  let mime = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mime === '' || mime === 'application/octet-stream') {
    mime = FILE_TYPES.find((type) => type.extensions.includes(extension))?.mime ?? '';
  }
  const type = FILE_TYPES.find((candidate) => candidate.mime === mime);
  if (type === undefined || !type.extensions.includes(extension)) return { ok: false, reason: 'type' };
  if (!matches(type.kind, bytes, type.mime)) return { ok: false, reason: 'content' };
  return { ok: true, mime: type.mime, extension };
}
