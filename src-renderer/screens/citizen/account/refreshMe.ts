// The logged user again from the server, into the cache the guards read (after a verification).
import { sessionApi } from '../../../api/client';
import { queryClient } from '../../../app/queryClient';
import { keepCopy } from '../../../offline/cachePersister';
import { ME_KEY } from '../../../session/queries';

export async function refreshMe(): Promise<void> {
  const user = await sessionApi.me();
  queryClient.setQueryData(ME_KEY, user);
  keepCopy(ME_KEY, 'item', user);
}
