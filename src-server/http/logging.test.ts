import { describe, expect, it } from 'vitest';
import { bearer, json, testServer, tokenFor } from '../testing/harness';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it('replaces token and password values in the query string', () => {
    expect(redactUrl('/api/auth/logout?token=abc123&redirectTo=%2Flogin')).toBe(
      '/api/auth/logout?token=[redacted]&redirectTo=%2Flogin',
    );
    expect(redactUrl('/x?PASSWORD=s3cret&Token=t&access_token=a&current_password=c')).toBe(
      '/x?PASSWORD=[redacted]&Token=[redacted]&access_token=[redacted]&current_password=[redacted]',
    );
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
    expect(redactUrl('/x?token[]=abc&token')).toBe('/x?token[]=[redacted]&token=[redacted]');
  });

  it('replaces the signature of a signed file link, which opens the file without a token', () => {
    expect(redactUrl('/api/upload?key=docs%2Fa.pdf&uid=3&expires=1767225600&signature=c2lnbmVk')).toBe(
      '/api/upload?key=docs%2Fa.pdf&uid=3&expires=1767225600&signature=[redacted]',
    );
  });

  it('replaces the one-time code the desktop app opens the portal with', () => {
    expect(redactUrl('/app/citizen/v2/login?portal_code=Zm9vYmFy-_x&redirectTo=%2Fcitizen')).toBe(
      '/app/citizen/v2/login?portal_code=[redacted]&redirectTo=%2Fcitizen',
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/auth/me')).toBe('/api/auth/me');
    expect(redactUrl('/api/list?page=2&search=tokenize')).toBe('/api/list?page=2&search=tokenize');
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});

describe('request logs', () => {
  it('never contain the signature of a signed file link that was opened', async () => {
    const lines: string[] = [];
    const { app, db } = testServer({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    const token = await tokenFor(app, 'admin@demo.gov.br');
    const key = db.prepare<[], string>('SELECT remote_file_key FROM attachments ORDER BY id LIMIT 1').pluck().get() ?? '';
    const linked = await app.inject({ method: 'GET', url: `/api/upload/link?key=${encodeURIComponent(key)}`, headers: bearer(token) });
    const link = new URL(json<{ link: string }>(linked).link);
    const signature = link.searchParams.get('signature') ?? '';
    expect(signature).not.toBe('');
    expect((await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    await app.close();
    db.close();

    const output = lines.join('');
    expect(output).toContain('signature=[redacted]');
    expect(output).not.toContain(signature);
  });

  it('never contain the password or the token while logging in and out', async () => {
    const lines: string[] = [];
    const { app, db } = testServer({ logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } });
    const password = 'demo1234';

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { type: 0, data: { email: 'servidor@demo.gov.br', password } },
    });
    const token = json<{ access_token: string }>(login).access_token;
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { type: 0, data: { email: 'servidor@demo.gov.br', password: `${password}x` } } });
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { type: 9, data: { email: 'bad', password } } });
    await app.inject({ method: 'GET', url: `/api/unknown?password=${password}` });
    const logout = await app.inject({ method: 'GET', url: `/api/auth/logout?token=${token}&redirectTo=%2Flogin` });
    expect(logout.statusCode).toBe(302);
    await app.close();
    db.close();

    const output = lines.join('');
    expect(output).toContain('incoming request');
    expect(output).toContain('/api/auth/logout?token=[redacted]&redirectTo=%2Flogin');
    expect(output).not.toContain(token);
    expect(output).not.toContain(password);
    expect(output.toLowerCase()).not.toContain('authorization');
  });
});
