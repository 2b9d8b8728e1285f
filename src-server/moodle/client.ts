// A client for the organisation's learning platform (Moodle with the auth_userkey plugin): the
// plugin's web service `auth_userkey_request_login_url`, called over Moodle's REST protocol
// (POST {base}/webservice/rest/server.php, form-encoded, wstoken + wsfunction + user[...]),
// answers {loginurl} — <moodle>/auth/userkey/login.php?key=<one-time key> — or, still with HTTP
// 200, {exception, errorcode, message}. Users are matched by e-mail (the plugin's default mapping
// field). The base URL is --moodle-url (or GDOC_MOODLE_URL); the token GDOC_MOODLE_TOKEN only.
export const DEFAULT_MOODLE_TIMEOUT_MS = 5000;

export type MoodleUser = { email: string; firstname: string; lastname: string; username: string };

export type MoodleResult = { kind: 'ok'; loginUrl: string } | { kind: 'failed'; detail: string };

export type MoodleClient = { requestLoginUrl(user: MoodleUser): Promise<MoodleResult> };

export type MoodleClientOptions = { baseUrl: string; token: string; timeoutMs?: number; fetch?: typeof fetch };

/** Moodle's first and last name from one full name. */
export function moodleNames(fullName: string): { firstname: string; lastname: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstname: words[0] ?? '', lastname: words[0] ?? '' };
  return { firstname: words[0] ?? '', lastname: words.slice(1).join(' ') };
}

export function createMoodleClient(options: MoodleClientOptions): MoodleClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_MOODLE_TIMEOUT_MS;
  return {
    async requestLoginUrl(user) {
      const form = new URLSearchParams({
        wstoken: options.token,
        wsfunction: 'auth_userkey_request_login_url',
        moodlewsrestformat: 'json',
        'user[email]': user.email,
        'user[username]': user.username,
        'user[firstname]': user.firstname,
        'user[lastname]': user.lastname,
      });
      let body: unknown;
      try {
        const response = await fetchImpl(`${base}/webservice/rest/server.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { kind: 'failed', detail: `HTTP ${response.status}` };
        body = await response.json();
      } catch (error) {
        const name = (error as Error).name;
        return { kind: 'failed', detail: name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : (error as Error).message };
      }
      const answer = (body ?? {}) as { loginurl?: unknown; errorcode?: unknown; exception?: unknown };
      if (typeof answer.errorcode === 'string' || typeof answer.exception === 'string') {
        return { kind: 'failed', detail: `moodle ${String(answer.errorcode ?? answer.exception)}` };
      }
      if (typeof answer.loginurl !== 'string') return { kind: 'failed', detail: 'answer without loginurl' };
      let url: URL;
      try {
        url = new URL(answer.loginurl);
      } catch {
        return { kind: 'failed', detail: 'loginurl is not a URL' };
      }
      // Only a page of the configured platform may be opened for the user.
      if (url.origin !== new URL(base).origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
        return { kind: 'failed', detail: 'loginurl outside the platform' };
      }
      return { kind: 'ok', loginUrl: url.href };
    },
  };
}
