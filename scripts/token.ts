// `npm run token -- …`: the token tool for IT. It runs the same signer process as the app (as a
// Node child), so what it finds and signs is what the app will find and sign.
//
//   list [--module PATH] [--all]
//   sign --module PATH --token LABEL --cert-id HEX --in FILE --out FILE --format cades|pades
//        --pin-stdin [--subfilter etsi|pbad] [--hash sha256|sha512]
//
// Every failure exits non-zero with the pt-BR message the app would show.
import { closeSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { messages } from '../src-shared/messages';
import { SignerFailure, signerError } from '../src-shared/signer/errors';
import { isNetworkPath } from '../src-shared/signer/libraryPath';
import type { CertificateEntry, Inventory } from '../src-shared/signer/protocol';
import { spawnNodeSigner } from '../src-signer/client/nodeTransport';
import { createSignerClient, type SignerClient } from '../src-signer/client/signerClient';
import { signCadesDetached, signPdf } from '../src-signer/files/signFile';
import { formatInventory } from './token/format';
import { readPinFromStdin } from './token/pin';

const USAGE = `Uso:
  npm run token -- list [--module CAMINHO] [--all]
  npm run token -- sign --module CAMINHO --token RÓTULO --cert-id HEX --in ARQUIVO --out ARQUIVO --format cades|pades --pin-stdin [--subfilter etsi|pbad] [--hash sha256|sha512]
O PIN é lido da entrada padrão (ex.: printf '%s' "$PIN" | npm run token -- sign … --pin-stdin); nunca na linha de comando.`;

class UsageError extends Error {}

async function inventory(client: SignerClient, module: string | undefined): Promise<Inventory> {
  const outcome = await client.call('inventory', { refresh: false, extraPaths: module ? [module] : [], only: module !== undefined });
  if (!outcome.ok) throw new SignerFailure(outcome.error);
  return outcome.value;
}

async function list(client: SignerClient, values: { module?: string; all?: boolean }): Promise<void> {
  const found = await inventory(client, values.module);
  for (const line of formatInventory(found, { onlyFound: !values.all && !values.module })) console.info(line);
  const summary = {
    modules: found.modules.filter((report) => report.status === 'loaded').map((report) => report.path),
    failed: found.modules.filter((report) => report.status === 'failed').map((report) => ({ path: report.path, error: report.problem?.code })),
    tokens: found.modules.flatMap((report) => report.slots.flatMap((slot) => (slot.token ? [{ label: slot.token.label, serial: slot.token.serial }] : []))),
    certificates: found.certificates.map((entry) => ({
      module: entry.ref.modulePath,
      token: entry.ref.tokenLabel,
      certId: entry.ref.certId,
      name: entry.details.icp.holderName ?? entry.details.subject.commonName,
      kind: entry.details.icp.kind,
      cpf: entry.details.icp.cpf,
      cnpj: entry.details.icp.cnpj,
      notBefore: entry.details.notBefore,
      notAfter: entry.details.notAfter,
      usable: entry.problem === null,
      problem: entry.problem?.code ?? null,
    })),
  };
  console.info(JSON.stringify(summary));
}

function findCertificate(found: Inventory, token: string, certId: string): CertificateEntry {
  const wanted = certId.toLowerCase();
  const entry = found.certificates.find((candidate) => candidate.ref.tokenLabel === token && candidate.ref.certId === wanted);
  if (!entry) {
    const anyOnToken = found.certificates.some((candidate) => candidate.ref.tokenLabel === token);
    throw new SignerFailure(signerError(anyOnToken ? 'certificate-not-found' : 'no-token', { detail: `token "${token}", id ${certId}` }));
  }
  return entry;
}

async function sign(client: SignerClient, values: Record<string, string | boolean | undefined>): Promise<void> {
  for (const name of ['module', 'token', 'cert-id', 'in', 'out', 'format'] as const) {
    if (typeof values[name] !== 'string') throw new UsageError(`Falta --${name}.`);
  }
  const format = values.format;
  if (format !== 'cades' && format !== 'pades') throw new UsageError('--format deve ser cades ou pades.');
  const hash = values.hash === 'sha512' ? 'sha512' : 'sha256';
  const subFilter = values.subfilter === 'pbad' ? 'PBAD.PAdES' : 'ETSI.CAdES.detached';
  const entry = findCertificate(await inventory(client, values.module as string), values.token as string, values['cert-id'] as string);
  if (entry.problem) throw new SignerFailure(entry.problem);
  const input = readFileSync(values.in as string);

  let pin: Uint8Array | null = null;
  if (values['pin-stdin']) pin = await readPinFromStdin();
  const opened = await client.call('openSession', { certificate: entry.ref, pin, userLibraries: [values.module as string] });
  if (!opened.ok) throw new SignerFailure(opened.error);
  const { sessionId } = opened.value;
  try {
    if (format === 'cades') {
      writeFileSync(values.out as string, await signCadesDetached({ client, sessionId, hash }, input));
    } else {
      const chunks = await signPdf({ client, sessionId, hash, subFilter, signerName: entry.details.icp.holderName ?? undefined }, input);
      const fd = openSync(values.out as string, 'w');
      try {
        for (const chunk of chunks) writeSync(fd, chunk);
      } finally {
        closeSync(fd);
      }
    }
  } finally {
    await client.call('closeSession', { sessionId });
  }
  console.info(`Assinado: ${values.out as string} (${format === 'cades' ? 'CAdES AD-RB destacada' : `PAdES AD-RB, ${subFilter}`})`);
  console.info(JSON.stringify({ ok: true, out: values.out, format, certId: entry.ref.certId, signer: entry.details.icp.holderName }));
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      module: { type: 'string' },
      all: { type: 'boolean' },
      token: { type: 'string' },
      'cert-id': { type: 'string' },
      in: { type: 'string' },
      out: { type: 'string' },
      format: { type: 'string' },
      'pin-stdin': { type: 'boolean' },
      subfilter: { type: 'string' },
      hash: { type: 'string' },
      pin: { type: 'string' },
    },
  });
  if (values.pin !== undefined) throw new UsageError('O PIN nunca vai na linha de comando: use --pin-stdin e envie o PIN pela entrada padrão.');
  // Checked here, before the signer process starts (which refuses it again before loading).
  if (values.module !== undefined && isNetworkPath(values.module)) {
    throw new SignerFailure(signerError('library-not-allowed', { message: messages.signer.libraryOnNetwork(values.module) }));
  }
  const command = positionals[0];
  if (command !== 'list' && command !== 'sign') throw new UsageError(command ? `Comando desconhecido: ${command}` : 'Informe um comando.');
  const client = createSignerClient({ spawn: () => spawnNodeSigner() });
  try {
    if (command === 'list') await list(client, values);
    else await sign(client, values);
  } finally {
    client.dispose();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    const failure = error instanceof SignerFailure ? error.error : signerError('internal', { detail: error instanceof Error ? error.message : String(error) });
    console.error(failure.message);
    if (failure.detail) console.error(`(${failure.detail})`);
    console.info(JSON.stringify({ ok: false, error: failure.code }));
    process.exit(1);
  },
);
