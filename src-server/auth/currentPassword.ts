// The current-password rule of the logged user's own changes: whoever holds the token alone must
// not take the account over, so a new password or a new e-mail (where password resets would go)
// needs the current password too, checked (and throttled) like a login. PUT user/me and
// PUT user/profile both apply it.
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import type { FieldErrors } from '../http/errors';
import type { PersonRow } from '../repos/users';
import type { AuthContext } from './access';
import { checkPassword, userThrottleKey } from './passwordCheck';

const m = messages.server;

export type SensitiveChange = { email?: string; password?: string; current_password?: string };

/** Field errors for the current password (none when nothing sensitive changes) and a taken e-mail. */
export async function sensitiveChangeErrors(ctx: ServerContext, auth: AuthContext, person: PersonRow, input: SensitiveChange): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const emailChanges = input.email !== undefined && input.email !== person.email?.toLowerCase();
  if (input.password !== undefined || emailChanges) {
    if (input.current_password === undefined) {
      errors.current_password = [m.currentPasswordForEmail];
    } else if (!(await checkPassword(ctx, userThrottleKey(person.email, auth.userId), input.current_password, auth.user))) {
      errors.current_password = [m.currentPasswordWrong];
    }
  }
  if (input.email !== undefined && ctx.repos.users.emailBelongsToAnother(input.email, person.id)) errors.email = [m.emailTaken];
  return errors;
}

