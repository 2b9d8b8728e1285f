// The one CSV file of an import, from a multipart upload (field `file`), as the other uploads are
// read: within limits set where multipart is registered, refused whole when it is not one .csv file.
import type { FastifyError, FastifyRequest } from 'fastify';
import { CSV_IMPORT_FILE_FIELD, CSV_IMPORT_MAX_BYTES } from '../../src-shared/api/csvImport';
import { messages } from '../../src-shared/messages';
import { fileRefused } from './readCsv';

const m = messages.csvImport.server;

/** What @fastify/multipart is registered with in an import's scope: one file, no other part. */
export const CSV_IMPORT_MULTIPART_LIMITS = { fileSize: CSV_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1 };

/** A spreadsheet saved as .xlsx (a ZIP) or any binary file, whatever its name says. */
const looksBinary = (bytes: Buffer) => (bytes[0] === 0x50 && bytes[1] === 0x4b) || bytes.subarray(0, 8192).includes(0);

export async function readCsvUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileRefused(422, m.notMultipart);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== CSV_IMPORT_FILE_FIELD) throw fileRefused(422, m.notMultipart);
      if (!/\.csv$/i.test(part.filename)) throw fileRefused(422, m.notCsv);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as FastifyError).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileRefused(413, m.tooLarge(CSV_IMPORT_MAX_BYTES / (1024 * 1024)));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw fileRefused(422, m.oneFileOnly);
    if (code === 'FST_FIELDS_LIMIT') throw fileRefused(422, m.notMultipart);
    throw error;
  }
  if (bytes === undefined || bytes.length === 0) throw fileRefused(422, m.noFile);
  if (looksBinary(bytes)) throw fileRefused(422, m.notCsv);
  return bytes;
}
