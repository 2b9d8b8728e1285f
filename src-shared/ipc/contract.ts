// The one IPC contract. Each operation names its channel, the zod schema its argument must pass
// in main, and the schema of the value it resolves to. src-preload exposes exactly this (through
// createBridge), src-main registers a handler for every operation, and the web build implements
// the same Bridge type with desktop capabilities reported absent.
import { z } from 'zod';
import {
  inventoryArgsSchema,
  inventorySchema,
  openSessionArgsSchema,
  openSessionResultSchema,
  runIdArgsSchema,
  sessionIdArgsSchema,
  signArgsSchema,
  signProgressSchema,
  signReportSchema,
} from '../signer/protocol';
import {
  draftAdoptArgsSchema,
  draftConflictArgsSchema,
  draftIdArgsSchema,
  draftOpenArgsSchema,
  draftRecordSchema,
  draftResolveArgsSchema,
  draftSaveArgsSchema,
  draftSyncedArgsSchema,
} from '../drafts/types';
import type { IpcResult } from './result';
import { REALTIME_DEFAULT_PORT } from '../api/chat';

export type Operation<Args extends z.ZodType, Result extends z.ZodType> = {
  channel: string;
  args: Args;
  result: Result;
};
const op = <Args extends z.ZodType, Result extends z.ZodType>(
  channel: string,
  args: Args,
  result: Result,
): Operation<Args, Result> => ({ channel, args, result });

const noArgs = z.undefined();

export const appInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  platform: z.enum(['desktop', 'web']),
  os: z.string(),
  capabilities: z.object({
    secureStorage: z.boolean(),
    signer: z.boolean(),
    offlineCache: z.boolean(),
    drafts: z.boolean(),
  }),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The API server: https, or plain http only on this machine (the app is served from a secure
 * origin, so Chromium blocks http elsewhere as mixed content, and a token must not cross a
 * network in clear). No credentials, query or fragment; kept without a trailing slash.
 */
export const serverUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      const scheme = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
      return scheme && !url.username && !url.password && !url.search && !url.hash;
    } catch {
      return false;
    }
  })
  .transform((value) => {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  });

// A token library is added by main after a native file chooser, never as a string from the page;
// the rule for what may be one lives beside the signer's vocabulary.
export { MAX_TOKEN_LIBRARIES, tokenLibraryPathSchema } from '../signer/libraryPath';

/**
 * Where the realtime server is when nobody said otherwise: the API server's scheme and host on
 * port 6001, as laravel-echo-server deployments have it (§7).
 */
export function defaultRealtimeUrl(serverUrl: string, port: number = REALTIME_DEFAULT_PORT): string {
  const url = new URL(serverUrl);
  url.port = String(port);
  return url.origin;
}

export const settingsSchema = z.object({ serverUrl: z.string(), realtimeUrl: z.string(), tokenLibraries: z.array(z.string()) });
export type Settings = z.infer<typeof settingsSchema>;
/**
 * What the page may change: the server address, and only after the user confirms it in a native
 * message box of main. The realtime address follows it (IT can set another in the settings file
 * or GDOC_REALTIME_URL); token libraries have their own operations below.
 */
export const settingsPatchSchema = z.object({ serverUrl: serverUrlSchema }).strict();
/** A library the user added, named to be removed (a path that is not in the list changes nothing). */
export const tokenLibraryArgsSchema = z.object({ path: z.string().min(1).max(1024) }).strict();
/** added is null when the user closed the file chooser without choosing. */
export const addedTokenLibrarySchema = z.object({ added: z.string().nullable(), settings: settingsSchema });

export const inboxTypeSchema = z.enum(['sector', 'personal']);
export type InboxType = z.infer<typeof inboxTypeSchema>;

export const storedSessionSchema = z
  .object({
    /**
     * The server that issued the token: the one the page logged in against. main keeps a session
     * only for the configured server and hands it out only while that is still configured, so a
     * token never reaches another server.
     */
    serverUrl: z.string().min(1).max(2048),
    token: z.string().min(1).max(1024),
    connectedSector: z.object({ id: z.number().int().positive(), name: z.string().max(255) }).nullable(),
    inboxType: inboxTypeSchema,
    /** Whose offline cache to open at start-up, before the server can be asked (it may be unreachable). */
    userId: z.number().int().positive().optional(),
  })
  .strict();
export type StoredSession = z.infer<typeof storedSessionSchema>;

/** The offline cache (SQLite in main): server answers kept per user, and a search over what was seen. */
const cacheKeySchema = z.string().min(1).max(4096);
const searchText = z.string().max(20_000);
export const cacheSearchRowSchema = z
  .object({
    /** What a hit opens: the item view's path. */
    entryKey: z.string().min(1).max(1024),
    title: searchText.optional(),
    sender: searchText.optional(),
    number: searchText.optional(),
    content: searchText.optional(),
  })
  .strict();
export type CacheSearchRow = z.infer<typeof cacheSearchRowSchema>;
export const cacheSearchHitSchema = z.object({ entryKey: z.string(), title: z.string(), sender: z.string(), number: z.string() });
export type CacheSearchHit = z.infer<typeof cacheSearchHitSchema>;
export const cacheOpenArgsSchema = z.object({ userId: z.number().int().positive() }).strict();
export const cachePutArgsSchema = z
  .object({
    key: cacheKeySchema,
    kind: z.enum(['page', 'item']),
    body: z.unknown(),
    search: z.array(cacheSearchRowSchema).max(500).default([]),
  })
  .strict();
