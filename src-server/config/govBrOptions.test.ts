import { describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { CliError, parseCli } from './cli';

const full = ['--govbr-cas-url', 'https://cas.staging.iti.br/', '--govbr-api-url', 'https://assinatura-api.staging.iti.br', '--govbr-client-id', 'gdoc', '--govbr-trust-anchors', 'config/govbr.pem'];

describe('gov.br options', () => {
  it('are off when none is given', () => {
    expect(parseCli([], '/srv', {}).govBr).toBeUndefined();
  });

  it('read the URLs, client id and anchors from the command line and the secret from the environment only', () => {
    expect(parseCli(full, '/srv', { GDOC_GOVBR_CLIENT_SECRET: 's3cr3t' }).govBr).toEqual({
      casUrl: 'https://cas.staging.iti.br',
      apiUrl: 'https://assinatura-api.staging.iti.br',
      clientId: 'gdoc',
      clientSecret: 's3cr3t',
      trustAnchorsFile: '/srv/config/govbr.pem',
    });
    expect(() => parseCli([...full, '--govbr-client-secret', 'x'], '/srv', { GDOC_GOVBR_CLIENT_SECRET: 's' })).toThrow(CliError);
  });

  it('read everything from the environment too, with a redirect URI', () => {
    const options = parseCli([], '/srv', {
      GDOC_GOVBR_CAS_URL: 'http://127.0.0.1:9000/cas',
      GDOC_GOVBR_API_URL: 'http://127.0.0.1:9000/api',
      GDOC_GOVBR_CLIENT_ID: 'id',
      GDOC_GOVBR_CLIENT_SECRET: 'secret',
      GDOC_GOVBR_TRUST_ANCHORS: '/etc/govbr.pem',
      GDOC_GOVBR_REDIRECT_URI: 'https://gdoc.prefeitura.gov.br/api/signature/govbr/callback',
    });
    expect(options.govBr).toMatchObject({ casUrl: 'http://127.0.0.1:9000/cas', redirectUri: 'https://gdoc.prefeitura.gov.br/api/signature/govbr/callback' });
  });

  it('refuse half a configuration, naming what is missing, and URLs that are not http(s)', () => {
    expect(() => parseCli(full, '/srv', {})).toThrow(messages.signing.govBr.configIncomplete('GDOC_GOVBR_CLIENT_SECRET'));
    expect(() => parseCli(['--govbr-client-id', 'x'], '/srv', {})).toThrow(/--govbr-cas-url, --govbr-api-url, GDOC_GOVBR_CLIENT_SECRET, --govbr-trust-anchors/);
    const bad = [...full];
    bad[1] = 'ftp://cas.example';
    expect(() => parseCli(bad, '/srv', { GDOC_GOVBR_CLIENT_SECRET: 's' })).toThrow(messages.server.invalidOption('--govbr-cas-url', 'ftp://cas.example'));
  });
});

describe('gov.br login options', () => {
  const login = ['--govbr-sso-url', 'https://sso.staging.acesso.gov.br/', '--govbr-sso-client-id', 'gdoc-login'];

  it('are off when none is given, apart from the signature’s', () => {
    expect(parseCli([], '/srv', {}).govBrLogin).toBeUndefined();
    expect(parseCli(full, '/srv', { GDOC_GOVBR_CLIENT_SECRET: 's' }).govBrLogin).toBeUndefined();
  });

  it('read the SSO URL and client id from the command line or the environment, the secret from the environment only', () => {
    expect(parseCli(login, '/srv', { GDOC_GOVBR_SSO_CLIENT_SECRET: 'x' }).govBrLogin).toEqual({
      ssoUrl: 'https://sso.staging.acesso.gov.br',
      clientId: 'gdoc-login',
      clientSecret: 'x',
    });
    const fromEnv = parseCli([], '/srv', {
      GDOC_GOVBR_SSO_URL: 'http://127.0.0.1:9100/sso',
      GDOC_GOVBR_SSO_API_URL: 'http://127.0.0.1:9100/api',
      GDOC_GOVBR_SSO_CLIENT_ID: 'id',
      GDOC_GOVBR_SSO_CLIENT_SECRET: 'secret',
      GDOC_GOVBR_SSO_REDIRECT_URI: 'https://gdoc.prefeitura.gov.br/api/auth/govbr/callback',
    });
    expect(fromEnv.govBrLogin).toEqual({
      ssoUrl: 'http://127.0.0.1:9100/sso',
      apiUrl: 'http://127.0.0.1:9100/api',
      clientId: 'id',
      clientSecret: 'secret',
      redirectUri: 'https://gdoc.prefeitura.gov.br/api/auth/govbr/callback',
    });
  });

  it('refuse half a configuration and URLs that are not http(s)', () => {
    expect(() => parseCli(login, '/srv', {})).toThrow(messages.govBrLogin.server.configIncomplete('GDOC_GOVBR_SSO_CLIENT_SECRET'));
    expect(() => parseCli(['--govbr-sso-url', 'ftp://sso.example', '--govbr-sso-client-id', 'x'], '/srv', { GDOC_GOVBR_SSO_CLIENT_SECRET: 's' })).toThrow(
      messages.server.invalidOption('--govbr-sso-url', 'ftp://sso.example'),
    );
  });
});
