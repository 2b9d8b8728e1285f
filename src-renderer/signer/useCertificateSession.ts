// The hook form of withCertificateSession, for screens: run(request, work) opens the token
// session, does the work and closes it, and says whether a run is under way.
import { useCallback, useRef, useState } from 'react';
import type { OpenSessionResult } from '../../src-shared/signer/protocol';
import { bridge } from '../platform/bridge';
import { withCertificateSession, type SignerApi, type UnlockRequest } from './certificateSession';

/**
 * run(request, work) opens the session, does the work and closes it. A second
 * run while one is under way is refused at once (a double click must never be a second login).
 */
export function useCertificateSession(signer: SignerApi = bridge.signer) {
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const run = useCallback(
    async <T>(request: UnlockRequest, work: (session: OpenSessionResult) => Promise<T>): Promise<T | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setRunning(true);
      try {
        return await withCertificateSession(signer, request, work);
      } finally {
        busy.current = false;
        setRunning(false);
      }
    },
    [signer],
  );
  return { run, running };
}
