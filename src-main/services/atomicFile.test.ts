import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomicFile';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-atomic-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('replaces the file and leaves no temp file', () => {
    const file = join(dir, 'a.json');
    writeFileSync(file, 'old');
    writeFileAtomic(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  it('creates the directory', () => {
    const file = join(dir, 'nested', 'deeper', 'a.bin');
    writeFileAtomic(file, Buffer.from([1, 2, 3]));
    expect([...readFileSync(file)]).toEqual([1, 2, 3]);
  });

  it('leaves the target untouched and cleans up when the rename fails', () => {
    const target = join(dir, 'occupied');
    mkdirSync(target);
    writeFileSync(join(target, 'keep'), 'x');
    expect(() => writeFileAtomic(target, 'data')).toThrow();
    expect(readdirSync(dir)).toEqual(['occupied']);
    expect(readdirSync(target)).toEqual(['keep']);
  });
});
