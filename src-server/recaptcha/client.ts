// A client for reCAPTCHA's siteverify (the same call hCaptcha and Turnstile answer): POST the secret,
// the widget's response token and the visitor's address, form-encoded, to the configured URL
// (--recaptcha-verify-url, else GDOC_RECAPTCHA_VERIFY_URL, else Google's); the answer's `success`
// says whether the token is good. The secret is never logged; a call gives up after 5 s.
export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const DEFAULT_RECAPTCHA_TIMEOUT_MS = 5000;

export type RecaptchaSettings = { secret: string; verifyUrl: string };

export type RecaptchaResult = { kind: 'passed' } | { kind: 'failed' } | { kind: 'unavailable'; detail: string };

export type RecaptchaClient = { verify(token: string, remoteIp?: string): Promise<RecaptchaResult> };

export type RecaptchaClientOptions = RecaptchaSettings & { timeoutMs?: number; fetch?: typeof fetch };

export function createRecaptchaClient(options: RecaptchaClientOptions): RecaptchaClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_RECAPTCHA_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;
  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp !== undefined) form.set('remoteip', remoteIp);
      let body: unknown;
      try {
        const response = await fetchImpl(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { kind: 'unavailable', detail: `HTTP ${response.status}` };
        body = await response.json();
      } catch (error) {
        const name = (error as Error).name;
        return { kind: 'unavailable', detail: name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : name };
      }
      const success = (body as { success?: unknown } | null)?.success;
      if (typeof success !== 'boolean') return { kind: 'unavailable', detail: 'unexpected answer' };
      return success ? { kind: 'passed' } : { kind: 'failed' };
    },
  };
}
