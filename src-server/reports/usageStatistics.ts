// Estatística de uso (issue 20, can-access-usage-statistics-report): who uses the system and how —
// active users (who logged in in the period), documents created per user, signatures by kind, chat
// messages sent, and logins by client (desktop app, web, mobile: clients.ts). Every figure belongs
// to the user who acted, placed by their primary sector (users.ts).
//
// A document whose author is hidden (anonymous or confidential, documents/authorship.ts) is never
// counted under its author's name: such documents are one row of their own.
import type { ReportResult, ReportRow } from '../../src-shared/api/reports';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { LOGIN_CLIENTS, loginClientOf, type LoginClient } from './clients';
import type { ReportScope } from './scope';
import { summedTable, Tally } from './tables';
import { documentConditions, primarySectorIn, sectorName, userJoins, userName, type UserFacts } from './users';

const m = messages.reports.usageStatistics;
const c = messages.reports.common;

/** Signature kinds as stored (signatures.kind), in the order the table lists them. */
export const SIGNATURE_KINDS = ['icp', 'gdoc', 'govbr'] as const;
/** The app's own names of the kinds (the signing screen's), keyed as the API shows them. */
const KIND_LABELS: Record<string, string> = {
  icp: messages.signing.kinds.ICP,
  gdoc: messages.signing.kinds.GDOC,
  govbr: messages.signing.kinds.GOVBR,
};

