// The one place the platform is chosen. In the desktop app the preload has exposed the bridge
// (in e2e tests, the harness does, through the same createBridge); anywhere else this is the web.
import { BRIDGE_GLOBAL, type Bridge } from '../../src-shared/ipc/contract';
import type { IpcResult } from '../../src-shared/ipc/result';
import { createWebBridge } from './webBridge';

function pickBridge(): Bridge {
  const exposed = (window as unknown as Record<string, Bridge | undefined>)[BRIDGE_GLOBAL];
  if (exposed) return exposed;
  return createWebBridge({
    storage: window.localStorage,
    origin: window.location.origin,
    basePath: import.meta.env.BASE_URL,
    apiUrl: import.meta.env.VITE_API_URL,
    realtimeUrl: import.meta.env.VITE_REALTIME_URL,
    userAgent: navigator.userAgent,
    version: import.meta.env.VITE_APP_VERSION ?? 'dev',
  });
}

export const bridge: Bridge = pickBridge();

export class BridgeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** For callers that treat a failed bridge call like any other error (react-query, forms). */
export function unwrap<T>(result: IpcResult<T>): T {
  if (result.ok) return result.value;
  throw new BridgeError(result.error.code, result.error.message);
}
