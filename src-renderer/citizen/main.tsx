import { messages } from '../../src-shared/messages';
import { CITIZEN_AREA } from '../app/area';
import { boot } from '../app/boot';
import { createCitizenRouter } from '../routing/citizenRouter';

void boot(CITIZEN_AREA, createCitizenRouter, messages.app.citizenTitle);
