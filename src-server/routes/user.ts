// PUT /user/me: the logged user's own profile, contacts and password.
import type { FastifyInstance } from 'fastify';
import { updateMeRequestSchema } from '../../src-shared/api/auth';
import { messages } from '../../src-shared/messages';
import { isValidCellphone, isValidEmail } from '../../src-shared/validation/rules';
import { changedFields } from '../audit/log';
import { recordRequest } from '../audit/trail';
import { authenticated, authOf, withAccess } from '../auth/access';
import { sensitiveChangeErrors } from '../auth/currentPassword';
import { isUniqueViolation } from '../db/uniqueViolations';
import { hashPassword } from '../auth/passwords';
import type { ServerContext } from '../context';
import { invalidFields, notFound } from '../http/errors';
import { limitedPerIp } from '../http/rateLimits';
import { parseInput } from '../http/validation';
import { loggedUserView } from '../views/loggedUser';
import { forgetSessions, revokeSessions } from '../auth/session';

const m = messages.server;

export function registerUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.put('/api/user/me', limitedPerIp(withAccess(authenticated()), app.ipRateLimits.profile), async (request) => {
    const auth = authOf(request);
    const input = parseInput(updateMeRequestSchema, request.body);
    const { users } = ctx.repos;
    const person = users.personOf(auth.user);
    if (!person) throw notFound();

    const errors = await sensitiveChangeErrors(ctx, auth, person, input);
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const newHash = input.password === undefined ? null : await hashPassword(input.password);

    const contacts = {
      name: input.name ?? person.name,
      email: input.email ?? person.email,
      cellphone: input.cellphone ?? person.cellphone,
      gender: input.gender === undefined ? person.gender : input.gender,
      textual_signature: input.textualSignature === undefined ? person.textual_signature : input.textualSignature,
    };
    let revokedTokenIds: number[] = [];
    try {
      ctx.db.transaction(() => {
        users.updatePerson(person.id, contacts);
        const preferences = input.user_preferences;
        if (preferences?.default_inbox_sort !== undefined) users.setInboxSort(auth.userId, preferences.default_inbox_sort);
        if (preferences?.desktop_notifications !== undefined) users.setDesktopNotifications(auth.userId, preferences.desktop_notifications);
        if (contacts.email && isValidEmail(contacts.email) && contacts.cellphone && isValidCellphone(contacts.cellphone)) {
          users.setNeedUpdateContacts(auth.userId, false);
        }
        if (newHash !== null) {
          users.setPassword(auth.userId, newHash);
          // Whoever else holds a session from the old password loses it; this one stays.
          revokedTokenIds = revokeSessions(ctx, auth.userId, auth.tokenId);
        }
        const was = { name: person.name, email: person.email, cellphone: person.cellphone, gender: person.gender, textual_signature: person.textual_signature };
        const changes = changedFields(was, contacts);
        if (preferences !== undefined) changes.user_preferences = [null, preferences];
        // Only that the password changed: its value never reaches the trail (audit/redact.ts).
        if (newHash !== null) changes.password = [null, null];
        recordRequest(ctx, request, { action: 'update', entity: 'user', entityId: auth.userId, changes });
      })();
      // Committed: the chat sessions of those tokens end now too (realtime/server.ts forgetToken).
      forgetSessions(ctx, revokedTokenIds);
    } catch (error) {
      // Another request took the e-mail while this one was hashing the password.
      if (isUniqueViolation(error)) throw invalidFields({ email: [m.emailTaken] });
      throw error;
    }

    const updated = loggedUserView(ctx.repos, auth.userId);
    if (!updated) throw notFound();
    return updated;
  });
}
