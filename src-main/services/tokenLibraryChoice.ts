// Adding and removing the user's token libraries. The file comes from main's native chooser,
// never from the page, and is checked before it joins the list: an absolute path on this
// computer (no share), named like a library, that exists and is a regular file. The signer
// process only ever loads the built-in libraries and this list.
import { statSync } from 'node:fs';
import { ok, fail, type IpcResult } from '../../src-shared/ipc/result';
import type { Settings } from '../../src-shared/ipc/contract';
import { messages } from '../../src-shared/messages';
import { isNetworkPath, MAX_TOKEN_LIBRARIES, tokenLibraryPathSchema } from '../../src-shared/signer/libraryPath';
import type { NativeDialogs } from './nativeDialogs';
import type { SettingsStore } from './settings';

const t = messages.certificates;

export type TokenLibraryChoiceDeps = {
  dialogs: Pick<NativeDialogs, 'chooseTokenLibrary'>;
  settings: SettingsStore;
  /** Whether the path is a regular file (symlinks followed, as the loader follows them). */
  isFile?: (path: string) => boolean;
};

function regularFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export async function addChosenTokenLibrary({ dialogs, settings, isFile = regularFile }: TokenLibraryChoiceDeps): Promise<IpcResult<{ added: string | null; settings: Settings }>> {
  const chosen = await dialogs.chooseTokenLibrary();
  if (chosen === null) return ok({ added: null, settings: settings.get() });
  if (isNetworkPath(chosen)) return refused('network', t.libraryOnNetwork);
  const parsed = tokenLibraryPathSchema.safeParse(chosen);
  if (!parsed.success) return refused('not a library', t.invalidLibraryPath);
  const path = parsed.data;
  if (!isFile(path)) return refused('not a file', t.libraryNotAFile(path));
  const current = settings.get().tokenLibraries;
  if (current.includes(path)) return refused('duplicate', t.duplicateLibrary);
  if (current.length >= MAX_TOKEN_LIBRARIES) return refused('list full', t.tooManyLibraries(MAX_TOKEN_LIBRARIES));
  return ok({ added: path, settings: settings.update({ tokenLibraries: [...current, path] }) });
}

/** Removes one of the user's libraries; a path that is not in the list changes nothing. */
export function removeTokenLibrary(settings: SettingsStore, path: string): Settings {
  const current = settings.get().tokenLibraries;
  if (!current.includes(path)) return settings.get();
  return settings.update({ tokenLibraries: current.filter((entry) => entry !== path) });
}

function refused(reason: string, message: string): IpcResult<never> {
  // The path itself stays out of the log line: it may name the user's folders.
  console.warn(`[settings] token library refused: ${reason}`);
  return fail('invalid-argument', message);
}
