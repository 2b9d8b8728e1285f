// The Moodle auth_userkey client against canned answers: only a login URL of the configured
// platform is handed out, and Moodle's errors (HTTP 200 with an exception) count as failures.
import { describe, expect, it } from 'vitest';
import { createMoodleClient, moodleNames } from './client';

const user = { email: 'servidor@demo.gov.br', username: 'servidor@demo.gov.br', firstname: 'João', lastname: 'Pedro Almeida' };
const answering = (body: unknown, status = 200) =>
  createMoodleClient({ baseUrl: 'https://ead.valeverde.gov.br/', token: 't', fetch: async () => new Response(JSON.stringify(body), { status }) });

describe('createMoodleClient', () => {
  it('accepts a login URL on the platform and nothing else', async () => {
    expect(await answering({ loginurl: 'https://ead.valeverde.gov.br/auth/userkey/login.php?key=abc' }).requestLoginUrl(user)).toEqual({
      kind: 'ok',
      loginUrl: 'https://ead.valeverde.gov.br/auth/userkey/login.php?key=abc',
    });
    expect(await answering({ loginurl: 'https://evil.example/login' }).requestLoginUrl(user)).toMatchObject({ kind: 'failed' });
    expect(await answering({ loginurl: 'javascript:alert(1)' }).requestLoginUrl(user)).toMatchObject({ kind: 'failed' });
  });

  it("reads Moodle's exception answers and HTTP errors as failures", async () => {
    expect(await answering({ exception: 'moodle_exception', errorcode: 'invalidtoken', message: 'Invalid token' }).requestLoginUrl(user)).toEqual({
      kind: 'failed',
      detail: 'moodle invalidtoken',
    });
    expect(await answering({}, 503).requestLoginUrl(user)).toEqual({ kind: 'failed', detail: 'HTTP 503' });
    expect(await answering({ something: 1 }).requestLoginUrl(user)).toMatchObject({ kind: 'failed' });
  });

  it('splits a full name into Moodle first and last names', () => {
    expect(moodleNames('Ana Beatriz Souza Lima')).toEqual({ firstname: 'Ana', lastname: 'Beatriz Souza Lima' });
    expect(moodleNames('Ana')).toEqual({ firstname: 'Ana', lastname: 'Ana' });
  });
});
