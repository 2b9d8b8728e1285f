// The item's actions (§4 Inbox email actions): favorite/unfavorite, archive, reopen (the server
// answers with the new child email, which the view moves to), close and responsible. One mutation
// so every button waits while any action runs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { ViewedEmail } from '../../../src-shared/api/inbox';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { inboxApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { inboxKeys, itemViewPath, type InboxScopeKey } from '../../inbox/queryKeys';
import { failureMessage, mergeItem, successMessage, type ItemAction } from './itemActions';

const a = messages.inboxView.actions;

export function useItemActions(inboxType: InboxType, scope: InboxScopeKey, code: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const emailKey = inboxKeys.email(scope, code);

  const mutation = useMutation({
    mutationFn: (input: ItemAction) =>
      input.kind === 'email' ? inboxApi.action(code, input.action) : inboxApi.setResponsible(code, input.id),
    onSuccess: (item, input) => {
      const viewed = queryClient.getQueryData<ViewedEmail>(emailKey);
      toast.success(successMessage(input));
      void queryClient.invalidateQueries({ queryKey: inboxKeys.pages(scope) });
      if (input.kind === 'email' && input.action === 'reopen' && item.inbox_email_uuid !== code) {
        // Same document, new inbox email: show it at once and let the query confirm it.
        const childKey = inboxKeys.email(scope, item.inbox_email_uuid);
        if (viewed) queryClient.setQueryData<ViewedEmail>(childKey, mergeItem(viewed, item));
        void queryClient.invalidateQueries({ queryKey: childKey, exact: true, refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: emailKey, exact: true, refetchType: 'none' });
        void navigate(`${itemViewPath(inboxType, item)}${search}`, { replace: true });
        return;
      }
      if (viewed) queryClient.setQueryData<ViewedEmail>(emailKey, mergeItem(viewed, item));
      // Refetched so the offline copy holds the new state too.
      void queryClient.invalidateQueries({ queryKey: emailKey, exact: true });
    },
    onError: (error, input) => {
      const fallback = input.kind === 'responsible' ? a.failure.responsible : a.failure[input.action];
      toast.error(failureMessage(error, fallback));
    },
  });

  return {
    run: (input: ItemAction) => mutation.mutate(input),
    pending: mutation.isPending,
    running: mutation.isPending ? mutation.variables : undefined,
  };
}
