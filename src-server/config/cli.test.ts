import { describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../auth/tokens';
import { CliError, DEFAULT_PORT, parseCli } from './cli';

describe('parseCli', () => {
  it('defaults to port 3100 and .data/server under the working directory', () => {
    expect(parseCli([], '/srv/gdoc')).toEqual({
      port: DEFAULT_PORT,
      dataDir: '/srv/gdoc/.data/server',
      corsOrigins: [],
      tokenTtlSeconds: DEFAULT_TOKEN_TTL_SECONDS,
      loginThrottle: { maxFailures: 10, windowSeconds: 900 },
    });
  });

  it('reads every option, repeated --cors-origin included', () => {
    const options = parseCli(
      [
        '--port', '0',
        '--data', 'tmp/db',
        '--web-staff', 'out/renderer',
        '--web-citizen', '/abs/citizen',
        '--cors-origin', 'https://portal.example/',
        '--cors-origin', 'http://10.0.0.5:8080',
        '--token-ttl', '600',
        '--login-max-failures', '0',
        '--trust-anchors', 'config/icp-brasil.pem',
      ],
      '/work',
    );
    expect(options).toEqual({
      port: 0,
      dataDir: '/work/tmp/db',
      webStaffDir: '/work/out/renderer',
      webCitizenDir: '/abs/citizen',
      corsOrigins: ['https://portal.example', 'http://10.0.0.5:8080'],
      tokenTtlSeconds: 600,
      loginThrottle: false,
      trustAnchorsFile: '/work/config/icp-brasil.pem',
    });
  });

  it('refuses unknown options and invalid values with a message naming them', () => {
    for (const argv of [['--port', '70000'], ['--port', 'abc'], ['--token-ttl', '0'], ['--cors-origin', 'not a url'], ['--verbose'], ['extra']]) {
      expect(() => parseCli(argv), argv.join(' ')).toThrow(CliError);
    }
    expect(() => parseCli(['--port', '-1'])).toThrow(CliError);
    expect(() => parseCli(['--port', 'abc'])).toThrow('Opção inválida: --port abc');
  });
});
