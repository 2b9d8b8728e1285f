import { describe, expect, it } from 'vitest';
import { isSecretField, REDACTED, redactSecrets } from './redact';

describe('redactSecrets: the audit trail never keeps a secret', () => {
  it('replaces passwords, PINs, tokens, codes, secrets and hashes at any depth, in any naming', () => {
    const input = {
      name: 'Ana',
      password: 'demo1234',
      current_password: 'x',
      newPassword: 'y',
      pin: '1234',
      access_token: 't',
      code: '123456',
      verification_code: '654321',
      client_secret: 's',
      token_hash: 'h',
      icp_hash: 'h2',
      nested: { list: [{ pin: '0000', ok: 1 }], recaptcha_token: 'r' },
    };
    expect(redactSecrets(input)).toEqual({
      name: 'Ana',
      password: REDACTED,
      current_password: REDACTED,
      newPassword: REDACTED,
      pin: REDACTED,
      access_token: REDACTED,
      code: REDACTED,
      verification_code: REDACTED,
      client_secret: REDACTED,
      token_hash: REDACTED,
      icp_hash: REDACTED,
      nested: { list: [{ pin: REDACTED, ok: 1 }], recaptcha_token: REDACTED },
    });
  });

  it('keeps a changed secret visible as changed, without its values', () => {
    expect(redactSecrets({ password: ['old', 'new'] })).toEqual({ password: REDACTED });
  });

  it('keeps public fields whose names only look secret, and words that merely contain one', () => {
    for (const key of ['zip_code', 'postal_code', 'ibge_code', 'spinner', 'pinned', 'email', 'title']) expect(isSecretField(key), key).toBe(false);
    expect(redactSecrets({ zip_code: '01001-000', is_pinned: 1 })).toEqual({ zip_code: '01001-000', is_pinned: 1 });
  });

  it('does not change its input', () => {
    const input = { password: 'a' };
    redactSecrets(input);
    expect(input.password).toBe('a');
  });
});
