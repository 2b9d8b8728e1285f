// Where the PKCS#11 modules of the tokens and cards sold in Brazil install themselves. None of the
// ICP-Brasil middlewares (SafeNet, SafeSign, Watchdata, ePass) registers with p11-kit or any
// other registry, so without this list the signer would find no token at all ("driver não
// encontrado" is the top complaint about today's signers). Each product has several paths because
// they move between versions, distributions and architectures; a missing file only shows as
// status 'missing' in the inventory. Only 64-bit locations are listed: the signer is a 64-bit
// process and cannot load 32-bit modules (Windows keeps those in SysWOW64).
//
// Sources: vendor installation guides and the lists kept by Brazilian signers (Demoiselle
// signer, SERPRO's assinador, PJeOffice); Windows paths use %SystemRoot% / %ProgramFiles%.
import { realpathSync } from 'node:fs';
import { posix, win32 } from 'node:path';

export type LibrarySource = 'builtin' | 'user';
export type LibraryCandidate = { path: string; vendor: string | null; source: LibrarySource };
export type SupportedPlatform = 'win32' | 'darwin' | 'linux';
type Product = { vendor: string; paths: string[] };

const SYS = '%SystemRoot%\\System32';

const WINDOWS: Product[] = [
  { vendor: 'SafeNet Authentication Client (Thales eToken)', paths: [`${SYS}\\eTPKCS11.dll`] },
  {
    vendor: 'Thales/Gemalto IDPrime',
    paths: [
      `${SYS}\\IDPrimePKCS11.dll`,
      `${SYS}\\IDPrimePKCS1164.dll`,
      '%ProgramFiles%\\SafeNet\\Authentication\\SAC\\x64\\IDPrimePKCS1164.dll',
      '%ProgramFiles%\\Gemalto\\IDGo 800 PKCS#11\\IDPrimePKCS1164.dll',
    ],
  },
  { vendor: 'SafeSign Identity Client (A.E.T. / G+D StarSign)', paths: [`${SYS}\\aetpkss1.dll`] },
  {
    vendor: 'Watchdata WatchKey / ProxKey',
    paths: [
      `${SYS}\\Watchdata\\Watchdata ICP CSP v1.0\\WDPKCS.dll`,
      `${SYS}\\Watchdata\\Watchdata Brazil CSP v1.0\\WDPKCS.dll`,
      `${SYS}\\WDPKCS.dll`,
      `${SYS}\\WDICP_P11_CCID_v34.dll`,
      `${SYS}\\WDBraz_P11_CCID_v34.dll`,
      `${SYS}\\SignatureP11.dll`,
    ],
  },
  { vendor: 'G+D StarSign / Charismathics CSSI (cmP11)', paths: [`${SYS}\\cmP11.dll`] },
  { vendor: 'Certisign / Oberthur AWP', paths: [`${SYS}\\OcsCryptoki.dll`] },
  { vendor: 'Feitian ePass2003', paths: [`${SYS}\\eps2003csp11.dll`] },
  { vendor: 'Feitian ePassNG', paths: [`${SYS}\\ngp11v211.dll`] },
  { vendor: 'Gemalto Classic Client', paths: [`${SYS}\\gclib.dll`] },
  { vendor: 'Athena IDProtect', paths: [`${SYS}\\asepkcs.dll`] },
  { vendor: 'OpenSC', paths: [`${SYS}\\opensc-pkcs11.dll`, '%ProgramFiles%\\OpenSC Project\\OpenSC\\pkcs11\\opensc-pkcs11.dll'] },
];

const MACOS: Product[] = [
  {
    vendor: 'SafeNet Authentication Client (Thales eToken)',
    paths: ['/usr/local/lib/libeTPkcs11.dylib', '/Library/Frameworks/eToken.framework/Versions/A/libeToken.dylib'],
  },
  {
    vendor: 'Thales/Gemalto IDPrime',
    paths: ['/usr/local/lib/libIDPrimePKCS11.dylib', '/Library/Frameworks/eToken.framework/Versions/A/libIDPrimePKCS11.dylib'],
  },
  {
    vendor: 'SafeSign Identity Client (A.E.T. / G+D StarSign)',
    paths: ['/usr/local/lib/libaetpkss.dylib', '/Applications/tokenadmin.app/Contents/Frameworks/libaetpkss.dylib'],
  },
  {
    vendor: 'Watchdata WatchKey / ProxKey',
    paths: [
      '/usr/local/lib/libwdpkcs.dylib',
      '/usr/lib/libwdpkcs.dylib',
      '/Applications/WatchKey USB Token Admin Tool.app/Contents/MacOS/lib/libWDP11_BR_GOV.dylib',
    ],
  },
  { vendor: 'Feitian ePass2003', paths: ['/usr/local/lib/libcastle.1.0.0.dylib'] },
  {
    vendor: 'OpenSC',
    paths: ['/Library/OpenSC/lib/opensc-pkcs11.so', '/usr/local/lib/opensc-pkcs11.so', '/opt/homebrew/lib/opensc-pkcs11.so'],
  },
];

