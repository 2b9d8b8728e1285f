// The token CLI as IT runs it: a real process, a real SoftHSM2 token, outputs judged by OpenSSL,
// poppler's pdfsig and qpdf.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfSignatures } from '../src-signer/pdf';
import { opensslVerify, pdfsig, qpdfCheck } from '../tests/fixtures/pdf/externalTools';
import { makeSimplePdf } from '../tests/fixtures/pdf/samplePdfs';
import { createSoftHsmToken, type SoftHsmToken } from '../tests/fixtures/token/softHsmToken';
import { DEMO_TOKEN_LABEL } from './demo/demoToken';

let dir: string;
let token: SoftHsmToken;

function cli(args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/token.ts', ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, ...token.env },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const lastJson = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
const signArgs = (format: 'cades' | 'pades', input: string, output: string, certId = token.pki.certs.ecpf.id) => [
  'sign', '--module', token.module, '--token', DEMO_TOKEN_LABEL, '--cert-id', certId, '--in', input, '--out', output, '--format', format, '--pin-stdin',
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-token-cli-'));
  token = createSoftHsmToken(join(dir, 'token'));
  writeFileSync(join(dir, 'oficio.txt'), 'Ofício nº 12/2026 — Secretaria Municipal de Administração');
  writeFileSync(join(dir, 'oficio.pdf'), makeSimplePdf({ title: 'Ofício 12/2026', lines: ['Prezados,', 'Segue o documento.'] }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run token', () => {
  it('lists modules, tokens and certificates with their ICP-Brasil fields, ending with one JSON line', () => {
    const { status, stdout } = cli(['list', '--module', token.module]);
    expect(status).toBe(0);
    expect(stdout).toContain('token "GDOC TESTE"');
    expect(stdout).toContain('CPF: 28416357919');
    expect(stdout).toContain('CNPJ: 18374652000151');
    expect(stdout).toContain('Certificado vencido em');
    const summary = lastJson(stdout) as { certificates: { certId: string; cpf: string | null; usable: boolean; problem: string | null }[] };
    expect(summary.certificates.find((entry) => entry.certId === '01')).toMatchObject({ cpf: '28416357919', usable: true });
    expect(summary.certificates.find((entry) => entry.certId === '07')).toMatchObject({ usable: false, problem: 'weak-key' });
    expect(summary.certificates.find((entry) => entry.certId === '99')).toMatchObject({ usable: false });
  });

  it('writes a detached CAdES AD-RB that OpenSSL verifies, and that fails on a changed byte', () => {
    const output = join(dir, 'oficio.txt.p7s');
    const { status, stdout } = cli(signArgs('cades', join(dir, 'oficio.txt'), output), `${token.pin}\n`);
    expect(status).toBe(0);
    expect(lastJson(stdout)).toMatchObject({ ok: true, format: 'cades' });
    const content = readFileSync(join(dir, 'oficio.txt'));
    expect(opensslVerify(readFileSync(output), content, token.pki.chainPemPath, dir).status).toBe(0);
    content.writeUInt8(content.readUInt8(3) ^ 1, 3);
    expect(opensslVerify(readFileSync(output), content, token.pki.chainPemPath, dir).status).not.toBe(0);
  });

  it('writes a PAdES AD-RB PDF that pdfsig validates and qpdf checks', () => {
    const output = join(dir, 'oficio-assinado.pdf');
    const { status } = cli(signArgs('pades', join(dir, 'oficio.pdf'), output), token.pin);
    expect(status).toBe(0);
    expect(qpdfCheck(output).status).toBe(0);
    expect(pdfsig(output).output).toContain('Signature is Valid');
    const [signature] = readPdfSignatures(readFileSync(output));
    expect(signature).toMatchObject({ subFilter: 'ETSI.CAdES.detached', coversWholeFile: true });
    expect(opensslVerify(signature!.cms, Buffer.concat(signature!.signedChunks), token.pki.chainPemPath, dir).status).toBe(0);
  });

  it('writes the policy form PBAD.PAdES on request, verified over its byte ranges', () => {
    const output = join(dir, 'oficio-pbad.pdf');
    const { status } = cli([...signArgs('pades', join(dir, 'oficio.pdf'), output), '--subfilter', 'pbad'], token.pin);
    expect(status).toBe(0);
    const [signature] = readPdfSignatures(readFileSync(output));
    expect(signature).toMatchObject({ filter: 'PBAD_PAdES', subFilter: 'PBAD.PAdES' });
    expect(opensslVerify(signature!.cms, Buffer.concat(signature!.signedChunks), token.pki.chainPemPath, dir).status).toBe(0);
  });

  it('exits non-zero with the pt-BR message on a wrong PIN, an expired certificate or a PIN on the command line', () => {
    const wrong = cli(signArgs('cades', join(dir, 'oficio.txt'), join(dir, 'x.p7s')), '0000');
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('PIN incorreto.');
    const expired = cli(signArgs('cades', join(dir, 'oficio.txt'), join(dir, 'y.p7s'), token.pki.certs.expired.id), token.pin);
    expect(expired.status).toBe(1);
    expect(expired.stderr).toContain('Certificado vencido em');
    const onCommandLine = cli([...signArgs('cades', join(dir, 'oficio.txt'), join(dir, 'z.p7s')), '--pin', token.pin]);
    expect(onCommandLine.status).toBe(2);
    expect(onCommandLine.stderr).toContain('O PIN nunca vai na linha de comando');
  });

  it('refuses a library on a network path before anything is loaded', () => {
    for (const path of ['//servidor/drivers/libeTPkcs11.so', '\\\\servidor\\drivers\\eTPKCS11.dll', '//?/UNC/servidor/drivers/x.so', '\\\\.\\C:\\x.dll']) {
      const { status, stdout, stderr } = cli(['list', '--module', path]);
      expect(status, path).toBe(1);
      expect(stderr).toContain(`A biblioteca ${path} está em uma pasta de rede.`);
      expect(lastJson(stdout)).toEqual({ ok: false, error: 'library-not-allowed' });
    }
  });
});
