import { describe, expect, it } from 'vitest';
import { libraryAllowList } from './libraryAllowList';

describe('the libraries the signer may load', () => {
  it('are the built-in ones of the OS and the user paths, as written', () => {
    const linux = libraryAllowList('linux', ['/opt/token/lib/libtoken.so']);
    expect(linux.allows('/usr/lib/libeTPkcs11.so')).toBe(true);
    expect(linux.allows('/usr/lib/softhsm/libsofthsm2.so')).toBe(true);
    expect(linux.allows('/opt/token/lib/libtoken.so')).toBe(true);
    expect(linux.allows('/opt/token/lib/../lib/libtoken.so')).toBe(true);
    expect(linux.allows('/tmp/libtoken.so')).toBe(false);
    expect(linux.allows('/usr/lib/libeTPkcs11.so.evil')).toBe(false);
    // Another OS's list does not count.
    expect(linux.allows('/usr/local/lib/libeTPkcs11.dylib')).toBe(false);
  });

  it('compare Windows paths without case and with the variables expanded', () => {
    const windows = libraryAllowList('win32', ['D:\\Drivers\\Token.dll'], { SystemRoot: 'C:\\Windows' });
    expect(windows.allows('C:\\Windows\\System32\\eTPKCS11.dll')).toBe(true);
    expect(windows.allows('c:/windows/system32/etpkcs11.dll')).toBe(true);
    expect(windows.allows('%SystemRoot%\\System32\\eTPKCS11.dll')).toBe(true);
    expect(windows.allows('d:\\drivers\\token.dll')).toBe(true);
    expect(windows.allows('C:\\Users\\maria\\Downloads\\eTPKCS11.dll')).toBe(false);
  });

  it.each([
    '\\\\servidor\\drivers\\eTPKCS11.dll',
    '//servidor/drivers/eTPKCS11.dll',
    '\\\\?\\UNC\\servidor\\drivers\\eTPKCS11.dll',
    '//?/UNC/servidor/drivers/eTPKCS11.dll',
    '\\\\.\\C:\\Windows\\System32\\eTPKCS11.dll',
    '\\\\?\\C:\\Windows\\System32\\eTPKCS11.dll',
    '/\\servidor\\drivers\\eTPKCS11.dll',
  ])('never include a network or device path, even one the user listed: %s', (path) => {
    expect(libraryAllowList('win32', [path], { SystemRoot: 'C:\\Windows' }).allows(path)).toBe(false);
    expect(libraryAllowList('linux', [path]).allows(path)).toBe(false);
  });

  it('do not follow a system variable that points at a share', () => {
    const windows = libraryAllowList('win32', [], { SystemRoot: '\\\\servidor\\Windows' });
    expect(windows.allows('\\\\servidor\\Windows\\System32\\eTPKCS11.dll')).toBe(false);
    expect(windows.allows('%SystemRoot%\\System32\\eTPKCS11.dll')).toBe(false);
  });
});
