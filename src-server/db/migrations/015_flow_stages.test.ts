// Migration 015 on a database written by an earlier build: its documents' stages get the default
// flow (Mover para the next stage, Encerrar solicitação on the last), whatever their positions.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import type { Db } from '../open';
import { MIGRATIONS } from './index';

let db: Db;
const document = (uuid: string) =>
  Number(
    db
      .prepare(
        `INSERT INTO documents (uuid, title, number, created_at, media_type, content, content_sha256)
         VALUES (?, 'T', '1/2026', '2026-01-01', 'text/html', x'25', '${'0'.repeat(64)}')`,
      )
      .run(uuid).lastInsertRowid,
  );

beforeEach(() => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS, 14);
});
afterEach(() => db.close());

describe('015_flow_stages', () => {
  it('gives existing stages the default flow and no requirements', () => {
    const a = document('a');
    const b = document('b');
    const stage = db.prepare("INSERT INTO stages (document_id, position, name, status) VALUES (?, ?, ?, 'pending')");
    for (const [position, name] of [[1, 'Triagem'], [3, 'Vistoria'], [7, 'Conclusão']] as const) stage.run(a, position, name);
    stage.run(b, 1, 'Única');
    expect(migrate(db, MIGRATIONS, 15).applied).toEqual(['015_flow_stages']);
    const rows = db.prepare('SELECT document_id, position, actions, requirements, entered_at FROM stages ORDER BY document_id, position').all() as Record<string, unknown>[];
    expect(rows.map((row) => [row.document_id, row.position, JSON.parse(row.actions as string), row.requirements, row.entered_at])).toEqual([
      [a, 1, [{ type: 'move_stage_to', to_position: 3 }], '[]', null],
      [a, 3, [{ type: 'move_stage_to', to_position: 7 }], '[]', null],
      [a, 7, [{ type: 'archive_flow' }], '[]', null],
      [b, 1, [{ type: 'archive_flow' }], '[]', null],
    ]);
  });

  it('keeps one authorisation per stage and one number per year', () => {
    migrate(db, MIGRATIONS, 15);
    const a = document('a');
    const stage = (position: number) => Number(db.prepare("INSERT INTO stages (document_id, position, name) VALUES (?, ?, 'E')").run(a, position).lastInsertRowid);
    const [first, second] = [stage(1), stage(2)];
    const emit = (stageId: number, sequence: number) =>
      db.prepare("INSERT INTO authorizations (number, year, sequence, document_id, stage_id, created_at) VALUES (?, 2026, ?, ?, ?, '2026-01-01')").run(`${sequence}/2026`, sequence, a, stageId);
    emit(first, 1);
    expect(() => emit(first, 2)).toThrow(/UNIQUE/);
    expect(() => emit(second, 1)).toThrow(/UNIQUE/);
  });
});
