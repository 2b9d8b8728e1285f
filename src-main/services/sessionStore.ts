// Keeps the staff session (bearer token, connected sector, inbox) for the next start, encrypted
// by the OS keychain. Without a real keychain the session lives in memory only and the token is
// never written; a file that cannot be decrypted or read back is deleted rather than trusted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storedSessionSchema, type StoredSession } from '../../src-shared/ipc/contract';
import { removeFile, writeFileAtomic } from './atomicFile';
import type { Encryptor } from './encryptor';

export const SESSION_FILE = 'session.bin';

export type SessionStore = {
  load(): StoredSession | null;
  /** The session is parsed with the contract's schema; throws a ZodError when it does not pass. */
  save(session: unknown): { persisted: boolean };
  clear(): void;
};

export type SessionStoreOptions = { dir: string; encryptor: Encryptor };

export function createSessionStore({ dir, encryptor }: SessionStoreOptions): SessionStore {
  const file = join(dir, SESSION_FILE);
  let memory: StoredSession | null = null;

  function readFromDisk(): StoredSession | null {
    let data: Buffer;
    try {
      data = readFileSync(file);
    } catch {
      return null;
    }
    try {
      return storedSessionSchema.parse(JSON.parse(encryptor.decrypt(data)));
    } catch {
      console.warn('[session] stored session could not be read back; discarding it');
      removeFile(file);
      return null;
    }
  }

  return {
    load() {
      // Without the keychain the file cannot be read; it is left alone, since the keychain may
      // simply be locked this time.
      if (memory === null && encryptor.isAvailable()) memory = readFromDisk();
      return memory;
    },

    save(session) {
      const parsed = storedSessionSchema.parse(session);
      memory = parsed;
      if (encryptor.isAvailable()) {
        try {
          writeFileAtomic(file, encryptor.encrypt(JSON.stringify(parsed)), 0o600);
          return { persisted: true };
        } catch (error) {
          console.warn(`[session] could not persist the session; keeping it in memory (${error instanceof Error ? error.message : typeof error})`);
        }
      }
      // An older file would otherwise come back at the next start in place of this session.
      removeFile(file);
      return { persisted: false };
    },

    clear() {
      memory = null;
      removeFile(file);
    },
  };
}
