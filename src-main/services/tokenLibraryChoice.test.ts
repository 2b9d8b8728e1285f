// Token libraries are added through main's native file chooser, never as a path from the page,
// and only files on this computer that exist are kept.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOKEN_LIBRARIES } from '../../src-shared/ipc/contract';
import { APP_SENDER as APP, createTestMain, type TestMain } from '../ipc/testing/testMain';

let dir: string;
let main: TestMain;
let library: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-token-libraries-'));
  library = join(dir, 'libtokenteste.so');
  writeFileSync(library, 'not really a library');
  main = createTestMain(dir);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  main.close();
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const add = () => main.registry.invoke(APP, 'settings:addTokenLibrary', undefined);
const chooseAndAdd = (path: string) => {
  main.dialogs.nextLibrary = path;
  return add();
};
const refusal = (message: string) => ({ ok: false, error: { code: 'invalid-argument', message } });

describe('adding a token library', () => {
  it('keeps the file the user chose in the native chooser', async () => {
    await expect(chooseAndAdd(library)).resolves.toMatchObject({ ok: true, value: { added: library, settings: { tokenLibraries: [library] } } });
    expect(main.dialogs.librariesAsked).toBe(1);
    expect(main.settings.get().tokenLibraries).toEqual([library]);
  });

  it('changes nothing when the user closes the chooser', async () => {
    await expect(add()).resolves.toMatchObject({ ok: true, value: { added: null, settings: { tokenLibraries: [] } } });
  });

  it('takes no path from the page, not even through the settings', async () => {
    await expect(main.registry.invoke(APP, 'settings:addTokenLibrary', { path: library })).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    await expect(main.registry.invoke(APP, 'settings:update', { tokenLibraries: [library] })).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(main.dialogs.librariesAsked).toBe(0);
    expect(main.settings.get().tokenLibraries).toEqual([]);
  });

  it.each(['\\\\servidor\\drivers\\eTPKCS11.dll', '//servidor/drivers/libeTPkcs11.so', '\\\\?\\UNC\\servidor\\drivers\\eTPKCS11.dll', '//?/UNC/servidor/drivers/x.dll', '\\\\.\\C:\\eTPKCS11.dll'])(
    'refuses a library on a network path: %s',
    async (path) => {
      await expect(chooseAndAdd(path)).resolves.toEqual(
        refusal('Bibliotecas em pastas de rede não são aceitas. Instale o driver do token neste computador e escolha o arquivo instalado.'),
      );
      expect(main.settings.get().tokenLibraries).toEqual([]);
    },
  );

  it('refuses a file that is not named like a library, a missing file and a folder', async () => {
    const text = join(dir, 'leia-me.txt');
    writeFileSync(text, 'x');
    await expect(chooseAndAdd(text)).resolves.toEqual(refusal('O arquivo escolhido não é uma biblioteca PKCS#11: escolha um arquivo .dll, .so ou .dylib.'));
    const missing = join(dir, 'libsumiu.so');
    await expect(chooseAndAdd(missing)).resolves.toEqual(refusal(`O arquivo ${missing} não existe ou não é um arquivo comum.`));
    const folder = join(dir, 'pasta.so');
    mkdirSync(folder);
    await expect(chooseAndAdd(folder)).resolves.toEqual(refusal(`O arquivo ${folder} não existe ou não é um arquivo comum.`));
    expect(main.settings.get().tokenLibraries).toEqual([]);
  });

  it('refuses a library already listed and a full list', async () => {
    await chooseAndAdd(library);
    await expect(chooseAndAdd(library)).resolves.toEqual(refusal('Esta biblioteca já está na lista.'));
    const others = Array.from({ length: MAX_TOKEN_LIBRARIES - 1 }, (_, index) => join(dir, `lib${index}.so`));
    main.settings.update({ tokenLibraries: [library, ...others] });
    const oneMore = join(dir, 'libmais.so');
    writeFileSync(oneMore, 'x');
    await expect(chooseAndAdd(oneMore)).resolves.toEqual(refusal('É possível adicionar no máximo 20 bibliotecas.'));
  });
});

describe('removing a token library', () => {
  it('removes the entry named and keeps the others; an unknown path changes nothing', async () => {
    const second = join(dir, 'libsegundo.so');
    writeFileSync(second, 'x');
    await chooseAndAdd(library);
    await chooseAndAdd(second);
    await expect(main.registry.invoke(APP, 'settings:removeTokenLibrary', { path: '/usr/lib/libnada.so' })).resolves.toMatchObject({
      ok: true,
      value: { tokenLibraries: [library, second] },
    });
    await expect(main.registry.invoke(APP, 'settings:removeTokenLibrary', { path: library })).resolves.toMatchObject({ ok: true, value: { tokenLibraries: [second] } });
  });
});
