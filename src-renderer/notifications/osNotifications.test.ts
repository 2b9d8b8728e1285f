import { describe, expect, it } from 'vitest';
import { desktopNotificationsEnabled, initialOsNotifyState, planOsNotifications, type OsNotifyState } from './osNotifications';
import { aNotification } from './testNotifications';

const at = (minute: number) => `2025-03-10T12:${String(minute).padStart(2, '0')}:00.000Z`;
const n = (id: number, minute = id) => aNotification({ id, title: `Título ${id}`, description: `Descrição ${id}`, receivedTime: at(minute) });

function afterFirstLoad(list = [n(1), n(2)]): OsNotifyState {
  return planOsNotifications(initialOsNotifyState, list, true).state;
}

describe('planOsNotifications', () => {
  it('is silent on the first load after login', () => {
    const result = planOsNotifications(initialOsNotifyState, [n(1), n(2)], true);
    expect(result.notices).toEqual([]);
    expect([...(result.state.seen ?? [])]).toEqual([1, 2]);
  });
  it('is silent on an empty first load too, then announces what arrives', () => {
    const state = planOsNotifications(initialOsNotifyState, [], true).state;
    expect(planOsNotifications(state, [n(3)], true).notices).toEqual([{ title: 'Título 3', body: 'Descrição 3' }]);
  });
  it('announces each new notification once', () => {
    const first = planOsNotifications(afterFirstLoad(), [n(1), n(2), n(3)], true);
    expect(first.notices).toEqual([{ title: 'Título 3', body: 'Descrição 3' }]);
    expect(planOsNotifications(first.state, [n(1), n(2), n(3)], true).notices).toEqual([]);
  });
  it('stays quiet about an older one that reappears in the list', () => {
    const state = afterFirstLoad([n(5, 30)]);
    expect(planOsNotifications(state, [n(5, 30), n(2, 10)], true).notices).toEqual([]);
  });
  it('ignores notifications already viewed', () => {
    const viewed = aNotification({ id: 9, receivedTime: at(40), isViewed: true });
    expect(planOsNotifications(afterFirstLoad(), [viewed], true).notices).toEqual([]);
  });
  it('shows up to 3 and one summary above that', () => {
    const three = planOsNotifications(afterFirstLoad(), [n(3), n(4), n(5)], true);
    expect(three.notices.map((notice) => notice.title)).toEqual(['Título 3', 'Título 4', 'Título 5']);
    const four = planOsNotifications(afterFirstLoad(), [n(3), n(4), n(5), n(6)], true);
    expect(four.notices).toEqual([{ title: '4 novas notificações', body: 'Abra o GDoc para vê-las.' }]);
  });
  it('shows none with the preference off, and does not replay them once it is on again', () => {
    const off = planOsNotifications(afterFirstLoad(), [n(3)], false);
    expect(off.notices).toEqual([]);
    expect(planOsNotifications(off.state, [n(3)], true).notices).toEqual([]);
  });
  it('keeps within the bridge limits and never sends an empty title', () => {
    const long = aNotification({ id: 7, title: '   ', description: 'x'.repeat(900), receivedTime: at(50) });
    const [notice] = planOsNotifications(afterFirstLoad(), [long], true).notices;
    expect(notice?.title).toBe('Nova notificação');
    expect(notice?.body.length).toBe(500);
  });
});

describe('desktopNotificationsEnabled', () => {
  it('is on unless the user turned it off', () => {
    expect(desktopNotificationsEnabled(undefined)).toBe(true);
    expect(desktopNotificationsEnabled({ user_preferences: { default_inbox_sort: 'unread' } } as never)).toBe(true);
    expect(desktopNotificationsEnabled({ user_preferences: { default_inbox_sort: 'unread', desktop_notifications: false } } as never)).toBe(false);
    expect(desktopNotificationsEnabled({ user_preferences: { default_inbox_sort: 'unread', desktop_notifications: true } } as never)).toBe(true);
  });
});
