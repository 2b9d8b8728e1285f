// The same SQL text on the same connection is prepared once; other texts and connections apart.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { prepareCached } from './prepareCached';

describe('prepareCached', () => {
  it('prepares a text once per connection and keeps the most recently used', () => {
    const a = new Database(':memory:');
    const b = new Database(':memory:');
    const first = prepareCached(a, 'SELECT ? AS x');
    expect(prepareCached(a, 'SELECT ? AS x')).toBe(first);
    expect(prepareCached(b, 'SELECT ? AS x')).not.toBe(first);
    expect(prepareCached(a, 'SELECT ? AS y')).not.toBe(first);
    expect(first.get(1)).toEqual({ x: 1 });
    for (let index = 0; index < 250; index += 1) prepareCached(a, `SELECT ${index}`);
    expect(prepareCached(a, 'SELECT ? AS x')).not.toBe(first);
    a.close();
    b.close();
  });
});
