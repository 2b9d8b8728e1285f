import { describe, expect, it } from 'vitest';
import { buildCsp } from './csp';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('the renderer Content-Security-Policy', () => {
  it('runs scripts from the app only, never inline or eval', () => {
    const csp = buildCsp([]);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('lets the app reach the configured API server, by origin only', () => {
    const csp = buildCsp(['https://gdoc.prefeitura.gov.br/base/path', 'https://gdoc.prefeitura.gov.br']);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://gdoc.prefeitura.gov.br");
    expect(directive(csp, 'img-src')).toContain('https://gdoc.prefeitura.gov.br');
  });
});

describe('the realtime server in the Content-Security-Policy', () => {
  it('adds each realtime origin to connect-src with its WebSocket twin, and nowhere else', () => {
    const csp = buildCsp(['https://gdoc.prefeitura.gov.br'], ['https://gdoc.prefeitura.gov.br:6001/socket.io', 'http://127.0.0.1:6001']);
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://gdoc.prefeitura.gov.br https://gdoc.prefeitura.gov.br:6001 wss://gdoc.prefeitura.gov.br:6001 http://127.0.0.1:6001 ws://127.0.0.1:6001",
    );
    expect(directive(csp, 'img-src')).not.toContain('6001');
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  it('is unchanged without realtime origins, and lists a repeated one once', () => {
    expect(buildCsp(['https://a.example'], [])).toBe(buildCsp(['https://a.example']));
    const csp = buildCsp([], ['http://127.0.0.1:6001', 'http://127.0.0.1:6001/']);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:6001 ws://127.0.0.1:6001");
  });
});
