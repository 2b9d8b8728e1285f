// Importing external contacts from a spreadsheet (issue 17, point 7; companion §3 External contact,
// §4 contact save rules, §5):
// - POST /api/citizen/contact/import[?dryRun=true] (external-contact-create), the CSV in the
//   multipart field `file`: every line goes through POST /api/citizen/contact/register's own rules
//   (its schema with §4's save rule — each kind clears the fields it does not use —, the CPF/CNPJ by
//   kind, duplicate CPF/CNPJ and e-mail, a real organisation) and is created on its own, without a
//   password, as the register route creates one. Columns: tipo (Pessoa física, Pessoa jurídica or
//   Setor de organização; also física, jurídica, setor, pf, pj), nome, cpf/cnpj, cpf do responsável,
//   e-mail, celular, razão social, contato principal, profissão, cargo/ocupação, organização (the
//   name or CNPJ of a Pessoa jurídica contact already stored or created on an earlier line of the
//   file) and the address (CEP, logradouro, número, bairro, complemento, cidade, UF). A filled
//   column the line's kind does not use is left blank and the line says so with a warning, in the
//   dry run too.
// - GET /api/citizen/contact/import/template (external-contact-create): the headers and one example.
// Both routes come from csvImport/registerImportRoutes.ts; this file is the contacts' declaration.
// A dry run writes nothing and is audited as a view; each contact created is its own audit entry,
// as the register route records it (entity contact).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CLEARED_BY_TYPE,
  CONTACT_TYPES,
  externalContactSaveSchema,
  type ClearableField,
  type ContactType,
  type ExternalContactSaveInput,
  type ExternalContactSaveRequest,
} from '../../src-shared/api/externalContacts';
import { messages } from '../../src-shared/messages';
import { onlyDigits } from '../../src-shared/validation/rules';
import { authOf, requireStaffPermission } from '../auth/access';
import type { ServerContext } from '../context';
import { headerKey, type ImportColumn } from '../csvImport/columns';
import { registerImportRoutes } from '../csvImport/registerImportRoutes';
import type { Cells, CsvImportDeclaration } from '../csvImport/runImport';
import type { FieldErrors } from '../http/errors';
import type { ExternalContactCreation } from './externalContacts';

const m = messages.csvImport;
const c = m.contactColumns;

export const CONTACT_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'type', header: c.type, aliases: ['tipo de contato', 'tipo de pessoa', 'natureza'], required: true },
  { key: 'name', header: c.name, aliases: ['nome completo', 'nome do contato'], required: true },
  { key: 'cpfCnpj', header: c.cpfCnpj, aliases: ['cpf', 'cnpj', 'cpf ou cnpj', 'documento'] },
  { key: 'responsibleCpf', header: c.responsibleCpf, aliases: ['cpf responsável', 'cpf do representante'] },
  { key: 'email', header: c.email, aliases: ['email', 'correio eletrônico', 'endereço de e-mail'] },
  { key: 'cellphone', header: c.cellphone, aliases: ['telefone celular', 'cel', 'whatsapp'] },
  { key: 'companyName', header: c.companyName, aliases: ['nome empresarial'] },
  { key: 'mainContact', header: c.mainContact, aliases: ['nome do contato principal'] },
  { key: 'profession', header: c.profession },
  { key: 'occupation', header: c.occupation, aliases: ['cargo', 'ocupação', 'cargo ou ocupação'] },
  { key: 'organization', header: c.organization, aliases: ['empresa', 'organização vinculada'] },
  { key: 'zip', header: c.zip, aliases: ['código postal'] },
  { key: 'street', header: c.street, aliases: ['endereço', 'rua'] },
  { key: 'number', header: c.number, aliases: ['nº', 'n°'] },
  { key: 'neighborhood', header: c.neighborhood },
  { key: 'complement', header: c.complement },
  { key: 'city', header: c.city, aliases: ['município'] },
  { key: 'state', header: c.state, aliases: ['estado'] },
];

/** The column of each person field §4 may clear (date of birth and gender have none). */
const COLUMN_OF_CLEARED: Partial<Record<ClearableField, string>> = {
  companyName: 'companyName',
  mainContactName: 'mainContact',
  secondaryCpfCnpj: 'responsibleCpf',
  cpfCnpj: 'cpfCnpj',
  profession: 'profession',
};

