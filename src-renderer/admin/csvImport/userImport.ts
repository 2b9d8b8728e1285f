// The internal users' import (POST /api/user/import), ready for the users list's header:
// <CsvImportButton {...userImport} onImported={…invalidate the list…} />.
import { messages } from '../../../src-shared/messages';
import { http } from '../../api/client';
import { csvImportCalls } from './csvImportApi';

export const userImport = { ...csvImportCalls(http, 'user/import'), templateFileName: messages.csvImport.userTemplateFileName };
