// The requests of a document (the item view's "Solicitações de assinatura") and the caller's own
// (Minhas solicitações): who signs, what, the state (Rejeitado with the reason), who asked and
// when, the deadline and the message; Cancelar for the requester on a pending one, confirmed first.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SignatureRequest } from '../../src-shared/api/signatureRequests';
import { formatDateTime } from '../../src-shared/format';
import { messages } from '../../src-shared/messages';
import { signatureRequestsApi } from '../api/client';
import { toast } from '../app/toasts';
import { ConfirmActionModal } from '../admin/resource/ConfirmActionModal';
import { failureMessage } from '../screens/inbox/itemActions';
import { signatureRequestKeys } from './queryKeys';
import { STATUS_COLORS, targetLabel } from './requestRules';

const r = messages.signatureRequests;

type Props = { requests: readonly SignatureRequest[]; userId: number | undefined; showDocument?: boolean; testId: string };

export function SignatureRequestList({ requests, userId, showDocument = false, testId }: Props) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<SignatureRequest | null>(null);
  const cancel = useMutation({
    mutationFn: (request: SignatureRequest) => signatureRequestsApi.cancel(request.uuid),
    onSuccess: () => {
      toast.success(r.canceled);
      setAsked(null);
      void queryClient.invalidateQueries({ queryKey: signatureRequestKeys.all });
    },
  });
  return (
    <Stack gap="xs" data-testid={testId}>
      {requests.map((request) => (
        <Paper key={request.uuid} withBorder radius="md" p="sm" data-testid="signature-request" aria-label={`${request.requested_user.name}: ${targetLabel(request)}`}>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{request.requested_user.name}</Text>
                <Badge color={STATUS_COLORS[request.status]} variant="light" data-testid="request-status">
                  {r.statusBadge[request.status]}
                </Badge>
              </Group>
              {showDocument ? (
                <Text size="sm">{request.document_number.trim() === '' ? request.document_title : `${request.document_number} — ${request.document_title}`}</Text>
              ) : null}
              <Text size="sm">{targetLabel(request)}</Text>
              {request.status === 'declined' && request.decline_reason !== null ? (
                <Text size="sm" c="red.8" data-testid="decline-reason">
                  {r.reasonLine(request.decline_reason)}
                </Text>
              ) : null}
              {request.message !== null ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {request.message}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {request.requested_by === null ? r.askedAt(formatDateTime(request.created_at)) : r.askedBy(request.requested_by.name, formatDateTime(request.created_at))}
                {request.due_at !== null ? ` · ${r.dueAt(formatDateTime(request.due_at))}` : ''}
              </Text>
            </Stack>
            {request.status === 'created' && request.requested_by !== null && request.requested_by.id === userId ? (
              <Button variant="default" color="red" size="xs" aria-label={r.cancelAria(request.requested_user.name, targetLabel(request))} onClick={() => setAsked(request)}>
                {r.cancel}
              </Button>
            ) : null}
          </Group>
        </Paper>
      ))}
      <ConfirmActionModal
        question={asked === null ? null : r.cancelConfirm(asked.requested_user.name)}
        label={r.cancelYes}
        color="red"
        pending={cancel.isPending}
        error={cancel.isError ? failureMessage(cancel.error, r.cancelFailed) : null}
        onConfirm={() => asked !== null && cancel.mutate(asked)}
        onClose={() => {
          setAsked(null);
          cancel.reset();
        }}
      />
    </Stack>
  );
}
