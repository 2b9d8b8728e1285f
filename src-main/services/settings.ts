// Desktop settings: a small JSON file in the userData directory. A file that is missing, corrupt
// or hand-edited into something invalid yields the defaults instead of stopping the app from
// starting; the serverUrl read back is checked with the same schema as an update, because it
// ends up in the Content-Security-Policy of every page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { MAX_TOKEN_LIBRARIES, serverUrlSchema, settingsPatchSchema, tokenLibraryPathSchema, type Settings } from '../../src-shared/ipc/contract';
import { writeFileAtomic } from './atomicFile';

export const SETTINGS_FILE = 'settings.json';
export const FALLBACK_SERVER_URL = 'http://127.0.0.1:3100';
export const SERVER_URL_ENV = 'GDOC_SERVER_URL';

// tokenLibraries came with the certificate bridge; files written before it have none.
const storedSettingsSchema = z.object({
  serverUrl: serverUrlSchema,
  tokenLibraries: z.array(tokenLibraryPathSchema).max(MAX_TOKEN_LIBRARIES).default([]),
});

export type SettingsStore = {
  get(): Settings;
  /** The patch is parsed with the contract's schema; throws a ZodError when it does not pass. */
  update(patch: unknown): Settings;
};

export type SettingsStoreOptions = {
  dir: string;
  /** Overrides the environment default (the e2e harness points it at its own server). */
  defaultServerUrl?: string;
  env?: Record<string, string | undefined>;
};

export function defaultSettings(env: Record<string, string | undefined> = process.env): Settings {
  const fromEnv = env[SERVER_URL_ENV];
  if (fromEnv) {
    const parsed = serverUrlSchema.safeParse(fromEnv);
    if (parsed.success) return { serverUrl: parsed.data, tokenLibraries: [] };
    console.warn(`[settings] ${SERVER_URL_ENV} is not an http(s) address; using ${FALLBACK_SERVER_URL}`);
  }
  return { serverUrl: FALLBACK_SERVER_URL, tokenLibraries: [] };
}

function readSettings(file: string): Settings | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = storedSettingsSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: same as invalid
  }
  console.warn(`[settings] ${file} is invalid; using defaults`);
  return null;
}

export function createSettingsStore({ dir, defaultServerUrl, env = process.env }: SettingsStoreOptions): SettingsStore {
  const file = join(dir, SETTINGS_FILE);
  const defaults = defaultServerUrl ? { serverUrl: serverUrlSchema.parse(defaultServerUrl), tokenLibraries: [] } : defaultSettings(env);
  let current: Settings = readSettings(file) ?? defaults;

  return {
    get: () => ({ ...current, tokenLibraries: [...current.tokenLibraries] }),
    update(patch) {
      const changes = settingsPatchSchema.parse(patch);
      const next: Settings = {
        serverUrl: changes.serverUrl ?? current.serverUrl,
        // Deduplicated, in the order the user gave them.
        tokenLibraries: changes.tokenLibraries ? [...new Set(changes.tokenLibraries)] : current.tokenLibraries,
      };
      writeFileAtomic(file, `${JSON.stringify(next, null, 2)}\n`);
      current = next;
      return { ...current, tokenLibraries: [...current.tokenLibraries] };
    },
  };
}
