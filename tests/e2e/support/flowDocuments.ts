// Documents with a flow for end-to-end specs (issue 15 §4): one sent through the API with the
// parking-credential subject (a required attachment, then Emitir Autorização), a seeded process a
// sector holds live, the file a published document gets with a despacho, and the server's flow
// state read from its database.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { PARKING_CREDENTIAL_SUBJECT } from '../../../src-server/db/seed/documentCreation';
import { apiLogin } from '../fixtures';
import { makeSimplePdf } from '../../fixtures/pdf/samplePdfs';

type Server = { url: string; dataDir: string };

function withDb<T>(dataDir: string, use: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, 'gdoc.sqlite'));
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** Ana's, João's… sector by symbol, or throws. */
export const sectorIdBySymbol = (dataDir: string, symbol: string): number =>
  withDb(dataDir, (db) => {
    const id = db.prepare<[string], number>('SELECT id FROM sectors WHERE symbol = ?').pluck().get(symbol);
    if (id === undefined) throw new Error(`no sector ${symbol}`);
    return id;
  });

export type SentFlowDocument = { documentId: number; number: string; title: string; inboxEmailUuid: string };

/** A parking-credential request written and published by `fromEmail`, delivered to the sector `toSector`; answers the email it landed as there. */
export async function sendFlowDocument(server: Server, fromEmail: string, toSector: string, title: string): Promise<SentFlowDocument> {
  const token = await apiLogin(server.url, fromEmail);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const subjects = (await (await fetch(`${server.url}/api/document/subject?search=${encodeURIComponent('Credencial de estacionamento')}`, { headers })).json()) as {
    data: { id: number; name: string; stages: unknown[] }[];
  };
  const subject = subjects.data.find((item) => item.name === PARKING_CREDENTIAL_SUBJECT);
  if (subject === undefined) throw new Error('the parking-credential subject is not seeded');
  const body = {
    type: 'requerimento',
    subjectId: subject.id,
    subject: title,
    content: '<p>Solicito a credencial de estacionamento em vaga reservada.</p>',
    recipients: [{ sector_id: sectorIdBySymbol(server.dataDir, toSector) }],
    stages: subject.stages,
  };
  const created = await fetch(`${server.url}/api/inbox/email`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
  const draft = (await created.json()) as { id: number; inbox_email_uuid: string };
  const published = await fetch(`${server.url}/api/inbox/email/${draft.inbox_email_uuid}/publish`, { method: 'POST', headers: { Authorization: headers.Authorization } });
  if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${await published.text()}`);
  const { number } = (await published.json()) as { number: string };
  const inboxEmailUuid = withDb(server.dataDir, (db) =>
    db
      .prepare<[number, string], string>("SELECT uuid FROM inbox_emails WHERE document_id = ? AND box = 'inbox' AND sector_id = (SELECT id FROM sectors WHERE symbol = ?)")
      .pluck()
      .get(draft.id, toSector),
  );
  if (inboxEmailUuid === undefined) throw new Error(`${toSector} did not receive document ${draft.id}`);
  return { documentId: draft.id, number, title, inboxEmailUuid };
}

export type SeededFlowItem = { inboxEmailUuid: string; kind: 'document' | 'process'; documentId: number; stageId: number; stageName: string };

/** A seeded process the sector holds live (in its inbox, neither archived nor closed) whose current stage offers an action. */
export function seededFlowItem(dataDir: string, sector: string): SeededFlowItem {
  const found = withDb(dataDir, (db) =>
    db
      .prepare<[string], SeededFlowItem>(
        `SELECT ie.uuid AS inboxEmailUuid, d.kind, d.id AS documentId, s.id AS stageId, s.name AS stageName
         FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id JOIN stages s ON s.document_id = d.id AND s.status = 'current'
         WHERE ie.sector_id = (SELECT id FROM sectors WHERE symbol = ?) AND ie.box = 'inbox' AND ie.is_archived = 0 AND ie.is_closed = 0
           AND d.status <> 'draft' AND s.actions <> '[]' AND s.requirements = '[]'
         ORDER BY ie.id LIMIT 1`,
      )
      .get(sector),
  );
  if (found === undefined) throw new Error(`no seeded document with a flow in ${sector}`);
  return found;
}

/** A despacho from `clerkEmail`'s sector inbox carrying a one-page PDF named `name` (POST inbox/email/{id}/dispatch, multipart). */
export async function despachoWithFile(serverUrl: string, clerkEmail: string, inboxEmailUuid: string, name: string): Promise<void> {
  const token = await apiLogin(serverUrl, clerkEmail);
  const form = new FormData();
  form.append('type', 'add-dispatch');
  form.append('content', `Junte-se: ${name}`);
  form.append('files[]', new Blob([new Uint8Array(makeSimplePdf({ pages: 1, lines: [name] }))], { type: 'application/pdf' }), name);
  const response = await fetch(`${serverUrl}/api/inbox/email/${inboxEmailUuid}/dispatch`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' }, body: form });
  if (response.status !== 201) throw new Error(`dispatch answered ${response.status}: ${await response.text()}`);
}

export type FlowState = {
  stages: { name: string; status: string }[];
  transitions: { action_type: string; user: string }[];
  authorizations: string[];
  emailClosed: boolean;
};

/** What the server holds of the document's flow, and whether the given inbox email is closed. */
export function flowState(dataDir: string, documentId: number, inboxEmailUuid: string): FlowState {
  return withDb(dataDir, (db) => ({
    stages: db.prepare<[number], { name: string; status: string }>('SELECT name, status FROM stages WHERE document_id = ? ORDER BY position').all(documentId),
    transitions: db
      .prepare<[number], { action_type: string; user: string }>(
        `SELECT st.action_type, p.name AS user FROM stage_transitions st JOIN users u ON u.id = st.user_id JOIN people p ON p.id = u.person_id
         WHERE st.document_id = ? ORDER BY st.id`,
      )
      .all(documentId),
    authorizations: db.prepare<[number], string>('SELECT number FROM authorizations WHERE document_id = ? ORDER BY id').pluck().all(documentId),
    emailClosed: db.prepare<[string], number>('SELECT is_closed FROM inbox_emails WHERE uuid = ?').pluck().get(inboxEmailUuid) === 1,
  }));
}
