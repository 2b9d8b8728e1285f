// Organisation settings (issue 18, companion §7 Organisation): PUT /organization, the logo, the
// print layout with its PDF preview, and the document types' settings.
import { z } from 'zod';
import {
  documentTypeSettingSchema,
  LOGIN_IMAGE_FIELD,
  LOGO_FIELD,
  organizationSchema,
  type DocumentTypeSettingsInput,
  type OrganizationInput,
  type PrintLayoutInput,
} from '../../src-shared/api/organization';
import type { HttpClient } from './http';

const documentSettingsResult = z.object({ data: z.array(documentTypeSettingSchema) });
const pdfSchema = z.instanceof(Blob);

export function createOrganizationApi(http: HttpClient) {
  return {
    update: (input: OrganizationInput) => http.request('PUT', 'organization', { schema: organizationSchema, body: input }),
    uploadLogo: (file: File) => {
      const form = new FormData();
      form.append(LOGO_FIELD, file);
      return http.request('POST', 'organization/logo', { schema: organizationSchema, body: form });
    },
    addLoginImage: (file: File) => {
      const form = new FormData();
      form.append(LOGIN_IMAGE_FIELD, file);
      return http.request('POST', 'organization/login-images', { schema: organizationSchema, body: form });
    },
    removeLoginImage: (imageId: number) => http.request('DELETE', `organization/login-images/${imageId}`, { schema: organizationSchema }),
    updatePrintLayout: (input: PrintLayoutInput) => http.request('PUT', 'organization/print-layout', { schema: organizationSchema, body: input }),
    previewPrintLayout: (input: PrintLayoutInput, signal?: AbortSignal) =>
      http.request('POST', 'organization/print-layout/preview', { schema: pdfSchema, body: input, responseType: 'blob', ...(signal ? { signal } : {}) }),
    documentSettings: async (signal?: AbortSignal) =>
      (await http.request('GET', 'organization/document-settings', { schema: documentSettingsResult, ...(signal ? { signal } : {}) })).data,
    updateDocumentSettings: async (input: DocumentTypeSettingsInput) =>
      (await http.request('PUT', 'organization/document-settings', { schema: documentSettingsResult, body: input })).data,
  };
}
