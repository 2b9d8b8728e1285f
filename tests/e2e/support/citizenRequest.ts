// A citizen's requerimento as the citizen portal will file it (its filing screen is the citizen
// portal issue's): the document created by the citizen under the parking-credential subject, its
// stages and flow taken from the subject as a saved draft takes them, the first stage current, and
// one dispatch from the citizen to a sector inbox. Written in the server's database with the
// server's own rules (src-server/testing/replies.ts, flow/stageFlows.ts). And a clerk's reply to it
// through the API.
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { PARKING_CREDENTIAL_SUBJECT } from '../../../src-server/db/seed/documentCreation';
import { subjectOut, type SubjectRow } from '../../../src-server/documents/subjects';
import { documentStageFlows } from '../../../src-server/flow/stageFlows';
import { citizenRequest } from '../../../src-server/testing/replies';
import { serverDocumentSchema } from '../../../src-shared/api/documents';
import { makeSimplePdf } from '../../fixtures/pdf/samplePdfs';

export type FiledRequest = { documentId: number; documentUuid: string; emailUuid: string; title: string };

export function fileCitizenParkingRequest(dataDir: string, citizenEmail: string, toSector: string, title: string): FiledRequest {
  const db = new Database(join(dataDir, 'gdoc.sqlite'));
  try {
    return db.transaction(() => {
      const citizenId = db.prepare<[string], number>('SELECT u.id FROM users u JOIN people p ON p.id = u.person_id WHERE p.email = ?').pluck().get(citizenEmail);
      const sectorId = db.prepare<[string], number>('SELECT id FROM sectors WHERE symbol = ?').pluck().get(toSector);
      const subject = db.prepare<[string], SubjectRow>('SELECT * FROM subjects WHERE name = ?').get(PARKING_CREDENTIAL_SUBJECT);
      if (citizenId === undefined || sectorId === undefined || subject === undefined) throw new Error('the demo citizen, the sector or the parking subject is not seeded');
      const at = new Date().toISOString();
      const filed = citizenRequest(db, citizenId, sectorId, at);
      const documentId = db.prepare<[string], number>('SELECT id FROM documents WHERE uuid = ?').pluck().get(filed.documentUuid)!;
      db.prepare('UPDATE documents SET title = ?, subject_id = ?, body = ? WHERE id = ?').run(
        title,
        subject.id,
        '<p>Solicito a credencial de estacionamento em vaga reservada a idosos.</p>',
        documentId,
      );
      const stages = subjectOut(db, subject).stages;
      const insert = db.prepare("INSERT INTO stages (document_id, position, name, status, actions, requirements, entered_at) VALUES (?, ?, ?, ?, ?, ?, ?)");
      for (const flow of documentStageFlows(stages, stages)) {
        const first = flow.position === 1;
        insert.run(documentId, flow.position, flow.name, first ? 'current' : 'pending', JSON.stringify(flow.actions), JSON.stringify(flow.requirements), first ? at : null);
      }
      return { documentId, documentUuid: filed.documentUuid, emailUuid: filed.emailUuid, title };
    })();
  } finally {
    db.close();
  }
}

/** A clerk answers the request through the API, as the staff app does: the reply with protocolo.pdf, published. */
export async function clerkReplies(serverUrl: string, token: string, emailUuid: string, html: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const created = await fetch(`${serverUrl}/api/inbox/email`, { method: 'POST', headers, body: JSON.stringify({ content: html, reply_to: { inbox_email_uuid: emailUuid } }) });
  expect(created.status).toBe(201);
  const draft = serverDocumentSchema.parse(await created.json());
  const form = new FormData();
  form.append('files[]', new Blob([new Uint8Array(makeSimplePdf({ pages: 1, lines: ['Protocolo de atendimento'] }))], { type: 'application/pdf' }), 'protocolo.pdf');
  const uploaded = await fetch(`${serverUrl}/api/inbox/email/${draft.inbox_email_uuid}/medias`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(uploaded.status).toBe(201);
  const published = await fetch(`${serverUrl}/api/inbox/email/${draft.inbox_email_uuid}/publish`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  expect(published.status).toBe(200);
}
