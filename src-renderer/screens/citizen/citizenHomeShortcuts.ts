// What the citizen home offers: only what the portal does today (log in, file a request, follow
// one's requests, keep contacts and the password up to date), never a placeholder (citizenHomeShortcuts.test.ts).
import { messages } from '../../../src-shared/messages';
import { CITIZEN_AREA } from '../../app/area';
import { citizenFilingPath } from './filing/citizenFilingPaths';
import { CITIZEN_REQUESTS_PATH } from './requests/citizenRequestPaths';

export type CitizenShortcut = { to: string; label: string; text: string; icon: 'login' | 'file' | 'requests' | 'contact' | 'password' };

const c = messages.citizen;

export function citizenHomeShortcuts(loggedIn: boolean): CitizenShortcut[] {
  if (!loggedIn) return [{ to: CITIZEN_AREA.loginPath, label: c.loginShortcut, text: c.loginShortcutText, icon: 'login' }];
  return [
    { to: citizenFilingPath(), label: c.fileShortcut, text: c.fileShortcutText, icon: 'file' },
    { to: CITIZEN_REQUESTS_PATH, label: c.requestsShortcut, text: c.requestsShortcutText, icon: 'requests' },
    { to: '/citizen/update/contact', label: c.contactShortcut, text: c.contactShortcutText, icon: 'contact' },
    { to: '/citizen/change-password', label: c.passwordShortcut, text: c.passwordShortcutText, icon: 'password' },
  ];
}
