// The logged user's own profile (companion §3 Profile, §4, §7): GET/PUT user/profile, the photo
// (POST/DELETE person/image, GET person/image/:key), PATCH contact/first-login, GET
// citizen/contact/uuid and GET auth/moodle (Aprendizagem).
//
// Who sees a photo: its owner, and staff see staff photos (colleagues in chat, signers). A
// citizen's photo is theirs alone; anyone else gets 404, as for a key that does not exist.
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  firstLoginRequestSchema,
  PHOTO_KEY_PATTERN,
  PROFILE_PHOTO_FIELD,
  PROFILE_PHOTO_MAX_BYTES,
  updateProfileRequestSchema,
  type PhotoUploadResponse,
  type Profile,
} from '../../src-shared/api/profile';
import { messages } from '../../src-shared/messages';
import { authenticated, authOf, withAccess, type AuthContext } from '../auth/access';
import { sensitiveChangeErrors } from '../auth/currentPassword';
import { isUniqueViolation } from '../db/uniqueViolations';
import { changedFields } from '../audit/log';
import { recordRequest } from '../audit/trail';
import { isoAt, type ServerContext } from '../context';
import { ApiError, invalidFields, notFound, type FieldErrors } from '../http/errors';
import { limitedPerIp } from '../http/rateLimits';
import { parseInput } from '../http/validation';
import { moodleNames } from '../moodle/client';
import { processPhoto, photoTypeOf } from '../profile/photo';
import {
  newPhotoKey,
  photoByKey,
  photoPath,
  profilePerson,
  profileView,
  setNotificationSettings,
  type ProfilePerson,
} from '../profile/store';

const p = messages.profileEditor.server;
const logged = withAccess(authenticated());
const staff = withAccess(authenticated({ internalOnly: true }));
const keyParams = z.object({ key: z.string().regex(PHOTO_KEY_PATTERN, { error: p.photoNotFound }) });

const photoRefused = (status: 413 | 422, reason: string) => new ApiError(status, { message: reason, errors: { [PROFILE_PHOTO_FIELD]: [reason] } });

