import { useQuery } from '@tanstack/react-query';
import { bridge, unwrap } from './bridge';

/** What this build can do: the desktop reports its capabilities, the web reports them absent. */
export function useAppInfo() {
  return useQuery({ queryKey: ['app-info'], queryFn: async () => unwrap(await bridge.app.info()), staleTime: Infinity });
}
