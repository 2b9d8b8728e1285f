// Remover da caixa (an email received: it leaves this inbox only) or, on a draft, Excluir rascunho
// (the draft and its files go, and on the desktop the copy this computer keeps). Both ask first,
// and both lead back to the queue once done.
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ViewedEmail } from '../../../src-shared/api/inbox';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { inboxApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { forgetServerDraft } from '../../drafts/draftRuntime';
import { inboxKeys, type InboxScopeKey } from '../../inbox/queryKeys';
import { useAppInfo } from '../../platform/useAppInfo';
import { useSession } from '../../session/sessionStore';
import { failureMessage } from './itemActions';

const a = messages.inboxView.actions;

type Props = { email: ViewedEmail; inboxType: InboxType; scope: InboxScopeKey; disabled: boolean; reason: string | undefined };

export function RemoveButton({ email, inboxType, scope, disabled, reason }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const kind = email.box === 'draft' ? 'deleteDraft' : 'removeFromBox';
  const code = email.inbox_email_uuid;
  const keepsDrafts = useAppInfo().data?.capabilities.drafts === true;
  const userId = useSession((state) => state.userId);
  const mutation = useMutation({
    mutationFn: async () => {
      if (kind === 'removeFromBox') return inboxApi.removeEmail(code);
      await inboxApi.remove(code);
      if (keepsDrafts && userId !== null) await forgetServerDraft(userId, code);
    },
    onSuccess: () => {
      toast.success(a.success[kind]);
      queryClient.removeQueries({ queryKey: inboxKeys.email(scope, code), exact: true });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.pages(scope) });
      void navigate(`/workspace/${inboxType}/tasks`, { replace: true });
    },
    onError: (error) => toast.error(failureMessage(error, a.failure[kind])),
  });
  const ask = () =>
    modals.openConfirmModal({
      title: a[kind],
      children: <Text size="sm">{kind === 'deleteDraft' ? a.deleteDraftQuestion : a.removeFromBoxQuestion}</Text>,
      labels: { confirm: a[kind], cancel: a.confirmCancel },
      confirmProps: { color: 'red' },
      onConfirm: () => mutation.mutate(),
    });
  return (
    <Button
      variant="default"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      disabled={disabled}
      loading={mutation.isPending}
      aria-description={reason}
      title={reason}
      onClick={ask}
    >
      {a[kind]}
    </Button>
  );
}
