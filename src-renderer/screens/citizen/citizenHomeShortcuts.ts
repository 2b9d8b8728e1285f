// What the citizen home offers: only screens the portal has (log in, file a request, follow one's
// requests, keep contacts and the password up to date, the Carta de Serviços, LAI and the public
// figures), each a route of the portal's router (citizenHomeShortcuts.test.ts).
import { messages } from '../../../src-shared/messages';
import { CITIZEN_AREA } from '../../app/area';
import { citizenFilingPath } from './filing/citizenFilingPaths';
import { LAI_PATH, REPORTS_PATH, SERVICE_LETTER_PATH } from './public/publicPaths';
import { CITIZEN_REQUESTS_PATH } from './requests/citizenRequestPaths';

export type CitizenShortcut = { to: string; label: string; text: string; icon: 'login' | 'file' | 'requests' | 'contact' | 'password' | 'services' | 'lai' | 'reports' };

const c = messages.citizen;
const s = messages.citizenPublic.shortcuts;

const PUBLIC_SHORTCUTS: readonly CitizenShortcut[] = [
  { to: SERVICE_LETTER_PATH, label: s.services, text: s.servicesText, icon: 'services' },
  { to: LAI_PATH, label: s.lai, text: s.laiText, icon: 'lai' },
  { to: REPORTS_PATH, label: s.reports, text: s.reportsText, icon: 'reports' },
];

export function citizenHomeShortcuts(loggedIn: boolean): CitizenShortcut[] {
  if (!loggedIn) return [{ to: CITIZEN_AREA.loginPath, label: c.loginShortcut, text: c.loginShortcutText, icon: 'login' }, ...PUBLIC_SHORTCUTS];
  return [
    { to: citizenFilingPath(), label: c.fileShortcut, text: c.fileShortcutText, icon: 'file' },
    { to: CITIZEN_REQUESTS_PATH, label: c.requestsShortcut, text: c.requestsShortcutText, icon: 'requests' },
    { to: '/citizen/update/contact', label: c.contactShortcut, text: c.contactShortcutText, icon: 'contact' },
    { to: '/citizen/change-password', label: c.passwordShortcut, text: c.passwordShortcutText, icon: 'password' },
    ...PUBLIC_SHORTCUTS,
  ];
}
