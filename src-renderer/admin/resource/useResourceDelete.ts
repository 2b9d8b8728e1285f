// Deleting a resource's item: ask first, then remove, refresh the resource's queries and say so.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../../src-shared/messages';
import { toast } from '../../app/toasts';
import type { ListedResource, ResourceItem } from './defineResource';
import { resourceKeys } from './queryKeys';
import { saveErrorMessage } from './saveError';

export function useResourceDelete<Item extends ResourceItem>(resource: ListedResource<Item>, onDeleted?: () => void) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Item | null>(null);
  const removal = useMutation({
    mutationFn: async (item: Item) => resource.api.remove?.(item.id),
    onSuccess: async (_result, item) => {
      setTarget(null);
      queryClient.removeQueries({ queryKey: resourceKeys(resource.name).detail(item.id) });
      await queryClient.invalidateQueries({ queryKey: resourceKeys(resource.name).lists });
      toast.success(messages.adminResource.deleted);
      onDeleted?.();
    },
  });
  return {
    ask: (item: Item) => {
      removal.reset();
      setTarget(item);
    },
    modal: {
      title: target === null ? null : resource.titleOf(target),
      pending: removal.isPending,
      error: removal.isError ? saveErrorMessage(removal.error, messages.adminResource.deleteFailed) : null,
      onConfirm: () => target !== null && removal.mutate(target),
      onClose: () => setTarget(null),
    },
  };
}
