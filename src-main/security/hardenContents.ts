// Applied to every webContents the app creates (app 'web-contents-created'), so no window, frame
// or future view escapes it: the renderer only ever shows app://staff, opens nothing itself,
// embeds no webview and is granted no browser permission.
import type { Session, WebContents } from 'electron';
import { isAppUrl, isExternalWebUrl } from './trustedUrl';

export type HardenOptions = {
  /** shell.openExternal in the app. */
  openExternal(url: string): unknown;
};

type Preventable = { preventDefault(): void };

const hardenedSessions = new WeakSet<object>();

export function denyAllPermissions(session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'>): void {
  if (hardenedSessions.has(session)) return;
  hardenedSessions.add(session);
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

type HardenableContents = Pick<WebContents, 'setWindowOpenHandler' | 'on'> & {
  session: Parameters<typeof denyAllPermissions>[0];
};

export function hardenWebContents(contents: HardenableContents, { openExternal }: HardenOptions): void {
  // No new windows ever. A web link (a citizen's request, a document reference) opens in the
  // user's browser instead; only http(s), because the OS would launch any handler registered
  // for other schemes (file:, smb:, vendor URIs), which has led to code execution before.
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalWebUrl(url)) void Promise.resolve(openExternal(url)).catch(() => undefined);
    return { action: 'deny' };
  });

  const stayInApp = (details: Preventable & { url: string }) => {
    if (!isAppUrl(details.url)) details.preventDefault();
  };
  contents.on('will-navigate', stayInApp);
  // Subframes too: will-navigate only reports the main frame.
  contents.on('will-frame-navigate', stayInApp);
  contents.on('will-redirect', stayInApp);
  contents.on('will-attach-webview', (event) => event.preventDefault());

  denyAllPermissions(contents.session);
}
