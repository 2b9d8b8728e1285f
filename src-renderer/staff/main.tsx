import { messages } from '../../src-shared/messages';
import { STAFF_AREA } from '../app/area';
import { boot } from '../app/boot';
import { createStaffRouter } from '../routing/staffRouter';
import { prefetchStaffPath } from '../routing/staffScreens';

// The screen the app opens on starts loading now, alongside the session and the offline cache,
// instead of after them when the router first draws it (a warm start's queue waited on its chunk).
prefetchStaffPath(window.location.pathname);
void boot(STAFF_AREA, createStaffRouter, messages.app.staffTitle);
