// Notifications (spec §7 Notifications, §9): GET notification?peopleId&status and PATCH
// notification/view/{id} for the logged user's own notifications, and POST
// signature/request/ged/{uuid}/decline. Staff only: citizens get no notifications in this issue.
// A plain (non-GED) request can be declined too, from its notification's Rejeitar (issue 14): the
// spec names only the GED path, so that one keeps refusing plain requests and
// POST signature/request/{uuid}/decline declines either kind. Both take an optional reason (issue 19),
// which the requester is told.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { declineBodySchema, notificationQuerySchema, type NotificationList } from '../../src-shared/api/notifications';
import { messages } from '../../src-shared/messages';
import { authOf } from '../auth/access';
import { isoAt, type ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validation';
import { listNotifications, viewNotification } from '../notifications/list';
import { declineRequest } from '../notifications/signatureRequests';
import { staffOnly } from './inbox';

const m = messages.notifications;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const uuidParams = z.object({ uuid: z.string().min(1).max(64) });

export function registerNotificationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/notification', staffOnly, async (request): Promise<NotificationList> => {
    const { peopleId, status } = parseInput(notificationQuerySchema, request.query);
    const auth = authOf(request);
    if (peopleId !== auth.user.person_id) throw new ApiError(403, { message: m.notOwnPerson });
    return listNotifications(ctx.db, auth.userId, status);
  });

  app.patch('/api/notification/view/:id', staffOnly, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const notification = viewNotification(ctx.db, authOf(request).userId, id, isoAt(ctx.now()));
    if (notification === undefined) throw new ApiError(404, { message: m.notificationNotFound });
    return notification;
  });

  const decline = (onlyGed: boolean) => async (request: FastifyRequest) => {
    const { uuid } = parseInput(uuidParams, request.params);
    // No body at all is fine (the notification is optional); a JSON null or array is not.
    const { notification_id: notificationId, reason } = parseInput(declineBodySchema, request.body === undefined ? {} : request.body);
    const userId = authOf(request).userId;
    ctx.db.transaction(() => declineRequest(ctx, uuid, userId, notificationId, isoAt(ctx.now()), { onlyGed, reason: reason ?? null }))();
    return { message: m.declined };
  };
  app.post('/api/signature/request/ged/:uuid/decline', staffOnly, decline(true));
  app.post('/api/signature/request/:uuid/decline', staffOnly, decline(false));
}
