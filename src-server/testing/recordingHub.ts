// A realtime hub that records what the routes publish, for tests that ask who is told what
// without a socket.io server listening (app.inject()).
import { createRealtimeHub, type AttachableRealtimeHub } from '../realtime/hub';

export type Published = { channel: string; event: string; data: unknown };

export function recordingRealtimeHub(): { hub: AttachableRealtimeHub; published: Published[] } {
  const hub = createRealtimeHub();
  const published: Published[] = [];
  hub.attach({
    broadcast: (channel, event, data) => void published.push({ channel, event, data }),
    onlineUserIds: () => new Set(),
    forgetToken: () => undefined,
  });
  return { hub, published };
}
