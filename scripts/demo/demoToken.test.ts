// The demo token `npm start` makes once and reuses: never left half-made by a run that stopped.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoTokenFailure } from '../start/failures';
import { DEMO_TOKEN_LABEL, ensureDemoToken, type DemoTokenAbsence } from './demoToken';
import { SOFTHSM_MODULE } from './softHsm';

let parent: string;
let dir: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'gdoc-demo-token-'));
  dir = join(parent, 'token');
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

const tokenLabels = (confPath: string) =>
  execFileSync('pkcs11-tool', ['--module', SOFTHSM_MODULE, '-L'], { env: { ...process.env, SOFTHSM2_CONF: confPath }, encoding: 'utf8' });

/** As npm start gives it: a path relative to where it runs (`.data/token`). */
function ensure() {
  const heard: DemoTokenAbsence[] = [];
  const folder = ensureDemoToken(relative(process.cwd(), dir), (absence) => heard.push(absence));
  return { folder, heard };
}

/** Runs `run` with a PATH that has openssl and softhsm2-util but not pkcs11-tool. */
function withoutPkcs11Tool<T>(run: () => T): T {
  const bin = join(parent, 'bin');
  mkdirSync(bin);
  for (const tool of ['openssl', 'softhsm2-util']) symlinkSync(execFileSync('which', [tool], { encoding: 'utf8' }).trim(), join(bin, tool));
  const path = process.env.PATH;
  process.env.PATH = bin;
  try {
    return run();
  } finally {
    process.env.PATH = path;
  }
}

// Each case makes a PKI of eight RSA keys and a SoftHSM token: seconds, more on a busy machine.
describe('the demo token of npm start', { timeout: 60_000 }, () => {
  it('is made where it is missing, and SoftHSM finds it there after the move into place', () => {
    const { folder, heard } = ensure();
    expect(heard).toEqual(['missing']);
    expect(folder.made).toBe(true);
    expect(tokenLabels(folder.confPath)).toContain(`token label        : ${DEMO_TOKEN_LABEL}`);
    expect(existsSync(folder.trustAnchors)).toBe(true);
    expect(readdirSync(parent)).toEqual(['token']);
  });

  it('is reused as it is by the next start', () => {
    const first = ensure().folder;
    const before = statSync(join(dir, 'demo-token.json')).mtimeMs;
    const { folder, heard } = ensure();
    expect(heard).toEqual([]);
    expect(folder).toEqual({ ...first, made: false });
    expect(statSync(join(dir, 'demo-token.json')).mtimeMs).toBe(before);
  });

  it('is made again from scratch when a stopped run left it half-made (a configuration without certificates)', () => {
    mkdirSync(join(dir, 'tokens'), { recursive: true });
    writeFileSync(join(dir, 'softhsm2.conf'), `directories.tokendir = ${join(dir, 'tokens')}\n`);
    const { folder, heard } = ensure();
    expect(heard).toEqual(['incomplete']);
    expect(folder.made).toBe(true);
    expect(tokenLabels(folder.confPath)).toContain(DEMO_TOKEN_LABEL);
  });

  it('leaves nothing behind when making it fails half-way, and says which tool is missing', () => {
    let failure: unknown;
    try {
      withoutPkcs11Tool(() => ensure());
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeDefined();
    expect(readdirSync(parent)).toEqual(['bin']);
    expect(demoTokenFailure(failure, 'npm-start.log')).toBe(
      '▶ Sem token A3 de demonstração: o comando pkcs11-tool não foi encontrado. Instale-o (sudo apt-get install softhsm2 opensc openssl) e rode npm start de novo; o resto funciona sem ele.',
    );

    const { folder, heard } = ensure();
    expect(heard).toEqual(['missing']);
    expect(folder.made).toBe(true);
  });
});
