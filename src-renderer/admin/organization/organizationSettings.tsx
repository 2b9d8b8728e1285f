// Organisation settings (issue 18, companion §2 Organisation settings, §3 Organisation): the
// declaration the settings screen draws at /administration/settings/organization/{tab}. Geral,
// Configuração de relatório and Serviços edit the organisation (PUT /organization, one form, so
// moving between them keeps what was typed); Layout de Impressão its print layout with a live PDF
// preview; Configuração de documentos the document types (manage-doc-settings). Backup is hidden.
import { Alert, Box, Button, FileInput, Group, Image, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconTrash, IconUpload } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DocumentTypeKey } from '../../../src-shared/api/documents';
import {
  LOGIN_IMAGE_MAX_BYTES,
  LOGIN_IMAGES_MAX,
  LOGO_MAX_BYTES,
  PRINT_LAYOUT_IDS,
  printLayoutInputSchema,
  type DocumentTypeSetting,
  type DocumentTypeSettingsInput,
  type Organization,
  type OrganizationInput,
  type PrintLayoutInput,
} from '../../../src-shared/api/organization';
import { messages } from '../../../src-shared/messages';
import { documentsApi, organizationApi, sessionApi } from '../../api/client';
import { PdfViewer } from '../../attachments/PdfViewer';
import { toast } from '../../app/toasts';
import { useSession } from '../../session/sessionStore';
import { settingsTab, type SettingsDefinition, type SettingsForm, type SettingsRenderProps } from '../resource/defineSettings';
import { issuesByField, saveErrorMessage } from '../resource/saveError';
import { organizationFieldOf, organizationForm, toOrganizationInput, type OrganizationForm } from './organizationForm';

const t = messages.organizationSettings;
const f = t.fields;
export const ORGANIZATION_SETTINGS_PATH = '/administration/settings/organization';
const ORGANIZATION_QUERY = ['organization'] as const;

const general: SettingsForm<Organization, OrganizationForm, OrganizationInput> = {
  key: 'organization',
  queryKey: ORGANIZATION_QUERY,
  load: () => sessionApi.organization(),
  fromLoaded: organizationForm,
  toInput: toOrganizationInput,
  save: (input) => organizationApi.update(input),
  fieldOf: organizationFieldOf,
  saveFailed: t.saveError,
  loadFailed: t.loadError,
};

/** A price typed with a comma before its (at most 4) decimals. */
function MoneyField({ name, label, values, setValue, errors, disabled }: SettingsRenderProps<OrganizationForm> & { name: 'paperPrice' | 'printPrice'; label: string }) {
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      placeholder="0,0000"
      value={values[name]}
      onChange={(event) => setValue(name, event.currentTarget.value)}
      error={errors[name]}
      disabled={disabled}
      data-field={name}
    />
  );
}

function TypeField({ values, setValue, errors, disabled }: SettingsRenderProps<OrganizationForm>) {
  return (
    <Select
      label={f.type}
      data={[
        { value: 'public', label: f.typePublic },
        { value: 'private', label: f.typePrivate },
      ]}
      allowDeselect={false}
      value={values.type}
      onChange={(value) => value !== null && setValue('type', value as OrganizationForm['type'])}
      error={errors.type}
      disabled={disabled}
      data-field="type"
    />
  );
}

/** The logo: sent at once (POST /organization/logo); both layouts read the organisation query, so they show it at once. */
function LogoUpload() {
  const queryClient = useQueryClient();
  const serverUrl = useSession((state) => state.serverUrl);
  const organization = useQuery({ queryKey: ORGANIZATION_QUERY, queryFn: () => sessionApi.organization() });
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => organizationApi.uploadLogo(file),
    onSuccess: (saved) => {
      queryClient.setQueryData(ORGANIZATION_QUERY, saved);
      setError(null);
      toast.success(t.logoSaved);
    },
    onError: (failure) => setError(saveErrorMessage(failure, t.saveError)),
  });
  const link = organization.data?.logoLink;
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      {link && <Image src={new URL(link, `${serverUrl}/`).toString()} alt={f.logoAlt} h={56} w="auto" fit="contain" data-testid="organization-logo-current" />}
      <FileInput
        label={f.logo}
        description={f.logoHint}
        accept="image/png,image/jpeg"
        leftSection={<IconUpload size={16} aria-hidden />}
        value={null}
        onChange={(file) => {
          if (file === null) return;
          if (file.size > LOGO_MAX_BYTES) setError(t.server.logoTooLarge);
          else upload.mutate(file);
        }}
        error={error}
        disabled={upload.isPending}
        data-field="logo"
        miw={240}
      />
    </Group>
  );
}

