// The citizen portal's routes of the companion spec whose screens are not built yet. The router
// shows them as placeholders with a way back; the home must not send anyone to them.
import { messages } from '../../src-shared/messages';

/** `verified`: an unverified citizen is sent to verify their account first (document creation). */
export type CitizenPlaceholder = { path: string; title: string; auth: boolean; verified?: boolean };

const c = messages.citizen;

export const CITIZEN_PLACEHOLDERS: readonly CitizenPlaceholder[] = [
  { path: '/inbox/:inboxType/document/create', title: messages.menu.newDocument, auth: true, verified: true },
  { path: '/citizen/profile', title: c.myProfile, auth: true },
  { path: '/citizen/privacy-police', title: c.privacy, auth: false },
  { path: '/citizen/terms', title: c.terms, auth: false },
];
