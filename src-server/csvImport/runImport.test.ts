// The generic CSV import (issue 17, point 7): a spreadsheet as Excel in pt-BR or another tool saves
// it (';' or ',', a BOM, Windows-1252), its header matched by names people write, each line checked
// with the create's own rules and reported by the line number the spreadsheet shows, duplicates
// inside the file refused on the later line, a dry run that writes nothing, and a bad line that
// never stops the others.
import { describe, expect, it } from 'vitest';
import { CSV_IMPORT_MAX_ROWS } from '../../src-shared/api/csvImport';
import { messages } from '../../src-shared/messages';
import { ApiError } from '../http/errors';
import { readCsv } from './readCsv';
import { runCsvImport } from './runImport';
import { SAMPLE_BREAKS, SAMPLE_CPF_TAKEN, SAMPLE_FLAG_INVALID, SAMPLE_NOTICE, SAMPLE_REFUSED, sampleImport } from './sampleImport.fixture';

const m = messages.csvImport.server;
const CPF_A = '529.982.247-25';
const CPF_B = '111.444.777-35';
const CPF_C = '935.411.347-80';

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const run = async (text: string | Buffer, dryRun = false, existing: string[] = []) => {
  const sample = sampleImport(existing);
  const report = await runCsvImport(sample.declaration, readCsv(typeof text === 'string' ? utf8(text) : text), { dryRun });
  return { report, ...sample };
};
const refusal = (action: () => unknown): { status: number; message: string } => {
  try {
    action();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.statusCode, message: error.body.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('reading the file', () => {
  it("reads ';' (Excel in pt-BR), with a UTF-8 BOM and accented text", async () => {
    const { report, stored } = await run(`\uFEFFnome;cpf;servidor federal\r\nJoão Conceição;${CPF_A};sim\r\n`);
    expect(report).toEqual({ dryRun: false, total: 1, created: 1, failed: [], warnings: [{ line: 2, message: 'marcado' }] });
    expect(stored).toEqual([{ name: 'João Conceição', cpf: '52998224725', flag: true }]);
  });

  it("reads ',' and quoted cells holding the other separator", async () => {
    const { stored } = await run(`nome,cpf\n"Silva; Ana Maria",${CPF_A}\n"Souza, Bruno",${CPF_B}\n`);
    expect(stored.map((row) => row.name)).toEqual(['Silva; Ana Maria', 'Souza, Bruno']);
  });

  it('reads a file Excel saved in Windows-1252', async () => {
    const { stored } = await run(Buffer.from(`nome;cpf\nJosé Araújo;${CPF_A}\n`, 'latin1'));
    expect(stored[0]?.name).toBe('José Araújo');
  });

  it('matches the header without case, accents, spaces or punctuation, by the names people write, and ignores other columns', async () => {
    const { stored } = await run(`Observações;NOME COMPLETO;C.P.F.;Federal\nqualquer;Ana Lima;${CPF_A};sim\n`);
    expect(stored).toEqual([{ name: 'Ana Lima', cpf: '52998224725', flag: true }]);
  });

  it('refuses the whole file when a required column is missing or repeated', async () => {
    await expect(run(`nome;servidor federal\nAna;sim\n`)).rejects.toMatchObject({ statusCode: 422, body: { message: m.missingColumns(['cpf']) } });
    await expect(run(`nome;cpf;CPF\nAna;${CPF_A};${CPF_A}\n`)).rejects.toMatchObject({ statusCode: 422, body: { message: m.repeatedColumn('cpf') } });
  });

  it('refuses an empty file, or one with a header only', () => {
    expect(refusal(() => readCsv(utf8('')))).toEqual({ status: 422, message: m.empty });
    expect(refusal(() => readCsv(utf8('nome;cpf\r\n;;\r\n')))).toEqual({ status: 422, message: m.empty });
  });

  it('refuses a file with an unclosed quote, saying from which line', () => {
    expect(refusal(() => readCsv(utf8(`nome;cpf\nAna;${CPF_A}\n"Bruno;${CPF_B}\n`)))).toEqual({ status: 422, message: m.unreadable(3) });
  });

  it(`refuses more than ${CSV_IMPORT_MAX_ROWS} data lines`, () => {
    const line = `Ana Lima;${CPF_A}\n`;
    expect(readCsv(utf8(`nome;cpf\n${line.repeat(CSV_IMPORT_MAX_ROWS)}`)).rows).toHaveLength(CSV_IMPORT_MAX_ROWS);
    expect(refusal(() => readCsv(utf8(`nome;cpf\n${line.repeat(CSV_IMPORT_MAX_ROWS + 1)}`)))).toEqual({ status: 413, message: m.tooManyRows(CSV_IMPORT_MAX_ROWS) });
  });
});

describe('the report', () => {
  it('numbers lines as the spreadsheet does: header 1, blank rows and cells with line breaks counted as one row each', async () => {
    const { report } = await run(`nome;cpf\n"Ana\nLima";${CPF_A}\n\n;${CPF_B}\nCarla;123\n`);
    expect(report.total).toBe(3);
    expect(report.created).toBe(1);
    expect(report.failed).toEqual([
      { line: 4, field: 'nome', message: 'Informe o nome' },
      { line: 5, field: 'cpf', message: 'CPF inválido' },
    ]);
  });

  it("gives each problem of a line under its column, the mapping's own word first", async () => {
    const { report } = await run(`nome;cpf;federal\n;123;talvez\n`);
    expect(report.failed).toEqual([
      { line: 2, field: 'servidor federal', message: SAMPLE_FLAG_INVALID },
      { line: 2, field: 'nome', message: 'Informe o nome' },
      { line: 2, field: 'cpf', message: 'CPF inválido' },
    ]);
  });

  it('refuses a CPF repeated inside the file on the later line, naming the first', async () => {
    const { report, stored } = await run(`nome;cpf\nAna;${CPF_A}\nBruno;${CPF_B}\nCarla;52998224725\n`);
    expect(report.failed).toEqual([{ line: 4, field: 'cpf', message: m.duplicateInFile(2) }]);
    expect(stored.map((row) => row.name)).toEqual(['Ana', 'Bruno']);
  });

  it("reports the create's database checks (a CPF already stored) by line", async () => {
    const { report } = await run(`nome;cpf\nAna;${CPF_A}\nBruno;${CPF_B}\n`, false, ['11144477735']);
    expect(report).toMatchObject({ total: 2, created: 1, failed: [{ line: 3, field: 'cpf', message: SAMPLE_CPF_TAKEN }] });
  });

  it('writes nothing in a dry run, and reports what a real run would create', async () => {
    const text = `nome;cpf\nAna;${CPF_A}\nBruno;123\nCarla;${CPF_C}\n`;
    const dry = await run(text, true);
    expect(dry.stored).toEqual([]);
    expect(dry.report).toEqual({ dryRun: true, total: 3, created: 2, failed: [{ line: 3, field: 'cpf', message: 'CPF inválido' }], warnings: [] });
    const real = await run(text, false);
    expect(real.report).toEqual({ ...dry.report, dryRun: false });
    expect(real.stored).toHaveLength(2);
  });

  it("tells a line's notice in a dry run as in the real one, and only for lines created", async () => {
    const text = `nome;cpf\nANA LIMA;${CPF_A}\nBRUNO;123\nCarla;${CPF_C}\n`;
    const dry = await run(text, true);
    expect(dry.report.warnings).toEqual([{ line: 2, message: SAMPLE_NOTICE }]);
    expect((await run(text, false)).report.warnings).toEqual(dry.report.warnings);
  });

  it('goes on after a line whose create breaks or is refused, and says which line', async () => {
    const { report, stored, unexpected } = await run(
      `nome;cpf\n${SAMPLE_BREAKS};${CPF_A}\n${SAMPLE_REFUSED};${CPF_B}\nSem Campo;${CPF_C}\nDaniela;111.444.777-35\nEduardo;39053344705\n`,
    );
    expect(report.failed).toEqual([
      { line: 2, message: m.rowFailed },
      { line: 3, field: 'nome', message: 'Nome recusado' },
      { line: 4, message: 'Conflito' },
      { line: 5, field: 'cpf', message: m.duplicateInFile(3) },
    ]);
    expect(unexpected).toEqual([2]);
    expect(stored.map((row) => row.name)).toEqual(['Eduardo']);
    expect(report).toMatchObject({ total: 5, created: 1 });
  });
});
