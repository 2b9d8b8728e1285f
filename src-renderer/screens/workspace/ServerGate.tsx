// Wraps a control whose action needs the server: while offline it is disabled by the caller and
// this says why. A disabled button fires no pointer events, so the tooltip sits on a wrapper.
import { Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

export function ServerGate({ reason, children }: { reason: string | undefined; children: ReactNode }) {
  if (!reason) return <>{children}</>;
  return (
    <Tooltip label={reason} withinPortal>
      <span style={{ display: 'inline-flex' }}>{children}</span>
    </Tooltip>
  );
}
