// What is plugged in: every candidate library, its slots, their tokens and the certificates on
// them, read WITHOUT logging in (listing must never cost a PIN try).
//
// Key status, by the certificate's CKA_ID (the rule the list shows before any PIN is typed):
// 1. Private keys with that CKA_ID visible before login: one → 'ok', several → 'ambiguous'.
// 2. None visible, and the token hides private objects until login (CKF_LOGIN_REQUIRED):
//    public keys stand in as the evidence, because tokens store the pair together.
//    - the token shows public keys for some certificate: one with this id → 'ok', several →
//      'ambiguous', none → 'missing';
//    - the token shows no public key at all: there is no evidence either way, so 'ok', and the
//      signing session (after login) says 'key-not-found' if it really is missing. Reporting
//      'missing' here would forbid a certificate that may well sign.
// 3. None visible and no login required: nothing is hidden, so 'missing'.
import type { CertificateDetails } from '../../src-shared/icp/types';
import { signerError, SignerFailure, type SignerError } from '../../src-shared/signer/errors';
import type { CertificateEntry, Inventory, ModuleReport, SlotReport } from '../../src-shared/signer/protocol';
import {
  CKA_CERTIFICATE_TYPE,
  CKA_ID,
  CKA_LABEL,
  CKA_VALUE,
  CKC_X_509,
  CKF_SERIAL_SESSION,
  CKF_TOKEN_INITIALIZED,
  CKF_TOKEN_PRESENT,
  CKO_CERTIFICATE,
  CKO_PRIVATE_KEY,
  CKO_PUBLIC_KEY,
} from './constants';
import type { ModuleRegistry, Pkcs11Module } from './moduleRegistry';
import type { Handle, Pkcs11Library } from './pkcs11Api';
import type { LibraryCandidate } from './tokenLibraries';
import { tokenError } from './tokenErrors';
import { decodeTokenInfo, objectsOfClass, padded, readAttribute, slotIdHex } from './tokenObjects';

export type CertificateInspection = { details: CertificateDetails; problem: SignerError | null };
/**
 * Parses a certificate and says whether it may sign (expired, not yet valid, weak or unsupported
 * key…). Injected: the ICP-Brasil parser lives in src-shared/icp and the process wires it.
 */
export type CertificateInspector = (der: Uint8Array, now: Date) => CertificateInspection;

export type KeyStatus = CertificateEntry['keyStatus'];

export type ScanOptions = {
  registry: ModuleRegistry;
  libraries: readonly LibraryCandidate[];
  inspect: CertificateInspector;
  now?: () => Date;
  /** Re-initialise every module first, so tokens plugged in since the last scan appear. */
  refresh?: boolean;
};

/** The raw key evidence of one token, by CKA_ID (hex). */
export type KeyEvidence = { privateKeys: Map<string, number>; publicKeys: Map<string, number>; loginRequired: boolean };

export function keyStatusFor(certId: string, evidence: KeyEvidence): KeyStatus {
  const fromCount = (count: number): KeyStatus => (count === 0 ? 'missing' : count === 1 ? 'ok' : 'ambiguous');
  const privateCount = evidence.privateKeys.get(certId) ?? 0;
  if (privateCount > 0) return fromCount(privateCount);
  if (!evidence.loginRequired) return 'missing';
  if (evidence.publicKeys.size === 0) return 'ok';
  return fromCount(evidence.publicKeys.get(certId) ?? 0);
}

type RawCertificate = { der: Buffer; id: string; label: string };
type RawToken = { certificates: RawCertificate[]; evidence: KeyEvidence };