const LINUX: Product[] = [
  {
    vendor: 'SafeNet Authentication Client (Thales eToken)',
    paths: [
      '/usr/lib/libeTPkcs11.so',
      '/usr/lib64/libeTPkcs11.so',
      '/usr/local/lib/libeTPkcs11.so',
      '/usr/lib/libeToken.so',
      '/usr/lib64/libeToken.so',
    ],
  },
  {
    vendor: 'Thales/Gemalto IDPrime',
    paths: [
      '/usr/lib/libIDPrimePKCS11.so',
      '/usr/lib64/libIDPrimePKCS11.so',
      '/usr/lib/x86_64-linux-gnu/libIDPrimePKCS11.so',
      '/usr/lib/pkcs11/libIDPrimePKCS11.so',
    ],
  },
  {
    vendor: 'SafeSign Identity Client (A.E.T. / G+D StarSign)',
    paths: ['/usr/lib/libaetpkss.so.3', '/usr/lib/libaetpkss.so', '/usr/lib64/libaetpkss.so', '/usr/local/lib/libaetpkss.so.3'],
  },
  {
    vendor: 'Watchdata WatchKey / ProxKey',
    paths: [
      '/usr/lib/watchdata/ICP/lib/libwdpkcs_icp.so',
      '/usr/lib/watchdata/lib/libwdpkcs.so',
      '/opt/watchdata/lib64/libwdpkcs.so',
      '/usr/local/lib64/libwdpkcs.so',
      '/usr/local/lib/libwdpkcs.so',
      '/usr/lib/libwdpkcs.so',
      '/usr/lib/WatchData/ProxKey/lib/libwdpkcs_SignatureP11.so',
    ],
  },
  { vendor: 'G+D StarSign / Charismathics CSSI (cmP11)', paths: ['/usr/lib/libcmP11.so', '/usr/local/lib/libcmP11.so'] },
  { vendor: 'Certisign / Oberthur AWP', paths: ['/usr/local/AWP/lib/libOcsCryptoki.so'] },
  { vendor: 'Feitian ePass2003', paths: ['/usr/lib/libcastle.so.1.0.0', '/usr/lib/libcastle_v2.so.1.0.0'] },
  { vendor: 'Feitian ePassNG', paths: ['/usr/lib/libepsng_p11.so', '/usr/local/ngsrv/libepsng_p11.so.1'] },
  {
    vendor: 'OpenSC',
    paths: [
      '/usr/lib/x86_64-linux-gnu/opensc-pkcs11.so',
      '/usr/lib/x86_64-linux-gnu/pkcs11/opensc-pkcs11.so',
      '/usr/lib/aarch64-linux-gnu/pkcs11/opensc-pkcs11.so',
      '/usr/lib64/pkcs11/opensc-pkcs11.so',
      '/usr/lib64/opensc-pkcs11.so',
      '/usr/lib/pkcs11/opensc-pkcs11.so',
      '/usr/lib/opensc-pkcs11.so',
      '/usr/local/lib/opensc-pkcs11.so',
    ],
  },
  {
    vendor: 'SoftHSM2 (software token)',
    paths: [
      '/usr/lib/softhsm/libsofthsm2.so',
      '/usr/lib/x86_64-linux-gnu/softhsm/libsofthsm2.so',
      '/usr/lib/aarch64-linux-gnu/softhsm/libsofthsm2.so',
      '/usr/lib64/softhsm/libsofthsm2.so',
      '/usr/local/lib/softhsm/libsofthsm2.so',
    ],
  },
];

export const BUILTIN_LIBRARIES: Readonly<Record<SupportedPlatform, readonly Product[]>> = { win32: WINDOWS, darwin: MACOS, linux: LINUX };

const WINDOWS_DEFAULTS: Record<string, string> = {
  systemroot: 'C:\\Windows',
  programfiles: 'C:\\Program Files',
  'programfiles(x86)': 'C:\\Program Files (x86)',
};

function expandWindows(path: string, env: NodeJS.ProcessEnv): string {
  return path.replace(/%([^%]+)%/g, (whole, name: string) => {
    const fromEnv = Object.entries(env).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
    return fromEnv ?? WINDOWS_DEFAULTS[name.toLowerCase()] ?? whole;
  });
}

/** The file a path ends at (symlinks followed), or the path itself when there is none. */
function resolveFile(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

export type CandidateOptions = {
  env?: NodeJS.ProcessEnv;
  /**
   * Resolves symlinks, so one module reached by two paths (Debian's /usr/lib/softhsm/libsofthsm2.so
   * → ../x86_64-linux-gnu/softhsm/libsofthsm2.so) is loaded and listed once.
   */
  resolve?: (path: string) => string;
};

/** A library path as the signer loads it: Windows variables expanded, separators and dots normalised. */
export function normaliseLibraryPath(platform: NodeJS.Platform, path: string, env: NodeJS.ProcessEnv = process.env): string {
  const trimmed = path.trim();
  return platform === 'win32' ? win32.normalize(expandWindows(trimmed, env)) : posix.normalize(trimmed);
}

/**
 * The libraries to try on `platform`: the built-in list, then the user's own paths (settings or
 * diagnostics), without duplicates (same file, case-insensitive on Windows). A user path that
 * repeats a built-in one keeps the built-in entry.
 */
export function candidateLibraries(platform: NodeJS.Platform, userPaths: readonly string[], options: CandidateOptions = {}): LibraryCandidate[] {
  const windows = platform === 'win32';
  const env = options.env ?? process.env;
  const resolve = options.resolve ?? resolveFile;
  const normalise = (path: string) => normaliseLibraryPath(platform, path, env);
  const keyOf = (path: string) => {
    const file = resolve(path);
    return windows ? file.toLowerCase() : file;
  };
  const seen = new Set<string>();
  const result: LibraryCandidate[] = [];
  const add = (raw: string, vendor: string | null, source: LibrarySource) => {
    const trimmed = raw.trim();
    if (!trimmed) return;
    const path = normalise(trimmed);
    const key = keyOf(path);
    if (seen.has(key)) return;
    seen.add(key);
    result.push({ path, vendor, source });
  };
  const products = platform === 'win32' || platform === 'darwin' || platform === 'linux' ? BUILTIN_LIBRARIES[platform] : [];
  for (const product of products) for (const path of product.paths) add(path, product.vendor, 'builtin');
  for (const path of userPaths) add(path, null, 'user');
  return result;
}
