// Notification calls of spec §7: the list of the logged person (peopleId, status), marking one
// viewed, and declining a signature request from its notification (a document-store (GED) one on
// the spec's GED path, a plain one on the server's path for any request).
import { z } from 'zod';
import { notificationListSchema, type NotificationFilter } from '../../src-shared/api/notifications';
import type { HttpClient } from './http';

const anyAnswer = z.unknown();

export function createNotificationsApi(http: HttpClient) {
  return {
    list: (peopleId: number, status: NotificationFilter, signal?: AbortSignal) =>
      http.request('GET', 'notification', { schema: notificationListSchema, query: { peopleId, status }, ...(signal ? { signal } : {}) }),
    view: (id: number) => http.request('PATCH', `notification/view/${encodeURIComponent(String(id))}`, { schema: anyAnswer }),
    decline: (signatureRequestUuid: string, notificationId: number, ged: boolean) =>
      http.request('POST', `signature/request/${ged ? 'ged/' : ''}${encodeURIComponent(signatureRequestUuid)}/decline`, {
        schema: anyAnswer,
        body: { notification_id: notificationId },
      }),
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
