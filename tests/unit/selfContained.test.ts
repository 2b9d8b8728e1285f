// The repository carries what it needs: nothing in the product, its tests, scripts, docs or README
// reads or points to the folder of reference material that sat beside it while it was built
// (a fresh clone does not have it). What the product needs from there lives here:
// resources/icp-brasil/policies, docs/icp-brasil.md, ARCHITECTURE.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SELF = relative(ROOT, import.meta.filename);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|yml|yaml|sh|html|css)$|^\.ci\/run$/;
const OUTSIDE = [/\.\.\/shared\b/, /\bshared\/(spec|icp-brasil|hooks)\b/, /\bDESIGN\.md\b/];

describe('the repository is self-contained', () => {
  it('has no file that reads or points to the reference folder beside it', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => TEXT.test(file) && file !== SELF && file !== 'package-lock.json' && existsSync(join(ROOT, file)));
    expect(files.length).toBeGreaterThan(100);
    const pointing = files.filter((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return OUTSIDE.some((pattern) => pattern.test(text));
    });
    expect(pointing).toEqual([]);
  });
});
