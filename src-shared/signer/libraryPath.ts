// What may be loaded as a token library (PKCS#11 module), checked alike in the settings, at the
// IPC boundary, in main, in the signer process and in the token CLI. A library is native code
// that runs with the user's rights: one on a network share could be swapped by whoever controls
// that share (or reached through an SMB server that captures the user's Windows credentials),
// so only files on this computer are accepted.
import { z } from 'zod';

/**
 * A path that names another machine or a device namespace: two separators at the start, in any
 * mix of / and \ (\\host\share, //host/share, \\?\UNC\host\share, //?/UNC/…, \\.\device,
 * \\?\GLOBALROOT\…). POSIX treats //x as /x, but nothing legitimate starts like that either, so
 * it is refused on every system rather than read differently on each.
 */
export function isNetworkPath(path: string): boolean {
  return /^\s*[\\/]{2}/.test(path);
}

const ABSOLUTE = /^(\/|[A-Za-z]:[\\/])/;
const LIBRARY_FILE = /\.(dll|so(\.\d+)*|dylib)$/i;
// A NUL cuts the path short for the loader; other control characters have no place in a path.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f]/;

/** An absolute path, on this computer, to a .dll, .so(.N) or .dylib file. */
export const tokenLibraryPathSchema = z
  .string()
  .trim()
  .min(2)
  .max(1024)
  .refine((value) => !isNetworkPath(value), 'network path')
  .refine((value) => !CONTROL.test(value), 'control character')
  .refine((value) => ABSOLUTE.test(value), 'absolute path')
  .refine((value) => LIBRARY_FILE.test(value), 'library file');

export const MAX_TOKEN_LIBRARIES = 20;
