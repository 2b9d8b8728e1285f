// The internal users' import (POST /api/user/import), drawn in the users list's header
// (ResourceImportButton).
import { messages } from '../../../src-shared/messages';
import { http } from '../../api/client';
import { csvImportCalls } from './csvImportApi';

export const userImport = { ...csvImportCalls(http, 'user/import'), templateFileName: messages.csvImport.userTemplateFileName };