/** The login screens' images: each sent or removed at once (POST/DELETE /organization/login-images). */
function LoginImages() {
  const queryClient = useQueryClient();
  const serverUrl = useSession((state) => state.serverUrl);
  const organization = useQuery({ queryKey: ORGANIZATION_QUERY, queryFn: () => sessionApi.organization() });
  const [error, setError] = useState<string | null>(null);
  const saved = (message: string) => (next: Organization) => {
    queryClient.setQueryData(ORGANIZATION_QUERY, next);
    setError(null);
    toast.success(message);
  };
  const failed = (failure: unknown) => setError(saveErrorMessage(failure, t.saveError));
  const add = useMutation({ mutationFn: (file: File) => organizationApi.addLoginImage(file), onSuccess: saved(t.loginImageSaved), onError: failed });
  const remove = useMutation({ mutationFn: (imageId: number) => organizationApi.removeLoginImage(imageId), onSuccess: saved(t.loginImageRemoved), onError: failed });
  const images = organization.data?.login_images ?? [];
  return (
    <Stack gap="xs" data-testid="organization-login-images">
      <Group gap="sm" wrap="wrap">
        {images.map((image, index) => (
          <Stack key={image.id} gap={4} align="center">
            <Image src={new URL(image.link, `${serverUrl}/`).toString()} alt={f.loginImageAlt(index + 1)} h={64} w={96} fit="cover" radius="sm" />
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove.mutate(image.id)} disabled={remove.isPending} aria-label={f.removeLoginImage(index + 1)}>
              <IconTrash size={14} aria-hidden />
            </Button>
          </Stack>
        ))}
      </Group>
      <FileInput
        label={f.loginImages}
        description={f.loginImagesHint}
        accept="image/png,image/jpeg"
        leftSection={<IconUpload size={16} aria-hidden />}
        value={null}
        onChange={(file) => {
          if (file === null) return;
          if (file.size > LOGIN_IMAGE_MAX_BYTES) setError(t.server.imageTooLarge);
          else add.mutate(file);
        }}
        error={error}
        disabled={add.isPending || images.length >= LOGIN_IMAGES_MAX}
        data-field="login_images"
        maw={360}
      />
    </Stack>
  );
}

