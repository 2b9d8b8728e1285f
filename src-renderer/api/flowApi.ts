// Flow stage calls of spec §7 (GET flow/stages/{id}, POST flow/stages/{id}/action) and the
// authorisation's PDF, typed by the shared contract (src-shared/api/flow.ts).
import { z } from 'zod';
import { flowActionResultSchema, flowStageSchema, type FlowActionBody } from '../../src-shared/api/flow';
import type { HttpClient } from './http';

const pdfSchema = z.instanceof(Blob);

export function createFlowApi(http: HttpClient) {
  return {
    /** The stage as this user may act on it, through the inbox email the item view shows. */
    stage: (id: number, inboxEmailUuid?: string, signal?: AbortSignal) =>
      http.request('GET', `flow/stages/${id}`, { schema: flowStageSchema, query: { inbox_email_uuid: inboxEmailUuid }, ...(signal ? { signal } : {}) }),
    act: (id: number, body: FlowActionBody) => http.request('POST', `flow/stages/${id}/action`, { schema: flowActionResultSchema, body }),
    authorizationPdf: (id: number) => http.request('GET', `flow/authorizations/${id}/pdf`, { schema: pdfSchema, responseType: 'blob' }),
  };
}

export type FlowApi = ReturnType<typeof createFlowApi>;
