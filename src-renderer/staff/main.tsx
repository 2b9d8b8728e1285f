import { messages } from '../../src-shared/messages';
import { STAFF_AREA } from '../app/area';
import { boot } from '../app/boot';
import { createStaffRouter } from '../routing/staffRouter';

void boot(STAFF_AREA, createStaffRouter, messages.app.staffTitle);
