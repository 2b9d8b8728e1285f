import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_LIBRARIES } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { addLibraryPath, libraryUpdateMessage, removeLibraryPath } from './libraryPaths';

const t = messages.certificates;

describe('the token library list', () => {
  it('adds absolute paths to .dll, .so and .dylib files, trimmed', () => {
    expect(addLibraryPath([], '  C:\\Windows\\System32\\eTPKCS11.dll ')).toEqual({ ok: true, next: ['C:\\Windows\\System32\\eTPKCS11.dll'] });
    expect(addLibraryPath(['/a.so'], '/usr/lib/libaetpkss.so.3')).toEqual({ ok: true, next: ['/a.so', '/usr/lib/libaetpkss.so.3'] });
    expect(addLibraryPath([], '/usr/local/lib/libeTPkcs11.dylib').ok).toBe(true);
  });

  it('refuses relative paths and files that are not libraries', () => {
    for (const input of ['', 'eTPKCS11.dll', 'lib/x.so', '/etc/passwd', 'C:relative.dll']) {
      expect(addLibraryPath([], input)).toEqual({ ok: false, message: t.invalidLibraryPath });
    }
  });

  it('refuses a path already listed and a list already full', () => {
    expect(addLibraryPath(['/a.so'], '/a.so')).toEqual({ ok: false, message: t.duplicateLibrary });
    const full = Array.from({ length: MAX_TOKEN_LIBRARIES }, (_, index) => `/lib${index}.so`);
    expect(addLibraryPath(full, '/mais.so')).toEqual({ ok: false, message: 'É possível adicionar no máximo 20 bibliotecas.' });
  });

  it('removes one path and keeps the others in order', () => {
    expect(removeLibraryPath(['/a.so', '/b.so', '/c.so'], '/b.so')).toEqual(['/a.so', '/c.so']);
  });

  it('explains a path the app refused', () => {
    expect(libraryUpdateMessage({ code: 'invalid-argument', message: 'Dados inválidos enviados ao aplicativo.' })).toBe(t.invalidLibraryPath);
    expect(libraryUpdateMessage({ code: 'internal', message: 'Erro interno do aplicativo.' })).toBe('Erro interno do aplicativo.');
  });
});
