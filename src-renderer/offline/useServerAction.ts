// For buttons whose action needs the server: disabled while it cannot be reached, saying why
// (give `reason` to a Tooltip and to aria-description).
import { messages } from '../../src-shared/messages';
import { useServerReachable } from './serverStatus';

export function useServerAction(): { disabled: boolean; reason: string | undefined } {
  const reachable = useServerReachable();
  return { disabled: !reachable, reason: reachable ? undefined : messages.offline.actionDisabled };
}