const ADDRESS_COLUMNS = ['zip', 'street', 'number', 'neighborhood', 'complement', 'city', 'state'] as const;

/** Which column a field of POST /api/citizen/contact/register's errors belongs to. */
function columnOf(path: string): string | undefined {
  if (path === 'type') return 'type';
  if (path.startsWith('contactOrganization')) return 'organization';
  const address = /^person\.address\.(\w+)$/.exec(path)?.[1];
  if (address !== undefined) return (ADDRESS_COLUMNS as readonly string[]).includes(address) ? address : undefined;
  const field = path.replace(/^person\./, '');
  if (field === 'name' || field === 'email' || field === 'cellphone' || field === 'profession' || field === 'occupation' || field === 'companyName' || field === 'cpfCnpj') return field;
  if (field === 'secondaryCpfCnpj') return 'responsibleCpf';
  if (field === 'mainContactName') return 'mainContact';
  return undefined;
}

/** The kind the tipo cell names ('' when empty, undefined when unknown). */
function typeOf(cell: string): ContactType | '' | undefined {
  const key = headerKey(cell);
  if (key === '') return '';
  return CONTACT_TYPES.find((type) => (m.contactTypes[type].names as readonly string[]).includes(key));
}

/** Excel writes a CPF, CNPJ or CEP typed as a number without its leading zeros: they are put back. */
const padded = (cell: string, length: number) => (/^\d+$/.test(cell) && cell.length >= length - 2 && cell.length < length ? cell.padStart(length, '0') : cell);
const documentOf = (type: ContactType | '' | undefined, cell: string) => (type === 'organization' ? padded(cell, 14) : type === 'contact' ? padded(cell, 11) : cell);
/** A cell that reads as a CNPJ (digits and its punctuation only), as its 14 digits. */
const cnpjIn = (cell: string): string | null => {
  const digits = onlyDigits(cell);
  return /^[\d./\s-]+$/.test(cell) && digits.length >= 12 && digits.length <= 14 ? digits.padStart(14, '0') : null;
};

/** An organisation a line may belong to: stored (its id) or, in a dry run, one an earlier line would create (no id yet). */
type OrganizationRef = { id: number | null };

/** The organisations lines may name, by CNPJ and by name or razão social (compared as headers are). */
function organizationDirectory(ctx: ServerContext) {
  const byCnpj = new Map<string, OrganizationRef>();
  const byName = new Map<string, Set<OrganizationRef>>();
  const add = (ref: OrganizationRef, names: readonly (string | null)[], cnpj: string | null) => {
    if (cnpj !== null) byCnpj.set(cnpj, ref);
    for (const name of names) {
      const key = name === null ? '' : headerKey(name);
      if (key !== '') byName.set(key, (byName.get(key) ?? new Set()).add(ref));
    }
  };
  const stored = ctx.db
    .prepare<[], { id: number; name: string; company_name: string | null; cpf_cnpj: string | null }>(
      "SELECT u.id, p.name, p.company_name, p.cpf_cnpj FROM users u JOIN people p ON p.id = u.person_id WHERE u.has_internal_access = 0 AND p.person_type = 'organization'",
    )
    .all();
  for (const row of stored) add({ id: row.id }, [row.name, row.company_name], row.cpf_cnpj);
  return {
    /** A contact of the file that is an organisation, from then on nameable by the next lines. */
    add: (input: ExternalContactSaveInput, id: number | null) => add({ id }, [input.person.name, input.person.companyName], input.person.cpfCnpj),
    find(cell: string): OrganizationRef | 'ambiguous' | undefined {
      const cnpj = cnpjIn(cell);
      if (cnpj !== null) return byCnpj.get(cnpj);
      const refs = [...(byName.get(headerKey(cell)) ?? [])];
      if (refs.length > 1) return 'ambiguous';
      return refs[0];
    },
  };
}

