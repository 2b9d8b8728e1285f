// Prazos (issue 19): the item's due date and its state, the stages' deadlines (StagesTab, with the
// flow), the history of deadline changes and, for whoever holds the item in progress, "Definir
// prazo" / "Alterar prazo" with a required reason. Date and time are typed in São Paulo time, as
// every date on screen is (src-shared/deadlines.ts).
import { Button, Divider, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DEADLINE_REASON_MAX, DEADLINE_REASON_MIN } from '../../../src-shared/api/deadlines';
import type { ViewedEmail } from '../../../src-shared/api/inbox';
import { formatDueAt, localDateTimeToIso, localDay } from '../../../src-shared/deadlines';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { inboxApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { refreshItem, type InboxScopeKey } from '../../inbox/queryKeys';
import { useServerAction } from '../../offline/useServerAction';
import { failureMessage } from '../inbox/itemActions';
import { StagesTab } from '../inbox/StagesTab';
import { DeadlineLabel, useMinuteClock } from './DeadlineLabel';

const t = messages.deadlines.tab;
const tl = messages.deadlines.timeline;
const v = messages.validation;

/** HH:mm of an instant in São Paulo ("2026-02-20T20:30:00Z" → "17:30"). */
const localTime = (iso: string) => {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso)).split(':');
  return `${hours}:${minutes}`;
};

export function DeadlinesTab({ email, scope }: { email: ViewedEmail; scope: InboxScopeKey }) {
  const now = useMinuteClock();
  const holds = email.box === 'inbox' && !email.is_archived && !email.is_closed;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" data-testid="item-deadline">
        <Title order={2} size="h4" mb="xs">
          {t.itemDeadline}
        </Title>
        {email.due_at === null ? <Text c="dimmed">{t.noDeadline}</Text> : <Group><DeadlineLabel dueAt={email.due_at} now={now} size="sm" /></Group>}
        {holds ? <DeadlineForm email={email} scope={scope} /> : <Text size="sm" c="dimmed" mt="sm">{t.notHolder}</Text>}
      </Paper>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t.history}
        </Title>
        {email.deadline_changes.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t.historyEmpty}
          </Text>
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.history} data-testid="deadline-history">
            {email.deadline_changes.map((change) => (
              <Paper component="li" key={change.id} withBorder radius="md" p="sm">
                <Text size="sm">{tl.changed(change.previous_due_at === null ? null : formatDueAt(change.previous_due_at), formatDueAt(change.due_at), change.reason)}</Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {t.by}: {change.user} — <time dateTime={change.created_at}>{formatDateTime(change.created_at)}</time>
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>

      <Divider />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t.stages}
        </Title>
        <StagesTab email={email} scope={scope} />
      </Stack>
    </Stack>
  );
}

type Errors = Partial<Record<'date' | 'time' | 'reason', string>>;

function DeadlineForm({ email, scope }: { email: ViewedEmail; scope: InboxScopeKey }) {
  const queryClient = useQueryClient();
  const server = useServerAction();
  const [date, setDate] = useState(() => (email.due_at === null ? '' : localDay(email.due_at)));
  const [time, setTime] = useState(() => (email.due_at === null ? '23:59' : localTime(email.due_at)));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (body: { due_at: string; reason: string }) => inboxApi.setDeadline(email.inbox_email_uuid, body),
    onSuccess: () => {
      toast.success(t.saved);
      setReason('');
      setErrors({});
      refreshItem(queryClient, scope, email.inbox_email_uuid);
    },
    onError: (error) => toast.error(failureMessage(error, t.saveError)),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) found.date = v.required;
    if (!/^\d{2}:\d{2}$/.test(time)) found.time = v.required;
    if (reason.trim().length < DEADLINE_REASON_MIN) found.reason = messages.deadlines.server.reasonShort;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ due_at: localDateTimeToIso(date, time), reason: reason.trim() });
  };

  const title = email.due_at === null ? t.set : t.change;
  return (
    <form onSubmit={submit} aria-labelledby="deadline-form-title" noValidate>
      <Stack gap="sm" mt="md" maw={480}>
        <Text fw={600} id="deadline-form-title">
          {title}
        </Text>
        <Group gap="sm" wrap="wrap" align="flex-start">
          <TextInput type="date" label={t.date} required value={date} onChange={(event) => setDate(event.currentTarget.value)} error={errors.date} w={180} />
          <TextInput type="time" label={t.time} required value={time} onChange={(event) => setTime(event.currentTarget.value)} error={errors.time} w={130} />
        </Group>
        <Textarea
          label={t.reason}
          description={t.reasonDescription}
          required
          autosize
          minRows={2}
          maxLength={DEADLINE_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={server.disabled} aria-description={server.reason}>
            {title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
