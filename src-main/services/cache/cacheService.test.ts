// The cache main serves: one user's file open at a time, chosen by main from its own settings and
// the user id; deleted at logout even when it was never opened in this run.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheFileFor } from './cacheStore';
import { createCacheService } from './cacheService';
import { CACHE_SCHEMA_VERSION } from './migrations';

let dir: string;
let serverUrl: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-cache-service-'));
  serverUrl = 'http://127.0.0.1:3100';
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const service = () => createCacheService({ dir, serverUrl: () => serverUrl });
const fileOf = (url: string, userId: number) => cacheFileFor(dir, `${url}\n${userId}`);

describe('cache service', () => {
  it('keeps nothing before a user is named', () => {
    const cache = service();
    cache.put('k', 'page', { a: 1 }, []);
    expect(cache.get('k')).toBeNull();
    expect(cache.search('a')).toEqual([]);
  });

  it('keeps each user, and each server, in a file of its own', () => {
    const cache = service();
    cache.open(1);
    cache.put('k', 'page', { owner: 1 }, []);
    cache.open(2);
    expect(cache.get('k')).toBeNull();
    serverUrl = 'https://outro.example.gov.br';
    cache.open(1);
    expect(cache.get('k')).toBeNull();
    serverUrl = 'http://127.0.0.1:3100';
    cache.open(1);
    expect(cache.get('k')?.body).toEqual({ owner: 1 });
    cache.close();
  });

  it('deletes the stored session’s user file at logout, even if this run never opened it', () => {
    const first = service();
    first.open(5);
    first.put('k', 'item', { x: 1 }, []);
    first.close();
    expect(existsSync(fileOf(serverUrl, 5))).toBe(true);

    const afterRestart = service();
    afterRestart.clear(5);
    expect(existsSync(fileOf(serverUrl, 5))).toBe(false);
    expect(existsSync(`${fileOf(serverUrl, 5)}-wal`)).toBe(false);
  });

  it('works without a cache, and leaves the file alone, when a newer app wrote it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const file = fileOf(serverUrl, 9);
    const db = new Database(file);
    db.pragma(`user_version = ${CACHE_SCHEMA_VERSION + 1}`);
    db.close();
    const cache = service();
    expect(() => cache.open(9)).not.toThrow();
    cache.put('k', 'page', { a: 1 }, []);
    expect(cache.get('k')).toBeNull();
    expect(existsSync(file)).toBe(true);
  });
});
