// The route names the inbox (/workspace/personal/…, /inbox/sector/…); every request sends it as
// X-InboxType from the session. Children render only once the two agree, so no query ever starts
// with the other inbox's headers and key.
import { useLayoutEffect, type ReactNode } from 'react';
import type { InboxType } from '../../src-shared/ipc/contract';
import { sessionStore, useSession } from '../session/sessionStore';

export function InboxTypeFromRoute({ inboxType, children }: { inboxType: InboxType; children: ReactNode }) {
  const current = useSession((state) => state.inboxType);
  useLayoutEffect(() => {
    if (sessionStore.getState().inboxType !== inboxType) sessionStore.setState({ inboxType });
  }, [inboxType]);
  return current === inboxType ? <>{children}</> : null;
}
