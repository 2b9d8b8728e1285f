// The user's token library list: what may be added (the contract's own rule, checked before the
// bridge checks it again) and what a refused update says.
import { MAX_TOKEN_LIBRARIES, tokenLibraryPathSchema } from '../../../src-shared/ipc/contract';
import type { IpcError } from '../../../src-shared/ipc/result';
import { messages } from '../../../src-shared/messages';

const t = messages.certificates;

export type LibraryAddition = { ok: true; next: string[] } | { ok: false; message: string };

export function addLibraryPath(current: readonly string[], input: string): LibraryAddition {
  const parsed = tokenLibraryPathSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: t.invalidLibraryPath };
  if (current.includes(parsed.data)) return { ok: false, message: t.duplicateLibrary };
  if (current.length >= MAX_TOKEN_LIBRARIES) return { ok: false, message: t.tooManyLibraries(MAX_TOKEN_LIBRARIES) };
  return { ok: true, next: [...current, parsed.data] };
}

export const removeLibraryPath = (current: readonly string[], path: string): string[] => current.filter((entry) => entry !== path);

export function libraryUpdateMessage(error: IpcError): string {
  return error.code === 'invalid-argument' ? t.invalidLibraryPath : error.message;
}