export function usageStatisticsReport(db: Db, scope: ReportScope, _now: number): ReportResult {
  const sectors = primarySectorIn(scope);
  const documentsWhere = documentConditions(scope, 'd');
  const period = [scope.from, scope.to];

  const logins = db
    .prepare<unknown[], { user_id: number; user_agent: string; logins: number }>(
      `SELECT a.user_id, a.user_agent, COUNT(*) AS logins
       FROM audit_entries a
       LEFT JOIN user_sectors us ON us.user_id = a.user_id AND us.is_primary = 1
       WHERE a.action = 'login' AND a.user_id IS NOT NULL AND a.at >= ? AND a.at < ? AND ${sectors.sql}
       GROUP BY a.user_id, a.user_agent`,
    )
    .all(...period, ...sectors.params);

  const documents = db
    .prepare<unknown[], UserFacts & { author_hidden: 0 | 1; documents: number }>(
      // Counted first, then named (as Acessos: naming each row before counting cost more than the count).
      `WITH counted AS (
         SELECT d.created_by, d.confidentiality IN ('anonymous', 'confidential') AS author_hidden, COUNT(*) AS documents
         FROM documents d
         WHERE d.status <> 'draft' AND d.created_by IS NOT NULL AND d.created_at >= ? AND d.created_at < ? AND ${documentsWhere.sql}
         GROUP BY author_hidden, d.created_by
       )
       SELECT counted.created_by AS user_id, p.name AS user_name, us.sector_id, sec.name AS sector_name, counted.author_hidden, counted.documents
       FROM counted ${userJoins('counted.created_by')}
       WHERE ${sectors.sql}`,
    )
    .all(...period, ...documentsWhere.params, ...sectors.params);

  const signatures = db
    .prepare<unknown[], { kind: string; signatures: number }>(
      `SELECT s.kind, COUNT(*) AS signatures
       FROM signatures s
       JOIN documents d ON d.id = s.document_id
       LEFT JOIN user_sectors us ON us.user_id = s.user_id AND us.is_primary = 1
       WHERE s.signed_at >= ? AND s.signed_at < ? AND ${sectors.sql} AND ${documentsWhere.sql}
       GROUP BY s.kind`,
    )
    .all(...period, ...sectors.params, ...documentsWhere.params);

  const chat = db
    .prepare<unknown[], UserFacts & { messages: number }>(
      `WITH counted AS (
         SELECT cm.sender_id, COUNT(*) AS messages FROM chat_messages cm
         WHERE cm.created_at >= ? AND cm.created_at < ? GROUP BY cm.sender_id
       )
       SELECT counted.sender_id AS user_id, p.name AS user_name, us.sector_id, sec.name AS sector_name, counted.messages
       FROM counted ${userJoins('counted.sender_id')}
       WHERE ${sectors.sql}`,
    )
    .all(...period, ...sectors.params);

  // Logins by client, with the distinct users of each; active users are the distinct users of all.
  const byClient = new Tally(['logins'] as const);
  const usersOf = new Map<LoginClient, Set<number>>(LOGIN_CLIENTS.map((client) => [client, new Set<number>()]));
  const activeUsers = new Set<number>();
  for (const client of LOGIN_CLIENTS) byClient.touch(client, { client: m.clients[client] });
  for (const row of logins) {
    const client = loginClientOf(row.user_agent);
    byClient.add(client, { client: m.clients[client] }, 'logins', row.logins);
    usersOf.get(client)?.add(row.user_id);
    activeUsers.add(row.user_id);
  }
  const clientRows: ReportRow[] = byClient.rowsInOrder(LOGIN_CLIENTS).map((row, index) => {
    const client = LOGIN_CLIENTS[index] as LoginClient;
    return { ...row, users: usersOf.get(client)?.size ?? 0 };
  });
  const clientTable = summedTable(
    m.loginsByClient,
    [
      { key: 'client', label: m.client, kind: 'text' },
      { key: 'logins', label: m.logins, kind: 'count' },
      { key: 'users', label: m.users, kind: 'count' },
    ],
    clientRows,
  );
  // Someone who came in by two clients is one user of the whole.
  if (clientTable.totals !== null) clientTable.totals.users = activeUsers.size;

  const perUser = new Tally(['documents'] as const);
  for (const row of documents) {
    if (row.author_hidden === 1) perUser.add('hidden', { user: m.hiddenAuthor, sector: '' }, 'documents', row.documents);
    else perUser.add(row.user_id, { user: userName(row), sector: sectorName(row) }, 'documents', row.documents);
  }
  const documentsTable = summedTable(
    m.documentsPerUser,
    [
      { key: 'user', label: c.user, kind: 'text' },
      { key: 'sector', label: c.sector, kind: 'text' },
      { key: 'documents', label: c.documents, kind: 'count' },
    ],
    perUser.rows(),
  );

  const byKind = new Tally(['signatures'] as const);
  for (const kind of SIGNATURE_KINDS) byKind.touch(kind, { kind: KIND_LABELS[kind] ?? kind });
  for (const row of signatures) byKind.add(row.kind, { kind: KIND_LABELS[row.kind] ?? row.kind }, 'signatures', row.signatures);
  const signaturesTable = summedTable(
    m.signaturesByKind,
    [
      { key: 'kind', label: m.kind, kind: 'text' },
      { key: 'signatures', label: m.signatures, kind: 'count' },
    ],
    byKind.rowsInOrder(SIGNATURE_KINDS),
  );

  const chatPerUser = new Tally(['messages'] as const);
  for (const row of chat) chatPerUser.add(row.user_id, { user: userName(row), sector: sectorName(row) }, 'messages', row.messages);
  const chatTable = summedTable(
    m.chatPerUser,
    [
      { key: 'user', label: c.user, kind: 'text' },
      { key: 'sector', label: c.sector, kind: 'text' },
      { key: 'messages', label: m.messages, kind: 'count' },
    ],
    chatPerUser.rows(),
  );

  const total = (table: { totals: ReportRow | null }, key: string) => (table.totals?.[key] as number | undefined) ?? 0;
  const summary = {
    title: m.summary,
    columns: [
      { key: 'indicator', label: m.indicator, kind: 'text' as const },
      { key: 'value', label: m.value, kind: 'count' as const },
    ],
    rows: [
      { indicator: m.activeUsers, value: activeUsers.size },
      { indicator: m.logins, value: total(clientTable, 'logins') },
      { indicator: m.documentsCreated, value: total(documentsTable, 'documents') },
      { indicator: m.signatures, value: total(signaturesTable, 'signatures') },
      { indicator: m.chatMessages, value: total(chatTable, 'messages') },
    ],
    // Different things: adding them up means nothing.
    totals: null,
  };

  return {
    title: m.title,
    notes: [m.noteActive, m.noteSector, m.noteFilters, m.noteDocuments, m.noteClients, m.noteUsersTotal],
    tables: [summary, clientTable, documentsTable, signaturesTable, chatTable],
  };
}
