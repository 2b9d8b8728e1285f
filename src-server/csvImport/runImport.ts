// The generic CSV import: every data line goes through the one-item create's own rules (its zod
// schema, then its database checks) and, unless it is a dry run, is created on its own (each create
// is its own transaction, so one bad line never loses the others). The answer tells, line by line,
// what was refused and why. A new entity's import is a declaration: its columns, how a line's
// cells become the create's body, and the create itself.
import type { z } from 'zod';
import type { CsvImportIssue, CsvImportReport } from '../../src-shared/api/csvImport';
import { messages } from '../../src-shared/messages';
import { ApiError, type FieldErrors } from '../http/errors';
import { fieldErrors } from '../http/validation';
import { cellsOf, matchColumns, type ImportColumn } from './columns';
import type { CsvTable } from './readCsv';

const m = messages.csvImport.server;

export type Cells = Readonly<Record<string, string>>;

export type CsvImportDeclaration<Input> = {
  columns: readonly ImportColumn[];
  /** A line's cells → the one-item create's request body; `errors` (by column key) are what the mapping found itself (an unknown sector). */
  toRequest(cells: Cells, line: number): { request: unknown; errors: FieldErrors };
  /** The one-item create's body schema. */
  schema: z.ZodType<Input>;
  /** The column key a field path of the create's errors belongs to (person.cpfCnpj → cpf); undefined: the whole line. */
  columnOf(path: string): string | undefined;
  /** Values that must not repeat inside the file (CPF, e-mail): the later line is refused. */
  unique?: readonly { column: string; valueOf(cells: Cells): string | null }[];
  /** The create's checks that need the database, without writing; may also throw the create's ApiError. */
  check(input: Input): FieldErrors;
  /**
   * Creates one line, in its own transaction; refusals are ApiErrors. A warning is reported with
   * the line, which still counts as created; one still on its way (an e-mail being sent) is waited
   * for before the report, so the next lines need not wait for it.
   */
  create(input: Input, line: number): Promise<{ warning?: string | Promise<string | undefined> }>;
  /** Something to tell of a line that is created — or, in a dry run, would be (a column its kind leaves blank): a warning in both runs. */
  noticeOf?(input: Input, line: number): string | undefined;
  /** Told of an unexpected failure of one line (logged by the caller; the report says only that the line failed). */
  onUnexpected?(error: unknown, line: number): void;
};

type Problems = Map<string, Set<string>>;

const add = (problems: Problems, column: string, message: string) => {
  const list = problems.get(column) ?? new Set<string>();
  list.add(message);
  problems.set(column, list);
};

/** A create's refusal as problems: field errors under their columns, else its message on the whole line. */
function refusalOf<Input>(declaration: CsvImportDeclaration<Input>, problems: Problems, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const errors = error.body.errors ?? {};
  if (Object.keys(errors).length === 0) add(problems, '', error.body.message);
  for (const [path, list] of Object.entries(errors)) for (const message of list) add(problems, declaration.columnOf(path) ?? '', message);
  return true;
}

export async function runCsvImport<Input>(declaration: CsvImportDeclaration<Input>, table: CsvTable, options: { dryRun: boolean }): Promise<CsvImportReport> {
  const { columns } = declaration;
  const index = matchColumns(table.header, columns);
  const headerOf = new Map(columns.map((column) => [column.key, column.header]));
  const seen = new Map<string, number>();
  const failed: CsvImportIssue[] = [];
  const warnings: Promise<CsvImportIssue | null>[] = [];
  let created = 0;

  for (const { line, cells: raw } of table.rows) {
    const cells = cellsOf(raw, index, columns);
    const problems: Problems = new Map();
    const { request, errors: mapping } = declaration.toRequest(cells, line);
    for (const [column, list] of Object.entries(mapping)) for (const message of list) add(problems, column, message);

    for (const { column, valueOf } of declaration.unique ?? []) {
      const value = valueOf(cells);
      if (value === null || value === '') continue;
      const key = `${column}\u0000${value}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, line);
      else add(problems, column, m.duplicateInFile(first));
    }

    const parsed = declaration.schema.safeParse(request);
    if (!parsed.success) {
      for (const [path, list] of Object.entries(fieldErrors(parsed.error.issues))) {
        const column = declaration.columnOf(path) ?? '';
        // The mapping's own word on a column (an unknown sector) says more than the schema's.
        if (!mapping[column]) for (const message of list) add(problems, column, message);
      }
    }

    if (problems.size === 0 && parsed.success) {
      try {
        const errors = declaration.check(parsed.data);
        for (const [path, list] of Object.entries(errors)) for (const message of list) add(problems, declaration.columnOf(path) ?? '', message);
        if (problems.size === 0 && !options.dryRun) {
          const outcome = await declaration.create(parsed.data, line);
          if (outcome.warning !== undefined) warnings.push(Promise.resolve(outcome.warning).then((message) => (message === undefined ? null : { line, message })));
        }
      } catch (error) {
        if (!refusalOf(declaration, problems, error)) {
          declaration.onUnexpected?.(error, line);
          add(problems, '', m.rowFailed);
        }
      }
    }

    if (problems.size === 0) {
      created += 1;
      const notice = parsed.success ? declaration.noticeOf?.(parsed.data, line) : undefined;
      if (notice !== undefined) warnings.push(Promise.resolve({ line, message: notice }));
      continue;
    }
    for (const [column, list] of problems) {
      const field = column === '' ? undefined : headerOf.get(column);
      for (const message of list) failed.push({ line, ...(field === undefined ? {} : { field }), message });
    }
  }
  const told = (await Promise.all(warnings)).filter((warning) => warning !== null);
  return { dryRun: options.dryRun, total: table.rows.length, created, failed, warnings: told };
}
