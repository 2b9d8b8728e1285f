// The subject's own form fields (companion §3 Subject fields): what the create form asks besides the
// document's — a label, a kind (text, number, date) and whether it is required. Keys are given once
// (subjectForm.ts addCustomField) and stay when the label changes, so filed answers keep their field.
import { ActionIcon, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { messages } from '../../../src-shared/messages';
import { addCustomField, type FormField } from './subjectForm';

const t = messages.subjects;
const TYPES = ['text', 'number', 'date'] as const;

type Props = { value: FormField[]; onChange: (next: FormField[]) => void; errors: Readonly<Record<string, string>>; disabled: boolean };

export function CustomFieldsField({ value, onChange, errors, disabled }: Props) {
  const change = (index: number, next: Partial<FormField>) => onChange(value.map((item, i) => (i === index ? { ...item, ...next } : item)));
  return (
    <Stack gap="sm" role="group" aria-label={t.fieldsHeading} data-testid="subject-fields">
      <Text fw={500} size="sm">
        {t.fieldsHeading}
      </Text>
      <Text size="sm" c="dimmed">
        {value.length === 0 ? t.noFields : t.fieldsIntro}
      </Text>
      {value.map((field, index) => (
        <Group key={field.key} align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t.fieldLabel}
            value={field.label}
            onChange={(event) => change(index, { label: event.currentTarget.value })}
            error={errors[`fields.${index}.label`] ?? errors[`fields.${index}.key`]}
            required
            maxLength={120}
            disabled={disabled}
            style={{ flex: '1 1 200px' }}
            data-field={`fields.${index}.label`}
          />
          <Select
            label={t.fieldType}
            data={TYPES.map((type) => ({ value: type, label: t.fieldTypes[type] }))}
            value={field.type}
            onChange={(next) => next !== null && change(index, { type: next as FormField['type'] })}
            allowDeselect={false}
            disabled={disabled}
            w={140}
          />
          <Switch label={t.fieldRequired} checked={field.required} onChange={(event) => change(index, { required: event.currentTarget.checked })} disabled={disabled} mb={8} />
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t.removeField(field.label)} onClick={() => onChange(value.filter((_, i) => i !== index))} disabled={disabled}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onChange(addCustomField(value))} disabled={disabled}>
          {t.addField}
        </Button>
      </Group>
    </Stack>
  );
}
