// `npm run bench:sign`: how much the certificate bridge costs over the token itself, measured in
// one run on a real SoftHSM2 token (RSA-2048):
//   rawSignPerSec  C_Sign straight on pkcs11js in this process, 10 sessions with C_SignAsync — the
//                  same parallelism the signer uses, so the ratio compares like with like
//                  (alternated with the CAdES rounds; the best of three of each);
//   cadesPerSec    complete CAdES AD-RB signatures through the signer process (IPC, signed
//                  attributes, CMS assembly, progress events), in one run after one PIN entry;
//   padesOverHash  signing a 50 MB PDF (incremental update, hash of the byte ranges, one token
//                  signature, embedding) over a plain SHA-256 of the same bytes.
// Goals: cadesRatio ≥ 0.8, padesOverHash ≤ 1.5. The last line is JSON.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pkcs11js from 'pkcs11js';
import { spawnNodeSigner } from '../../src-signer/client/nodeTransport';
import { createSignerClient } from '../../src-signer/client/signerClient';
import { signPdf } from '../../src-signer/files/signFile';
import { makeLargePdf } from '../../tests/fixtures/pdf/largePdf';
import { createSoftHsmToken, type SoftHsmToken } from '../../tests/fixtures/token/softHsmToken';
import { DEMO_TOKEN_LABEL } from '../demo/demoToken';

const RAW_SIGNATURES = 3000;
const CADES_SIGNATURES = 3000;
const PARALLEL_SESSIONS = 10;
const PDF_BYTES = 50 * 1024 * 1024;
const ROUNDS = 3;

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const best = (values: number[]) => Math.min(...values);

type RawToken = { singleSession(count: number): number; parallel(count: number): Promise<number>; close(): void };