/** The declaration of the contacts' import over this database's organisations (read once per file). */
function contactImport(ctx: ServerContext, request: FastifyRequest, creation: ExternalContactCreation, dryRun: boolean): CsvImportDeclaration<ExternalContactSaveInput> {
  const { db } = ctx;
  const organizations = organizationDirectory(ctx);
  const auth = authOf(request);
  /** Per line, the filled columns its kind does not use (told as a warning of the line, in a dry run too). */
  const ignored = new Map<number, string[]>();

  return {
    columns: CONTACT_IMPORT_COLUMNS,
    columnOf,
    schema: externalContactSaveSchema,
    unique: [
      {
        column: 'cpfCnpj',
        valueOf: (cells: Cells) => {
          const type = typeOf(cells.type ?? '');
          // A sector's CPF/CNPJ is never stored (§4), so it repeats nothing.
          return type === 'sector' ? null : onlyDigits(documentOf(type, cells.cpfCnpj ?? '')) || null;
        },
      },
      { column: 'email', valueOf: (cells: Cells) => (cells.email ?? '').toLowerCase() || null },
    ],
    toRequest(cells, line) {
      const errors: FieldErrors = {};
      const type = typeOf(cells.type ?? '');
      if (type === undefined) errors.type = [m.server.contactTypeUnknown(cells.type ?? '')];
      let contactOrganization: { id: number } | null = null;
      const organization = cells.organization ?? '';
      if (organization !== '') {
        const found = organizations.find(organization);
        if (found === undefined) errors.organization = [m.server.organizationNotFound(organization)];
        else if (found === 'ambiguous') errors.organization = [m.server.organizationAmbiguous(organization)];
        // One an earlier line would create in a real run: nothing to link to yet, nothing to check.
        else if (found.id !== null) contactOrganization = { id: found.id };
      }
      if (type !== undefined && type !== '') {
        const cleared = new Set(CLEARED_BY_TYPE[type].map((field) => COLUMN_OF_CLEARED[field]));
        const unused = CONTACT_IMPORT_COLUMNS.filter((column) => cleared.has(column.key) && (cells[column.key] ?? '') !== '').map((column) => column.header);
        if (unused.length > 0) ignored.set(line, unused);
      }
      const cell = (key: string) => cells[key] ?? '';
      const body: ExternalContactSaveRequest = {
        type: (type ?? cell('type')) as ContactType,
        person: {
          name: cell('name'),
          email: cell('email'),
          cellphone: cell('cellphone'),
          cpfCnpj: documentOf(type, cell('cpfCnpj')),
          secondaryCpfCnpj: padded(cell('responsibleCpf'), 11),
          responsibility: null,
          gender: null,
          dateOfBirth: null,
          profession: cell('profession'),
          occupation: cell('occupation'),
          mainContactName: cell('mainContact'),
          companyName: cell('companyName'),
          textualSignature: null,
          address: {
            zip: padded(cell('zip'), 8),
            street: cell('street'),
            number: cell('number'),
            neighborhood: cell('neighborhood'),
            complement: cell('complement'),
            city: cell('city'),
            state: cell('state'),
          },
        },
        contactOrganization,
        is_federal_employee: false,
        password: null,
      };
      return { request: body, errors };
    },
    check(input) {
      const errors = creation.creationErrors(input);
      // In a dry run the organisation is not created, but the next lines may name it all the same.
      if (dryRun && input.type === 'organization' && Object.keys(errors).length === 0) organizations.add(input, null);
      return errors;
    },
    async create(input) {
      const contactId = db.transaction(() => {
        const id = creation.insertNewContact(input, null);
        creation.auditCreation(request, id, 200);
        return id;
      })();
      if (input.type === 'organization') organizations.add(input, contactId);
      request.log.info({ contactId, type: input.type, by: auth.userId }, 'external contact imported');
      return {};
    },
    noticeOf(input, line) {
      const unused = ignored.get(line);
      return unused === undefined ? undefined : m.server.ignoredForKind(m.contactTypes[input.type].label, unused);
    },
    onUnexpected: (error, line) => request.log.error({ err: error, line }, 'contact import line failed'),
  };
}

export function registerContactImportRoutes(app: FastifyInstance, ctx: ServerContext, creation: ExternalContactCreation): void {
  registerImportRoutes(app, ctx, {
    path: '/api/citizen/contact/import',
    access: requireStaffPermission('external-contact-create'),
    columns: CONTACT_IMPORT_COLUMNS,
    example: m.contactExample,
    templateFileName: m.contactTemplateFileName,
    auditEntity: 'contact',
    declarationFor: (request, { dryRun }) => contactImport(ctx, request, creation, dryRun),
  });
}
