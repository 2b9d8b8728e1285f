// What an answer tells a reader about a person: its text read the way the reader would read it
// (JSON as sent, PDFs through poppler's pdftotext, ZIPs unpacked entry by entry with each PDF in
// them extracted too, anything else as its bytes), searched for the person's name, CPF (plain,
// formatted, and the middle digits a masked CPF shows), e-mail and, when given, sector, accent- and
// case-insensitively;
// and in JSON, the ids that would point at them (a user or person id under a key naming one).
import type { LightMyRequestResponse } from 'fastify';
import { checkPdf, checkZip, hasTool, unzipEntry } from './pdfTools';

export type Person = {
  name: string;
  cpf: string;
  email: string;
  userId: number;
  personId: number;
  /** The sector the person wrote from, when an answer naming it would point at them. */
  sector?: string | undefined;
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** Without pdftotext and unzip a PDF or a ZIP would read as nothing, and every absence would pass. */
export function requireReadingTools(): void {
  for (const tool of ['pdftotext', 'qpdf', 'unzip']) {
    if (!hasTool(tool)) throw new Error(`${tool} is needed to read printouts and packages (npm test installs poppler-utils, qpdf and unzip)`);
  }
}

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

function bytesText(name: string, bytes: Buffer): string {
  if (isPdf(bytes)) return checkPdf(bytes).text;
  if (name.endsWith('.zip') || bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    return checkZip(bytes)
      .map((entry) => `${entry}\n${bytesText(entry, unzipEntry(bytes, entry))}`)
      .join('\n');
  }
  // DER (a .p7s), images and text: strings in them are plain bytes, UTF-8 or Latin-1.
  return `${bytes.toString('utf8')}\n${bytes.toString('latin1')}`;
}

/** The answer as text a reader could see. */
export function answerText(response: LightMyRequestResponse): string {
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) return response.body;
  return bytesText(String(response.headers['content-disposition'] ?? ''), response.rawPayload);
}

const ID_KEYS = /^(user_?id|userId|person_?id|personId|peopleId|people_id|author(_?id)?|created_?by|createdBy|requested_by(_user_id)?|signer(_id)?|from_user_id|sender_id)$/i;
const PERSON_OBJECT_KEYS = /^(requested_by|author|creator|created_by|sender|signer|from_user|owner)$/i;

/** Every number the JSON holds under a key that names a user or person (or in such an object's id). */
function personIds(value: unknown, key = ''): number[] {
  if (Array.isArray(value)) return value.flatMap((item) => personIds(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, inner]) => {
      const own = PERSON_OBJECT_KEYS.test(key) && name === 'id' && typeof inner === 'number' ? [inner] : [];
      return [...own, ...personIds(inner, name)];
    });
  }
  return typeof value === 'number' && ID_KEYS.test(key) ? [value] : [];
}

/** What of the person the answer reveals, as labels ("name", "cpf", …); empty when nothing. */
export function revealed(response: LightMyRequestResponse, person: Person): string[] {
  const text = fold(answerText(response));
  const cpf = person.cpf;
  const needles: [string, string][] = [
    ['name', fold(person.name)],
    ['cpf', cpf],
    ['cpf', `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`],
    ['masked cpf', `${cpf.slice(3, 6)}.${cpf.slice(6, 9)}`],
    ['e-mail', fold(person.email)],
  ];
  if (person.sector !== undefined) needles.push(['sector', fold(person.sector)]);
  const found = needles.filter(([, needle]) => text.includes(needle)).map(([label]) => label);
  if (String(response.headers['content-type'] ?? '').startsWith('application/json') && response.body !== '') {
    const ids = personIds(JSON.parse(response.body) as unknown);
    if (ids.includes(person.userId)) found.push('user id');
    if (ids.includes(person.personId)) found.push('person id');
  }
  return [...new Set(found)];
}
