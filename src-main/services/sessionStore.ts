// Keeps the staff session (bearer token, connected sector, inbox) for the next start, encrypted
// by the OS keychain. Without a real keychain the session lives in memory only and the token is
// never written; a file that cannot be decrypted or read back is deleted rather than trusted.
//
// A session belongs to the server that issued its token: it names that server, is kept only when
// that is the configured one, and handed out only while the settings still name it. After a
// change of address it is dropped, so one server's token is never sent to another.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storedSessionSchema, type StoredSession } from '../../src-shared/ipc/contract';
import { removeFile, writeFileAtomic } from './atomicFile';
import type { Encryptor } from './encryptor';

export const SESSION_FILE = 'session.bin';

export type SessionStore = {
  /** The session of the configured server, or null (none saved, or saved for another server). */
  load(): StoredSession | null;
  /**
   * The session is parsed with the contract's schema (a ZodError when it does not pass) and kept
   * only when it names the configured server (a SessionServerError otherwise).
   */
  save(session: unknown): { persisted: boolean };
  clear(): void;
};

export type SessionStoreOptions = {
  dir: string;
  encryptor: Encryptor;
  /** The configured server address (the settings'); a session is bound to it when saved. */
  serverUrl: () => string;
};

/** A session for another server than the configured one (a login that finished after a change of address). */
export class SessionServerError extends Error {
  constructor() {
    super('the session was issued by another server than the configured one');
    this.name = 'SessionServerError';
  }
}

export function createSessionStore({ dir, encryptor, serverUrl }: SessionStoreOptions): SessionStore {
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
      // Files written before sessions named their server do not parse, and are dropped like any
      // unreadable file: one login more, never a token sent astray.
      return storedSessionSchema.parse(JSON.parse(encryptor.decrypt(data)));
    } catch {
      console.warn('[session] stored session could not be read back; discarding it');
      removeFile(file);
      return null;
    }
  }

  function clear(): void {
    memory = null;
    removeFile(file);
  }

  return {
    load() {
      // Without the keychain the file cannot be read; it is left alone, since the keychain may
      // simply be locked this time.
      if (memory === null && encryptor.isAvailable()) memory = readFromDisk();
      if (memory !== null && memory.serverUrl !== serverUrl()) {
        console.warn('[session] the stored session was issued by another server; discarding it');
        clear();
      }
      return memory;
    },

    save(session) {
      const parsed = storedSessionSchema.parse(session);
      if (parsed.serverUrl !== serverUrl()) throw new SessionServerError();
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

    clear,
  };
}
