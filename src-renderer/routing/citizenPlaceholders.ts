// The citizen portal's routes of the companion spec whose screens are not built yet. The router
// shows them as placeholders with a way back; the home must not send anyone to them.
import { messages } from '../../src-shared/messages';

/** `verified`: an unverified citizen is sent to verify their account first. */
export type CitizenPlaceholder = { path: string; title: string; auth: boolean; verified?: boolean };

const c = messages.citizen;

export const CITIZEN_PLACEHOLDERS: readonly CitizenPlaceholder[] = [
  { path: '/citizen/reports', title: messages.profileMenu.reports, auth: true },
  { path: '/citizen/service-letter', title: c.serviceLetter, auth: false },
  { path: '/citizen/lai', title: c.lai, auth: false },
];