function countIds(lib: Pkcs11Library, session: Handle, objectClass: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const object of objectsOfClass(lib, session, objectClass)) {
    const id = readAttribute(lib, session, object, CKA_ID)?.toString('hex') ?? '';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

function readToken(lib: Pkcs11Library, slot: Handle, loginRequired: boolean): RawToken {
  const session = lib.C_OpenSession(slot, CKF_SERIAL_SESSION);
  try {
    const certificates: RawCertificate[] = [];
    for (const object of objectsOfClass(lib, session, CKO_CERTIFICATE, [{ type: CKA_CERTIFICATE_TYPE, value: CKC_X_509 }])) {
      const der = readAttribute(lib, session, object, CKA_VALUE);
      if (!der || der.length === 0) continue;
      const id = readAttribute(lib, session, object, CKA_ID)?.toString('hex') ?? '';
      const label = readAttribute(lib, session, object, CKA_LABEL)?.toString('utf8') ?? '';
      certificates.push({ der: Buffer.from(der), id, label: padded(label) });
    }
    const evidence: KeyEvidence = {
      privateKeys: countIds(lib, session, CKO_PRIVATE_KEY),
      publicKeys: loginRequired ? countIds(lib, session, CKO_PUBLIC_KEY) : new Map(),
      loginRequired,
    };
    return { certificates, evidence };
  } finally {
    try {
      lib.C_CloseSession(session);
    } catch {
      // The token may be gone; the session went with it.
    }
  }
}

const keyProblem = (status: KeyStatus): SignerError | null =>
  status === 'missing' ? signerError('key-not-found') : status === 'ambiguous' ? signerError('key-ambiguous') : null;

async function scanSlot(module: Pkcs11Module, slot: Handle, inspect: CertificateInspector, now: Date): Promise<SlotReport> {
  const slotId = slotIdHex(slot);
  let description = '';
  try {
    const read = await module.run((lib) => {
      const slotInfo = lib.C_GetSlotInfo(slot);
      description = padded(slotInfo.slotDescription);
      if ((slotInfo.flags & CKF_TOKEN_PRESENT) === 0) return null;
      const tokenInfo = lib.C_GetTokenInfo(slot);
      const initialized = (tokenInfo.flags & CKF_TOKEN_INITIALIZED) !== 0;
      const token = decodeTokenInfo(tokenInfo);
      return { token, raw: initialized ? readToken(lib, slot, token.flags.loginRequired) : null };
    });
    if (!read) return { slotId, description, tokenPresent: false, token: null, certificates: [], problem: signerError('no-token') };
    const { token, raw } = read;
    if (!raw) {
      return { slotId, description, tokenPresent: true, token, certificates: [], problem: signerError('no-certificate', { detail: 'token not initialized' }) };
    }
    const certificates: CertificateEntry[] = [];
    const unreadable: string[] = [];
    for (const cert of raw.certificates) {
      let inspection: CertificateInspection;
      try {
        inspection = inspect(cert.der, now);
      } catch (error) {
        unreadable.push(`${cert.id || '(no id)'}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const keyStatus = keyStatusFor(cert.id, raw.evidence);
      certificates.push({
        ref: { modulePath: module.path, tokenSerial: token.serial, tokenLabel: token.label, certId: cert.id },
        label: cert.label,
        der: cert.der.toString('base64'),
        details: inspection.details,
        keyStatus,
        problem: inspection.problem ?? keyProblem(keyStatus),
      });
    }
    const problem =
      certificates.length > 0
        ? null
        : signerError('no-certificate', unreadable.length > 0 ? { detail: `unreadable certificates: ${unreadable.join('; ')}` } : {});
    return { slotId, description, tokenPresent: true, token, certificates, problem };
  } catch (error) {
    const problem = tokenError(error, 'internal');
    const gone = problem.code === 'token-removed';
    return { slotId, description, tokenPresent: !gone, token: null, certificates: [], problem };
  }
}

async function scanModule(registry: ModuleRegistry, candidate: LibraryCandidate, inspect: CertificateInspector, now: Date): Promise<ModuleReport> {
  const base = { path: candidate.path, vendor: candidate.vendor, source: candidate.source };
  let module: Pkcs11Module;
  try {
    module = await registry.get(candidate.path);
  } catch (error) {
    const problem = error instanceof SignerFailure ? error.error : signerError('library-load-failed', { detail: String(error) });
    return { ...base, status: problem.code === 'library-missing' ? 'missing' : 'failed', problem, info: null, slots: [] };
  }
  try {
    const slots = await module.run((lib) => lib.C_GetSlotList(false));
    const reports: SlotReport[] = [];
    for (const slot of slots) reports.push(await scanSlot(module, slot, inspect, now));
    return { ...base, status: 'loaded', problem: null, info: module.info, slots: reports };
  } catch (error) {
    return { ...base, status: 'failed', problem: tokenError(error, 'internal'), info: module.info, slots: [] };
  }
}

/** Scans every candidate library; never throws for a token or library problem (they are in the report). */
export async function scanTokens(options: ScanOptions): Promise<Inventory> {
  const now = (options.now ?? (() => new Date()))();
  if (options.refresh) await Promise.all(options.libraries.map((library) => options.registry.reset(library.path)));
  const modules: ModuleReport[] = [];
  for (const library of options.libraries) modules.push(await scanModule(options.registry, library, options.inspect, now));
  const certificates = modules.flatMap((module) => module.slots.flatMap((slot) => slot.certificates));
  return { modules, certificates, scannedAt: now.toISOString() };
}

/**
 * What to tell the user when the inventory offers nothing to sign with: no library loaded at all
 * → 'no-library'; libraries but no token → 'no-token'; tokens without certificates →
 * 'no-certificate'. Null when there is at least one certificate.
 */
export function inventoryProblem(inventory: Inventory): SignerError | null {
  if (inventory.certificates.length > 0) return null;
  const loaded = inventory.modules.filter((module) => module.status === 'loaded');
  if (loaded.length === 0) return signerError('no-library');
  const tokens = loaded.flatMap((module) => module.slots).filter((slot) => slot.tokenPresent && slot.token);
  if (tokens.length === 0) return signerError('no-token');
  return signerError('no-certificate');
}
