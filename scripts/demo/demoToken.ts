// The demo A3 token `npm start` offers: SoftHSM2 holding the demo PKI's certificates of the demo
// users (demoPki.ts), so certificate login and signing can be tried without a real token. It is
// made once and reused; it is made in a sibling folder and renamed into place only when whole, so
// a run stopped half-way (Ctrl+C, a missing tool) never leaves a token that looks usable.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { createDemoPki, type DemoCertificateName, type DemoPki } from './demoPki';
import { SOFTHSM_MODULE, softHsm } from './softHsm';

export const DEMO_TOKEN_PIN = '12345678';
export const DEMO_TOKEN_SO_PIN = '87654321';
/** The token holding every demo certificate. */
export const DEMO_TOKEN_LABEL = 'GDOC TESTE';

/** Mariana's e-CPF (the admin), and certificates that show how the app explains what is wrong. */
const DEMO_TOKEN_CERTS: DemoCertificateName[] = ['ecpf', 'ecpfCitizen', 'ecpfUnknown', 'ecnpj', 'expired', 'notYetValid', 'weakKey'];

/** Written last: a folder without it (or with another version) is not a finished demo token. */
const MANIFEST = 'demo-token.json';
const MANIFEST_VERSION = 1;

export type DemoToken = {
  dir: string;
  module: string;
  /** SoftHSM's configuration file; the signer process needs SOFTHSM2_CONF pointing at it. */
  confPath: string;
  pin: string;
  label: string;
  pki: DemoPki;
};

const confText = (tokenDir: string) => `directories.tokendir = ${tokenDir}\nobjectstore.backend = file\nlog.level = ERROR\n`;

/**
 * Makes the demo token in `dir` (a few seconds), in place. Tests call it on fresh temporary
 * folders; `npm start` goes through ensureDemoToken.
 */
export function buildDemoToken(where: string): DemoToken {
  if (!existsSync(SOFTHSM_MODULE)) throw new Error(`SoftHSM2 not installed: ${SOFTHSM_MODULE} (apt-get install softhsm2 opensc)`);
  const dir = resolve(where);
  const tokenDir = join(dir, 'tokens');
  mkdirSync(tokenDir, { recursive: true });
  const confPath = join(dir, 'softhsm2.conf');
  writeFileSync(confPath, confText(tokenDir));
  const hsm = softHsm(confPath);
  const pki = createDemoPki(join(dir, 'pki'));
  hsm.initToken(DEMO_TOKEN_LABEL, DEMO_TOKEN_PIN, DEMO_TOKEN_SO_PIN);
  for (const name of DEMO_TOKEN_CERTS) {
    const cert = pki.certs[name];
    hsm.importKey(DEMO_TOKEN_LABEL, DEMO_TOKEN_PIN, cert.keyPath, cert.id, cert.label);
    hsm.importCert(DEMO_TOKEN_LABEL, DEMO_TOKEN_PIN, cert.certPath.replace(/\.pem$/, '.der'), cert.id, cert.label);
  }
  return { dir, module: SOFTHSM_MODULE, confPath, pin: DEMO_TOKEN_PIN, label: DEMO_TOKEN_LABEL, pki };
}

export type DemoTokenFolder = { confPath: string; trustAnchors: string; made: boolean };

function isWhole(dir: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as { version?: unknown };
    return manifest.version === MANIFEST_VERSION && existsSync(join(dir, 'softhsm2.conf')) && existsSync(join(dir, 'pki', 'chain.pem'));
  } catch {
    return false;
  }
}

/** Why the token is about to be made: there was none, or a run stopped half-way left one. */
export type DemoTokenAbsence = 'missing' | 'incomplete';

/**
 * The demo token in `dir`, made when it is missing or was left incomplete (it is then made again
 * from scratch); `beforeMaking` hears which, before the seconds it takes. `made` says whether it
 * was made now.
 */
export function ensureDemoToken(where: string, beforeMaking: (absence: DemoTokenAbsence) => void = () => {}): DemoTokenFolder {
  const dir = resolve(where);
  const folder = { confPath: join(dir, 'softhsm2.conf'), trustAnchors: join(dir, 'pki', 'chain.pem') };
  if (isWhole(dir)) return { ...folder, made: false };
  beforeMaking(existsSync(dir) ? 'incomplete' : 'missing');

  const staging = join(dirname(dir), `.${basename(dir)}.partial-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    buildDemoToken(staging);
    // SoftHSM finds its tokens through the absolute path in its configuration: point it at where
    // the folder is about to be, then write the manifest that marks the folder as whole.
    writeFileSync(join(staging, 'softhsm2.conf'), confText(join(dir, 'tokens')));
    writeFileSync(join(staging, MANIFEST), JSON.stringify({ version: MANIFEST_VERSION, label: DEMO_TOKEN_LABEL }));
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return { ...folder, made: true };
}
