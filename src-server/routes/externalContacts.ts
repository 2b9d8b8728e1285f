// External contacts (issue 17; companion §3 External contact, §4, §5, §7 External contacts): the
// people the organisation writes to and hears from — citizens who signed up (origin external) and
// contacts the staff registers (origin internal) — each a person with an account without internal
// access, so a contact has a status and may later be given internal access.
// - GET /api/citizen/contact?search=&status=&type=&page=: external-contact-list, paged (search
//   reads the name, the CPF/CNPJ digits and the e-mail; type is one of the §3 kinds — the editor's
//   organisation picker asks for type=organization).
// - GET /api/citizen/contact/:id: external-contact-list.
// - POST /api/citizen/contact/register (external-contact-create) and PUT
//   /api/citizen/contact/update/:id (external-contact-update): every field of §3, with §4's save
//   rule applied here too (src-shared/api/externalContacts.ts: a sector never stores a CPF…);
//   duplicates answer §5's person.cpfCnpj / person.email messages.
// - PATCH /api/citizen/contact/:id/status {status} (external-contact-update): disabling ends the
//   contact's sessions at once.
// - PATCH /api/citizen/contact/:id/enable-internal-access (external-contact-update): the contact's
//   account becomes an internal user's (refused for a sector, a contact without e-mail, a disabled
//   one); its portal sessions end, and it answers the updated contact.
// Every write is one transaction; the password is hashed before it and never logged. The create
// returns its checks and insert (ExternalContactCreation) for the CSV import (contactImport.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  contactStatusRequestSchema,
  externalContactListQuerySchema,
  externalContactSaveSchema,
  type ExternalContact,
  type ExternalContactSaveInput,
} from '../../src-shared/api/externalContacts';
import type { Page } from '../../src-shared/api/page';
import { messages } from '../../src-shared/messages';
import { changedFields } from '../audit/log';
import { recordRequest } from '../audit/trail';
import { authOf, requireStaffPermission, withAccess } from '../auth/access';
import { hashPassword } from '../auth/passwords';
import { isoAt, type ServerContext } from '../context';
import type { Db } from '../db/open';
import { rethrowPersonDuplicate } from '../http/personDuplicates';
import { ApiError, invalidFields, type FieldErrors } from '../http/errors';
import { buildPage, parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';
import { forgetSessions, revokeSessions } from '../auth/session';

const c = messages.externalContacts;
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const LIST = requireStaffPermission('external-contact-list');
const CREATE = requireStaffPermission('external-contact-create');
const UPDATE = requireStaffPermission('external-contact-update');

type ContactRow = {
  id: number;
  uuid: string;
  status: 'enabled' | 'disabled';
  origin: 'internal' | 'external';
  has_internal_access: 0 | 1;
  is_federal_employee: 0 | 1;
  contact_organization_id: number | null;
  organization_name: string | null;
  person_id: number;
  person_type: 'contact' | 'organization' | 'sector' | null;
  name: string;
  email: string | null;
  cellphone: string | null;
  cpf_cnpj: string | null;
  secondary_cpf_cnpj: string | null;
  responsibility: string | null;
  gender: 'male' | 'female' | 'other' | null;
  date_of_birth: string | null;
  profession: string | null;
  occupation: string | null;
  main_contact_name: string | null;
  company_name: string | null;
  textual_signature: string | null;
  photo_link: string | null;
  address_zip: string | null;
  address_state: string | null;
  address_city: string | null;
  address_street: string | null;
  address_number: string | null;
  address_neighborhood: string | null;
  address_complement: string | null;
};

const CONTACT_SQL = `SELECT u.id, u.uuid, u.status, u.origin, u.has_internal_access, u.is_federal_employee, u.contact_organization_id,
    op.name AS organization_name, p.id AS person_id, p.person_type, p.name, p.email, p.cellphone, p.cpf_cnpj, p.secondary_cpf_cnpj,
    p.responsibility, p.gender, p.date_of_birth, p.profession, p.occupation, p.main_contact_name, p.company_name,
    p.textual_signature, p.photo_link, p.address_zip, p.address_state, p.address_city, p.address_street, p.address_number,
    p.address_neighborhood, p.address_complement
  FROM users u JOIN people p ON p.id = u.person_id
  LEFT JOIN users ou ON ou.id = u.contact_organization_id LEFT JOIN people op ON op.id = ou.person_id`;
const COUNT_SQL = 'SELECT count(*) FROM users u JOIN people p ON p.id = u.person_id';

export const contactView = (row: ContactRow): ExternalContact => ({
  id: row.id,
  uuid: row.uuid,
  type: row.person_type,
  origin: row.origin,
  status: row.status,
  has_internal_access: row.has_internal_access === 1,
  is_federal_employee: row.is_federal_employee === 1,
  contactOrganization: row.contact_organization_id === null || row.organization_name === null ? null : { id: row.contact_organization_id, name: row.organization_name },
  person: {
    id: row.person_id,
    name: row.name,
    email: row.email,
    cellphone: row.cellphone,
    cpfCnpj: row.cpf_cnpj,
    secondaryCpfCnpj: row.secondary_cpf_cnpj,
    responsibility: row.responsibility,
    gender: row.gender,
    dateOfBirth: row.date_of_birth,
    profession: row.profession,
    occupation: row.occupation,
    mainContactName: row.main_contact_name,
    companyName: row.company_name,
    textualSignature: row.textual_signature,
    photo_link: row.photo_link,
    address: {
      id: row.person_id,
      zip: row.address_zip,
      state: row.address_state,
      city: row.address_city,
      street: row.address_street,
      number: row.address_number,
      neighborhood: row.address_neighborhood,
      complement: row.address_complement,
    },
  },
});

/** A contact as flat fields (person.name, person.address.zip…), for the audit's before and after. */
function auditFields(contact: ExternalContact | null): Record<string, unknown> {
  if (contact === null) return {};
  const { person, contactOrganization, ...account } = contact;
  const { address, ...personal } = person;
  const flat: Record<string, unknown> = { ...account, contactOrganization: contactOrganization?.id ?? null };
  for (const [key, value] of Object.entries(personal)) flat[`person.${key}`] = value;
  for (const [key, value] of Object.entries(address)) if (key !== 'id') flat[`person.address.${key}`] = value;
  return flat;
}

/** The list's filters over CONTACT_SQL's aliases: external accounts only; search ignores case (and, for the document, punctuation). */
function listFilter(query: z.output<typeof externalContactListQuerySchema>) {
  const where = ['u.has_internal_access = 0'];
  const params: Record<string, string | number> = {};
  if (query.status !== undefined) {
    where.push('u.status = @status');
    params.status = query.status;
  }
  if (query.type !== undefined) {
    where.push('p.person_type = @type');
    params.type = query.type;
  }
  if (query.search) {
    params.like = `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const clauses = ["p.name LIKE @like ESCAPE '\\'", "p.email LIKE @like ESCAPE '\\'", "p.company_name LIKE @like ESCAPE '\\'"];
    const digits = query.search.replace(/\D+/g, '');
    if (digits !== '') {
      clauses.push('p.cpf_cnpj LIKE @digits', 'p.secondary_cpf_cnpj LIKE @digits');
      params.digits = `%${digits}%`;
    }
    where.push(`(${clauses.join(' OR ')})`);
  }
  return { where: where.join(' AND '), params };
}

export function createExternalContacts(db: Db) {
  const byId = db.prepare<[number], ContactRow>(`${CONTACT_SQL} WHERE u.id = ?`);
  return {
    /** An account without internal access, or undefined. */
    find(id: number): ContactRow | undefined {
      const row = byId.get(id);
      return row?.has_internal_access === 0 ? row : undefined;
    },
    /** Any account, as a contact (the answer of enable-internal-access, once it is internal). */
    anyAccount: (id: number) => byId.get(id),
    page(query: z.output<typeof externalContactListQuerySchema>, request: { perPage: number; offset: number }) {
      const { where, params } = listFilter(query);
      const total = db.prepare<Record<string, string | number>, number>(`${COUNT_SQL} WHERE ${where}`).pluck().get(params) ?? 0;
      const rows = db
        .prepare<Record<string, string | number>, ContactRow>(`${CONTACT_SQL} WHERE ${where} ORDER BY p.name COLLATE NOCASE, u.id LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: request.perPage, offset: request.offset });
      return { rows, total };
    },
  };
}

