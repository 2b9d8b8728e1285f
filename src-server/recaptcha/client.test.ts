// The reCAPTCHA client against the local siteverify fixture, a failing one and a closed port: a
// good token passes, a bad one or a wrong secret fails, and anything but a siteverify answer means
// the verifier is unavailable (never "passed").
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort } from '../testing/localServer';
import { RECAPTCHA_FIXTURE_SECRET, RECAPTCHA_FIXTURE_TOKEN, startRecaptchaFixture, type RecaptchaFixture } from '../testing/recaptchaFixture';
import { createRecaptchaClient } from './client';

let fixture: RecaptchaFixture | undefined;
afterEach(async () => {
  await fixture?.stop();
  fixture = undefined;
});

describe('createRecaptchaClient', () => {
  it('passes the known token, form-encoded with the secret and the visitor’s address', async () => {
    fixture = await startRecaptchaFixture();
    const client = createRecaptchaClient({ secret: RECAPTCHA_FIXTURE_SECRET, verifyUrl: fixture.url });
    expect(await client.verify(RECAPTCHA_FIXTURE_TOKEN, '198.51.100.4')).toEqual({ kind: 'passed' });
    expect(fixture.requests).toEqual([{ response: RECAPTCHA_FIXTURE_TOKEN, remoteip: '198.51.100.4', secretMatched: true, contentType: 'application/x-www-form-urlencoded' }]);
  });

  it('fails another token, and any token under a wrong secret', async () => {
    fixture = await startRecaptchaFixture();
    expect(await createRecaptchaClient({ secret: RECAPTCHA_FIXTURE_SECRET, verifyUrl: fixture.url }).verify('outro')).toEqual({ kind: 'failed' });
    expect(await createRecaptchaClient({ secret: 'errado', verifyUrl: fixture.url }).verify(RECAPTCHA_FIXTURE_TOKEN)).toEqual({ kind: 'failed' });
  });

  it('reads an HTTP error, a closed port or an answer without success as unavailable', async () => {
    fixture = await startRecaptchaFixture({ failWith: 500 });
    expect(await createRecaptchaClient({ secret: RECAPTCHA_FIXTURE_SECRET, verifyUrl: fixture.url }).verify(RECAPTCHA_FIXTURE_TOKEN)).toEqual({ kind: 'unavailable', detail: 'HTTP 500' });
    const down = createRecaptchaClient({ secret: RECAPTCHA_FIXTURE_SECRET, verifyUrl: `http://127.0.0.1:${await closedPort()}` });
    expect((await down.verify(RECAPTCHA_FIXTURE_TOKEN)).kind).toBe('unavailable');
    await fixture.stop();
    fixture = await startRecaptchaFixture({ malformed: true });
    const odd = createRecaptchaClient({ secret: RECAPTCHA_FIXTURE_SECRET, verifyUrl: fixture.url });
    expect(await odd.verify(RECAPTCHA_FIXTURE_TOKEN)).toEqual({ kind: 'unavailable', detail: 'unexpected answer' });
  });
});
