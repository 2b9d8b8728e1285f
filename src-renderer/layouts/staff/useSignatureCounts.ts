// The counts beside Assinar pendentes and Finalizadas (issue 19 §1). Kept under the notifications'
// key: whatever reloads them (marking one viewed, declining a request, a signature made on /sign)
// reloads these too, since each of those can change a request. They also load again when the
// window regains focus, when the Assinaturas menu opens, and at the bell's own interval.
import { useQuery } from '@tanstack/react-query';
import type { SignatureCounts } from '../../../src-shared/api/signatureCounts';
import { signingApi } from '../../api/client';
import { NOTIFICATION_REFRESH_MS } from '../../notifications/notificationRules';
import { NOTIFICATIONS_KEY } from '../../notifications/useNotifications';

export const SIGNATURE_COUNTS_KEY = [...NOTIFICATIONS_KEY, 'signature-counts'] as const;

export type MenuCounts = { values: SignatureCounts | undefined; refresh: () => void };

export function useSignatureCounts(enabled: boolean): MenuCounts {
  const query = useQuery({
    queryKey: SIGNATURE_COUNTS_KEY,
    queryFn: ({ signal }) => signingApi.counts(signal),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: NOTIFICATION_REFRESH_MS,
  });
  return { values: query.data, refresh: () => void query.refetch() };
}