/** The one-contact create of POST /api/citizen/contact/register, for callers that create contacts another way (the CSV import). */
export type ExternalContactCreation = {
  /** What the database must confirm of a new contact: a free CPF/CNPJ and e-mail, a real organisation. */
  creationErrors(input: ExternalContactSaveInput): FieldErrors;
  /** Writes a new contact (person and account) in one transaction; a duplicate the checks missed answers 422 as they would. */
  insertNewContact(input: ExternalContactSaveInput, hash: string | null): number;
  /** The create's own audit entry (entity contact, every field after), answering the contact as stored. */
  auditCreation(request: FastifyRequest, id: number, status: number): ExternalContact;
};

export function registerExternalContactRoutes(app: FastifyInstance, ctx: ServerContext): ExternalContactCreation {
  const { db } = ctx;
  const contacts = createExternalContacts(db);
  const cpfOwner = db.prepare<[string], number>('SELECT id FROM people WHERE cpf_cnpj = ?').pluck();
  const emailOwner = db.prepare<[string], number>('SELECT id FROM people WHERE email = ?').pluck();
  const organizationContact = db
    .prepare<[number], number>("SELECT u.id FROM users u JOIN people p ON p.id = u.person_id WHERE u.id = ? AND u.has_internal_access = 0 AND p.person_type = 'organization'")
    .pluck();

  /** What the database must confirm: a free CPF/CNPJ and e-mail (another person's), a real organisation. */
  function databaseErrors(input: ExternalContactSaveInput, current: { userId: number; personId: number } | null): FieldErrors {
    const errors: FieldErrors = {};
    const { cpfCnpj, email } = input.person;
    const cpf = cpfCnpj === null ? undefined : cpfOwner.get(cpfCnpj);
    if (cpf !== undefined && cpf !== current?.personId) errors['person.cpfCnpj'] = [c.cpfTaken];
    const mail = email === null ? undefined : emailOwner.get(email);
    if (mail !== undefined && mail !== current?.personId) errors['person.email'] = [c.emailTaken];
    const organization = input.contactOrganization?.id;
    if (organization !== undefined) {
      if (organization === current?.userId) errors.contactOrganization = [c.organizationSelf];
      else if (organizationContact.get(organization) === undefined) errors.contactOrganization = [c.organizationUnknown];
    }
    return errors;
  }

  const PERSON_COLUMNS = `name = @name, email = @email, cellphone = @cellphone, cpf_cnpj = @cpfCnpj, secondary_cpf_cnpj = @secondaryCpfCnpj,
    responsibility = @responsibility, gender = @gender, date_of_birth = @dateOfBirth, profession = @profession, occupation = @occupation,
    main_contact_name = @mainContactName, company_name = @companyName, textual_signature = @textualSignature, person_type = @type,
    address_zip = @zip, address_state = @state, address_city = @city, address_street = @street, address_number = @number,
    address_neighborhood = @neighborhood, address_complement = @complement`;
  const insertPerson = db.prepare(`INSERT INTO people (uuid, name) VALUES (@uuid, @name)`);
  const writePerson = db.prepare(`UPDATE people SET ${PERSON_COLUMNS} WHERE id = @id`);
  const insertUser = db.prepare(
    `INSERT INTO users (uuid, person_id, password_hash, has_internal_access, origin, is_federal_employee, contact_organization_id, created_at)
     VALUES (@uuid, @personId, @hash, 0, 'internal', @federal, @organization, @now)`,
  );
  const updateUser = db.prepare('UPDATE users SET is_federal_employee = @federal, contact_organization_id = @organization WHERE id = @id');
  const setHash = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const setStatus = db.prepare('UPDATE users SET status = ? WHERE id = ?');
  const grantInternalAccess = db.prepare('UPDATE users SET has_internal_access = 1 WHERE id = ?');

  const personFields = (input: ExternalContactSaveInput) => ({
    type: input.type,
    name: input.person.name,
    email: input.person.email,
    cellphone: input.person.cellphone,
    cpfCnpj: input.person.cpfCnpj,
    secondaryCpfCnpj: input.person.secondaryCpfCnpj,
    responsibility: input.person.responsibility,
    gender: input.person.gender,
    dateOfBirth: input.person.dateOfBirth,
    profession: input.person.profession,
    occupation: input.person.occupation,
    mainContactName: input.person.mainContactName,
    companyName: input.person.companyName,
    textualSignature: input.person.textualSignature,
    ...input.person.address,
  });

  const rethrowDuplicate = (error: unknown): never => rethrowPersonDuplicate(error, c);

  const found = (id: number) => {
    const row = contacts.find(id);
    if (row === undefined) throw new ApiError(404, { message: c.notFound });
    return row;
  };
  const viewOf = (id: number) => contactView(found(id));

  /** The write's own audit entry: the contact's fields before and after (the password is never among them). */
  const audit = (request: FastifyRequest, action: 'create' | 'update', id: number, before: ExternalContact | null, status = 200): ExternalContact => {
    const row = contacts.anyAccount(id);
    if (row === undefined) throw new ApiError(404, { message: c.notFound });
    const after = contactView(row);
    recordRequest(ctx, request, { action, entity: 'contact', entityId: id, status, changes: changedFields(auditFields(before), auditFields(after)) });
    return after;
  };


  app.get('/api/citizen/contact', withAccess(LIST), async (request): Promise<Page<ExternalContact>> => {
    const query = parseInput(externalContactListQuerySchema, request.query);
    const pageRequest = parsePageQuery(request.query);
    const { rows, total } = contacts.page(query, pageRequest);
    return buildPage({ items: rows.map(contactView), total, request: pageRequest, url: requestUrl(request) });
  });

  app.get('/api/citizen/contact/:id', withAccess(LIST), async (request): Promise<ExternalContact> => viewOf(parseInput(idParams, request.params).id));

  const creationErrors = (input: ExternalContactSaveInput): FieldErrors => databaseErrors(input, null);

  function insertNewContact(input: ExternalContactSaveInput, hash: string | null): number {
    const now = isoAt(ctx.now());
    try {
      return db.transaction(() => {
        const personId = Number(insertPerson.run({ uuid: randomUUID(), name: input.person.name }).lastInsertRowid);
        writePerson.run({ id: personId, ...personFields(input) });
        return Number(
          insertUser.run({ uuid: randomUUID(), personId, hash, federal: input.is_federal_employee ? 1 : 0, organization: input.contactOrganization?.id ?? null, now })
            .lastInsertRowid,
        );
      })();
    } catch (error) {
      return rethrowDuplicate(error);
    }
  }

  const auditCreation = (request: FastifyRequest, id: number, status: number) => audit(request, 'create', id, null, status);

  app.post('/api/citizen/contact/register', withAccess(CREATE), async (request, reply): Promise<ExternalContact> => {
    const input = parseInput(externalContactSaveSchema, request.body);
    const errors = creationErrors(input);
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const hash = input.password === null ? null : await hashPassword(input.password);
    const userId = insertNewContact(input, hash);
    request.log.info({ contactId: userId, type: input.type, by: authOf(request).userId }, 'external contact created');
    reply.code(201);
    return auditCreation(request, userId, 201);
  });

  app.put('/api/citizen/contact/update/:id', withAccess(UPDATE), async (request): Promise<ExternalContact> => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(externalContactSaveSchema, request.body);
    const existing = found(id);
    const before = contactView(existing);
    const errors = databaseErrors(input, { userId: id, personId: existing.person_id });
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const hash = input.password === null ? null : await hashPassword(input.password);
    let revoked: number[] = [];
    try {
      db.transaction(() => {
        writePerson.run({ id: existing.person_id, ...personFields(input) });
        updateUser.run({ id, federal: input.is_federal_employee ? 1 : 0, organization: input.contactOrganization?.id ?? null });
        if (hash !== null) {
          setHash.run(hash, id);
          // A password set by the administration ends the sessions opened with the old one.
          revoked = revokeSessions(ctx, id);
        }
      })();
    } catch (error) {
      rethrowDuplicate(error);
    }
    forgetSessions(ctx, revoked);
    request.log.info({ contactId: id, by: authOf(request).userId, passwordChanged: hash !== null }, 'external contact updated');
    return audit(request, 'update', id, before);
  });

  app.patch('/api/citizen/contact/:id/status', withAccess(UPDATE), async (request): Promise<ExternalContact> => {
    const { id } = parseInput(idParams, request.params);
    const { status } = parseInput(contactStatusRequestSchema, request.body);
    const before = contactView(found(id));
    let revoked: number[] = [];
    db.transaction(() => {
      setStatus.run(status, id);
      if (status === 'disabled') revoked = revokeSessions(ctx, id);
    })();
    forgetSessions(ctx, revoked);
    request.log.info({ contactId: id, by: authOf(request).userId, status }, 'external contact status changed');
    return audit(request, 'update', id, before);
  });

  app.patch('/api/citizen/contact/:id/enable-internal-access', withAccess(UPDATE), async (request): Promise<ExternalContact> => {
    const { id } = parseInput(idParams, request.params);
    const row = found(id);
    const before = contactView(row);
    // Staff log in by e-mail (or CPF) and are people: a sector, or a contact nobody can reach, is not one.
    if (row.person_type === 'sector') throw new ApiError(422, { message: c.sectorNoInternalAccess, errors: { type: [c.sectorNoInternalAccess] } });
    if (row.email === null) throw new ApiError(422, { message: c.noEmailForInternalAccess, errors: { 'person.email': [c.noEmailForInternalAccess] } });
    if (row.status !== 'enabled') throw new ApiError(422, { message: c.disabledNoInternalAccess, errors: { status: [c.disabledNoInternalAccess] } });
    let revoked: number[] = [];
    db.transaction(() => {
      grantInternalAccess.run(id);
      // A portal session must not turn into a staff one: the contact logs in again.
      revoked = revokeSessions(ctx, id);
    })();
    forgetSessions(ctx, revoked);
    request.log.info({ contactId: id, by: authOf(request).userId }, 'internal access enabled');
    return audit(request, 'update', id, before);
  });

  return { creationErrors, insertNewContact, auditCreation };
}
