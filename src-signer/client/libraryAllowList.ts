// The libraries the signer may load: the built-in list of this OS and the user's own paths, as
// main holds them in its settings. Main checks a page's request against it before calling the
// signer process, and the signer process checks again before it loads anything, so neither a
// page nor a bug in main alone can make it load a library of someone else's choosing. It sits
// beside the client because main may use the client's side of src-signer only.
//
// Paths are compared as written (after normalisation), never through symlinks: resolving would
// let a link placed anywhere stand for an allowed file, and the link could change between the
// check and the load.
import { isNetworkPath, tokenLibraryPathSchema } from '../../src-shared/signer/libraryPath';
import { BUILTIN_LIBRARIES, normaliseLibraryPath } from '../pkcs11/tokenLibraries';

export type LibraryAllowList = { allows(path: string): boolean };

export function libraryAllowList(platform: NodeJS.Platform, userPaths: readonly string[], env: NodeJS.ProcessEnv = process.env): LibraryAllowList {
  const keyOf = (path: string) => {
    const normalised = normaliseLibraryPath(platform, path, env);
    return platform === 'win32' ? normalised.toLowerCase() : normalised;
  };
  const products = platform === 'win32' || platform === 'darwin' || platform === 'linux' ? BUILTIN_LIBRARIES[platform] : [];
  const builtin = products.flatMap((product) => product.paths);
  const user = userPaths.filter((path) => tokenLibraryPathSchema.safeParse(path).success);
  // A variable that expands to a share (%SystemRoot% set to \\host\…) makes no built-in path a share.
  const allowed = new Set([...builtin, ...user].map(keyOf).filter((key) => !isNetworkPath(key)));
  return { allows: (path) => !isNetworkPath(path) && allowed.has(keyOf(path)) };
}
