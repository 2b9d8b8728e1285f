// Logins by client (Estatística de uso): the rule that reads a login's user agent.
import { describe, expect, it } from 'vitest';
import { loginClientOf } from './clients';

const DESKTOP_APP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) GDoc/1.4.0 Chrome/130.0.6723.191 Electron/33.2.1 Safari/537.36';
const DESKTOP_APP_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) GDoc/0.1.0 Chrome/134.0.6998.205 Electron/35.7.5 Safari/537.36';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const CHROME_ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

describe('the client of a login, from its user agent', () => {
  it('the desktop app is the agent that names Electron, on any system', () => {
    expect(loginClientOf(DESKTOP_APP)).toBe('desktop');
    expect(loginClientOf(DESKTOP_APP_LINUX)).toBe('desktop');
  });

  it('phones and tablets are mobile', () => {
    for (const agent of [CHROME_ANDROID_PHONE, ANDROID_TABLET, IPHONE, IPAD, FIREFOX_ANDROID]) expect(loginClientOf(agent), agent).toBe('mobile');
  });

  it('desktop browsers are web, and so is an agent that says nothing', () => {
    for (const agent of [CHROME_WINDOWS, FIREFOX_LINUX, SAFARI_MAC, 'curl/8.5.0', '']) expect(loginClientOf(agent), agent).toBe('web');
  });
});
