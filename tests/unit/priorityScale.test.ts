// One priority scale (issue 14): 1 Baixa, 2 Média, 3 Alta, named once in the messages module and
// used by every screen, every API schema and the demo seed. A second set of level words, code
// printing the number, or a value outside 1..3 fails here; what the screens show is checked in
// src-renderer/screens/priorityShown.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentBodySchema, subjectSchema } from '../../src-shared/api/documents';
import { draftSchema, inboxItemSchema, viewedEmailSchema } from '../../src-shared/api/inbox';
import { PRIORITIES } from '../../src-shared/api/priority';
import { messages } from '../../src-shared/messages';
import { seededDb } from '../../src-server/testing/harness';

const SCALE = { 1: 'Baixa', 2: 'Média', 3: 'Alta' };
const LEVEL_WORDS = ['Baixa', 'Média', 'Alta', 'Muito alta', 'Urgentíssima', 'Muito baixa'];
const ROOT = join(import.meta.dirname, '..', '..');

/** Every object of the messages module that maps numbers to words, by path. */
function numberedLabelSets(value: unknown, path: string[] = []): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const entries = Object.entries(value);
  const numbered = entries.length > 0 && entries.every(([key, item]) => /^\d+$/.test(key) && typeof item === 'string');
  return [...(numbered ? [path.join('.')] : []), ...entries.flatMap(([key, item]) => numberedLabelSets(item, [...path, key]))];
}

/** Every string of the messages module that is a priority level's word, by path. */
function levelWords(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return LEVEL_WORDS.includes(value) ? [path.join('.')] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => levelWords(item, [...path, key]));
}

/** The product's own source files (not tests, fixtures or test doubles). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the priority scale', () => {
  it('is 1 Baixa, 2 Média, 3 Alta, named once in the messages module', () => {
    expect(PRIORITIES.map((level) => messages.priority.levels[level])).toEqual(Object.values(SCALE));
    expect(numberedLabelSets(messages)).toEqual(['priority.levels']);
    expect(levelWords(messages).sort()).toEqual(['priority.levels.1', 'priority.levels.2', 'priority.levels.3']);
  });

  it('has its words written nowhere else in the product code', () => {
    const own = join(ROOT, 'src-shared', 'messages', 'priority.ts');
    const words = new RegExp(`['"\`](${LEVEL_WORDS.join('|')})['"\`]|Prioridade \\d|Prioridade \\$\\{(?!priorityMessages)`);
    const dirs = readdirSync(ROOT).filter((name) => name.startsWith('src-') || name === 'scripts');
    const offenders = dirs
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((path) => path !== own && words.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path));
    expect(offenders).toEqual([]);
  });

  it('is all the API schemas accept', () => {
    for (const outside of [0, 4, 2.5]) {
      expect(inboxItemSchema.shape.priority.safeParse(outside).success, `inbox item ${outside}`).toBe(false);
      expect(viewedEmailSchema.shape.priority.safeParse(outside).success, `viewed email ${outside}`).toBe(false);
      expect(draftSchema.shape.priority_id.safeParse(outside).success, `draft ${outside}`).toBe(false);
      expect(subjectSchema.shape.priority.safeParse(outside).success, `subject ${outside}`).toBe(false);
      expect(documentBodySchema.shape.priority_id.safeParse(outside).success, `document body ${outside}`).toBe(false);
    }
    for (const level of PRIORITIES) expect(inboxItemSchema.shape.priority.parse(level)).toBe(level);
  });

  it('holds every priority the demo seed stores', () => {
    const db = seededDb();
    try {
      const stored = (table: string) => db.prepare(`SELECT DISTINCT priority FROM ${table} ORDER BY priority`).pluck().all();
      expect(stored('documents')).toEqual([...PRIORITIES]);
      expect(stored('subjects')).toEqual([...PRIORITIES]);
    } finally {
      db.close();
    }
  });
});
