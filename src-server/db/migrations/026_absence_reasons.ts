// Absence reasons (issue 17, companion §3 and §7): the list the administration keeps of why a staff
// member may be away. Every organisation starts with the usual ones of a Brazilian public body,
// which the administration then edits (the server keeps reason names unique regardless of case and accents).
import type { Migration } from './types';

export const INITIAL_ABSENCE_REASONS: ReadonlyArray<{ reason: string; description: string }> = [
  { reason: 'Férias', description: 'Férias regulamentares do servidor.' },
  { reason: 'Licença médica', description: 'Afastamento para tratamento de saúde, com atestado.' },
  { reason: 'Licença maternidade/paternidade', description: 'Licença pelo nascimento ou adoção de filho.' },
  { reason: 'Folga compensatória', description: 'Compensação de horas trabalhadas além da jornada.' },
  { reason: 'Capacitação', description: 'Participação em curso, treinamento ou evento de formação.' },
];

export const absenceReasons: Migration = {
  version: 26,
  name: 'absence_reasons',
  up(db) {
    db.exec(`
      CREATE TABLE absence_reasons (
        id INTEGER PRIMARY KEY,
        reason TEXT NOT NULL CHECK (length(trim(reason)) > 0),
        description TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX absence_reasons_reason ON absence_reasons (reason);
    `);
    const insert = db.prepare(
      "INSERT INTO absence_reasons (reason, description, created_at, updated_at) VALUES (@reason, @description, strftime('%Y-%m-%dT%H:%M:%fZ'), strftime('%Y-%m-%dT%H:%M:%fZ'))",
    );
    for (const row of INITIAL_ABSENCE_REASONS) insert.run(row);
  },
};
