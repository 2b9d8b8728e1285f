import { describe, expect, it, vi } from 'vitest';
import { failSigner, ok } from '../../src-shared/ipc/result';
import { incorrectPin, signerError } from '../../src-shared/signer/errors';
import type { SignArgs } from '../../src-shared/signer/protocol';
import { signAttached, utf8ToBase64, withCertificateSession, type SignerApi } from './certificateSession';
import { isSignerCallError } from './signerCall';
import { aCertificate } from './testCertificates';

function fakeSigner(overrides: Partial<SignerApi> = {}) {
  const signer = {
    inventory: vi.fn(),
    openSession: vi.fn(async () => ok({ sessionId: 's-1', certificate: aCertificate() })),
    sign: vi.fn(async (args: SignArgs) => ok({ signed: args.items.map((item) => ({ id: item.id, cms: 'Q01T' })), failed: null, notSigned: [], cancelled: false })),
    cancel: vi.fn(async () => ok(null)),
    closeSession: vi.fn(async () => ok(null)),
    ...overrides,
  };
  return signer as typeof signer & SignerApi;
}
const request = { certificate: aCertificate().ref, pin: '12345678' };

describe('a certificate session', () => {
  it('opens once, works and closes', async () => {
    const signer = fakeSigner();
    await expect(withCertificateSession(signer, request, async (session) => session.sessionId)).resolves.toBe('s-1');
    expect(signer.openSession).toHaveBeenCalledOnce();
    expect(signer.openSession).toHaveBeenCalledWith({ certificate: request.certificate, pin: '12345678' });
    expect(signer.closeSession).toHaveBeenCalledWith({ sessionId: 's-1' });
  });

  it('closes the session when the work fails', async () => {
    const signer = fakeSigner();
    await expect(withCertificateSession(signer, request, async () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(signer.closeSession).toHaveBeenCalledOnce();
  });

  it('gives a wrong PIN back with its warning, without a second login or a session to close', async () => {
    const signer = fakeSigner({ openSession: vi.fn(async () => failSigner(incorrectPin('final-try'))) });
    const work = vi.fn();
    const error = await withCertificateSession(signer, request, work).catch((caught: unknown) => caught);
    expect(isSignerCallError(error) && error.signerCode).toBe('pin-incorrect');
    expect(isSignerCallError(error) && error.pinWarning).toBe('final-try');
    expect(isSignerCallError(error) && error.message).toBe('PIN incorreto. Atenção: mais um erro bloqueará o token.');
    expect(signer.openSession).toHaveBeenCalledOnce();
    expect(work).not.toHaveBeenCalled();
    expect(signer.closeSession).not.toHaveBeenCalled();
  });
});

describe('signing one attached content', () => {
  it('sends the UTF-8 content in base64 with the AD-RB 2.4 policy and SHA-256', async () => {
    const signer = fakeSigner();
    await expect(signAttached(signer, 's-1', 'login', 'nonce-ç')).resolves.toBe('Q01T');
    expect(signer.sign).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: 's-1', policy: 'CAdES-AD_RB-2.4', hash: 'sha256', items: [{ id: 'login', content: utf8ToBase64('nonce-ç'), attach: true }] }),
    );
    expect(atob(utf8ToBase64('nonce-ç'))).toBe('nonce-\u00c3\u00a7');
  });

  it('reports the failed item’s error', async () => {
    const signer = fakeSigner({ sign: vi.fn(async () => ok({ signed: [], failed: { id: 'login', error: signerError('token-removed') }, notSigned: [], cancelled: false })) });
    await expect(signAttached(signer, 's-1', 'login', 'n')).rejects.toMatchObject({ message: 'O token foi removido. Conecte-o novamente e tente de novo.' });
  });

  it('never takes a cancelled run for a signature', async () => {
    const signer = fakeSigner({ sign: vi.fn(async () => ok({ signed: [], failed: null, notSigned: ['login'], cancelled: true })) });
    await expect(signAttached(signer, 's-1', 'login', 'n')).rejects.toMatchObject({ message: 'Assinatura cancelada.' });
  });
});
