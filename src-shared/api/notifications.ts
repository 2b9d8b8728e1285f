// Notifications (spec §3 Notification, §4, §7 Notifications, §9): what GET notification returns
// and PATCH notification/view marks. Produced on the server by real events; the bell reads them.
import { z } from 'zod';
import { messages } from '../messages';

/** The panel's filter; pending is the default (§9). */
export const NOTIFICATION_FILTERS = ['pending', 'viewed', 'all'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const NOTIFICATION_TYPES = [
  'document-received',
  'document-reopened',
  'document-forwarded',
  'sector-task',
  'signature-request',
  'ged-signature-request',
] as const;

/** Signature-request statuses, shown as Pendente, Assinado, rejeitado, cancelado (§4). */
export const SIGNATURE_REQUEST_STATUSES = ['created', 'accepted', 'declined', 'canceled'] as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  description: z.string(),
  titleColor: z.string().nullable(),
  textColor: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  isViewed: z.boolean(),
  isGed: z.boolean(),
  /** An app path (/inbox/…, /sign?…); null when there is nowhere to go. */
  url: z.string().nullable(),
  receivedTime: z.string(),
  data: z.object({
    type: z.enum(NOTIFICATION_TYPES),
    status: z.enum(SIGNATURE_REQUEST_STATUSES).nullable(),
    signature_request_uuid: z.string().nullable(),
  }),
  /** The thing notified about, as it is now (a request canceled after the notification, say). */
  notifiable: z.object({ status: z.string().nullable() }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  /** Unviewed notifications of the user, whatever the filter: the bell's badge. */
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationQuerySchema = z.object({
  peopleId: z.coerce.number().int().positive(),
  status: z.enum(NOTIFICATION_FILTERS).default('pending'),
});

export const DECLINE_REASON_MIN = 3;
export const DECLINE_REASON_MAX = 500;

/**
 * POST signature/request/ged/{uuid}/decline and signature/request/{uuid}/decline. The reason
 * (issue 19) is optional for the API (the spec's GED path has none, and the bell's quick Rejeitar
 * sends none); the signing screen's Recusar always asks for one.
 */
export const declineBodySchema = z.object({
  notification_id: z.number().int().positive().optional(),
  reason: z
    .string()
    .trim()
    .min(DECLINE_REASON_MIN, { error: messages.signatureRequests.reasonTooShort })
    .max(DECLINE_REASON_MAX, { error: messages.signatureRequests.reasonTooLong })
    .optional(),
});
