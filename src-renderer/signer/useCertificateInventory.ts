// The tokens, slots and certificates the signer sees, through react-query: read when a screen
// needs them (tokens come and go, so always re-read on mount), and rescanned on demand — a
// rescan reloads the libraries and finds a token plugged in since.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Inventory } from '../../src-shared/signer/protocol';
import { bridge } from '../platform/bridge';
import { unwrapSigner } from './signerCall';

export const INVENTORY_QUERY_KEY = ['signer', 'inventory'] as const;

const readInventory = async (refresh: boolean): Promise<Inventory> => unwrapSigner(await bridge.signer.inventory({ refresh }));

export function useCertificateInventory({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: INVENTORY_QUERY_KEY,
    queryFn: () => readInventory(false),
    enabled,
    staleTime: 0,
    retry: false,
  });
  const rescan = useMutation({
    mutationFn: () => readInventory(true),
    onSuccess: (inventory) => queryClient.setQueryData(INVENTORY_QUERY_KEY, inventory),
  });
  return {
    inventory: query.data,
    loading: enabled && query.isPending,
    error: rescan.error ?? query.error,
    refreshing: rescan.isPending || (query.isFetching && !query.isPending),
    refresh: () => rescan.mutate(),
    /** For callers that must wait for the rescan (e.g. after the library list changed). */
    refreshAsync: () => rescan.mutateAsync(),
  };
}
