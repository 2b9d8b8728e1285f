// The reports over a realistic volume: npm run bench:reports [-- --items 100000]
// The demo organisation (about 2,400 items) plus `--items` generated items (bench:inbox-data's
// generator, two years back), then each report of the last twelve months over every sector, timed
// through its real route (app.inject: authentication, filter, SQL, tables, JSON), median of RUNS,
// against the same aggregate written as one raw SQL query, the two timed in turns in the same run
// (the goal is a ratio ≤ 1.5). The same over a tenth of the items gives the growth: with about 8× the
// rows, a report that grows no worse than linearly is at most about 8× slower.
import { addDays, dayBounds, localDay } from '../../src-shared/deadlines';
import { createAuditLog } from '../../src-server/audit/log';
import { generateInbox } from '../../src-server/db/seed/inbox';
import type { Db } from '../../src-server/db/open';
import { firstResponseColumns, FIRST_RESPONSE, secondsBetween } from '../../src-server/reports/firstResponse';
import { REPORT_NAMES, type ReportName } from '../../src-server/reports/registry';
import { testServer, tokenFor } from '../../src-server/testing/harness';
import { medianMs, pairedMedianMs } from './median';

const RUNS = 7;
const items = (() => {
  const index = process.argv.indexOf('--items');
  const value = index >= 0 ? Number(process.argv[index + 1]) : 100_000;
  if (!Number.isInteger(value) || value < 1000) throw new Error('--items inválido');
  return value;
})();

/** Consumo's and Economia's figures: documents published and attachments stored, with their pages. */
const PAGES_SQL = `
    SELECT 'document', sector_id, substr(COALESCE(published_at, created_at), 1, 13) AS hour, count(*), sum(page_count), sum(page_count IS NULL), 0
    FROM documents WHERE status <> 'draft' AND COALESCE(published_at, created_at) >= :from AND COALESCE(published_at, created_at) < :to
    GROUP BY sector_id, hour
    UNION ALL SELECT 'attachment', d.sector_id, substr(a.created_at, 1, 13) AS hour, count(*), sum(a.page_count), sum(a.page_count IS NULL), sum(a.size)
    FROM attachments a JOIN documents d ON d.id = a.document_id WHERE a.created_at >= :from AND a.created_at < :to
    GROUP BY d.sector_id, hour`;

/** Each report's main figures as one raw SQL statement over the same period, every sector. */
const RAW_SQL: Record<ReportName, string> = {
  quantitative: `
    WITH d AS (SELECT CASE WHEN kind = 'process' THEN 'processo' ELSE document_type END AS type_key, subject_id, sector_id, status,
                 substr(COALESCE(published_at, created_at), 1, 13) AS hour
               FROM documents WHERE status <> 'draft' AND COALESCE(published_at, created_at) >= :from AND COALESCE(published_at, created_at) < :to)
    SELECT 'type', type_key, count(*) FROM d GROUP BY type_key
    UNION ALL SELECT 'subject', subject_id, count(*) FROM d GROUP BY subject_id
    UNION ALL SELECT 'sector', sector_id, count(*) FROM d GROUP BY sector_id
    UNION ALL SELECT 'status', status, count(*) FROM d GROUP BY status
    UNION ALL SELECT 'hour', hour, count(*) FROM d GROUP BY hour`,
  access: `
    SELECT user_id, action, substr(at, 1, 13) AS hour, count(*) FROM audit_entries
    WHERE at >= :from AND at < :to AND user_id IS NOT NULL AND (action = 'login' OR (action = 'view' AND document_id IS NOT NULL))
    GROUP BY user_id, action, hour`,
  'usage-statistics': `
    SELECT 'login', user_agent, count(*) FROM audit_entries WHERE action = 'login' AND at >= :from AND at < :to GROUP BY user_id, user_agent
    UNION ALL SELECT 'author', created_by, count(*) FROM documents WHERE status <> 'draft' AND created_by IS NOT NULL AND created_at >= :from AND created_at < :to GROUP BY created_by
    UNION ALL SELECT 'signature', kind, count(*) FROM signatures WHERE signed_at >= :from AND signed_at < :to GROUP BY kind
    UNION ALL SELECT 'chat', sender_id, count(*) FROM chat_messages WHERE created_at >= :from AND created_at < :to GROUP BY sender_id`,
  indicators: '', // built below: it needs the first-response columns
  comparative: `
    SELECT CASE WHEN COALESCE(published_at, created_at) >= :from THEN 'current' ELSE 'previous' END AS period,
      CASE WHEN kind = 'process' THEN 'processo' ELSE document_type END AS type_key, sector_id, count(*)
    FROM documents WHERE status <> 'draft' AND COALESCE(published_at, created_at) >= :previous AND COALESCE(published_at, created_at) < :to
    GROUP BY period, type_key, sector_id`,
  // The period and the year before it (the bench's previous period is 365 days, as a year before).
  charts: `
    SELECT sector_id, substr(COALESCE(published_at, created_at), 1, 13) AS hour, count(*)
    FROM documents WHERE status <> 'draft' AND COALESCE(published_at, created_at) >= :previous AND COALESCE(published_at, created_at) < :to
    GROUP BY sector_id, hour`,
  usage: PAGES_SQL,
  // Economia reads the same counts, and the prices (one row).
  economy: `${PAGES_SQL} UNION ALL SELECT 'prices', paper_price, print_price, 0, 0, 0, 0 FROM organization`,
};

