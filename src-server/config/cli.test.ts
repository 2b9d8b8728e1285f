import { describe, expect, it } from 'vitest';
import { REALTIME_DEFAULT_PORT } from '../../src-shared/api/chat';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../auth/tokens';
import { DEFAULT_IP_RATE_LIMITS } from '../http/rateLimits';
import { DEFAULT_MAIL_FROM } from '../mail/mailer';
import { DEFAULT_RECAPTCHA_VERIFY_URL } from '../recaptcha/client';
import { DEFAULT_MAP_TILES_URL } from '../map/tiles';
import { CliError, DEFAULT_GEOCODING_URL, DEFAULT_IBGE_URL, DEFAULT_PORT, DEFAULT_POSTAL_CODE_URL, parseCli } from './cli';

describe('parseCli', () => {
  it('defaults to port 3100 and .data/server under the working directory', () => {
    expect(parseCli([], '/srv/gdoc', {})).toEqual({
      port: DEFAULT_PORT,
      realtimePort: REALTIME_DEFAULT_PORT,
      dataDir: '/srv/gdoc/.data/server',
      mode: 'production',
      trustProxy: [],
      corsOrigins: [],
      tokenTtlSeconds: DEFAULT_TOKEN_TTL_SECONDS,
      loginThrottle: { maxFailures: 10, windowSeconds: 900 },
      rateLimits: DEFAULT_IP_RATE_LIMITS,
      postalCodeUrl: DEFAULT_POSTAL_CODE_URL,
      ibgeUrl: DEFAULT_IBGE_URL,
      geocodingUrl: DEFAULT_GEOCODING_URL,
      mapTiles: { url: DEFAULT_MAP_TILES_URL, attribution: '© OpenStreetMap' },
      mailFrom: DEFAULT_MAIL_FROM,
      recaptchaVerifyUrl: DEFAULT_RECAPTCHA_VERIFY_URL,
    });
  });

  it('starts the clock at --clock only in development, at a full ISO instant with its zone', () => {
    expect(parseCli(['--mode', 'development', '--clock', '2026-02-11T10:00:00-03:00'], '/srv', {}).clockStart).toBe(Date.parse('2026-02-11T13:00:00.000Z'));
    expect(parseCli(['--mode', 'development'], '/srv', {}).clockStart).toBeUndefined();
    expect(() => parseCli(['--clock', '2026-02-11T13:00:00Z'], '/srv', {})).toThrow('A opção --clock só é aceita com --mode development');
    expect(() => parseCli(['--mode', 'development', '--clock', '2026-02-11'], '/srv', {})).toThrow(CliError);
    expect(() => parseCli(['--mode', 'development', '--clock', 'amanhã'], '/srv', {})).toThrow('Opção inválida: --clock amanhã');
  });

  it('reads every option, repeated --cors-origin included', () => {
    const options = parseCli(
      [
        '--port', '0',
        '--realtime-port', '6101',
        '--data', 'tmp/db',
        '--web-staff', 'out/renderer',
        '--web-citizen', '/abs/citizen',
        '--mode', 'development',
        '--trust-proxy', 'loopback',
        '--trust-proxy', '10.0.0.0/8',
        '--trust-proxy', '::1',
        '--cors-origin', 'https://portal.example/',
        '--cors-origin', 'http://10.0.0.5:8080',
        '--token-ttl', '600',
        '--login-max-failures', '0',
        '--rate-limit', 'login=500/60',
        '--rate-limit', 'pki-token=10/1',
        '--rate-limit', 'authenticity=5/60',
        '--trust-anchors', 'config/icp-brasil.pem',
        '--postal-code-url', 'http://127.0.0.1:9999/cep/',
        '--ibge-url', 'http://127.0.0.1:9998/',
        '--geocoding-url', 'http://127.0.0.1:9996/',
        '--map-tiles-url', 'http://127.0.0.1:9995/{z}/{x}/{y}.png',
        '--map-tiles-attribution', 'Mapa local',
        '--smtp-url', 'smtp://127.0.0.1:1025',
        '--mail-from', 'GDoc <gdoc@valeverde.gov.br>',
        '--recaptcha-secret', 'segredo-do-servidor',
        '--recaptcha-verify-url', 'http://127.0.0.1:9997/siteverify',
        '--rate-limit', 'register=3/600',
      ],
      '/work',
      { GDOC_POSTAL_CODE_URL: 'http://ignored.example', GDOC_IBGE_URL: 'http://ignored.example', GDOC_GEOCODING_URL: 'http://ignored.example', GDOC_MAP_TILES_URL: 'http://ignored.example/{z}/{x}/{y}' },
    );
    expect(options).toEqual({
      port: 0,
      realtimePort: 6101,
      dataDir: '/work/tmp/db',
      webStaffDir: '/work/out/renderer',
      webCitizenDir: '/abs/citizen',
      mode: 'development',
      trustProxy: ['loopback', '10.0.0.0/8', '::1'],
      corsOrigins: ['https://portal.example', 'http://10.0.0.5:8080'],
      tokenTtlSeconds: 600,
      loginThrottle: false,
      rateLimits: { ...DEFAULT_IP_RATE_LIMITS, login: { max: 500, windowSeconds: 60 }, pkiToken: { max: 10, windowSeconds: 1 }, authenticity: { max: 5, windowSeconds: 60 }, register: { max: 3, windowSeconds: 600 } },
      trustAnchorsFile: '/work/config/icp-brasil.pem',
      postalCodeUrl: 'http://127.0.0.1:9999/cep',
      ibgeUrl: 'http://127.0.0.1:9998',
      geocodingUrl: 'http://127.0.0.1:9996',
      mapTiles: { url: 'http://127.0.0.1:9995/{z}/{x}/{y}.png', attribution: 'Mapa local' },
      smtpUrl: 'smtp://127.0.0.1:1025',
      mailFrom: 'GDoc <gdoc@valeverde.gov.br>',
      recaptchaSecret: 'segredo-do-servidor',
      recaptchaVerifyUrl: 'http://127.0.0.1:9997/siteverify',
    });
  });

  it('takes the geocoding service and the map tiles from the options or GDOC_GEOCODING_URL / GDOC_MAP_TILES_URL, and refuses a template without {z}/{x}/{y}', () => {
    const options = parseCli([], '/work', { GDOC_GEOCODING_URL: 'https://geo.example.gov.br/', GDOC_MAP_TILES_URL: 'https://tiles.example.gov.br/{z}/{x}/{y}.png' });
    expect(options.geocodingUrl).toBe('https://geo.example.gov.br');
    // Another source than OpenStreetMap's gets no OpenStreetMap credit unless told its own.
    expect(options.mapTiles).toEqual({ url: 'https://tiles.example.gov.br/{z}/{x}/{y}.png', attribution: '' });
    expect(() => parseCli(['--map-tiles-url', 'https://tiles.example/{z}/{x}.png'], '/work', {})).toThrow('Opção inválida: --map-tiles-url');
    expect(() => parseCli(['--map-tiles-url', 'file:///tmp/{z}/{x}/{y}.png'], '/work', {})).toThrow(CliError);
    expect(() => parseCli(['--geocoding-url', 'ftp://geo.example'], '/work', {})).toThrow('Opção inválida: --geocoding-url ftp://geo.example');
  });

  it('takes the learning platform from --moodle-url or GDOC_MOODLE_URL (none by default), and refuses non-HTTP URLs', () => {
    expect(parseCli([], '/work', {}).moodleUrl).toBeUndefined();
    expect(parseCli(['--moodle-url', 'https://ead.valeverde.gov.br/'], '/work', {}).moodleUrl).toBe('https://ead.valeverde.gov.br');
    expect(parseCli([], '/work', { GDOC_MOODLE_URL: 'https://ead.example.gov.br' }).moodleUrl).toBe('https://ead.example.gov.br');
    expect(() => parseCli(['--moodle-url', 'ftp://ead.example'], '/work', {})).toThrow('Opção inválida: --moodle-url ftp://ead.example');
  });

  it('takes the reCAPTCHA secret and verifier from GDOC_RECAPTCHA_* when the options are absent, never echoing a bad secret', () => {
    const options = parseCli([], '/work', { GDOC_RECAPTCHA_SECRET: 'segredo', GDOC_RECAPTCHA_VERIFY_URL: 'https://captcha.example/siteverify' });
    expect(options).toMatchObject({ recaptchaSecret: 'segredo', recaptchaVerifyUrl: 'https://captcha.example/siteverify' });
    expect(() => parseCli(['--recaptcha-verify-url', 'ftp://x'], '/work', {})).toThrow('Opção inválida: --recaptcha-verify-url ftp://x');
    expect(() => parseCli(['--recaptcha-secret', ' '], '/work', {})).toThrow(CliError);
  });

  it('takes the postal-code service from GDOC_POSTAL_CODE_URL when the option is absent, and refuses non-HTTP URLs', () => {
    expect(parseCli([], '/work', { GDOC_POSTAL_CODE_URL: 'https://cep.example.gov.br' }).postalCodeUrl).toBe('https://cep.example.gov.br');
    for (const url of ['ftp://cep.example', 'not a url', 'http://cep.example/?x=1']) {
      expect(() => parseCli(['--postal-code-url', url], '/work', {}), url).toThrow(`Opção inválida: --postal-code-url ${url}`);
    }
  });

  it('takes IBGE\'s localidades service from --ibge-url or GDOC_IBGE_URL, else IBGE itself, and refuses non-HTTP URLs', () => {
    expect(DEFAULT_IBGE_URL).toBe('https://servicodados.ibge.gov.br');
    expect(parseCli([], '/work', { GDOC_IBGE_URL: 'https://ibge.example.gov.br' }).ibgeUrl).toBe('https://ibge.example.gov.br');
    for (const url of ['ftp://ibge.example', 'not a url', 'http://ibge.example/#x']) {
      expect(() => parseCli(['--ibge-url', url], '/work', {}), url).toThrow(`Opção inválida: --ibge-url ${url}`);
    }
  });

  it('takes the mail relay from --smtp-url or GDOC_SMTP_URL (none: sending off), the From from --mail-from or GDOC_MAIL_FROM, and refuses non-SMTP URLs', () => {
    expect(parseCli([], '/work', {})).toMatchObject({ mailFrom: DEFAULT_MAIL_FROM });
    expect(parseCli([], '/work', {}).smtpUrl).toBeUndefined();
    expect(parseCli(['--smtp-url', 'smtp://127.0.0.1:1025'], '/work', { GDOC_SMTP_URL: 'smtp://ignored:25' }).smtpUrl).toBe('smtp://127.0.0.1:1025');
    expect(parseCli([], '/work', { GDOC_SMTP_URL: 'smtps://usuario:senha@smtp.valeverde.gov.br:465', GDOC_MAIL_FROM: 'Vale Verde <nao-responda@valeverde.gov.br>' })).toMatchObject({
      smtpUrl: 'smtps://usuario:senha@smtp.valeverde.gov.br:465',
      mailFrom: 'Vale Verde <nao-responda@valeverde.gov.br>',
    });
    for (const url of ['http://smtp.example', 'not a url', 'smtp://']) {
      expect(() => parseCli(['--smtp-url', url], '/work', {}), url).toThrow(`Opção inválida: --smtp-url ${url}`);
    }
  });

  it('refuses unknown options and invalid values with a message naming them', () => {
    for (const argv of [['--port', '70000'], ['--port', 'abc'], ['--token-ttl', '0'], ['--cors-origin', 'not a url'], ['--verbose'], ['extra']]) {
      expect(() => parseCli(argv), argv.join(' ')).toThrow(CliError);
    }
    expect(() => parseCli(['--port', '-1'])).toThrow(CliError);
    expect(() => parseCli(['--port', 'abc'])).toThrow('Opção inválida: --port abc');
  });

  it('refuses a --mode other than production or development, and a --trust-proxy that is not an address, a range or a keyword', () => {
    for (const mode of ['dev', 'demo', 'Production', '']) {
      expect(() => parseCli(['--mode', mode], '/work', {}), mode).toThrow(`Opção inválida: --mode ${mode}`);
    }
    for (const proxy of ['true', '*', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', 'proxy.local', '']) {
      expect(() => parseCli(['--trust-proxy', proxy], '/work', {}), proxy).toThrow(`Opção inválida: --trust-proxy ${proxy}`);
    }
  });

  it('replaces one per-IP limit per --rate-limit NAME=MAX/SECONDS, and refuses unknown names and zero values', () => {
    expect(parseCli(['--rate-limit', 'sign=1000/60', '--rate-limit', 'profile=5/10', '--rate-limit', 'locations=30/60'], '/work', {}).rateLimits).toEqual({
      ...DEFAULT_IP_RATE_LIMITS,
      signing: { max: 1000, windowSeconds: 60 },
      profile: { max: 5, windowSeconds: 10 },
      locations: { max: 30, windowSeconds: 60 },
    });
    for (const value of ['login', 'login=10', 'login=0/60', 'login=10/0', 'everything=10/60', 'toString=1/1', 'login=-1/60', 'login=1e3/60']) {
      expect(() => parseCli(['--rate-limit', value], '/work', {}), value).toThrow(`Opção inválida: --rate-limit ${value}`);
    }
  });

  it('takes --realtime-port 6001 by default, 0 for a free port, and refuses what --port refuses', () => {
    expect(REALTIME_DEFAULT_PORT).toBe(6001);
    expect(parseCli([], '/work', {}).realtimePort).toBe(6001);
    expect(parseCli(['--realtime-port', '0'], '/work', {}).realtimePort).toBe(0);
    expect(parseCli(['--realtime-port', '65535'], '/work', {}).realtimePort).toBe(65535);
    for (const value of ['65536', 'abc', '6001.5', '0x10', '']) {
      expect(() => parseCli(['--realtime-port', value], '/work', {}), value).toThrow(`Opção inválida: --realtime-port ${value}`);
    }
    expect(() => parseCli(['--realtime-port', '-1'], '/work', {})).toThrow(CliError);
    expect(() => parseCli(['--realtime-port'], '/work', {})).toThrow(CliError);
  });
});
