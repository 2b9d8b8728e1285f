// Where the web build's chat connects. The desktop keeps the realtime address in its settings;
// a browser page has only the API server, so it asks it (GET /api/realtime) which port its
// realtime server listens on, and falls back to the laravel-echo-server default (port 6001).
import { realtimeInfoSchema } from '../../src-shared/api/chat';
import { defaultRealtimeUrl } from '../../src-shared/ipc/contract';

/** A slow answer must not hold the app's start: the chat then tries the default port. */
const DISCOVERY_TIMEOUT_MS = 3000;

export async function discoverRealtimeUrl(serverUrl: string, fetchFn: typeof fetch, configured?: string): Promise<string> {
  if (configured) return configured.replace(/\/+$/, '');
  try {
    const response = await fetchFn(`${serverUrl}/api/realtime`, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
    if (response.ok) {
      const info = realtimeInfoSchema.safeParse(await response.json());
      if (info.success) return defaultRealtimeUrl(serverUrl, info.data.port);
    }
  } catch {
    // unreachable or not JSON: same as not told
  }
  return defaultRealtimeUrl(serverUrl);
}