export function registerProfileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const personOf = (auth: AuthContext): ProfilePerson => {
    const person = profilePerson(ctx.db, auth.user.person_id);
    if (!person) throw notFound();
    return person;
  };
  const viewOf = (auth: AuthContext): Profile => {
    const user = ctx.repos.users.findById(auth.userId);
    if (!user) throw notFound();
    return profileView(ctx.db, user, personOf(auth));
  };

  app.get('/api/user/profile', logged, async (request) => viewOf(authOf(request)));

  app.put('/api/user/profile', limitedPerIp(logged, app.ipRateLimits.profile), async (request) => {
    const auth = authOf(request);
    const input = parseInput(updateProfileRequestSchema, request.body);
    const person = personOf(auth);
    const isStaff = auth.user.has_internal_access === 1;

    const errors: FieldErrors = await sensitiveChangeErrors(ctx, auth, person, input);
    // The CPF/CNPJ is the account's identity: set once (an account created without one), never changed.
    if (input.cpfCnpj !== undefined && input.cpfCnpj !== person.cpf_cnpj) {
      if (person.cpf_cnpj !== null) errors.cpfCnpj = [p.cpfLocked];
      else if (ctx.repos.users.findByCpfCnpj(input.cpfCnpj) !== undefined) errors.cpfCnpj = [p.cpfTaken];
    }
    if (input.type !== undefined && input.type !== person.person_type) errors.type = [p.typeLocked];
    if (person.person_type !== 'organization') {
      if (input.responsibility != null) errors.responsibility = [p.companyOnly];
      if (input.secondaryCpfCnpj != null) errors.secondaryCpfCnpj = [p.companyOnly];
    }
    if (!isStaff) {
      if (input.textualSignature !== undefined) errors.textualSignature = [p.staffOnly];
      if (input.user_preferences?.default_inbox_sort !== undefined) errors['user_preferences.default_inbox_sort'] = [p.staffOnly];
    }
    if (Object.keys(errors).length > 0) throw invalidFields(errors);

    const pick = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);
    const address: Partial<NonNullable<typeof input.address>> = input.address ?? {};
    try {
      ctx.db.transaction(() => {
        ctx.db
          .prepare(
            `UPDATE people SET name = @name, email = @email, cellphone = @cellphone, gender = @gender, date_of_birth = @date_of_birth,
               cpf_cnpj = @cpf_cnpj, responsibility = @responsibility, secondary_cpf_cnpj = @secondary_cpf_cnpj,
               textual_signature = @textual_signature, address_zip = @zip, address_street = @street, address_number = @number,
               address_neighborhood = @neighborhood, address_complement = @complement, address_city = @city, address_state = @state
             WHERE id = @id`,
          )
          .run({
            id: person.id,
            name: pick(input.name, person.name),
            email: pick(input.email, person.email),
            cellphone: pick(input.cellphone, person.cellphone),
            gender: pick(input.gender, person.gender),
            date_of_birth: pick(input.dateOfBirth, person.date_of_birth),
            cpf_cnpj: pick(input.cpfCnpj, person.cpf_cnpj),
            responsibility: pick(input.responsibility, person.responsibility),
            secondary_cpf_cnpj: pick(input.secondaryCpfCnpj, person.secondary_cpf_cnpj),
            textual_signature: pick(input.textualSignature, person.textual_signature),
            zip: pick(address.zip, person.address_zip),
            street: pick(address.street, person.address_street),
            number: pick(address.number, person.address_number),
            neighborhood: pick(address.neighborhood, person.address_neighborhood),
            complement: pick(address.complement, person.address_complement),
            city: pick(address.city, person.address_city),
            state: pick(address.state, person.address_state),
          });
        const sort = input.user_preferences?.default_inbox_sort;
        if (sort !== undefined) ctx.repos.users.setInboxSort(auth.userId, sort);
        if (input.external_notification_settings) setNotificationSettings(ctx.db, auth.userId, input.external_notification_settings);
        const changes = changedFields(person, personOf(auth));
        if (sort !== undefined && sort !== auth.user.default_inbox_sort) changes.default_inbox_sort = [auth.user.default_inbox_sort, sort];
        if (input.external_notification_settings) changes.external_notification_settings = [null, input.external_notification_settings];
        recordRequest(ctx, request, { action: 'update', entity: 'user', entityId: auth.userId, changes });
      })();
    } catch (error) {
      // Another request took the e-mail or the CPF/CNPJ meanwhile.
      if (isUniqueViolation(error)) {
        const onCpf = String((error as Error).message).includes('cpf_cnpj');
        throw invalidFields(onCpf ? { cpfCnpj: [p.cpfTaken] } : { email: [messages.server.emailTaken] });
      }
      throw error;
    }
    return viewOf(auth);
  });

  // Multipart is parsed only in this scope, as in medias.ts.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

    // sharp's work per upload shares the profile's per-IP limit.
    scope.post('/api/person/image', limitedPerIp(logged, app.ipRateLimits.profile), async (request, reply) => {
      const auth = authOf(request);
      const person = personOf(auth);
      const bytes = await readPhoto(request);
      const type = photoTypeOf(bytes);
      if (type === null) throw photoRefused(422, p.photoType);
      let processed;
      try {
        processed = await processPhoto(bytes, type);
      } catch {
        throw photoRefused(422, p.photoUnreadable);
      }
      const fileKey = newPhotoKey();
      const thumbnailKey = newPhotoKey();
      ctx.db.transaction(() => {
        ctx.db
          .prepare(
            `INSERT INTO profile_photos (person_id, file_key, thumbnail_key, mime_type, content, thumbnail, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (person_id) DO UPDATE SET file_key = excluded.file_key, thumbnail_key = excluded.thumbnail_key,
               mime_type = excluded.mime_type, content = excluded.content, thumbnail = excluded.thumbnail, updated_at = excluded.updated_at`,
          )
          .run(person.id, fileKey, thumbnailKey, processed.mime, processed.original, processed.thumbnail, isoAt(ctx.now()));
        ctx.db.prepare('UPDATE people SET photo_link = ? WHERE id = ?').run(photoPath(thumbnailKey), person.id);
      })();
      const answer: PhotoUploadResponse = { remote_file_key: fileKey, remote_thumbnail_file_key: thumbnailKey, url: photoPath(thumbnailKey) };
      return reply.code(201).send(answer);
    });
  });

  app.delete('/api/person/image', logged, async (request, reply) => {
    const person = personOf(authOf(request));
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM profile_photos WHERE person_id = ?').run(person.id);
      ctx.db.prepare('UPDATE people SET photo_link = NULL WHERE id = ?').run(person.id);
    })();
    return reply.code(204).send();
  });

  app.get('/api/person/image/:key', logged, async (request, reply) => {
    const { key } = parseInput(keyParams, request.params);
    const auth = authOf(request);
    const photo = photoByKey(ctx.db, key);
    const missing = () => new ApiError(404, { message: p.photoNotFound });
    if (photo === undefined) throw missing();
    if (photo.person_id !== auth.user.person_id) {
      const ownerIsStaff = ctx.db
        .prepare<[number], { staff: number }>('SELECT MAX(has_internal_access) AS staff FROM users WHERE person_id = ?')
        .get(photo.person_id)?.staff === 1;
      if (auth.user.has_internal_access !== 1 || !ownerIsStaff) throw missing();
    }
    const thumbnail = key === photo.thumbnail_key;
    const bytes = thumbnail ? photo.thumbnail : photo.content;
    return reply
      .header('Content-Type', thumbnail ? 'image/webp' : photo.mime_type)
      .header('Content-Disposition', 'inline')
      .header('Content-Length', String(bytes.length))
      .header('Cache-Control', 'private, no-store')
      .send(bytes);
  });

  app.patch('/api/contact/first-login', logged, async (request) => {
    const { hasBeenLogged } = parseInput(firstLoginRequestSchema, request.body);
    const auth = authOf(request);
    ctx.db.prepare('UPDATE users SET has_been_logged = ? WHERE id = ?').run(hasBeenLogged ? 1 : 0, auth.userId);
    return { hasBeenLogged };
  });

  app.get('/api/citizen/contact/uuid', logged, async (request) => {
    const auth = authOf(request);
    if (auth.user.has_internal_access === 1) throw new ApiError(403, { message: p.onlyCitizens });
    return { uuid: personOf(auth).uuid };
  });

  app.get('/api/auth/moodle', staff, async (request) => {
    const auth = authOf(request);
    const enabled = ctx.db.prepare<[], { enabled: number }>('SELECT is_moodle_enabled AS enabled FROM organization ORDER BY id LIMIT 1').get()?.enabled === 1;
    if (!enabled) throw new ApiError(403, { message: p.moodleDisabled });
    const failed = (status: 502 | 503) => new ApiError(status, { message: messages.toasts.learningRedirectError });
    if (!ctx.moodle) throw failed(503);
    const person = personOf(auth);
    if (!person.email) throw failed(502);
    const result = await ctx.moodle.requestLoginUrl({ email: person.email, username: person.email, ...moodleNames(person.name) });
    if (result.kind !== 'ok') {
      request.log.warn({ detail: result.detail }, 'moodle login url refused');
      throw failed(502);
    }
    return { loginurl: result.loginUrl };
  });
}

async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw photoRefused(422, p.photoMissing);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== PROFILE_PHOTO_FIELD) throw photoRefused(422, p.photoMissing);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as FastifyError).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoRefused(413, p.photoTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw photoRefused(422, p.photoMissing);
    throw error;
  }
  if (bytes === undefined || bytes.length === 0) throw photoRefused(422, p.photoMissing);
  return bytes;
}
