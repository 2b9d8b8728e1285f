import { messages } from '../../src-shared/messages';
import { CITIZEN_AREA } from '../app/area';
import { boot } from '../app/boot';
import { createCitizenRouter } from '../routing/citizenRouter';
import { prefetchCitizenPath } from '../routing/citizenScreens';

// The screen the portal opens on starts loading now, alongside the session, instead of after it
// when the router first draws it. Its paths are the router's, under the build's base (/app).
const base = import.meta.env.BASE_URL.replace(/\/$/, '');
const { pathname } = window.location;
prefetchCitizenPath(pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname);
void boot(CITIZEN_AREA, createCitizenRouter, messages.app.citizenTitle);
