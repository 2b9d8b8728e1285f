// The external contacts' import (POST /api/citizen/contact/import), drawn in the contacts list's
// header (ResourceImportButton).
import { messages } from '../../../src-shared/messages';
import { http } from '../../api/client';
import { csvImportCalls } from './csvImportApi';

export const CONTACT_IMPORT_PATH = 'citizen/contact/import';

export const contactImport = { ...csvImportCalls(http, CONTACT_IMPORT_PATH), templateFileName: messages.csvImport.contactTemplateFileName };