/** The token alone: C_Sign straight on pkcs11js, no CMS, no IPC. */
function openRawToken(token: SoftHsmToken, data: Buffer): RawToken {
  // SoftHSM reads its configuration when the module initialises.
  process.env.SOFTHSM2_CONF = token.env.SOFTHSM2_CONF;
  const module = new pkcs11js.PKCS11();
  module.load(token.module);
  // OS locking: C_SignAsync runs on worker threads, in parallel with calls from this one.
  module.C_Initialize({ flags: pkcs11js.CKF_OS_LOCKING_OK });
  const slot = module.C_GetSlotList(true).find((candidate) => module.C_GetTokenInfo(candidate).label.trim() === DEMO_TOKEN_LABEL);
  if (!slot) throw new Error('token de teste não encontrado');
  const flags = pkcs11js.CKF_SERIAL_SESSION | pkcs11js.CKF_RW_SESSION;
  const sessions = Array.from({ length: PARALLEL_SESSIONS }, () => module.C_OpenSession(slot, flags));
  module.C_Login(sessions[0]!, pkcs11js.CKU_USER, token.pin);
  module.C_FindObjectsInit(sessions[0]!, [
    { type: pkcs11js.CKA_CLASS, value: pkcs11js.CKO_PRIVATE_KEY },
    { type: pkcs11js.CKA_ID, value: Buffer.from(token.pki.certs.ecpf.id, 'hex') },
  ]);
  const [key] = module.C_FindObjects(sessions[0]!, 1);
  module.C_FindObjectsFinal(sessions[0]!);
  if (!key) throw new Error('chave de teste não encontrada');
  const mechanism = { mechanism: pkcs11js.CKM_SHA256_RSA_PKCS };

  return {
    singleSession(count) {
      const start = process.hrtime.bigint();
      for (let index = 0; index < count; index++) {
        module.C_SignInit(sessions[0]!, mechanism, key);
        module.C_Sign(sessions[0]!, data, Buffer.alloc(256));
      }
      return count / seconds(start);
    },
    async parallel(count) {
      let next = 0;
      const start = process.hrtime.bigint();
      await Promise.all(
        sessions.map(async (session) => {
          while (next < count) {
            next += 1;
            module.C_SignInit(session, mechanism, key);
            await module.C_SignAsync(session, data, Buffer.alloc(256));
          }
        }),
      );
      return count / seconds(start);
    },
    close() {
      module.C_Logout(sessions[0]!);
      for (const session of sessions) module.C_CloseSession(session);
      module.C_Finalize();
      module.close();
    },
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'gdoc-bench-sign-'));
  try {
    console.info('Preparando o token SoftHSM2 de teste…');
    const token = createSoftHsmToken(join(dir, 'token'));
    // About the size of CAdES signed attributes, the data the token signs per document.
    const raw = openRawToken(token, randomBytes(220));
    const client = createSignerClient({ spawn: () => spawnNodeSigner({ env: token.env }) });
    try {
      const inventory = await client.call('inventory', { refresh: false, extraPaths: [token.module], only: true });
      if (!inventory.ok) throw new Error(inventory.error.message);
      const certificate = inventory.value.certificates.find((entry) => entry.ref.tokenLabel === DEMO_TOKEN_LABEL && entry.ref.certId === token.pki.certs.ecpf.id);
      if (!certificate) throw new Error('certificado de teste não encontrado');
      const opened = await client.call('openSession', { certificate: certificate.ref, pin: new Uint8Array(Buffer.from(token.pin)), userLibraries: [token.module] });
      if (!opened.ok) throw new Error(opened.error.message);
      const { sessionId } = opened.value;

      const items = Array.from({ length: CADES_SIGNATURES }, (_, index) => ({
        id: `doc-${index}`,
        digest: createHash('sha256').update(`documento ${index}`).digest('base64'),
      }));
      // Rounds alternate the two, so a busy moment of the machine hits both; the best of each counts.
      const rawRates: number[] = [];
      const cadesRates: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        rawRates.push(await raw.parallel(RAW_SIGNATURES));
        const start = process.hrtime.bigint();
        const run = await client.call('sign', { sessionId, runId: randomUUID(), policy: 'CAdES-AD_RB-2.4', hash: 'sha256', items });
        cadesRates.push(CADES_SIGNATURES / seconds(start));
        if (!run.ok || run.value.signed.length !== CADES_SIGNATURES) throw new Error('a rodada CAdES não assinou todos os documentos');
      }
      const rawPerSec = Math.max(...rawRates);
      const rawSingle = raw.singleSession(Math.floor(RAW_SIGNATURES / 3));
      raw.close();
      const cadesPerSec = Math.max(...cadesRates);
      console.info(`C_Sign direto: ${rawPerSec.toFixed(0)}/s em ${PARALLEL_SESSIONS} sessões (${rawSingle.toFixed(0)}/s em uma sessão)`);
      console.info(`CAdES AD-RB pelo processo de assinatura: ${cadesPerSec.toFixed(0)}/s`);

      console.info('Gerando um PDF de 50 MB…');
      const pdfPath = join(dir, 'grande.pdf');
      makeLargePdf(pdfPath, PDF_BYTES);
      const pdf = readFileSync(pdfPath);
      const hashTimes: number[] = [];
      const padesTimes: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        let t = process.hrtime.bigint();
        createHash('sha256').update(pdf).digest();
        hashTimes.push(seconds(t));
        t = process.hrtime.bigint();
        const chunks = await signPdf({ client, sessionId, subFilter: 'ETSI.CAdES.detached', signingTime: new Date() }, pdf);
        padesTimes.push(seconds(t));
        if (chunks.length === 0) throw new Error('PAdES sem saída');
      }
      await client.call('closeSession', { sessionId });
      const hashMs = best(hashTimes) * 1000;
      const padesMs = best(padesTimes) * 1000;
      console.info(`PDF de ${(pdf.length / 1048576).toFixed(1)} MB: SHA-256 ${hashMs.toFixed(1)} ms; PAdES ${padesMs.toFixed(1)} ms`);

      const result = {
        rawSignPerSec: Math.round(rawPerSec),
        rawSignPerSecSingleSession: Math.round(rawSingle),
        cadesPerSec: Math.round(cadesPerSec),
        cadesRatio: Number((cadesPerSec / rawPerSec).toFixed(3)),
        pdfBytes: pdf.length,
        hashMs: Number(hashMs.toFixed(1)),
        padesMs: Number(padesMs.toFixed(1)),
        padesOverHash: Number((padesMs / hashMs).toFixed(3)),
        goals: { cadesRatio: 0.8, padesOverHash: 1.5 },
      };
      console.info(JSON.stringify(result));
    } finally {
      client.dispose();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
