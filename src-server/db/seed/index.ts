// The demo organisation, its sectors, roles, users, documents, inbox, notifications and chat, written in one transaction so a database
// is either fully seeded or not at all.
import type { Db } from '../open';
import { seedChat } from './chat';
import { seedDeadlines } from './deadlines';
import { seedDocumentCreation } from './documentCreation';
import { seedDocuments } from './documents';
import { seedExternalContacts } from './externalContacts';
import { DEMO_INBOX_ITEMS, generateInbox } from './inbox';
import { seedNotifications } from './notifications';
import { seedDocumentTypeSettings, seedOrganization } from './organization';
import { seedOrganizationTexts } from './organizationTexts';
import { seedRoles } from './permissions';
import { seedSectors } from './sectors';
import { seedServices } from './services';
import { seedUsers } from './users';

export function seedDemoData(db: Db, now: Date = new Date()): void {
  db.transaction(() => {
    seedOrganization(db);
    seedOrganizationTexts(db, now.toISOString());
    const sectorIds = seedSectors(db);
    seedDocumentTypeSettings(db);
    seedRoles(db);
    seedUsers(db, sectorIds, now.toISOString());
    seedDocuments(db, now.toISOString());
    generateInbox(db, { count: DEMO_INBOX_ITEMS, now });
    seedDocumentCreation(db, now.toISOString());
    seedDeadlines(db, now);
    seedExternalContacts(db, now.toISOString());
    seedServices(db, now.toISOString());
    seedNotifications(db, now);
    seedChat(db, now);
  })();
}
