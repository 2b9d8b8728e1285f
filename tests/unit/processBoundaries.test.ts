// The lint rules that keep each process in its lane (eslint.config.js), checked on sample code:
// if a rule is dropped or loosened, these fail.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.filter((message) => message.ruleId === 'no-restricted-imports').length ?? 0;
}

describe('process boundaries enforced by lint', () => {
  it.each([
    "import { ipcRenderer } from 'electron';",
    "import { readFileSync } from 'node:fs';",
    "import { readFileSync } from 'fs';",
    "import path from 'path';",
    "import { registerHandlers } from '../src-main/ipc/handlers';",
    "import { buildApp } from '../../src-server/app';",
  ])('refuses in the renderer: %s', async (code) => {
    expect(await restrictedImports('src-renderer/app/sample.ts', code)).toBe(1);
  });

  it('lets the renderer use src-shared and web libraries', async () => {
    expect(await restrictedImports('src-renderer/app/sample.ts', "import { messages } from '../../src-shared/messages';\nimport { z } from 'zod';")).toBe(0);
  });

  it.each(["import { app } from 'electron';", "import { randomBytes } from 'node:crypto';", "import { x } from '../src-renderer/app/x';"])(
    'refuses in src-shared, which every process loads: %s',
    async (code) => {
      expect(await restrictedImports('src-shared/sample.ts', code)).toBe(1);
    },
  );

  it('keeps the preload to the contract', async () => {
    expect(await restrictedImports('src-preload/sample.ts', "import { x } from '../src-main/ipc/registry';")).toBe(1);
    expect(await restrictedImports('src-preload/sample.ts', "import { readFileSync } from 'node:fs';")).toBe(1);
  });

  it('keeps the server and main apart', async () => {
    expect(await restrictedImports('src-server/sample.ts', "import { BrowserWindow } from 'electron';")).toBe(1);
    expect(await restrictedImports('src-main/sample.ts', "import { buildApp } from '../src-server/app';")).toBe(1);
  });

  it('keeps pkcs11js in the signer process: main reaches it only through the client', async () => {
    expect(await restrictedImports('src-main/sample.ts', "import { scanTokens } from '../src-signer/pkcs11/inventory';")).toBe(1);
    expect(await restrictedImports('src-main/sample.ts', "import { createSignerClient } from '../src-signer/client/signerClient';")).toBe(0);
    expect(await restrictedImports('src-renderer/app/sample.ts', "import { createSignerClient } from '../../src-signer/client/signerClient';")).toBe(1);
    expect(await restrictedImports('src-server/sample.ts', "import { preparePdfSignature } from '../src-signer/pdf';")).toBe(1);
    expect(await restrictedImports('src-shared/sample.ts', "import { preparePdfSignature } from '../src-signer/pdf';")).toBe(1);
  });

  it('keeps the signer process free of Electron and of other processes', async () => {
    expect(await restrictedImports('src-signer/process/sample.ts', "import { utilityProcess } from 'electron';")).toBe(1);
    expect(await restrictedImports('src-signer/process/sample.ts', "import { settings } from '../../src-main/services/settings';")).toBe(1);
    expect(await restrictedImports('src-signer/process/sample.ts', "import { createHash } from 'node:crypto';")).toBe(0);
  });
});
