import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, hardenWebContents } from './hardenContents';

type OpenHandler = (details: { url: string }) => { action: string };

function fakeContents() {
  const emitter = new EventEmitter();
  let openHandler: OpenHandler | undefined;
  const session = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
  };
  const contents = {
    session,
    on: (event: string, listener: (...args: unknown[]) => void) => {
      emitter.on(event, listener);
      return contents;
    },
    setWindowOpenHandler: (handler: OpenHandler) => {
      openHandler = handler;
    },
  };
  const navigate = (event: string, url: string) => {
    const details = { url, preventDefault: vi.fn() };
    emitter.emit(event, details, url);
    return details.preventDefault.mock.calls.length > 0;
  };
  return { contents, session, navigate, open: (url: string) => openHandler!({ url }), emitter };
}

function harden() {
  const fake = fakeContents();
  const openExternal = vi.fn(async () => undefined);
  hardenWebContents(fake.contents as never, { openExternal });
  return { ...fake, openExternal };
}

describe('hardenWebContents', () => {
  it.each(['https://evil.example/', 'https://gov.br', 'javascript:alert(1)', 'file:///etc/passwd', 'app://evil/', 'app://staff.evil/', 'data:text/html,x'])(
    'denies window.open(%s)',
    (url) => expect(harden().open(url)).toEqual({ action: 'deny' }),
  );

  it('hands only http(s) links to the OS browser', () => {
    const { open, openExternal } = harden();
    open('https://www.gov.br/iti');
    open('http://intranet.prefeitura/doc');
    open('file:///etc/passwd');
    open('smb://server/share');
    open('ms-msdt:/id PCWDiagnostic');
    open('javascript:alert(1)');
    open('app://staff/');
    expect(openExternal.mock.calls).toEqual([['https://www.gov.br/iti'], ['http://intranet.prefeitura/doc']]);
  });

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'])('%s stays inside app://staff', (event) => {
    const { navigate } = harden();
    expect(navigate(event, 'https://evil.example')).toBe(true);
    expect(navigate(event, 'app://staff.evil/x')).toBe(true);
    expect(navigate(event, 'file:///etc/passwd')).toBe(true);
    expect(navigate(event, 'app://staff/x')).toBe(false);
    expect(navigate(event, 'app://staff/workspace/sector/tasks')).toBe(false);
  });

  it('prevents attaching a webview', () => {
    const { emitter } = harden();
    const event = { preventDefault: vi.fn() };
    emitter.emit('will-attach-webview', event, {}, { src: 'https://evil.example' });
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('denies every permission request and check', () => {
    const { session } = harden();
    const request = session.setPermissionRequestHandler.mock.calls[0]![0] as (wc: unknown, permission: string, callback: (granted: boolean) => void) => void;
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn();
      request({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
    }
    const check = session.setPermissionCheckHandler.mock.calls[0]![0] as (...args: unknown[]) => boolean;
    expect(check({}, 'media', 'app://staff')).toBe(false);
    const device = session.setDevicePermissionHandler.mock.calls[0]![0] as (...args: unknown[]) => boolean;
    expect(device({ deviceType: 'usb' })).toBe(false);
  });

  it('sets the session handlers once per session', () => {
    const { session } = fakeContents();
    denyAllPermissions(session as never);
    denyAllPermissions(session as never);
    expect(session.setPermissionRequestHandler).toHaveBeenCalledTimes(1);
  });
});
