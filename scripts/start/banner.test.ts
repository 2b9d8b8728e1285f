import { describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { banner, type BannerExtras } from './banner';

const m = messages.start;
const addresses = { url: 'http://127.0.0.1:3100', realtimeUrl: 'ws://127.0.0.1:6001' };
const extras: BannerExtras = { desktop: false, token: null, govBrUrl: null, mailInboxUrl: null, localServices: {}, logPath: '.data/start.log' };

describe('npm start banner', () => {
  it('names every local fixture standing in for an outside service, with its address', () => {
    const text = banner(addresses, {
      ...extras,
      localServices: { postalCode: 'http://127.0.0.1:4001', ibge: 'http://127.0.0.1:4002', govBrLogin: 'http://127.0.0.1:4003', recaptcha: 'http://127.0.0.1:4004', moodle: 'http://127.0.0.1:4005' },
    });
    expect(text).toContain(m.localServices);
    for (const [label, port] of [[m.localPostalCode, 4001], [m.localIbge, 4002], [m.localGovBrLogin, 4003], [m.localRecaptcha, 4004], [m.localMoodle, 4005]] as const) {
      expect(text).toMatch(new RegExp(`^  ${label.replace(/[()]/g, '\\$&')} +http://127\\.0\\.0\\.1:${port}$`, 'm'));
    }
  });

  it('says nothing of local services when real ones are configured', () => {
    expect(banner(addresses, extras)).not.toContain(m.localServices);
  });

  it('lists only the fixtures that run', () => {
    const text = banner(addresses, { ...extras, localServices: { moodle: 'http://127.0.0.1:4005' } });
    expect(text).toContain(m.localMoodle);
    expect(text).not.toContain(m.localPostalCode);
  });
});