export const cacheEntrySchema = z.object({ body: z.unknown(), storedAt: z.number() });
export const cacheSearchArgsSchema = z.object({ text: z.string().max(200), limit: z.number().int().min(1).max(200).optional() }).strict();

export const ipcContract = {
  app: {
    info: op('app:info', noArgs, appInfoSchema),
  },
  settings: {
    get: op('settings:get', noArgs, settingsSchema),
    /** Fails with code 'cancelled' when the user declines the change in main's message box. */
    update: op('settings:update', settingsPatchSchema, settingsSchema),
    /** main opens a native file chooser; the page never names the file. */
    addTokenLibrary: op('settings:addTokenLibrary', noArgs, addedTokenLibrarySchema),
    removeTokenLibrary: op('settings:removeTokenLibrary', tokenLibraryArgsSchema, settingsSchema),
  },
  session: {
    load: op('session:load', noArgs, storedSessionSchema.nullable()),
    /** persisted is false when the OS offers no secure storage: the session then lives in memory only. */
    save: op('session:save', storedSessionSchema, z.object({ persisted: z.boolean() })),
    clear: op('session:clear', noArgs, z.null()),
  },
  /** The certificate bridge (A3 tokens over PKCS#11, in its own process). */
  signer: {
    inventory: op('signer:inventory', inventoryArgsSchema, inventorySchema),
    /** One C_Login with the PIN the user typed; the session then signs many items. */
    openSession: op('signer:openSession', openSessionArgsSchema, openSessionResultSchema),
    sign: op('signer:sign', signArgsSchema, signReportSchema),
    /** Stops a run between items; what was signed stays signed and is reported. */
    cancel: op('signer:cancel', runIdArgsSchema, z.null()),
    closeSession: op('signer:closeSession', sessionIdArgsSchema, z.null()),
  },
  /**
   * The offline cache of the logged user on the configured server. open comes first (after login
   * or at start-up); until then get finds nothing and put keeps nothing. session.clear deletes it.
   */
  cache: {
    open: op('cache:open', cacheOpenArgsSchema, z.null()),
    get: op('cache:get', z.object({ key: cacheKeySchema }).strict(), cacheEntrySchema.nullable()),
    put: op('cache:put', cachePutArgsSchema, z.null()),
    search: op('cache:search', cacheSearchArgsSchema, z.array(cacheSearchHitSchema)),
  },
  /**
   * Drafts of the logged user (a SQLite file per user, synchronous=FULL): save resolves only once
   * the draft is on disk. The renderer's outbox loop reports what the server accepted.
   */
  drafts: {
    open: op('drafts:open', draftOpenArgsSchema, z.null()),
    save: op('drafts:save', draftSaveArgsSchema, draftRecordSchema),
    get: op('drafts:get', draftIdArgsSchema, draftRecordSchema.nullable()),
    list: op('drafts:list', noArgs, z.array(draftRecordSchema)),
    markSynced: op('drafts:markSynced', draftSyncedArgsSchema, draftRecordSchema),
    markConflict: op('drafts:markConflict', draftConflictArgsSchema, draftRecordSchema),
    resolve: op('drafts:resolve', draftResolveArgsSchema, draftRecordSchema),
    adopt: op('drafts:adopt', draftAdoptArgsSchema, draftRecordSchema),
    remove: op('drafts:remove', draftIdArgsSchema, z.null()),
  },
  /** The operating system's notifications (the desktop shows new ones when the profile allows). */
  os: {
    notify: op(
      'os:notify',
      z.object({ title: z.string().trim().min(1).max(200), body: z.string().max(500) }).strict(),
      z.object({ shown: z.boolean() }),
    ),
  },
} as const;

/** Pushes from main to the renderer, each validated in main before it is sent. */
export const ipcEvents = {
  signerProgress: { channel: 'signer:progress', payload: signProgressSchema },
} as const;
export type IpcEvents = typeof ipcEvents;
export type IpcEventName = keyof IpcEvents;
export type IpcEventPayload<Name extends IpcEventName> = z.output<IpcEvents[Name]['payload']>;
export type EventListener<Name extends IpcEventName> = (payload: IpcEventPayload<Name>) => void;
/** Subscribing returns the function that unsubscribes. */
export type BridgeEvents = { [Name in IpcEventName]: (listener: EventListener<Name>) => () => void };

export type IpcContract = typeof ipcContract;

type Method<O> =
  O extends Operation<infer Args, infer Result>
    ? undefined extends z.input<Args>
      ? () => Promise<IpcResult<z.output<Result>>>
      : (arg: z.input<Args>) => Promise<IpcResult<z.output<Result>>>
    : never;

/** What the renderer sees: the contract's namespaces, each operation a function returning a result. */
export type Bridge = {
  [Namespace in keyof IpcContract]: { [Name in keyof IpcContract[Namespace]]: Method<IpcContract[Namespace][Name]> };
} & { events: BridgeEvents };

export type ContractEntry = { namespace: string; name: string } & Operation<z.ZodType, z.ZodType>;

export function contractEntries(): ContractEntry[] {
  return Object.entries(ipcContract).flatMap(([namespace, operations]) =>
    Object.entries(operations as Record<string, Operation<z.ZodType, z.ZodType>>).map(([name, operation]) => ({
      namespace,
      name,
      ...operation,
    })),
  );
}

/** The global name under which the preload exposes the bridge. */
export const BRIDGE_GLOBAL = 'gdoc';
