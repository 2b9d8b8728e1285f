// The Anexos tab: the named attachments a filing under the subject carries, each required or
// optional (the server checks the required ones when the document is published or filed).
import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { RequiredAttachment } from '../../../src-shared/api/subjects';
import { messages } from '../../../src-shared/messages';

const t = messages.subjects;

type Props = { value: RequiredAttachment[]; onChange: (next: RequiredAttachment[]) => void; errors: Readonly<Record<string, string>>; disabled: boolean };

export function RequiredAttachmentsField({ value, onChange, errors, disabled }: Props) {
  const change = (index: number, next: Partial<RequiredAttachment>) => onChange(value.map((item, i) => (i === index ? { ...item, ...next } : item)));
  return (
    <Stack gap="sm" maw={720} data-testid="subject-attachments">
      <Text size="sm" c="dimmed">
        {t.attachmentsIntro}
      </Text>
      {value.length === 0 && <Text size="sm">{t.noAttachments}</Text>}
      {value.map((item, index) => (
        <Group key={index} align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t.attachmentName}
            value={item.name}
            onChange={(event) => change(index, { name: event.currentTarget.value })}
            error={errors[`required_attachments.${index}.name`]}
            disabled={disabled}
            maxLength={255}
            required
            style={{ flex: '1 1 220px' }}
            data-field={`required_attachments.${index}.name`}
          />
          <SegmentedControl
            aria-label={t.attachmentName}
            data={[
              { value: 'required', label: t.attachmentRequired },
              { value: 'optional', label: t.attachmentOptional },
            ]}
            value={item.required ? 'required' : 'optional'}
            onChange={(next) => change(index, { required: next === 'required' })}
            disabled={disabled}
          />
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t.removeAttachment(item.name)} onClick={() => onChange(value.filter((_, i) => i !== index))} disabled={disabled}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onChange([...value, { name: '', required: true }])} disabled={disabled}>
          {t.addAttachment}
        </Button>
      </Group>
    </Stack>
  );
}
