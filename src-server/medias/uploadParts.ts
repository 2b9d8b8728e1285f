// Reading a multipart upload (files[] and a few named text fields) with the checks every upload
// gets, whichever route takes it: the medias of a draft and the files of a despacho alike. A file
// too large, empty, of a type not allowed or whose bytes are not what its name says refuses the
// whole request before anything is stored (413/422 with errors.files).
import type { FastifyError, FastifyRequest } from 'fastify';
import { messages } from '../../src-shared/messages';
import { ApiError } from '../http/errors';
import { checkFile, MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES } from './fileTypes';
import { countPages } from './pageCount';
import { cleanFileName, type NewAttachment } from './store';

const m = messages.medias;
const FILE_FIELDS = new Set(['files[]', 'files']);

/** The limits @fastify/multipart is registered with wherever uploads are read. */
export const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 40_000, parts: MAX_FILES_PER_UPLOAD + 10 };

export const uploadRefused = (status: 413 | 422, reason: string) => new ApiError(status, { message: reason, errors: { files: [reason] } });

export type UploadedFile = Omit<NewAttachment, 'group'>;
export type Upload = { fields: Record<string, string>; files: UploadedFile[] };

/** Reads every part; a field not in `fields` is refused, as is any file that fails its checks. */
export async function readUpload(request: FastifyRequest, fields: ReadonlySet<string>): Promise<Upload> {
  if (!request.isMultipart()) throw uploadRefused(422, m.uploadNotMultipart);
  const upload: Upload = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!fields.has(part.fieldname)) throw uploadRefused(422, m.uploadFieldUnknown(part.fieldname));
        upload.fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!FILE_FIELDS.has(part.fieldname)) throw uploadRefused(422, m.uploadFieldUnknown(part.fieldname));
      const name = cleanFileName(part.filename);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadRefused(413, m.uploadTooLarge(name, MAX_UPLOAD_BYTES));
        throw error;
      }
      if (bytes.length === 0) throw uploadRefused(422, m.uploadEmptyFile(name));
      const check = checkFile(name, part.mimetype, bytes);
      if (!check.ok) throw uploadRefused(422, check.reason === 'type' ? m.uploadTypeNotAllowed(name) : m.uploadContentMismatch(name));
      // Counted here, before any route's synchronous insert: every upload stores its pages (Consumo).
      upload.files.push({ name, extension: check.extension, mime: check.mime, bytes, pages: await countPages(check.mime, bytes) });
    }
  } catch (error) {
    const code = (error as FastifyError).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw uploadRefused(413, m.uploadTooManyFiles(MAX_FILES_PER_UPLOAD));
    }
    throw error;
  }
  return upload;
}
