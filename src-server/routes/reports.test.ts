// GET /api/reports/<name>: who may ask (401, 403), bad filters refused with the field's message
// (422), figures hand-counted over an organisation written by the test (in 2030 and in sectors of
// its own, never the demo seed's numbers), and the CSV and PDF holding the JSON answer's figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { reportResultSchema, type ReportResult, type ReportTable } from '../../src-shared/api/reports';
import { formatFileSize } from '../../src-shared/fileSize';
import { messages } from '../../src-shared/messages';
import { REPORT_NAMES } from '../reports/registry';
import { AGENTS, organisation } from '../reports/testing/organisation';
import { bearer, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { checkPdf } from '../testing/pdfTools';

const ADMIN = 'admin@demo.gov.br';
/** The Servidor role: report-access, not the usage statistics. */
const CLERK = 'servidor@demo.gov.br';
/** Stripped of every role and permission below. */
const BARE = 'servidora@demo.gov.br';
const CITIZEN = 'cidadao@demo.gov.br';

let server: TestServer;
let sector: number;
let query: string;

beforeAll(() => {
  server = testServer();
  const { db } = server;
  const bare = userIdOf(db, BARE);
  db.prepare('DELETE FROM user_roles WHERE user_id = ?').run(bare);
  db.prepare('DELETE FROM user_permissions WHERE user_id = ?').run(bare);

  const org = organisation(db);
  sector = org.sector('Controladoria', 'CTRL');
  const child = org.sector('Auditoria Interna', 'AUDI', sector);
  const ana = org.user('Ana Controladora', sector);
  const beto = org.user('Beto Auditor', child);
  const letter = org.document({ sectorId: sector, createdBy: ana, createdAt: '2030-03-02T12:00:00.000Z', type: 'oficio' });
  org.document({ sectorId: child, createdBy: beto, createdAt: '2030-03-15T12:00:00.000Z', type: 'memorando' });
  // 23:00 on 31 March in Brasília.
  org.document({ sectorId: child, createdBy: beto, createdAt: '2030-04-01T02:00:00.000Z', type: 'oficio' });
  org.document({ sectorId: sector, createdBy: ana, createdAt: '2030-03-20T12:00:00.000Z', status: 'draft' });
  org.login(ana, '2030-03-02T12:00:00.000Z', AGENTS.desktop);
  org.view(ana, letter, '2030-03-02T12:10:00.000Z');
  org.login(beto, '2030-03-03T12:00:00.000Z', AGENTS.mobile);
  org.login(ana, '2030-03-03T13:00:00.000Z', AGENTS.web);
  org.chat(ana, beto, '2030-03-03T13:05:00.000Z');
  query = `from=2030-03-01&to=2030-03-31&sector_id=${sector}`;
});
afterAll(() => server.stop());

const get = async (url: string, email: string | null = ADMIN, type: number = LoginType.NATIVE) => {
  const headers = email === null ? {} : bearer(await tokenFor(server.app, email, type));
  return server.app.inject({ method: 'GET', url, headers });
};
const report = async (name: string, extra = '') => {
  const response = await get(`/api/reports/${name}?${query}${extra}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
};
const tableOf = (result: ReportResult, title: string): ReportTable => {
  const found = result.tables.find((t) => t.title === title);
  if (found === undefined) throw new Error(`no table ${title}`);
  return found;
};

describe('who may ask for a report', () => {
  it('answers 401 without a session', async () => {
    for (const name of REPORT_NAMES) expect((await get(`/api/reports/${name}?${query}`, null)).statusCode, name).toBe(401);
  });

  it('answers 403 to staff without report-access and to citizens', async () => {
    const bare = await get(`/api/reports/quantitative?${query}`, BARE);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ message: messages.server.forbidden });
    expect((await get(`/api/reports/access?${query}`, CITIZEN, LoginType.EXTERNAL_NATIVE)).statusCode).toBe(403);
  });

  it('Estatística de uso needs its own permission: report-access is not enough', async () => {
    expect((await get(`/api/reports/quantitative?${query}`, CLERK)).statusCode).toBe(200);
    expect((await get(`/api/reports/access?${query}`, CLERK)).statusCode).toBe(200);
    expect((await get(`/api/reports/usage-statistics?${query}`, CLERK)).statusCode).toBe(403);
    expect((await get(`/api/reports/usage-statistics?${query}`, ADMIN)).statusCode).toBe(200);
  });
});

describe('bad filters', () => {
  const errorsOf = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(422);
    return (response.json() as { errors: Record<string, string[]> }).errors;
  };

  it('refuses a period that ends before it starts, with the field’s message', async () => {
    expect(await errorsOf('/api/reports/quantitative?from=2030-03-31&to=2030-03-01')).toEqual({ to: [messages.reports.server.periodInverted] });
  });

  it('refuses a period longer than five years', async () => {
    expect(await errorsOf('/api/reports/quantitative?from=2020-01-01&to=2030-01-01')).toEqual({ to: [messages.reports.server.periodTooLong] });
  });

  it('refuses a date that is not one (with that message alone), and a missing one', async () => {
    expect(await errorsOf('/api/reports/access?from=30/03/2030&to=2030-03-31')).toEqual({ from: [messages.reports.server.invalidDate] });
    expect(Object.keys(await errorsOf('/api/reports/usage-statistics?to=2030-03-01'))).toEqual(['from']);
  });

  it('refuses a sector that does not exist rather than answering nothing', async () => {
    expect(await errorsOf('/api/reports/quantitative?from=2030-03-01&to=2030-03-31&sector_id=999999')).toEqual({
      sector_id: [messages.reports.server.sectorNotFound],
    });
  });

  it('refuses an unknown format', async () => {
    expect(Object.keys(await errorsOf(`/api/reports/quantitative?${query}&format=xlsx`))).toEqual(['format']);
  });
});

describe('the figures', () => {
  it('Quantitativo: the three documents published in March in the sector and its sub-sector', async () => {
    const result = (await report('quantitative')).json() as ReportResult;
    expect(tableOf(result, 'Documentos por tipo').rows).toEqual([
      { type: 'Ofício', documents: 2 },
      { type: 'Memorando', documents: 1 },
    ]);
    expect(tableOf(result, 'Documentos por setor').rows).toEqual([
      { sector: 'Auditoria Interna', documents: 2 },
      { sector: 'Controladoria', documents: 1 },
    ]);
    expect(tableOf(result, 'Documentos por mês').rows).toEqual([{ month: '2030-03', documents: 3 }]);
  });

  it('Acessos: logins and views by user', async () => {
    const result = (await report('access')).json() as ReportResult;
    expect(tableOf(result, 'Acessos por usuário').rows).toEqual([
      { user: 'Ana Controladora', sector: 'Controladoria', logins: 2, views: 1 },
      { user: 'Beto Auditor', sector: 'Auditoria Interna', logins: 1, views: 0 },
    ]);
  });

  it('Estatística de uso: active users and logins by client', async () => {
    const result = (await report('usage-statistics')).json() as ReportResult;
    expect(tableOf(result, 'Logins por meio de acesso').rows).toEqual([
      { client: 'Aplicativo desktop', logins: 1, users: 1 },
      { client: 'Navegador (web)', logins: 1, users: 1 },
      { client: 'Celular ou tablet', logins: 1, users: 1 },
    ]);
    expect(tableOf(result, 'Resumo').rows[0]).toEqual({ indicator: 'Usuários ativos', value: 2 });
  });
});

/** RFC 4180 with ';': quoted fields may hold separators, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A cell as the test expects the PDF to show it: days and months in Brazilian order, an empty cell as a dash. */
function pdfCell(value: string | number | null | undefined, kind: string): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value);
  if (kind === 'day') return text.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');
  if (kind === 'month') return text.replace(/^(\d{4})-(\d{2})$/, '$2/$1');
  // Money in reais (Economia), as pt-BR writes it: R$ 1,50.
  if (kind === 'money' && typeof value === 'number') return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
  // Sizes as the attachment list writes them (Consumo): 1,5 KB.
  if (kind === 'bytes' && typeof value === 'number') return formatFileSize(value);
  return text;
}
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('exports hold the JSON answer’s figures', () => {
  it.each(REPORT_NAMES)('%s as CSV: UTF-8 with a BOM, each table a section with its title, header, rows and totals', async (name) => {
    // The JSON answer is the shared contract's ReportResult, exactly.
    const result = reportResultSchema.strict().parse((await report(name)).json());
    const response = await report(name, '&format=csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`filename="relatorio-${name}-2030-03-01-2030-03-31.csv"`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([result.title]);
    expect(rows.slice(1, 5).map((row) => row[0])).toEqual([
      'Período: 01/03/2030 a 31/03/2030',
      'Setor: Controladoria (com subsetores)',
      'Assunto: todos',
      'Tipo de documento: todos',
    ]);
    let at = 5 + result.notes.length;
    expect(rows.slice(5, at).map((row) => row[0])).toEqual(result.notes);
    for (const table of result.tables) {
      expect(rows[at], 'an empty line between sections').toEqual(['']);
      expect(rows[at + 1]).toEqual([table.title]);
      expect(rows[at + 2]).toEqual(table.columns.map((column) => (column.kind === 'bytes' ? `${column.label} (bytes)` : column.label)));
      const expected = [...table.rows, ...(table.totals === null ? [] : [table.totals])].map((row) =>
        table.columns.map((column) => (row[column.key] === null || row[column.key] === undefined ? '' : String(row[column.key]))),
      );
      expect(rows.slice(at + 3, at + 3 + expected.length), table.title).toEqual(expected);
      at += 3 + expected.length;
    }
    expect(rows.length).toBe(at);
  });

  it.each(REPORT_NAMES)('%s as PDF: the title, the filter in words, and every table line with its figures', async (name) => {
    const result = (await report(name)).json() as ReportResult;
    const response = await report(name, '&format=pdf');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="relatorio-${name}-2030-03-01-2030-03-31.pdf"`);
    const text = squeeze(checkPdf(response.rawPayload).text);
    expect(text).toContain(`Relatório — ${result.title}`);
    expect(text).toContain('Período: 01/03/2030 a 31/03/2030');
    expect(text).toContain('Setor: Controladoria (com subsetores)');
    for (const table of result.tables) {
      expect(text).toContain(squeeze(table.title));
      expect(text).toContain(squeeze(table.columns.map((column) => column.label).join(' | ')));
      for (const row of [...table.rows, ...(table.totals === null ? [] : [table.totals])]) {
        expect(text, table.title).toContain(squeeze(table.columns.map((column) => pdfCell(row[column.key], column.kind)).join(' | ')));
      }
    }
  });
});
