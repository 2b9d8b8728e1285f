import { describe, expect, it } from 'vitest';
import { BUILTIN_LIBRARIES, candidateLibraries } from './tokenLibraries';

const identity = (path: string) => path;

describe('candidateLibraries', () => {
  it('knows the Brazilian token middlewares on each OS', () => {
    const names = (platform: 'win32' | 'darwin' | 'linux') => candidateLibraries(platform, [], { resolve: identity }).map((c) => c.path);
    const windows = names('win32');
    for (const dll of ['eTPKCS11.dll', 'IDPrimePKCS11.dll', 'aetpkss1.dll', 'WDPKCS.dll', 'cmP11.dll', 'opensc-pkcs11.dll']) {
      expect(windows.some((path) => path.endsWith(`\\System32\\${dll}`))).toBe(true);
    }
    expect(windows).toContain('C:\\Windows\\System32\\eTPKCS11.dll');
    const linux = names('linux');
    for (const so of ['/usr/lib/libeTPkcs11.so', '/usr/lib/libIDPrimePKCS11.so', '/usr/lib/libaetpkss.so.3', '/usr/lib/libwdpkcs.so', '/usr/lib/libcmP11.so']) {
      expect(linux).toContain(so);
    }
    expect(linux).toContain('/usr/lib/softhsm/libsofthsm2.so');
    expect(linux).toContain('/usr/lib/x86_64-linux-gnu/softhsm/libsofthsm2.so');
    const mac = names('darwin');
    expect(mac).toContain('/Library/Frameworks/eToken.framework/Versions/A/libeToken.dylib');
    expect(mac).toContain('/Library/OpenSC/lib/opensc-pkcs11.so');
    expect(mac.every((path) => !path.includes('softhsm'))).toBe(true);
    for (const products of Object.values(BUILTIN_LIBRARIES)) for (const product of products) expect(product.paths.length).toBeGreaterThan(0);
  });

  it('expands Windows variables from the environment', () => {
    const paths = candidateLibraries('win32', [], { env: { SystemRoot: 'D:\\WINNT', ProgramFiles: 'D:\\Programas' }, resolve: identity }).map((c) => c.path);
    expect(paths).toContain('D:\\WINNT\\System32\\aetpkss1.dll');
    expect(paths).toContain('D:\\Programas\\OpenSC Project\\OpenSC\\pkcs11\\opensc-pkcs11.dll');
    expect(paths.some((path) => path.includes('%'))).toBe(false);
  });

  it('puts user paths last, marks them, and drops duplicates', () => {
    const list = candidateLibraries('linux', ['/opt/token/libtoken.so', ' /usr/lib/libeTPkcs11.so ', '/opt/token/../token/libtoken.so', ''], { resolve: identity });
    const user = list.filter((c) => c.source === 'user');
    expect(user).toEqual([{ path: '/opt/token/libtoken.so', vendor: null, source: 'user' }]);
    expect(list.at(-1)).toEqual(user[0]);
    expect(list.filter((c) => c.path === '/usr/lib/libeTPkcs11.so')).toEqual([
      { path: '/usr/lib/libeTPkcs11.so', vendor: 'SafeNet Authentication Client (Thales eToken)', source: 'builtin' },
    ]);
    expect(new Set(list.map((c) => c.path)).size).toBe(list.length);
  });

  it('compares Windows paths without case, and one file reached through two paths once', () => {
    const windows = candidateLibraries('win32', ['c:\\windows\\system32\\ETPKCS11.DLL', 'C:/Tokens/x.dll'], { env: {}, resolve: identity });
    expect(windows.filter((c) => c.source === 'user').map((c) => c.path)).toEqual(['C:\\Tokens\\x.dll']);
    const aliases = (path: string) => (path === '/usr/lib/softhsm/libsofthsm2.so' ? '/usr/lib/x86_64-linux-gnu/softhsm/libsofthsm2.so' : path);
    const linux = candidateLibraries('linux', [], { resolve: aliases }).filter((c) => c.path.includes('x86_64-linux-gnu/softhsm') || c.path === '/usr/lib/softhsm/libsofthsm2.so');
    expect(linux.map((c) => c.path)).toEqual(['/usr/lib/softhsm/libsofthsm2.so']);
  });

  it('has no built-in list for other systems, only the user paths', () => {
    expect(candidateLibraries('freebsd', ['/usr/local/lib/libtoken.so'])).toEqual([{ path: '/usr/local/lib/libtoken.so', vendor: null, source: 'user' }]);
  });
});
