// POST user/register (companion §7): a citizen signs up. Public and limited per IP; the body is
// checked again with the portal's own rules (src-shared/api/signup.ts), the state and city against
// IBGE's lists when the service answers, the reCAPTCHA token when the organisation turns it on, and
// the CPF/CNPJ and e-mail against existing people, answering only §5's "existente ou inválido".
// The account (origin external, no internal access, not verified) is made in one transaction, the
// verification e-mail goes out, and the answer logs the citizen in, so the portal goes straight on
// to verify the account. The password is never logged; no certificate data is stored (a
// certificate logs in by the CPF it carries, checked by certificateLogin.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LoginType } from '../../src-shared/api/auth';
import { foldForSearch } from '../../src-shared/api/locations';
import { RECAPTCHA_FIELD, registerRequestSchema, type RegisterResponse } from '../../src-shared/api/signup';
import { messages } from '../../src-shared/messages';
import { sendVerification } from '../auth/accountCodes';
import { publicAccess, withAccess } from '../auth/access';
import { hashPassword } from '../auth/passwords';
import { openSession } from '../auth/session';
import { isoAt, type ServerContext } from '../context';
import { ApiError, invalidFields, type FieldErrors } from '../http/errors';
import { limitedPerIp } from '../http/rateLimits';
import { parseInput } from '../http/validation';
import { createIbgeClient } from '../ibge/client';
import { requestOrigin } from '../http/origins';
import { rethrowPersonDuplicate } from '../http/personDuplicates';

const m = messages.signup.server;

export function registerSignupRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const ibge = ctx.ibgeUrl ? createIbgeClient({ baseUrl: ctx.ibgeUrl }) : null;
  // Any person holds the number, with an account or not (an external contact): the column is unique.
  const cpfOwner = ctx.db.prepare<[string], { id: number }>('SELECT id FROM people WHERE cpf_cnpj = ?');

  /** reCAPTCHA before anything costly: a failed token is a field error, a verifier down a 503. */
  async function checkRecaptcha(request: FastifyRequest, token: string | undefined): Promise<void> {
    const organization = ctx.repos.organization.find(1);
    if (organization?.recaptcha_enabled !== 1) return;
    if (!ctx.recaptcha) throw new ApiError(503, { message: m.recaptchaNotConfigured });
    if (token === undefined || token.trim() === '') throw invalidFields({ [RECAPTCHA_FIELD]: [m.recaptchaFailed] });
    const result = await ctx.recaptcha.verify(token, request.ip);
    if (result.kind === 'unavailable') {
      request.log.warn({ detail: result.detail }, 'reCAPTCHA verifier unavailable');
      throw new ApiError(503, { message: m.recaptchaUnavailable });
    }
    if (result.kind === 'failed') throw invalidFields({ [RECAPTCHA_FIELD]: [m.recaptchaFailed] });
  }

  /** The state and city as IBGE spells them; when IBGE does not answer, the address is kept as typed. */
  async function checkPlace(request: FastifyRequest, uf: string, city: string, errors: FieldErrors): Promise<string> {
    if (ibge === null) return city;
    const states = await ibge.states();
    if (states.kind !== 'ok') {
      request.log.warn({ detail: states.detail }, 'IBGE unavailable: signup address not checked');
      return city;
    }
    if (!states.value.some((state) => state.uf === uf)) {
      errors['person.address.state'] = [m.stateUnknown];
      return city;
    }
    const cities = await ibge.cities(uf);
    if (cities.kind !== 'ok') {
      request.log.warn({ detail: cities.detail }, 'IBGE unavailable: signup city not checked');
      return city;
    }
    const wanted = foldForSearch(city);
    const found = cities.value.find((candidate) => foldForSearch(candidate.name) === wanted);
    if (found === undefined) errors['person.address.city'] = [m.cityUnknown];
    return found?.name ?? city;
  }

  app.post('/api/user/register', limitedPerIp(withAccess(publicAccess), app.ipRateLimits.register, m.tooMany), async (request): Promise<RegisterResponse> => {
    const input = parseInput(registerRequestSchema, request.body);
    await checkRecaptcha(request, input[RECAPTCHA_FIELD]);
    const { person } = input;
    const errors: FieldErrors = {};
    const city = await checkPlace(request, person.address.state, person.address.city, errors);
    const { users } = ctx.repos;
    if (cpfOwner.get(person.cpfCnpj) !== undefined) errors['person.cpfCnpj'] = [m.cpfTaken];
    if (users.emailBelongsToAnother(person.email, -1)) errors['person.email'] = [m.emailTaken];
    if (Object.keys(errors).length > 0) throw invalidFields(errors);

    const passwordHash = await hashPassword(input.password);
    const now = isoAt(ctx.now());
    let userId: number;
    try {
      userId = ctx.db.transaction(() => {
        const personId = Number(
          ctx.db
            .prepare(
              `INSERT INTO people (uuid, name, email, cellphone, cpf_cnpj, gender, date_of_birth, person_type, responsibility,
                 secondary_cpf_cnpj, address_zip, address_street, address_number, address_neighborhood, address_complement,
                 address_city, address_state)
               VALUES (@uuid, @name, @email, @cellphone, @cpfCnpj, @gender, @dateOfBirth, @type, @responsibility,
                 @secondaryCpfCnpj, @zip, @street, @number, @neighborhood, @complement, @city, @state)`,
            )
            .run({
              uuid: randomUUID(),
              name: person.name,
              email: person.email,
              cellphone: person.cellphone,
              cpfCnpj: person.cpfCnpj,
              gender: person.gender,
              dateOfBirth: person.dateOfBirth,
              type: input.type,
              responsibility: person.responsibility,
              secondaryCpfCnpj: person.secondaryCpfCnpj,
              zip: person.address.zip,
              street: person.address.street,
              number: person.address.number,
              neighborhood: person.address.neighborhood,
              complement: person.address.complement,
              city,
              state: person.address.state,
            }).lastInsertRowid,
        );
        return Number(
          ctx.db
            .prepare(
              `INSERT INTO users (uuid, person_id, password_hash, has_internal_access, origin, account_verified_at,
                 accepted_terms_at, created_at)
               VALUES (?, ?, ?, 0, 'external', NULL, ?, ?)`,
            )
            .run(randomUUID(), personId, passwordHash, now, now).lastInsertRowid,
        );
      })();
    } catch (error) {
      // Another signup took the CPF or e-mail while this one was hashing the password.
      rethrowPersonDuplicate(error, m);
    }
    request.log.info({ userId, type: input.type }, 'citizen signed up');

    // The account exists whatever happens to the e-mail: the verify screen offers to send it again.
    let verificationSent = true;
    try {
      await sendVerification(ctx, userId, requestOrigin(request));
    } catch (error) {
      verificationSent = false;
      request.log.error({ userId, reason: error instanceof ApiError ? error.body.message : (error as Error).name }, 'verification e-mail not sent after signup');
    }
    const user = users.findById(userId);
    if (user === undefined) throw new ApiError(500, { message: messages.server.internalError });
    return { ...openSession(ctx, user, LoginType.EXTERNAL_NATIVE), verification_sent: verificationSent };
  });
}
