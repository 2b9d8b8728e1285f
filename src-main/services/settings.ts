// Desktop settings: a small JSON file in the userData directory. A file that is missing, corrupt
// or hand-edited into something invalid yields the defaults instead of stopping the app from
// starting; the serverUrl read back is checked with the same schema as an update, because it
// ends up in the Content-Security-Policy of every page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { defaultRealtimeUrl, MAX_TOKEN_LIBRARIES, serverUrlSchema, tokenLibraryPathSchema, type Settings } from '../../src-shared/ipc/contract';
import { writeFileAtomic } from './atomicFile';

export const SETTINGS_FILE = 'settings.json';
export const FALLBACK_SERVER_URL = 'http://127.0.0.1:3100';
export const SERVER_URL_ENV = 'GDOC_SERVER_URL';
export const REALTIME_URL_ENV = 'GDOC_REALTIME_URL';

// tokenLibraries came with the certificate bridge and realtimeUrl with the chat; files written
// before them have none. realtimeUrl is kept only when somebody set it: otherwise it follows the
// server address (its host, port 6001), also after the user changes that address.
const storedSettingsSchema = z.object({
  serverUrl: serverUrlSchema,
  realtimeUrl: serverUrlSchema.optional(),
  // A library path that no longer passes (a network share, accepted by older versions) is dropped
  // alone: refusing the whole file would also lose the server address.
  tokenLibraries: z
    .array(z.unknown())
    .default([])
    .transform((paths) => {
      const kept = paths.flatMap((path) => {
        const parsed = tokenLibraryPathSchema.safeParse(path);
        return parsed.success ? [parsed.data] : [];
      });
      if (kept.length < paths.length) console.warn(`[settings] ${paths.length - kept.length} token library path(s) refused; dropped`);
      return kept.slice(0, MAX_TOKEN_LIBRARIES);
    }),
});
type StoredSettings = z.infer<typeof storedSettingsSchema>;

/**
 * What main itself may change. The page reaches this only through the IPC handlers: the server
 * address after the user confirms it, token libraries through the native file chooser.
 */
const settingsPatchSchema = z
  .object({
    serverUrl: serverUrlSchema.optional(),
    /** The realtime server (chat), when it is not the API server's host on port 6001; same rules as serverUrl. */
    realtimeUrl: serverUrlSchema.optional(),
    tokenLibraries: z.array(tokenLibraryPathSchema).max(MAX_TOKEN_LIBRARIES).optional(),
  })
  .strict();

export type SettingsStore = {
  get(): Settings;
  /** Throws a ZodError when the patch does not pass (a network path, a relative one, an invalid address…). */
  update(patch: unknown): Settings;
};

export type SettingsStoreOptions = {
  dir: string;
  /** Overrides the environment default (the e2e harness points it at its own server). */
  defaultServerUrl?: string;
  /** Likewise for the realtime server (the e2e servers listen on a free port, not 6001). */
  defaultRealtimeUrl?: string;
  env?: Record<string, string | undefined>;
};

export function defaultSettings(env: Record<string, string | undefined> = process.env): StoredSettings {
  return { serverUrl: fromEnv(env, SERVER_URL_ENV) ?? FALLBACK_SERVER_URL, ...optional('realtimeUrl', fromEnv(env, REALTIME_URL_ENV)), tokenLibraries: [] };
}

function fromEnv(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name];
  if (!value) return undefined;
  const parsed = serverUrlSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn(`[settings] ${name} is not an http(s) address; ignoring it`);
  return undefined;
}

const optional = <K extends string>(key: K, value: string | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, string>));

/** What the app reads: the stored values, with the realtime address filled in when unset. */
function settingsOf(stored: StoredSettings): Settings {
  return {
    serverUrl: stored.serverUrl,
    realtimeUrl: stored.realtimeUrl ?? defaultRealtimeUrl(stored.serverUrl),
    tokenLibraries: [...stored.tokenLibraries],
  };
}

function readSettings(file: string): StoredSettings | null {
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

export function createSettingsStore({ dir, defaultServerUrl, defaultRealtimeUrl: realtimeDefault, env = process.env }: SettingsStoreOptions): SettingsStore {
  const file = join(dir, SETTINGS_FILE);
  const defaults: StoredSettings = defaultServerUrl
    ? { serverUrl: serverUrlSchema.parse(defaultServerUrl), ...optional('realtimeUrl', realtimeDefault && serverUrlSchema.parse(realtimeDefault)), tokenLibraries: [] }
    : defaultSettings(env);
  let current: StoredSettings = readSettings(file) ?? defaults;

  return {
    get: () => settingsOf(current),
    update(patch) {
      const changes = settingsPatchSchema.parse(patch);
      // A new server address without a realtime one drops the old realtime address: it belonged
      // to the other server.
      const realtimeUrl = changes.realtimeUrl ?? (changes.serverUrl !== undefined && changes.serverUrl !== current.serverUrl ? undefined : current.realtimeUrl);
      const next: StoredSettings = {
        serverUrl: changes.serverUrl ?? current.serverUrl,
        ...optional('realtimeUrl', realtimeUrl),
        // Deduplicated, in the order the user gave them.
        tokenLibraries: changes.tokenLibraries ? [...new Set(changes.tokenLibraries)] : current.tokenLibraries,
      };
      writeFileAtomic(file, `${JSON.stringify(next, null, 2)}\n`);
      current = next;
      return settingsOf(current);
    },
  };
}
