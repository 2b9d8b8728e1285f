// The work queue's search over a realistic volume: npm run bench:search [-- --items 100000]
// The demo organisation (about 2,400 items) plus `--items` generated items (bench:inbox-data's
// generator), then searches typed as a user would, each timed through the real route (app.inject:
// authentication, filters, the FTS5 query, the page's rows, JSON), median of RUNS, against the raw
// FTS query alone (the same MATCH on documents_fts, joined to the same inbox and page: the count and
// the fifteen rows), the two timed in turns in the same run (goal: route ≤ 1.5× the raw query).
// For the record, the LIKE '%…%' query the search used before (migration 037), on the same data.
import { ftsColumnsQuery } from '../../src-shared/search/ftsQuery';
import { generateInbox } from '../../src-server/db/seed/inbox';
import { refreshDocumentBodies } from '../../src-server/documents/searchIndex';
import { testServer, tokenFor } from '../../src-server/testing/harness';
import { sectorIdOf } from '../../src-server/testing/inbox';
import { medianMs, pairedMedianMs } from './median';

const RUNS = 9;
const PER_PAGE = 15;
const items = (() => {
  const index = process.argv.indexOf('--items');
  const value = index >= 0 ? Number(process.argv[index + 1]) : 100_000;
  if (!Number.isInteger(value) || value < 1000) throw new Error('--items inválido');
  return value;
})();

const server = testServer();
try {
  const started = performance.now();
  generateInbox(server.db, { count: items, seed: 7, now: new Date(server.clock.now()), attachmentFiles: false });
  refreshDocumentBodies(server.db);
  // As a long-running database is after `PRAGMA optimize`: the planner knows the tables' shapes.
  server.db.exec('ANALYZE');
  const generatedMs = performance.now() - started;
  const token = await tokenFor(server.app, 'servidor@demo.gov.br');
  const sectorId = sectorIdOf(server.db, 'PROT');
  const headers = { authorization: `Bearer ${token}`, 'x-inboxtype': 'sector', 'x-inboxsectorid': String(sectorId) };
  const inbox = "ie.sector_id = ? AND ie.box = 'inbox' AND ie.is_archived = 0";
  const from = 'FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id';
  const page = `SELECT ie.uuid, d.title, d.number, d.sender_name, ie.created_at ${from} WHERE %WHERE% ORDER BY ie.created_at DESC, ie.id DESC LIMIT ${PER_PAGE}`;
  const ftsWhere = `${inbox} AND d.id IN (SELECT rowid FROM documents_fts WHERE documents_fts MATCH ?)`;
  const likeWhere = `${inbox} AND (d.title LIKE ? ESCAPE '\\' OR d.number LIKE ? ESCAPE '\\' OR d.sender_name LIKE ? ESCAPE '\\')`;
  const fts = { count: server.db.prepare(`SELECT count(*) ${from} WHERE ${ftsWhere}`).pluck(), page: server.db.prepare(page.replace('%WHERE%', ftsWhere)) };
  const like = { count: server.db.prepare(`SELECT count(*) ${from} WHERE ${likeWhere}`).pluck(), page: server.db.prepare(page.replace('%WHERE%', likeWhere)) };
  const total = server.db.prepare('SELECT count(*) FROM inbox_emails').pluck().get() as number;
  const inSector = server.db.prepare(`SELECT count(*) FROM inbox_emails ie WHERE ${inbox}`).pluck().get(sectorId) as number;
  const aNumber = server.db.prepare<[number], string>(`SELECT d.number ${from} WHERE ${inbox} AND d.number LIKE 'Of%' ORDER BY ie.id DESC LIMIT 1`).pluck().get(sectorId) ?? '1/2026';

  // What the user types (accents or not), and what LIKE needed to find the same (it does not fold accents).
  const searches = [
    { label: 'uma palavra, sem acento', typed: 'vacinacao', like: 'vacinação' },
    { label: 'começo de palavra', typed: 'ilum', like: 'ilum' },
    { label: 'duas palavras', typed: 'poda arvores', like: 'poda de árvores' },
    { label: 'número', typed: aNumber, like: aNumber },
    { label: 'nada encontrado', typed: 'inexistente', like: 'inexistente' },
  ];
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  process.stdout.write(`Busca da fila de trabalho (mediana de ${RUNS}); itens: ${total} (setor PROT, Tarefas: ${inSector}); geração ${(generatedMs / 1000).toFixed(0)} s\n\n`);
  process.stdout.write(['busca', 'achados', 'rota', 'FTS puro', 'rota/FTS (meta ≤ 1,5)', 'LIKE antigo'].join(' | ') + '\n');
  for (const search of searches) {
    const match = ftsColumnsQuery(search.typed, ['title', 'number', 'sender_name']);
    if (match === null) throw new Error(`sem palavras: ${search.typed}`);
    const url = `/api/inbox/query?filter=tasks&search=${encodeURIComponent(search.typed)}`;
    let found = 0;
    const [route, raw] = await pairedMedianMs(
      async () => {
        const response = await server.app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        found = (JSON.parse(response.body) as { total: number }).total;
      },
      () => [fts.count.get(sectorId, match), fts.page.all(sectorId, match)],
      RUNS,
      2,
    );
    const term = `%${search.like.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const old = await medianMs(() => [like.count.get(sectorId, term, term, term), like.page.all(sectorId, term, term, term)], RUNS, 1);
    const rawFound = fts.count.get(sectorId, match) as number;
    const label = `${search.label} «${search.typed}»`;
    process.stdout.write([label, found === rawFound ? `${found}` : `${found} (FTS puro: ${rawFound})`, ms(route), ms(raw), `${(route / raw).toFixed(2)}×`, ms(old)].join(' | ') + '\n');
  }
} finally {
  await server.stop();
}