type LayoutForm = { content: string; footer_text: string; margin_y: string; margin_x: string };
const decimal = (text: string) => (/^\d+(,\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN);
const decimalText = (value: number) => String(value).replace('.', ',');

function toLayoutInput(form: LayoutForm): { input: PrintLayoutInput } | { errors: Record<string, string> } {
  const checked = printLayoutInputSchema.safeParse({ content: form.content, footer_text: form.footer_text, margin_y: decimal(form.margin_y), margin_x: decimal(form.margin_x) });
  return checked.success ? { input: checked.data } : { errors: issuesByField(checked.error.issues) };
}

const layout: SettingsForm<Organization, LayoutForm, PrintLayoutInput> = {
  key: 'layout',
  queryKey: ORGANIZATION_QUERY,
  load: () => sessionApi.organization(),
  fromLoaded: (org) => ({
    content: org.print_layout.content,
    footer_text: org.print_layout.footer_text,
    margin_y: decimalText(org.print_layout.margin_y),
    margin_x: decimalText(org.print_layout.margin_x),
  }),
  toInput: toLayoutInput,
  save: (input) => organizationApi.updatePrintLayout(input),
  saveFailed: t.saveError,
  loadFailed: t.loadError,
};

const PREVIEW_SETTLE_MS = 600;

/** The PDF of a sample page with the layout as typed (debounced), printed by the server's own writer. */
function LayoutPreview({ values, item }: SettingsRenderProps<LayoutForm>) {
  const organization = item as Organization;
  const [settled] = useDebouncedValue(values, PREVIEW_SETTLE_MS);
  const checked = toLayoutInput(settled);
  const input = 'input' in checked ? checked.input : null;
  // The bytes, drawn by the gallery's pdf.js viewer (the app's CSP frames no blob: document).
  const preview = useQuery({
    queryKey: ['organization', 'print-layout-preview', input],
    queryFn: async ({ signal }) => new Uint8Array(await (await organizationApi.previewPrintLayout(input!, signal)).arrayBuffer()),
    enabled: input !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {f.layoutVersion(organization.print_layout.version)}
      </Text>
      {preview.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="organization-layout-error">
          {t.layoutError(organization.document_print_layout_id)}
        </Alert>
      ) : (
        preview.data !== undefined && (
          <Box data-testid="organization-layout-preview" aria-label={f.layoutPreview} role="region" maw={640} style={{ border: '1px solid var(--mantine-color-gray-4)' }}>
            <PdfViewer key={preview.dataUpdatedAt} source={preview.data} name={f.layoutPreview} />
          </Box>
        )
      )}
    </Stack>
  );
}

type DocumentsForm = { document_types: DocumentTypeSetting[] };

const documents: SettingsForm<DocumentTypeSetting[], DocumentsForm, DocumentTypeSettingsInput> = {
  key: 'documents',
  queryKey: ['organization', 'document-settings'],
  load: (signal) => organizationApi.documentSettings(signal),
  fromLoaded: (types) => ({ document_types: types }),
  toInput: (form) => ({
    input: {
      document_types: form.document_types.map(({ key, enabled, document_print_layout_id, default_recipient_sector_id }) => ({
        key,
        enabled,
        document_print_layout_id,
        default_recipient_sector_id,
      })),
    },
  }),
  save: (input) => organizationApi.updateDocumentSettings(input),
  saveFailed: t.saveError,
  loadFailed: t.loadError,
};

function DocumentTypesTable({ values, setValue, errors, disabled }: SettingsRenderProps<DocumentsForm>) {
  const sectors = useQuery({ queryKey: ['contacts', 'sector'], queryFn: ({ signal }) => documentsApi.contacts(undefined, 'sector', signal) });
  const options = (sectors.data?.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name }));
  const change = (key: DocumentTypeKey, patch: Partial<DocumentTypeSetting>) =>
    setValue(
      'document_types',
      values.document_types.map((type) => (type.key === key ? { ...type, ...patch } : type)),
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table data-testid="organization-document-types">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{f.documentType}</Table.Th>
            <Table.Th>{f.documentEnabled}</Table.Th>
            <Table.Th>{f.printLayoutId}</Table.Th>
            <Table.Th>{f.defaultRecipient}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {values.document_types.map((type, index) => (
            <Table.Tr key={type.key} data-type={type.key}>
              <Table.Td>{type.name}</Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`${f.documentEnabled}: ${type.name}`}
                  checked={type.enabled}
                  onChange={(event) => change(type.key, { enabled: event.currentTarget.checked })}
                  disabled={disabled}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`${f.printLayoutId}: ${type.name}`}
                  data={PRINT_LAYOUT_IDS.map((id) => ({ value: String(id), label: String(id) }))}
                  allowDeselect={false}
                  value={String(type.document_print_layout_id)}
                  onChange={(value) => value !== null && change(type.key, { document_print_layout_id: Number(value) })}
                  error={errors[`document_types.${index}.document_print_layout_id`]}
                  disabled={disabled}
                  w={96}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`${f.defaultRecipient}: ${type.name}`}
                  placeholder={f.noDefaultRecipient}
                  data={options}
                  searchable
                  clearable
                  value={type.default_recipient_sector_id === null ? null : String(type.default_recipient_sector_id)}
                  onChange={(value) => change(type.key, { default_recipient_sector_id: value === null ? null : Number(value) })}
                  error={errors[`document_types.${index}.default_recipient_sector_id`]}
                  disabled={disabled}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const MANAGE_ORGANIZATION = ['manage-organization'];

export const organizationSettings: SettingsDefinition = {
  name: 'organization',
  title: t.title,
  path: (tab) => `${ORGANIZATION_SETTINGS_PATH}/${tab}`,
  noPermission: t.noPermission,
  saved: t.saved,
  save: t.save,
  tabs: [
    settingsTab({
      key: 'general',
      label: t.tabs.general,
      permissions: MANAGE_ORGANIZATION,
      form: general,
      extra: () => (
        <Stack gap="md">
          <LogoUpload />
          <LoginImages />
        </Stack>
      ),
      fields: [
        { kind: 'text', name: 'name', label: f.name, required: true, maxLength: 255 },
        { kind: 'custom', name: 'type', render: (props) => <TypeField {...props} /> },
        { kind: 'text', name: 'documentNumber', label: f.documentNumber, required: true, maxLength: 18 },
        { kind: 'textarea', name: 'telephones', label: f.telephones },
        { kind: 'text', name: 'street', label: f.street, maxLength: 255 },
        { kind: 'text', name: 'number', label: f.number, maxLength: 20 },
        { kind: 'text', name: 'neighborhood', label: f.neighborhood, maxLength: 255 },
        { kind: 'text', name: 'city', label: f.city, maxLength: 255 },
        { kind: 'text', name: 'state', label: f.state, maxLength: 255 },
        { kind: 'text', name: 'zip', label: f.zip, maxLength: 9 },
        { kind: 'text', name: 'primary_color', label: f.primaryColor, maxLength: 7 },
        { kind: 'text', name: 'limit_days_to_first_login', label: f.limitDaysToFirstLogin, maxLength: 3 },
        { kind: 'switch', name: 'is_ged_module_enabled', label: f.gedEnabled },
        { kind: 'text', name: 'ged_app_url', label: f.gedAppUrl, maxLength: 500 },
        { kind: 'switch', name: 'is_govbr_login_enable', label: f.govBrLogin },
        { kind: 'switch', name: 'is_moodle_enabled', label: f.moodle },
        { kind: 'switch', name: 'convert_word_files_on_upload', label: f.convertWord },
        { kind: 'switch', name: 'is_edoc', label: f.edoc },
        { kind: 'text', name: 'support_url', label: f.supportUrl, maxLength: 500 },
        { kind: 'text', name: 'privacy_url', label: f.privacyUrl, maxLength: 500 },
        { kind: 'text', name: 'terms_url', label: f.termsUrl, maxLength: 500 },
      ],
    }),
    settingsTab({
      key: 'documents',
      label: t.tabs.documents,
      permissions: ['manage-doc-settings'],
      form: documents,
      render: (props) => <DocumentTypesTable {...props} />,
    }),
    settingsTab({
      key: 'reports',
      label: t.tabs.reports,
      permissions: MANAGE_ORGANIZATION,
      form: general,
      fields: [
        { kind: 'custom', name: 'paperPrice', render: (props) => <MoneyField {...props} name="paperPrice" label={f.paperPrice} /> },
        { kind: 'custom', name: 'printPrice', render: (props) => <MoneyField {...props} name="printPrice" label={f.printPrice} /> },
      ],
    }),
    settingsTab({
      key: 'layout',
      label: t.tabs.layout,
      permissions: MANAGE_ORGANIZATION,
      form: layout,
      fields: [
        { kind: 'textarea', name: 'content', label: f.layoutContent, maxLength: 20_000 },
        { kind: 'text', name: 'footer_text', label: f.layoutFooter, maxLength: 500 },
        { kind: 'text', name: 'margin_y', label: f.marginY, maxLength: 5 },
        { kind: 'text', name: 'margin_x', label: f.marginX, maxLength: 5 },
      ],
      render: (props) => <LayoutPreview {...props} />,
    }),
    settingsTab({
      key: 'service-letter',
      label: t.tabs.serviceLetter,
      permissions: MANAGE_ORGANIZATION,
      form: general,
      fields: [
        { kind: 'richText', name: 'internal_service_letter', label: f.internalServiceLetter },
        { kind: 'richText', name: 'external_service_letter', label: f.externalServiceLetter },
      ],
    }),
    settingsTab({ key: 'backup', label: t.tabs.backup, permissions: MANAGE_ORGANIZATION, form: general, hidden: true }),
  ],
};
