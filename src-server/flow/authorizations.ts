// Emitir Autorização (should_emit_traffic_card): a numbered authorisation record per stage
// ("0001/2026", numbered per year across the organisation) and its PDF. What the document says
// beyond who, what and when belongs to the traffic-manager issue; this is the record and its proof.
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { authorVisibility, hidesUser } from '../documents/authorship';
import { organizationName } from '../documents/printouts';
import { textPdf } from '../documents/textPdf';
import type { Viewer } from '../inbox/emails';
import type { AuthorizationRow, StageRow } from './stages';

const p = messages.flow.authorizationPdf;

/** Writes the next number of the year; the caller runs a transaction and has checked there is none for the stage. */
export function emitAuthorization(db: Db, stage: StageRow, actor: { userId: number; sectorId: number | null }, at: string): AuthorizationRow {
  const year = Number(at.slice(0, 4));
  const sequence = (db.prepare<[number], number | null>('SELECT max(sequence) FROM authorizations WHERE year = ?').pluck().get(year) ?? 0) + 1;
  const number = `${String(sequence).padStart(4, '0')}/${year}`;
  return db
    .prepare<unknown[], AuthorizationRow>(
      `INSERT INTO authorizations (number, year, sequence, document_id, stage_id, created_by, sector_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       RETURNING id, number, document_id, stage_id, created_by, sector_id, created_at`,
    )
    .get(number, year, sequence, stage.document_id, stage.id, actor.userId, actor.sectorId, at) as AuthorizationRow;
}

export const findAuthorization = (db: Db, id: number): AuthorizationRow | undefined =>
  db.prepare<[number], AuthorizationRow>('SELECT id, number, document_id, stage_id, created_by, sector_id, created_at FROM authorizations WHERE id = ?').get(id);

type Facts = { number: string; title: string; sender_name: string; subject_name: string | null; issuer: string | null; issuer_sector: string | null };

const dateOf = (iso: string) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

/** The authorisation as a PDF for this reader: the requester's name only where the reader may know it (documents/authorship.ts). */
export function authorizationPdf(db: Db, authorization: AuthorizationRow, reader: Viewer): Buffer {
  const facts = db
    .prepare<[number, number | null, number], Facts>(
      `SELECT d.number, d.title, d.sender_name, sj.name AS subject_name, p.name AS issuer, s.name AS issuer_sector
       FROM documents d LEFT JOIN subjects sj ON sj.id = d.subject_id
       LEFT JOIN users u ON u.id = ? LEFT JOIN people p ON p.id = u.person_id
       LEFT JOIN sectors s ON s.id = ?
       WHERE d.id = ?`,
    )
    .get(authorization.created_by ?? 0, authorization.sector_id, authorization.document_id) as Facts;
  const author = authorVisibility(db, authorization.document_id, reader);
  const holder = author.hidden ? author.label : facts.sender_name;
  // An authorisation the hidden author emitted herself would name her as its issuer.
  const issuer = hidesUser(author, authorization.created_by) ? p.issuer(author.label, null) : p.issuer(facts.issuer ?? '', facts.issuer_sector);
  const subject = facts.subject_name ?? facts.title;
  return textPdf({
    heading: organizationName(db),
    number: p.number(authorization.number),
    title: p.title(subject),
    body: [p.intro, p.holder(holder), p.subject(subject), p.document(facts.number), p.date(dateOf(authorization.created_at)), issuer],
    createdAt: new Date(authorization.created_at),
  });
}
