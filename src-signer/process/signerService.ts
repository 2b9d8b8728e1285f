// What the signer process does for its parent, one function per operation of the protocol.
// Sessions live here: one C_Login per openSession, then any number of signature runs, until the
// parent closes the session (or the process ends, which ends them all).
import { randomUUID } from 'node:crypto';
import { runInPool } from '../../src-shared/signer/batch';
import { checkPolicyAllowed } from '../../src-shared/icp/policies';
import { messages } from '../../src-shared/messages';
import { SignerFailure, signerError } from '../../src-shared/signer/errors';
import type { CertificateEntry, Inventory, SignerOperations, SignProgress } from '../../src-shared/signer/protocol';
import { scanTokens, type CertificateInspector } from '../pkcs11/inventory';
import type { ModuleRegistry } from '../pkcs11/moduleRegistry';
import { openSigningSession, type SigningSession } from '../pkcs11/signingSession';
import { libraryAllowList } from '../client/libraryAllowList';
import { candidateLibraries } from '../pkcs11/tokenLibraries';
import { issuingChain } from './chain';
import { createCmsSigner } from './cmsSigner';

type Args<Op extends keyof SignerOperations> = SignerOperations[Op]['args'];
type Result<Op extends keyof SignerOperations> = SignerOperations[Op]['result'];

export type SignerServiceOptions = {
  registry: ModuleRegistry;
  inspect: CertificateInspector;
  emit: (progress: SignProgress) => void;
  platform?: NodeJS.Platform;
  now?: () => Date;
};

type OpenSession = { session: SigningSession; chain: CertificateEntry[]; running: number };

export type SignerService = { [Op in keyof SignerOperations]: (args: Args<Op>) => Promise<Result<Op>> };

export function createSignerService({ registry, inspect, emit, platform = process.platform, now = () => new Date() }: SignerServiceOptions): SignerService {
  const sessions = new Map<string, OpenSession>();
  const cancelledRuns = new Set<string>();
  let lastInventory: Inventory | null = null;

  const running = () => [...sessions.values()].some((open) => open.running > 0);

  return {
    async inventory({ refresh, extraPaths, only }) {
      const libraries = only
        ? extraPaths.map((path) => ({ path, vendor: null, source: 'user' as const }))
        : candidateLibraries(platform, extraPaths);
      // A refresh re-initialises modules, which would end a run in progress: not while one runs.
      lastInventory = await scanTokens({ registry, libraries, inspect, now, refresh: refresh && !running() });
      return lastInventory;
    },

    async openSession({ certificate, pin, userLibraries }) {
      if (!libraryAllowList(platform, Array.isArray(userLibraries) ? userLibraries : []).allows(certificate.modulePath)) {
        pin?.fill(0);
        throw new SignerFailure(
          signerError('library-not-allowed', { message: messages.signer.libraryNotAllowed(certificate.modulePath), detail: `not allowed: ${certificate.modulePath}` }),
        );
      }
      const session = await openSigningSession({ registry, ref: certificate, pin, inspect, now });
      const candidates = lastInventory?.certificates.filter((entry) => entry.ref.tokenSerial === certificate.tokenSerial) ?? [];
      const sessionId = randomUUID();
      sessions.set(sessionId, { session, chain: issuingChain(session.entry, candidates), running: 0 });
      return { sessionId, certificate: session.entry };
    },

    async sign({ sessionId, runId, policy, hash, items }) {
      const open = sessions.get(sessionId);
      if (!open) throw new SignerFailure(signerError('session-not-found'));
      if (open.session.state !== 'open') throw new SignerFailure(open.session.failure ?? signerError('session-invalid'));
      const chainDetails = open.chain.map((entry) => entry.details);
      const refused = checkPolicyAllowed(policy, [open.session.certificate.details, ...chainDetails], now());
      if (refused) throw new SignerFailure(refused);

      const signCms = createCmsSigner({
        certificateDer: open.session.certificate.der,
        chain: open.chain.map((entry) => new Uint8Array(Buffer.from(entry.der, 'base64'))),
        sign: (data, algorithm) => open.session.sign(data, algorithm),
      });
      open.running += 1;
      try {
        const report = await runInPool(items, async (item) => Buffer.from(await signCms(item, policy, hash)).toString('base64'), {
          isCancelled: () => cancelledRuns.has(runId),
          onEvent: (event) => emit({ runId, ...event }),
        });
        return {
          signed: report.done.map(({ id, value }) => ({ id, cms: value })),
          failed: report.failed,
          notSigned: report.notDone,
          cancelled: report.cancelled,
        };
      } finally {
        open.running -= 1;
        cancelledRuns.delete(runId);
      }
    },

    async cancel({ runId }) {
      cancelledRuns.add(runId);
      return null;
    },

    async closeSession({ sessionId }) {
      const open = sessions.get(sessionId);
      sessions.delete(sessionId);
      if (open) await open.session.close();
      return null;
    },

    async ping() {
      return { pid: process.pid };
    },
  };
}
