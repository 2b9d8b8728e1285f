// On /sign for a signature request (issue 19): what the requester wrote and when it is due, and
// Recusar, which asks for the reason (required) before declining the signer's whole part of the
// request; the requester is told the reason. After declining, the screen leaves for the queue.
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DECLINE_REASON_MAX, DECLINE_REASON_MIN } from '../../src-shared/api/signatureRequests';
import type { SigningSession } from '../../src-shared/api/signingSession';
import { formatDateTime } from '../../src-shared/format';
import { messages } from '../../src-shared/messages';
import { signatureRequestsApi } from '../api/client';
import { toast } from '../app/toasts';
import { reloadNotifications } from '../notifications/useNotifications';
import { failureMessage } from '../screens/inbox/itemActions';
import { signatureRequestKeys } from './queryKeys';

const r = messages.signatureRequests;

type Props = { request: NonNullable<SigningSession['request']>; busy: boolean; onDeclined: () => void };

export function RequestAnswerPanel({ request, busy, onDeclined }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const pending = request.status === 'created';
  if (request.message === null && request.due_at === null && !pending) return null;
  return (
    <Alert color="blue" variant="light" data-testid="request-answer">
      <Stack gap="xs">
        {request.message !== null ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="request-message">
            {request.requested_by === null ? request.message : r.requestMessage(request.requested_by, request.message)}
          </Text>
        ) : null}
        {request.due_at !== null ? <Text size="sm">{r.requestDue(formatDateTime(request.due_at))}</Text> : null}
        {pending ? (
          <Group justify="flex-end">
            <Button variant="default" color="red" disabled={busy} onClick={open}>
              {r.decline}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Modal opened={opened} onClose={close} title={r.declineTitle} centered>
        {opened ? <DeclineForm uuid={request.uuid} onCancel={close} onDone={onDeclined} /> : null}
      </Modal>
    </Alert>
  );
}

function DeclineForm({ uuid, onCancel, onDone }: { uuid: string; onCancel: () => void; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => signatureRequestsApi.decline(uuid, reason.trim()),
    onSuccess: () => {
      toast.success(messages.notifications.declined);
      void reloadNotifications();
      void queryClient.invalidateQueries({ queryKey: signatureRequestKeys.all });
      onDone();
    },
    onError: (error) => toast.error(failureMessage(error, messages.notifications.declineFailed)),
  });
  const submit = () => {
    const trimmed = reason.trim();
    const found = trimmed === '' ? r.reasonRequired : trimmed.length < DECLINE_REASON_MIN ? r.reasonTooShort : null;
    setProblem(found);
    if (found === null) mutation.mutate();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <Textarea
          label={r.declineReason}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
          withAsterisk
          autosize
          minRows={3}
          maxLength={DECLINE_REASON_MAX}
          data-autofocus
          disabled={mutation.isPending}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
            {messages.app.cancel}
          </Button>
          <Button type="submit" color="red" loading={mutation.isPending}>
            {r.declineSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
