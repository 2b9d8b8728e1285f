// Internal users (issue 17; companion §3 Internal user, §4, §5, §7 Internal users):
// - GET /api/user?search=&status=&sector=&page=: staff holding user-list, the internal users paged
//   (search reads the name, CPF and e-mail; sector is a sector id). With `telephones` it is the
//   telephone directory instead, open to every staff member: enabled colleagues' name, sectors
//   (with their telephone and ramal), cellphone and e-mail, nothing else.
// - GET /api/user/:id and GET /api/user/:id/sectors (the sectors alone): user-list or user-update.
// - POST /api/user (user-create), PUT /api/user/:id (user-update): every field of §3; duplicates
//   answer §5's person.cpfCnpj / person.email messages. A new user has an initial password, or
//   none with reset_password_on_login: then the first-access e-mail goes out (auth/firstAccess.ts)
//   and the answer's `warning` says when it could not. A new password on an edit ends the user's
//   sessions.
// - GET /api/user/roles (user-create or user-update): the roles the caller may give (the editor's
//   Função picker, without opening the roles' administration).
// - PATCH /api/user/:id/status {status} and PATCH /api/user/:id/disable-internal-access
//   (user-update): disabling ends the user's sessions and realtime subscriptions at once, after
//   telling their open apps (access-changed), whose next call answers 403 disabled-user. Nobody
//   disables themselves, and the last enabled administrator (role 1) stays one: both 422.
// - An edit (role, direct permissions) tells the user's open apps too (auth/accessEvents.ts).
// No escalation: a holder of user-create/user-update who is not an administrator grants only the
// permissions they hold (422 on roles/permissions) and cannot edit, disable or take the access of
// an administrator (403).
// Every write is one transaction; passwords are hashed before it and never logged.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  internalUserListQuerySchema,
  internalUserSaveSchema,
  joinRegistration,
  userStatusRequestSchema,
  type GrantableRole,
  type InternalUser,
  type InternalUserCreated,
  type InternalUserSaveInput,
  type TelephoneEntry,
} from '../../src-shared/api/internalUsers';
import type { Page } from '../../src-shared/api/page';
import { messages } from '../../src-shared/messages';
import { ADMINISTRATOR_ROLE_ID } from '../../src-shared/permissions';
import { authenticated, authOf, requireStaffPermission, withAccess, type AuthContext } from '../auth/access';
import { notifyAccessChanged } from '../auth/accessEvents';
import { sendFirstAccess } from '../auth/firstAccess';
import { recordRequest } from '../audit/trail';
import { hashPassword } from '../auth/passwords';
import { isoAt, type ServerContext } from '../context';
import { ApiError, forbidden, invalidFields, notFound, type FieldErrors } from '../http/errors';
import { requestOrigin } from '../http/origins';
import { buildPage, parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';
import { rethrowPersonDuplicate } from '../http/personDuplicates';
import { createInternalUsers } from '../repos/internalUsers';
import { forgetSessions, revokeSessions } from '../auth/session';

const u = messages.internalUsers;
const firstAccessMessages = messages.csvImport.server;
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The one-user create of POST /api/user, for callers that create users another way (the CSV import). */
export type InternalUserCreation = {
  creationErrors(auth: AuthContext, input: InternalUserSaveInput): FieldErrors;
  insertNewUser(input: InternalUserSaveInput, hash: string | null): number;
};

export function registerInternalUserRoutes(app: FastifyInstance, ctx: ServerContext): InternalUserCreation {
  const { db } = ctx;
  const users = createInternalUsers(db);
  const cpfOwner = db.prepare<[string], number>('SELECT id FROM people WHERE cpf_cnpj = ?').pluck();
  const emailOwner = db.prepare<[string], number>('SELECT id FROM people WHERE email = ?').pluck();
  const sectorUsable = db.prepare<[number], number>("SELECT id FROM sectors WHERE id = ? AND status = 'enabled'").pluck();
  const roleExists = db.prepare<[number], number>('SELECT id FROM roles WHERE id = ?').pluck();
  const permissionExists = db.prepare<[number], number>('SELECT id FROM permissions WHERE id = ?').pluck();

  /** What the database must confirm: free CPF and e-mail (another person's), real sectors, role and permissions. */
  function databaseErrors(input: InternalUserSaveInput, personId: number | null): FieldErrors {
    const errors: FieldErrors = {};
    const cpf = cpfOwner.get(input.person.cpfCnpj);
    if (cpf !== undefined && cpf !== personId) errors['person.cpfCnpj'] = [u.cpfTaken];
    const email = emailOwner.get(input.person.email);
    if (email !== undefined && email !== personId) errors['person.email'] = [u.emailTaken];
    if (input.sectors.some((sector) => sectorUsable.get(sector.sectorId) === undefined)) errors.sectors = [u.sectorUnknown];
    if (input.roles.some((role) => roleExists.get(role) === undefined)) errors.roles = [u.roleUnknown];
    if (input.permissions.some((permission) => permissionExists.get(permission) === undefined)) errors.permissions = [u.permissionUnknown];
    return errors;
  }

  const writePerson = db.prepare(
    `UPDATE people SET name = @name, email = @email, cellphone = @cellphone, cpf_cnpj = @cpfCnpj, gender = @gender,
       date_of_birth = @dateOfBirth, textual_signature = @textualSignature, responsibility = @responsibility,
       registration = @registration WHERE id = @id`,
  );
  const insertPerson = db.prepare(
    `INSERT INTO people (uuid, name, email, cellphone, cpf_cnpj, gender, date_of_birth, textual_signature, responsibility, registration)
     VALUES (@uuid, @name, @email, @cellphone, @cpfCnpj, @gender, @dateOfBirth, @textualSignature, @responsibility, @registration)`,
  );
  const insertUser = db.prepare(
    `INSERT INTO users (uuid, person_id, password_hash, has_internal_access, origin, account_verified_at, reset_password_on_login,
       is_federal_employee, ged_user_id, created_at)
     VALUES (@uuid, @personId, @hash, 1, 'internal', @now, @reset, @federal, @ged, @now)`,
  );
  const updateUser = db.prepare('UPDATE users SET reset_password_on_login = @reset, is_federal_employee = @federal, ged_user_id = @ged WHERE id = @id');
  const setHash = db.prepare('UPDATE users SET password_hash = ?, need_update_password = 0 WHERE id = ?');
  const clearSectors = db.prepare('DELETE FROM user_sectors WHERE user_id = ?');
  const addSector = db.prepare('INSERT INTO user_sectors (user_id, sector_id, is_primary) VALUES (?, ?, ?)');
  const clearRoles = db.prepare('DELETE FROM user_roles WHERE user_id = ?');
  const addRole = db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)');
  const clearPermissions = db.prepare('DELETE FROM user_permissions WHERE user_id = ?');
  const addPermission = db.prepare('INSERT INTO user_permissions (user_id, permission_id) VALUES (?, ?)');
  const setStatus = db.prepare('UPDATE users SET status = ? WHERE id = ?');
  const dropInternalAccess = db.prepare('UPDATE users SET has_internal_access = 0 WHERE id = ?');

  const personFields = (input: InternalUserSaveInput) => ({
    name: input.person.name,
    email: input.person.email,
    cellphone: input.person.cellphone,
    cpfCnpj: input.person.cpfCnpj,
    gender: input.person.gender,
    dateOfBirth: input.person.dateOfBirth,
    textualSignature: input.person.textualSignature,
    responsibility: input.person.responsibility,
    registration: joinRegistration(input.person.registration),
  });

  function writeMemberships(userId: number, input: InternalUserSaveInput): void {
    clearSectors.run(userId);
    // The primary sector replaces any other (§4): the schema admits exactly one.
    for (const sector of input.sectors) addSector.run(userId, sector.sectorId, sector.isPrimarySector ? 1 : 0);
    clearRoles.run(userId);
    for (const role of input.roles) addRole.run(userId, role);
    clearPermissions.run(userId);
    for (const permission of input.permissions) addPermission.run(userId, permission);
  }

  /**
   * Before the sessions end: the realtime server delivers nothing to a revoked token's
   * subscriptions, so the user's open apps hear it first, then ask the server (which by then
   * answers 403 disabled-user: nothing else runs between this and the synchronous write that
   * follows). A write that fails after it only makes them ask for nothing.
   */
  const warnOpenApps = (userId: number) => notifyAccessChanged(ctx.realtime, [userId]);

  const rolePermissionNames = db.prepare<[number], string>(
    'SELECT p.name FROM permissions p JOIN role_permissions rp ON rp.permission_id = p.id WHERE rp.role_id = ?',
  ).pluck();
  const permissionName = db.prepare<[number], string>('SELECT name FROM permissions WHERE id = ?').pluck();

  /**
   * No escalation: whoever is not an administrator grants only what they hold themselves (a role
   * whose permissions they all hold, direct permissions they hold), and leaves administrators'
   * accounts alone (their password, status and access), so user-update cannot make or take over one.
   */
  function refuseEscalation(auth: AuthContext, input: InternalUserSaveInput, current: { roleId: number | null; permissions: readonly number[] } | null): void {
    if (users.isAdministrator(auth.userId)) return;
    const held = auth.permissions();
    const errors: FieldErrors = {};
    const role = input.roles[0] as number;
    if (role !== current?.roleId) {
      const granted = role === ADMINISTRATOR_ROLE_ID ? null : rolePermissionNames.all(role);
      if (granted === null || granted.some((name) => !held.has(name))) errors.roles = [u.cannotGrant];
    }
    const added = input.permissions.filter((permission) => !(current?.permissions ?? []).includes(permission));
    if (added.some((permission) => !held.has(permissionName.get(permission) ?? ''))) errors.permissions = [u.cannotGrant];
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
  }

  function refuseTouchingAdministrator(auth: AuthContext, userId: number): void {
    if (users.isAdministrator(userId) && !users.isAdministrator(auth.userId)) throw new ApiError(403, { message: u.administratorsOnly });
  }

  /** The rules on taking an internal user out of service (disable, drop internal access, lose role 1). */
  function refuseLosingAdministrator(actorId: number, userId: number): void {
    if (actorId === userId) throw invalidFields({ status: [u.cannotDisableSelf] });
    if (users.isAdministrator(userId) && !users.anotherAdministrator(userId)) throw invalidFields({ status: [u.lastAdministrator] });
  }

  const rethrowDuplicate = (error: unknown): never => rethrowPersonDuplicate(error, u);

  const found = (id: number) => {
    const row = users.find(id);
    if (row === undefined) throw notFound();
    return row;
  };

  // The list (user-list) and the telephone directory (any staff member) share the call (§7).
  app.get('/api/user', withAccess(authenticated({ internalOnly: true })), async (request): Promise<Page<InternalUser> | Page<TelephoneEntry>> => {
    const query = parseInput(internalUserListQuerySchema, request.query);
    const directory = query.telephones !== undefined;
    if (!directory && !authOf(request).permissions().has('user-list')) throw forbidden();
    const pageRequest = parsePageQuery(request.query);
    const { rows, total, telephoneEntry } = users.page(query, directory, pageRequest);
    const url = requestUrl(request);
    if (directory) return buildPage({ items: rows.map(telephoneEntry), total, request: pageRequest, url });
    return buildPage({ items: rows.map(users.view), total, request: pageRequest, url });
  });

  app.get('/api/user/:id', withAccess(requireStaffPermission('user-list', 'user-update')), async (request): Promise<InternalUser> => {
    const { id } = parseInput(idParams, request.params);
    return users.view(found(id));
  });

  // The user's sectors alone, the primary first (the editor's sector tab).
  app.get('/api/user/:id/sectors', withAccess(requireStaffPermission('user-list', 'user-update')), async (request): Promise<InternalUser['sectors']> => {
    const { id } = parseInput(idParams, request.params);
    return users.view(found(id)).sectors;
  });

  /** Every check of a new user that needs the database or the actor (duplicates, real sectors/role/permissions, no escalation). */
  function creationErrors(auth: AuthContext, input: InternalUserSaveInput): FieldErrors {
    const errors = databaseErrors(input, null);
    if (Object.keys(errors).length === 0) refuseEscalation(auth, input, null);
    return errors;
  }

  /** Writes a new internal user in one transaction (hash null: no password until the user sets one); duplicates answer 422. */
  function insertNewUser(input: InternalUserSaveInput, hash: string | null): number {
    const now = isoAt(ctx.now());
    try {
      return db.transaction(() => {
        const personId = Number(insertPerson.run({ uuid: randomUUID(), ...personFields(input) }).lastInsertRowid);
        const id = Number(
          insertUser.run({
            uuid: randomUUID(),
            personId,
            hash,
            now,
            reset: input.reset_password_on_login ? 1 : 0,
            federal: input.is_federal_employee ? 1 : 0,
            ged: input.ged_user_id,
          }).lastInsertRowid,
        );
        writeMemberships(id, input);
        return id;
      })();
    } catch (error) {
      return rethrowDuplicate(error);
    }
  }

  // Without a password (allowed only with reset_password_on_login) the user is mailed the
  // first-access link, as the CSV import does; an e-mail that cannot go out leaves the user
  // created, and the answer's warning says so.
  app.post('/api/user', withAccess(requireStaffPermission('user-create')), async (request, reply): Promise<InternalUserCreated> => {
    const input = parseInput(internalUserSaveSchema, request.body);
    const errors = creationErrors(authOf(request), input);
    if (input.password === null && !input.reset_password_on_login) errors.password = [u.passwordRequired];
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const hash = input.password === null ? null : await hashPassword(input.password);
    const userId = insertNewUser(input, hash);
    request.log.info({ userId, by: authOf(request).userId, withPassword: hash !== null }, 'internal user created');
    reply.code(201);
    const created = users.view(found(userId));
    if (hash !== null) return created;
    const warning = await firstAccessWarning(userId, requestOrigin(request), request.log);
    return warning === undefined ? created : { ...created, warning };
  });

  /** Sends the first-access e-mail; what to tell the administrator when it cannot go out. */
  async function firstAccessWarning(userId: number, origin: string, log: FastifyBaseLogger): Promise<string | undefined> {
    if (ctx.mailer === null) return firstAccessMessages.firstAccessNoMail;
    try {
      await sendFirstAccess(ctx, userId, origin);
      return undefined;
    } catch (error) {
      log.error({ err: error, userId }, 'first-access e-mail not sent');
      return firstAccessMessages.firstAccessNotSent;
    }
  }

  // The Função picker of the editor (user-create or user-update, without manage-roles): id and
  // name of the roles the caller may give, as refuseEscalation judges them; an administrator may
  // give any.
  const allRoles = db.prepare<[], GrantableRole>('SELECT id, name FROM roles ORDER BY name COLLATE NOCASE, id');
  app.get('/api/user/roles', withAccess(requireStaffPermission('user-create', 'user-update')), async (request): Promise<GrantableRole[]> => {
    const auth = authOf(request);
    const roles = allRoles.all();
    if (users.isAdministrator(auth.userId)) return roles;
    const held = auth.permissions();
    return roles.filter((role) => role.id !== ADMINISTRATOR_ROLE_ID && rolePermissionNames.all(role.id).every((name) => held.has(name)));
  });

  app.put('/api/user/:id', withAccess(requireStaffPermission('user-update')), async (request): Promise<InternalUser> => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(internalUserSaveSchema, request.body);
    const existing = found(id);
    const auth = authOf(request);
    refuseTouchingAdministrator(auth, id);
    const errors = databaseErrors(input, existing.person_id);
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const current = users.view(existing);
    refuseEscalation(auth, input, { roleId: current.roleId, permissions: current.permissions });
    // Taking role 1 from the last administrator would leave the organisation without one.
    if (!input.roles.includes(ADMINISTRATOR_ROLE_ID) && users.isAdministrator(id) && !users.anotherAdministrator(id)) {
      throw invalidFields({ roles: [u.lastAdministrator] });
    }
    const hash = input.password === null ? null : await hashPassword(input.password);
    let revoked: number[] = [];
    try {
      db.transaction(() => {
        writePerson.run({ id: existing.person_id, ...personFields(input) });
        updateUser.run({ id, reset: input.reset_password_on_login ? 1 : 0, federal: input.is_federal_employee ? 1 : 0, ged: input.ged_user_id });
        writeMemberships(id, input);
        if (hash !== null) {
          setHash.run(hash, id);
          // A password set by the administration ends the user's other sessions (not the editor's own).
          revoked = revokeSessions(ctx, id, id === auth.userId ? auth.tokenId : -1);
        }
      })();
    } catch (error) {
      rethrowDuplicate(error);
    }
    forgetSessions(ctx, revoked);
    // Their role or direct permissions may have changed: their open apps ask again.
    notifyAccessChanged(ctx.realtime, [id]);
    request.log.info({ userId: id, by: auth.userId, passwordChanged: hash !== null }, 'internal user updated');
    return users.view(found(id));
  });

  app.patch('/api/user/:id/status', withAccess(requireStaffPermission('user-update')), async (request): Promise<InternalUser> => {
    const { id } = parseInput(idParams, request.params);
    const { status } = parseInput(userStatusRequestSchema, request.body);
    const row = found(id);
    const auth = authOf(request);
    refuseTouchingAdministrator(auth, id);
    let revoked: number[] = [];
    if (status === 'disabled' && row.status === 'enabled') refuseLosingAdministrator(auth.userId, id);
    if (status === 'disabled') warnOpenApps(id);
    db.transaction(() => {
      setStatus.run(status, id);
      if (status === 'disabled') revoked = revokeSessions(ctx, id);
      recordRequest(ctx, request, { action: 'update', entity: 'user', entityId: id, status: 200, changes: { status: [row.status, status] } });
    })();
    forgetSessions(ctx, revoked);
    request.log.info({ userId: id, by: auth.userId, status }, 'internal user status changed');
    return users.view(found(id));
  });

  app.patch('/api/user/:id/disable-internal-access', withAccess(requireStaffPermission('user-update')), async (request): Promise<{ id: number; has_internal_access: false }> => {
    const { id } = parseInput(idParams, request.params);
    found(id);
    const auth = authOf(request);
    refuseTouchingAdministrator(auth, id);
    refuseLosingAdministrator(auth.userId, id);
    let revoked: number[] = [];
    warnOpenApps(id);
    db.transaction(() => {
      dropInternalAccess.run(id);
      // A staff session must not outlive the access it was opened with.
      revoked = revokeSessions(ctx, id);
      recordRequest(ctx, request, { action: 'update', entity: 'user', entityId: id, status: 200, changes: { has_internal_access: [true, false] } });
    })();
    forgetSessions(ctx, revoked);
    request.log.info({ userId: id, by: auth.userId }, 'internal access disabled');
    return { id, has_internal_access: false };
  });

  return { creationErrors, insertNewUser };
}
