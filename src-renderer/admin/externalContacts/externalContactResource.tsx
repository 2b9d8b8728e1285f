// External contacts (issue 17; companion §2 /administration/users-external, §3 External contact, §4,
// §5, §8) declared for the administration's generic screens: the list (name, kind, CPF/CNPJ masked,
// e-mail, organisation, status switch — the row leaves the filtered list after the toggle), and the
// editor with the kind chooser whose fields follow the kind and whose hidden fields are cleared on
// save, the contact organisation, the address with CEP auto-fill, the account and "Habilitar acesso
// interno".
import { PasswordInput, Stack } from '@mantine/core';
import { CONTACT_TYPES, externalContactSaveSchema, type ExternalContact } from '../../../src-shared/api/externalContacts';
import { maskDocumentNumber } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { EXTERNAL_CONTACTS_SUBGROUP, permissionNamesInSubgroup } from '../../../src-shared/permissions';
import { externalContactsApi } from '../../api/client';
import { defineResource } from '../resource/defineResource';
import { contactImport } from '../csvImport/contactImport';
import { ResourceImportButton } from '../csvImport/ResourceImportButton';
import { apiListParams } from '../resource/listQuery';
import { statusBulkActions } from '../resource/statusBulkActions';
import { ContactAddressFields } from './ContactAddressFields';
import { ContactKindField } from './ContactKindField';
import { ContactOrganizationField } from './ContactOrganizationField';
import { ContactPersonFields } from './ContactPersonFields';
import { contactFormOf, contactToSend, emptyContactForm, withCpfMessage, type ContactForm } from './contactForm';
import { EnableInternalAccess } from './EnableInternalAccess';

const c = messages.externalContacts;
export const EXTERNAL_CONTACTS_PATH = '/administration/users-external';
const NAME = 'external-contacts';
const ALL = permissionNamesInSubgroup(EXTERNAL_CONTACTS_SUBGROUP);

const rethrow = (error: unknown): never => {
  throw withCpfMessage(error);
};

export const externalContactResource = defineResource<ExternalContact, ContactForm>({
  name: NAME,
  texts: { title: c.title, singular: c.singular, create: c.create, editTitle: c.editTitle, loadFailed: c.loadFailed, saveFailed: c.saveFailed },
  path: EXTERNAL_CONTACTS_PATH,
  // §6: the subgroup's permissions; external contacts are never deleted, only disabled.
  permissions: { list: ALL, create: ['external-contact-create'], update: ['external-contact-update'], delete: [] },
  schema: externalContactSaveSchema,
  filters: {
    search: true,
    status: { default: 'enabled' },
    // GET /citizen/contact?type= narrows to one of the §3 kinds.
    extra: [{ kind: 'select', param: 'type', label: c.kind, placeholder: c.kindAll, options: CONTACT_TYPES.map((type) => ({ value: type, label: c.kinds[type] })) }],
  },
  columns: [
    { key: 'name', label: c.name, render: (contact) => contact.person.name, primary: true },
    { key: 'type', label: c.kind, render: (contact) => (contact.type === null ? '' : c.kinds[contact.type]) },
    { key: 'document', label: c.cpfCnpj, render: (contact) => maskDocumentNumber(contact.person.cpfCnpj) },
    { key: 'email', label: c.email, render: (contact) => contact.person.email ?? '' },
    { key: 'organization', label: c.organization, render: (contact) => contact.contactOrganization?.name ?? '' },
  ],
  editor: {
    empty: emptyContactForm,
    fromItem: contactFormOf,
    tabs: [
      {
        key: 'general',
        label: c.tabGeneral,
        fields: [
          {
            kind: 'custom',
            name: 'type',
            render: ({ values, setValue, error, disabled }) => <ContactKindField value={values.type} onChange={(next) => setValue('type', next)} error={error} disabled={disabled} />,
          },
          {
            kind: 'custom',
            name: 'person',
            render: ({ values, setValue, errors, disabled }) => (
              <ContactPersonFields type={values.type} person={values.person} onChange={(next) => setValue('person', next)} errors={errors} disabled={disabled} />
            ),
          },
          {
            kind: 'custom',
            name: 'contactOrganization',
            render: ({ values, setValue, error, disabled, item }) => (
              <ContactOrganizationField
                value={values.contactOrganization}
                onChange={(next) => setValue('contactOrganization', next)}
                exclude={(item as ExternalContact | undefined)?.id ?? null}
                error={error}
                disabled={disabled}
              />
            ),
          },
          { kind: 'switch', name: 'is_federal_employee', label: c.isFederalEmployee },
          {
            kind: 'custom',
            name: 'password',
            render: ({ values, setValue, error, disabled }) => (
              <PasswordInput
                label={c.password}
                description={c.passwordHint}
                autoComplete="new-password"
                maxLength={200}
                value={values.password ?? ''}
                onChange={(event) => setValue('password', event.currentTarget.value)}
                error={error}
                disabled={disabled}
                data-field="password"
              />
            ),
          },
        ],
        render: ({ item, disabled }) => {
          const contact = item as ExternalContact | undefined;
          return contact === undefined ? null : <EnableInternalAccess contact={contact} resourceName={NAME} listPath={EXTERNAL_CONTACTS_PATH} disabled={disabled} />;
        },
      },
      {
        key: 'address',
        label: c.tabAddress,
        render: ({ values, setValue, errors, disabled }) => (
          <Stack gap="md" maw={640}>
            <ContactAddressFields address={values.person.address} onChange={(address) => setValue('person', { ...values.person, address })} errors={errors} disabled={disabled} />
          </Stack>
        ),
      },
    ],
  },
  api: {
    list: (query, signal) => externalContactsApi.list(apiListParams(query), signal),
    get: (id, signal) => externalContactsApi.get(id, signal),
    create: (input) => externalContactsApi.create(contactToSend(input)).catch(rethrow),
    update: (id, input) => externalContactsApi.update(id, contactToSend(input)).catch(rethrow),
    toggleStatus: (contact, status) => externalContactsApi.setStatus(contact.id, status),
  },
  titleOf: (contact) => contact.person.name,
  statusOf: (contact) => contact.status,
  afterStatusToggle: 'remove',
  listActions: () => <ResourceImportButton resourceName={NAME} permissions={['external-contact-create']} {...contactImport} testId="contact-import" />,
  rowActions: [
    {
      key: 'enable-internal-access',
      label: c.enableInternalAccess,
      permissions: ['external-contact-update'],
      confirm: (contact) => c.enableInternalAccessConfirm(contact.person.name),
      run: (contact) => externalContactsApi.enableInternalAccess(contact.id),
      // A sector has no account to give access to; the server refuses the rest with its reason.
      applies: (contact) => contact.type !== 'sector' && contact.status === 'enabled',
      // Once internal, the contact is no external contact any more.
      removesRow: true,
      done: c.enableInternalAccessDone,
      failed: c.enableInternalAccessFailed,
    },
  ],
  bulkActions: statusBulkActions<ExternalContact>({
    permissions: ['external-contact-update'],
    noun: c.noun,
    statusOf: (contact) => contact.status,
    setStatus: (contact, status) => externalContactsApi.setStatus(contact.id, status),
  }),
});
