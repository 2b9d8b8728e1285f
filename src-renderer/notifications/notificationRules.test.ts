import { describe, expect, it } from 'vitest';
import { notificationSchema } from '../../src-shared/api/notifications';
import {
  badgeText,
  clickDecision,
  currentStatus,
  requestActions,
  isDisabled,
  receivedLabel,
  safeAppPath,
  statusLabel,
} from './notificationRules';
import { aNotification } from './testNotifications';

describe('badgeText', () => {
  it('hides the badge with nothing unread', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });
  it('shows the count up to 9 and 9+ above 9', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});

describe('the fixture', () => {
  it('is a valid notification', () => {
    expect(notificationSchema.safeParse(aNotification()).success).toBe(true);
  });
});

describe('clickDecision', () => {
  it('navigates to an app path', () => {
    expect(clickDecision(aNotification({ url: '/sign?batchType=signature-request' }))).toEqual({
      kind: 'navigate',
      to: '/sign?batchType=signature-request',
    });
  });
  it('renders canceled notifications disabled (notifiable or data status)', () => {
    expect(clickDecision(aNotification({ type: 'signature-request', notifiable: { status: 'canceled' } }))).toEqual({ kind: 'disabled' });
    expect(clickDecision(aNotification({ type: 'signature-request', data: { status: 'canceled' } }))).toEqual({ kind: 'disabled' });
    expect(isDisabled(aNotification({ notifiable: { status: 'canceled' } }))).toBe(true);
    expect(isDisabled(aNotification())).toBe(false);
  });
  it('stays on declined ones', () => {
    expect(clickDecision(aNotification({ type: 'signature-request', notifiable: { status: 'declined' } }))).toEqual({ kind: 'stay' });
    expect(clickDecision(aNotification({ type: 'signature-request', data: { status: 'declined' } }))).toEqual({ kind: 'stay' });
  });
  it('the request as it is now wins over the status it was created with', () => {
    const canceledLater = aNotification({ type: 'signature-request', data: { status: 'created' }, notifiable: { status: 'canceled' } });
    expect(currentStatus(canceledLater)).toBe('canceled');
    expect(clickDecision(canceledLater)).toEqual({ kind: 'disabled' });
  });
  it('refuses external and odd urls: only reloads', () => {
    for (const url of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'inbox/x', '/a\tb', null]) {
      expect(clickDecision(aNotification({ url }))).toEqual({ kind: 'reload' });
    }
  });
});

describe('safeAppPath', () => {
  it('keeps app paths and refuses everything else', () => {
    expect(safeAppPath('/inbox/sector/view/email/1')).toBe('/inbox/sector/view/email/1');
    expect(safeAppPath(' /ged ')).toBe('/ged');
    expect(safeAppPath('http://localhost/inbox')).toBeNull();
    expect(safeAppPath('/\u0000/evil')).toBeNull();
    expect(safeAppPath('/a\\b')).toBeNull();
    expect(safeAppPath(undefined)).toBeNull();
  });
});

describe('statusLabel', () => {
  it('labels signature requests by their current status', () => {
    const request = (status: 'created' | 'accepted' | 'declined' | 'canceled') =>
      aNotification({ type: 'signature-request', data: { status } });
    expect(statusLabel(request('created'))).toBe('Pendente');
    expect(statusLabel(request('accepted'))).toBe('Assinado');
    expect(statusLabel(request('declined'))).toBe('rejeitado');
    expect(statusLabel(request('canceled'))).toBe('cancelado');
    expect(statusLabel(aNotification({ type: 'ged-signature-request', isGed: true, notifiable: { status: 'accepted' } }))).toBe('Assinado');
  });
  it('shows nothing for other notifications or unknown statuses', () => {
    expect(statusLabel(aNotification())).toBeNull();
    expect(statusLabel(aNotification({ type: 'signature-request', notifiable: { status: 'archived' } }))).toBeNull();
  });
});

describe('requestActions', () => {
  const request = (overrides: Parameters<typeof aNotification>[0] = {}) =>
    aNotification({
      type: 'signature-request',
      url: '/sign?batchType=signature-request',
      ...overrides,
      data: { status: 'created', signature_request_uuid: 'req-1', ...overrides.data },
    });
  const ged = (overrides: Parameters<typeof aNotification>[0] = {}) => request({ type: 'ged-signature-request', isGed: true, url: '/sign?batchType=ged', ...overrides });

  it('offers sign and reject on every pending request, GED or not', () => {
    expect(requestActions(ged())).toEqual({ sign: '/sign?batchType=ged', reject: { uuid: 'req-1', ged: true } });
    expect(requestActions(request())).toEqual({ sign: '/sign?batchType=signature-request', reject: { uuid: 'req-1', ged: false } });
  });
  it('tells a GED request by isGed or by type', () => {
    expect(requestActions(ged({ type: 'signature-request' })).reject).toEqual({ uuid: 'req-1', ged: true });
    expect(requestActions(ged({ isGed: false })).reject).toEqual({ uuid: 'req-1', ged: true });
  });
  it('offers nothing once signed, declined or canceled', () => {
    for (const status of ['accepted', 'declined', 'canceled'] as const) {
      expect(requestActions(ged({ data: { status } }))).toEqual({ sign: null, reject: null });
      expect(requestActions(request({ notifiable: { status } }))).toEqual({ sign: null, reject: null });
    }
  });
  it('offers nothing on other notifications', () => {
    expect(requestActions(aNotification({ type: 'document-received', url: '/inbox/sector/view/document/x', data: { signature_request_uuid: 'x' } }))).toEqual({ sign: null, reject: null });
  });
  it('does not offer sign to an external url nor reject without a request uuid', () => {
    expect(requestActions(ged({ url: 'https://evil.example' })).sign).toBeNull();
    expect(requestActions(ged({ data: { signature_request_uuid: null } })).reject).toBeNull();
  });
});


describe('receivedLabel', () => {
  const now = Date.parse('2025-03-10T12:00:00.000Z');
  it('is relative within a day', () => {
    expect(receivedLabel('2025-03-10T11:59:30.000Z', now)).toBe('agora');
    expect(receivedLabel('2025-03-10T11:55:00.000Z', now)).toBe('há 5 min');
    expect(receivedLabel('2025-03-10T11:00:00.000Z', now)).toBe('há 1 hora');
    expect(receivedLabel('2025-03-10T09:00:00.000Z', now)).toBe('há 3 horas');
  });
  it('is DD/MM/YYYY HH:mm beyond a day, and as it came when unreadable', () => {
    expect(receivedLabel('2025-03-01T12:00:00.000Z', now)).toMatch(/^\d{2}\/03\/2025 \d{2}:\d{2}$/);
    expect(receivedLabel('10/03/2025 09:00', now)).toBe('10/03/2025 09:00');
  });
});