function indicatorsSql(nowIso: string): { sql: string; params: string[] } {
  const first = firstResponseColumns('ie', nowIso);
  return {
    sql: `SELECT sector_id, count(*), count(answered_at), avg(${secondsBetween('delivered_at', 'answered_at')}), sum(due_at IS NOT NULL AND answered_at <= due_at)
      FROM (SELECT sector_id, delivered_at, due_at, ${FIRST_RESPONSE} AS answered_at FROM (
        SELECT ie.sector_id, ie.created_at AS delivered_at, ie.due_at, ${first.sql} FROM inbox_emails ie
        WHERE ie.box = 'inbox' AND ie.is_reopened = 0 AND ie.created_at >= :from AND ie.created_at < :to))
      GROUP BY sector_id`,
    params: first.params,
  };
}

/**
 * The generator writes no audit trail, so Acessos would count nothing: each generated item gets a
 * view an hour after it arrived, and every tenth a login, by a member of its sector, through the
 * real (hash-chained) audit log.
 */
function fillAccesses(db: Db, sinceId: number): number {
  let clock = 0;
  const audit = createAuditLog(db, () => clock);
  const rows = db
    .prepare<[number], { id: number; created_at: string; document_id: number; user_id: number | null }>(
      `SELECT ie.id, ie.created_at, ie.document_id, (SELECT us.user_id FROM user_sectors us WHERE us.sector_id = ie.sector_id ORDER BY us.user_id LIMIT 1) AS user_id
       FROM inbox_emails ie WHERE ie.id > ? AND ie.sector_id IS NOT NULL ORDER BY ie.created_at`,
    )
    .all(sinceId);
  let written = 0;
  db.transaction(() => {
    for (const row of rows) {
      if (row.user_id === null) continue;
      clock = Date.parse(row.created_at) + 3_600_000;
      if (written % 10 === 0) audit.append({ action: 'login', userId: row.user_id, entity: 'user', entityId: row.user_id, route: 'POST /api/auth/login', status: 200 });
      audit.append({ action: 'view', userId: row.user_id, entity: 'inbox-email', documentId: row.document_id, route: 'GET /api/inbox/email/:id', status: 200 });
      written += 1;
    }
  })();
  return written;
}

const median = (run: () => unknown): Promise<number> => medianMs(run, RUNS, 1);

type Timing = { route: number; sql: number };

function rawQuery(db: Db, name: ReportName, period: { from: string; to: string; previous: string }, nowIso: string): () => unknown {
  if (name === 'indicators') {
    const { sql, params } = indicatorsSql(nowIso);
    const statement = db.prepare(sql.replaceAll(':from', '?').replaceAll(':to', '?'));
    return () => statement.all(...params, period.from, period.to);
  }
  const statement = db.prepare(RAW_SQL[name]);
  const bound = Object.fromEntries(Object.entries(period).filter(([key]) => RAW_SQL[name].includes(`:${key}`)));
  return () => statement.all(bound);
}

async function measure(generated: number): Promise<{ items: number; timings: Record<ReportName | 'me', Timing> }> {
  const server = testServer();
  try {
    const now = new Date(server.clock.now());
    const lastSeeded = server.db.prepare('SELECT max(id) FROM inbox_emails').pluck().get() as number;
    generateInbox(server.db, { count: generated, seed: 7, now, attachmentFiles: false });
    fillAccesses(server.db, lastSeeded);
    // As a long-running database is after `PRAGMA optimize`: the planner knows the tables' shapes.
    server.db.exec('ANALYZE');
    const total = server.db.prepare('SELECT count(*) FROM inbox_emails').pluck().get() as number;
    const token = await tokenFor(server.app, 'admin@demo.gov.br');
    const today = localDay(now);
    const first = addDays(today, -364);
    const period = { from: dayBounds(first).from, to: dayBounds(today).to, previous: dayBounds(addDays(first, -365)).from };
    const timings = {} as Record<ReportName | 'me', Timing>;
    // The cheapest authenticated call: what any route costs before its own work.
    const me = await median(() => server.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }));
    timings.me = { route: me, sql: 0 };
    for (const name of REPORT_NAMES) {
      const url = `/api/reports/${name}?from=${first}&to=${today}`;
      const [route, sql] = await pairedMedianMs(
        async () => {
          const response = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        },
        rawQuery(server.db, name, period, now.toISOString()),
        RUNS,
        1,
      );
      timings[name] = { route, sql };
    }
    return { items: total, timings };
  } finally {
    await server.stop();
  }
}

const small = await measure(Math.round(items / 10));
const large = await measure(items);
const ms = (value: number) => `${value.toFixed(1)} ms`;
process.stdout.write(`Relatórios, últimos 12 meses, todos os setores (mediana de ${RUNS})\n`);
process.stdout.write(`itens: ${small.items} → ${large.items} (${(large.items / small.items).toFixed(1)}×)\n\n`);
process.stdout.write(['relatório', 'rota', 'SQL', 'rota/SQL (meta ≤ 1,5)', `crescimento (meta ≤ ${(large.items / small.items).toFixed(1)}×)`].join(' | ') + '\n');
process.stdout.write(`(uma rota trivial, GET /api/auth/me: ${ms(large.timings.me.route)}; é o piso de toda rota)\n`);
for (const name of REPORT_NAMES) {
  const { route, sql } = large.timings[name];
  const growth = route / small.timings[name].route;
  process.stdout.write([name, ms(route), ms(sql), `${(route / sql).toFixed(2)}×`, `${growth.toFixed(1)}×`].join(' | ') + '\n');
}
