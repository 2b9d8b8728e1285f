// Conversations for reply tests: a citizen's request as the citizen portal will make it (the
// document created by the citizen, its first dispatch from the citizen to a sector inbox), since no
// route makes one yet.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open';

export function citizenRequest(db: Db, citizenId: number, toSectorId: number, at: string, confidentiality = 'not-confidential'): { documentUuid: string; emailUuid: string; dispatchId: number } {
  const documentUuid = randomUUID();
  const documentId = Number(
    db
      .prepare(
        `INSERT INTO documents (uuid, title, number, sector_id, created_by, created_at, media_type, content, content_sha256, kind, document_type,
           body, status, confidentiality, sender_name, year)
         VALUES (?, 'Poda de árvore na Rua das Flores', 'Requerimento nº 900/2026 — PROT', NULL, ?, ?, 'text/html', x'', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 'document', 'requerimento',
           '<p>Peço a poda da árvore em frente ao número 12.</p>', 'published', ?, 'Carlos Eduardo Nogueira', 2026)`,
      )
      .run(documentUuid, citizenId, at, confidentiality).lastInsertRowid,
  );
  const dispatchId = Number(
    db
      .prepare(
        `INSERT INTO dispatches (uuid, document_id, type, from_user_id, from_sector_id, to_sector_id, to_user_id, content, created_at)
         VALUES (?, ?, 'dispatch', ?, NULL, ?, NULL, '', ?)`,
      )
      .run(randomUUID(), documentId, citizenId, toSectorId, at).lastInsertRowid,
  );
  const emailUuid = randomUUID();
  db.prepare(`INSERT INTO inbox_emails (uuid, document_id, dispatch_id, sector_id, box, is_read, created_at, updated_at) VALUES (?, ?, ?, ?, 'inbox', 0, ?, ?)`).run(
    emailUuid,
    documentId,
    dispatchId,
    toSectorId,
    at,
    at,
  );
  return { documentUuid, emailUuid, dispatchId };
}
