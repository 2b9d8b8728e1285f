// Which client a login came from, read from the user agent the login's audit entry keeps.
// - desktop: the GDoc desktop app. Its renderer calls the API with Chromium's fetch and Electron's
//   default user agent (src-main sets none), which names "Electron/<version>" (and the app,
//   "GDoc/<version>"), e.g. "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36
//   (KHTML, like Gecko) GDoc/1.4.0 Chrome/130.0.6723.191 Electron/33.2.1 Safari/537.36".
// - mobile: a phone or tablet browser (the staff web app and the citizen portal work at 390 px):
//   "Mobi" is what Chrome, Firefox and Safari put in a phone's agent; Android tablets and iPads
//   that say "Android"/"iPad" without it are mobile too. An iPad asking for the desktop site
//   sends a Mac's agent and counts as web: nothing tells it apart.
// - web: every other agent, an empty one included (a script calling the API counts as web).
export const LOGIN_CLIENTS = ['desktop', 'web', 'mobile'] as const;
export type LoginClient = (typeof LOGIN_CLIENTS)[number];

export function loginClientOf(userAgent: string): LoginClient {
  if (/\bElectron\//.test(userAgent)) return 'desktop';
  if (/Mobi|Android|iPhone|iPad|iPod/.test(userAgent)) return 'mobile';
  return 'web';
}
