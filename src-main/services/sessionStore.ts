// Keeps the staff session (bearer token, connected sector, inbox) for the next start, encrypted
// by the OS keychain. Without a real keychain the session lives in memory only and the token is
// never written; a file that cannot be decrypted or read back is deleted rather than trusted.
//
// A session belongs to the server that issued its token: it is kept with that server's address
// and handed out only while the settings name the same server. After a change of address it is
// dropped, so one server's token is never sent to another.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { storedSessionSchema, type StoredSession } from '../../src-shared/ipc/contract';
import { removeFile, writeFileAtomic } from './atomicFile';
import type { Encryptor } from './encryptor';

export const SESSION_FILE = 'session.bin';

export type SessionStore = {
  /** The session of the configured server, or null (none saved, or saved for another server). */
  load(): StoredSession | null;
  /** The session is parsed with the contract's schema; throws a ZodError when it does not pass. */
  save(session: unknown): { persisted: boolean };
  clear(): void;
};

export type SessionStoreOptions = {
  dir: string;
  encryptor: Encryptor;
  /** The configured server address (the settings'); a session is bound to it when saved. */
  serverUrl: () => string;
};

// Files written before sessions were bound to their server have no serverUrl: they do not parse,
// and are dropped like any unreadable file (one login more, never a token sent astray).
const boundSessionSchema = z.object({ serverUrl: z.string().min(1), session: storedSessionSchema }).strict();
type BoundSession = z.infer<typeof boundSessionSchema>;

export function createSessionStore({ dir, encryptor, serverUrl }: SessionStoreOptions): SessionStore {
  const file = join(dir, SESSION_FILE);
  let memory: BoundSession | null = null;

  function readFromDisk(): BoundSession | null {
    let data: Buffer;
    try {
      data = readFileSync(file);
    } catch {
      return null;
    }
    try {
      return boundSessionSchema.parse(JSON.parse(encryptor.decrypt(data)));
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
      return memory?.session ?? null;
    },

    save(session) {
      const bound: BoundSession = { serverUrl: serverUrl(), session: storedSessionSchema.parse(session) };
      memory = bound;
      if (encryptor.isAvailable()) {
        try {
          writeFileAtomic(file, encryptor.encrypt(JSON.stringify(bound)), 0o600);
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
