// Desktop settings: a small JSON file in the userData directory. A file that is missing, corrupt
// or hand-edited into something invalid yields the defaults instead of stopping the app from
// starting; the serverUrl read back is checked with the same schema as an update, because it
// ends up in the Content-Security-Policy of every page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { serverUrlSchema, settingsPatchSchema, type Settings } from '../../src-shared/ipc/contract';
import { writeFileAtomic } from './atomicFile';

export const SETTINGS_FILE = 'settings.json';
export const FALLBACK_SERVER_URL = 'http://127.0.0.1:3100';
export const SERVER_URL_ENV = 'GDOC_SERVER_URL';

const storedSettingsSchema = z.object({ serverUrl: serverUrlSchema });

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
    if (parsed.success) return { serverUrl: parsed.data };
    console.warn(`[settings] ${SERVER_URL_ENV} is not an http(s) address; using ${FALLBACK_SERVER_URL}`);
  }
  return { serverUrl: FALLBACK_SERVER_URL };
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
  const defaults = defaultServerUrl ? { serverUrl: serverUrlSchema.parse(defaultServerUrl) } : defaultSettings(env);
  let current: Settings = readSettings(file) ?? defaults;

  return {
    get: () => ({ ...current }),
    update(patch) {
      const changes = settingsPatchSchema.parse(patch);
      const next: Settings = { ...current, ...(changes.serverUrl === undefined ? {} : { serverUrl: changes.serverUrl }) };
      writeFileAtomic(file, `${JSON.stringify(next, null, 2)}\n`);
      current = next;
      return { ...current };
    },
  };
}
