// The Configuração tab: the recipients (choosing opened clears the subject's recipients at once,
// §4), picked with the create form's own recipient picker; the signature kinds allowed; ICP-Brasil
// or gov.br login required, with the gov.br bronze notice (§6); reopen, close and edit flags; the
// external application to redirect to; the traffic-manager type; the document type it files as and
// the subject's own form fields.
import { Alert, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Recipient } from '../../../src-shared/api/documents';
import { SUBJECT_RECIPIENT_TYPES } from '../../../src-shared/api/documents';
import { TRAFFIC_MANAGER_TYPES } from '../../../src-shared/api/subjects';
import { messages } from '../../../src-shared/messages';
import { documentsApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { RecipientsSelect } from '../../screens/create/RecipientsSelect';
import type { FieldRenderProps } from '../resource/defineResource';
import { CustomFieldsField } from './CustomFieldsField';
import { withRecipientsType, type SubjectForm } from './subjectForm';

const t = messages.subjects;

type Props = Omit<FieldRenderProps<SubjectForm>, 'error'>;

export function SubjectSettingsTab({ values, setValue, errors, disabled }: Props) {
  const flag = (name: keyof SubjectForm, label: string, description?: string) => (
    <Switch
      key={name}
      label={label}
      description={description}
      checked={values[name] === true}
      onChange={(event) => setValue(name, event.currentTarget.checked as never)}
      disabled={disabled}
      data-field={name}
    />
  );
  const settings = useQuery({ queryKey: ['admin', 'subjects', 'document-settings'], queryFn: () => documentsApi.settings() });
  const recipients: Recipient[] = values.subject_recipients.map((recipient) => ({ ...recipient, name: recipient.name ?? '', email: recipient.email ?? '' }));
  return (
    <Stack gap="lg" maw={720}>
      <Select
        label={t.documentSetting}
        placeholder={t.documentSettingNone}
        data={(settings.data?.document_types ?? []).map((type) => ({ value: type.key, label: type.name }))}
        value={values.document_setting}
        onChange={(next) => setValue('document_setting', next as SubjectForm['document_setting'])}
        clearable
        error={errors.document_setting ?? (settings.isError ? t.documentSettingsFailed : undefined)}
        disabled={disabled}
        data-field="document_setting"
      />
      <Stack gap="sm">
        <Select
          label={t.recipientsType}
          data={SUBJECT_RECIPIENT_TYPES.map((type) => ({ value: type, label: t.recipientsTypes[type] }))}
          value={values.recipients_type}
          onChange={(next) => {
            if (next === null) return;
            const cleared = next === 'opened' && values.subject_recipients.length > 0;
            const chosen = withRecipientsType(values, next as SubjectForm['recipients_type']);
            setValue('recipients_type', chosen.recipients_type);
            setValue('subject_recipients', chosen.subject_recipients);
            if (cleared) toast.info(t.recipientsCleared);
          }}
          allowDeselect={false}
          disabled={disabled}
          data-field="recipients_type"
        />
        {values.recipients_type !== 'opened' && (
          <RecipientsSelect
            label={t.recipients}
            isCc={false}
            all={recipients}
            onChange={(next) => setValue('subject_recipients', next.map(({ isCc, sector_id, person_id, broadcast_id, responsible_id, name, email }) => ({ isCc, sector_id, person_id, broadcast_id, responsible_id, name, email })))}
            sectorId={values.sector_id}
            error={errors.subject_recipients ?? Object.entries(errors).find(([field]) => field.startsWith('subject_recipients.'))?.[1]}
            disabled={disabled}
          />
        )}
      </Stack>
      <Stack gap="xs" role="group" aria-label={t.signatures}>
        <Text fw={500} size="sm">
          {t.signatures}
        </Text>
        {flag('can_sign_with_electronic', t.canSignWithElectronic)}
        {flag('can_sign_with_digital', t.canSignWithDigital)}
        {flag('can_sign_with_govbr', t.canSignWithGovbr)}
        {flag('user_have_to_sign_on_create', t.userHaveToSignOnCreate)}
        {flag('icp_login_required', t.icpLoginRequired)}
        {flag('govbr_login_required', t.govbrLoginRequired)}
        {(values.can_sign_with_govbr || values.govbr_login_required) && (
          <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="govbr-bronze-notice">
            {t.govbrBronzeNotice}
          </Alert>
        )}
      </Stack>
      <Stack gap="xs" role="group" aria-label={t.flags}>
        <Text fw={500} size="sm">
          {t.flags}
        </Text>
        {flag('users_can_reopen_document', t.usersCanReopen)}
        {flag('only_creator_can_close', t.onlyCreatorCanClose)}
        {flag('users_can_edit_document', t.usersCanEdit)}
        {flag('can_set_description_on_document', t.canSetDescription)}
        {flag('is_hybrid', t.isHybrid)}
        {flag('redirect_to_external_app', t.redirect)}
        {values.redirect_to_external_app && (
          <TextInput
            label={t.redirectUrl}
            type="url"
            value={values.redirect_to_external_app_url ?? ''}
            onChange={(event) => setValue('redirect_to_external_app_url', event.currentTarget.value === '' ? null : event.currentTarget.value)}
            error={errors.redirect_to_external_app_url}
            required
            maxLength={2000}
            disabled={disabled}
            data-field="redirect_to_external_app_url"
          />
        )}
      </Stack>
      <CustomFieldsField value={values.fields} onChange={(next) => setValue('fields', next)} errors={errors} disabled={disabled} />
      <Select
        label={t.trafficManagerType}
        placeholder={t.trafficManagerNone}
        data={TRAFFIC_MANAGER_TYPES.map((type) => ({ value: type, label: t.trafficManagerTypes[type] }))}
        value={values.traffic_manager_type}
        onChange={(next) => setValue('traffic_manager_type', next as SubjectForm['traffic_manager_type'])}
        clearable
        disabled={disabled}
        data-field="traffic_manager_type"
      />
    </Stack>
  );
}
