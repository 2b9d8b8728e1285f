// The preview tab: the create form as a citizen (the portal's filing form) and as staff (the create
// screen) would see it for this subject as edited now — who it is open to, the announcement, the
// identification choices (the create form's own allowedIdentifications), the subject's fields, the
// model, the terms to accept, the attachments asked and the flow. Read-only: nothing here is sent.
import { Alert, Checkbox, List, Paper, Radio, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../../src-shared/messages';
import { allowedIdentifications } from '../../screens/create/applySubject';
import { SafeHtml } from '../../screens/inbox/SafeHtml';
import type { SubjectForm } from './subjectForm';

const t = messages.subjects;
const citizen = messages.citizenFiling.screen;
const staff = messages.createDocument;

type Audience = 'citizen' | 'staff';

export function SubjectPreview({ values }: { values: SubjectForm }) {
  const [audience, setAudience] = useState<Audience>('citizen');
  const open = audience === 'citizen' ? values.external_can_create : values.if_has_internal_can_create;
  const words = audience === 'citizen' ? { identification: citizen.identification, identifications: citizen.identifications, fields: citizen.fieldsHeading, terms: citizen.termsHeading, accept: citizen.acceptTerms, description: citizen.description } : { identification: staff.identification, identifications: staff.identifications, fields: staff.customFieldsHeading, terms: staff.termsHeading, accept: staff.acceptTerms, description: staff.description };
  const identifications = allowedIdentifications({ ...values, id: 0, subject_recipients: [], stages: [], fields: values.fields } as unknown as Parameters<typeof allowedIdentifications>[0]);
  return (
    <Stack gap="md" maw={760} data-testid="subject-preview">
      <Text size="sm" c="dimmed">
        {t.previewIntro}
      </Text>
      <SegmentedControl
        aria-label={t.tabs.preview}
        data={[
          { value: 'citizen', label: t.previewAsCitizen },
          { value: 'staff', label: t.previewAsStaff },
        ]}
        value={audience}
        onChange={(next) => setAudience(next as Audience)}
      />
      <Paper withBorder p="md" component="section" aria-label={audience === 'citizen' ? t.previewAsCitizen : t.previewAsStaff}>
        {!open ? (
          <Alert color="gray">{t.previewNotOpen}</Alert>
        ) : (
          <Stack gap="md">
            <Title order={2} size="h4">
              {values.name}
            </Title>
            {values.announcement.trim() !== '' && <Alert color="blue">{values.announcement}</Alert>}
            {audience === 'citizen' && values.icp_login_required && <Alert color="yellow">{citizen.icpNote}</Alert>}
            {audience === 'citizen' && values.govbr_login_required && <Alert color="yellow">{citizen.govbrNote}</Alert>}
            <Radio.Group label={words.identification} value={identifications[0] ?? null}>
              <Stack gap={4} mt={4}>
                {identifications.map((kind) => (
                  <Radio key={kind} value={kind} label={words.identifications[kind]} disabled />
                ))}
              </Stack>
            </Radio.Group>
            {values.can_set_description_on_document && <TextInput label={words.description} disabled />}
            {values.fields.length > 0 && (
              <Stack gap="xs">
                <Text fw={500}>{words.fields}</Text>
                {values.fields.map((field) => (
                  <TextInput key={field.key} label={field.label} required={field.required} type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'} disabled />
                ))}
              </Stack>
            )}
            {audience === 'staff' && values.model.trim() !== '' && (
              <Stack gap={4}>
                <Text fw={500}>{staff.content}</Text>
                <Paper withBorder p="sm">
                  <SafeHtml html={values.model} label={staff.content} />
                </Paper>
              </Stack>
            )}
            {audience === 'citizen' && <Textarea label={citizen.text} disabled autosize minRows={2} />}
            {values.terms !== null && values.terms.trim() !== '' && (
              <Stack gap={4}>
                <Text fw={500}>{words.terms}</Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {values.terms}
                </Text>
                <Checkbox label={words.accept} disabled />
              </Stack>
            )}
            <Stack gap={4}>
              <Text fw={500}>{t.previewRequiredAttachments}</Text>
              {values.required_attachments.length === 0 ? (
                <Text size="sm">{t.previewNone}</Text>
              ) : (
                <List size="sm">
                  {values.required_attachments.map((attachment, index) => (
                    <List.Item key={index}>
                      {attachment.name} — {attachment.required ? t.attachmentRequired : t.attachmentOptional}
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
            <Stack gap={4}>
              <Text fw={500}>{t.previewStages}</Text>
              {values.stages.length === 0 ? (
                <Text size="sm">{t.previewNone}</Text>
              ) : (
                <List type="ordered" size="sm">
                  {values.stages.map((stage) => (
                    <List.Item key={stage.position}>{stage.name}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
