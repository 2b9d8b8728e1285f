// The hub the routes publish to (ServerContext.realtime). The socket.io server attaches itself
// when it listens; until then (app.inject() tests, a server started without realtime) nobody can
// be connected, so events reach no one and nobody is online — which is simply true.
import { privateUserChannel } from '../../src-shared/api/chat';
import type { RealtimeHub } from './types';

/** What a listening realtime server gives the hub. */
export type RealtimeTransport = {
  /** laravel-echo-server's broadcast: every socket in `channel` gets `event` with (channel, data). */
  broadcast(channel: string, event: string, data: unknown): void;
  onlineUserIds(): ReadonlySet<number>;
  forgetToken(tokenId: number): void;
  /** Where it listens; optional so a test's stand-in transport need not invent one (port() is then null). */
  port?: number;
};

export type AttachableRealtimeHub = RealtimeHub & {
  /** Connects a listening server; the returned function detaches it (on close). */
  attach(transport: RealtimeTransport): () => void;
};

const NOBODY: ReadonlySet<number> = new Set();

export function createRealtimeHub(): AttachableRealtimeHub {
  let transport: RealtimeTransport | null = null;
  return {
    toUser: (userId, event, data) => transport?.broadcast(privateUserChannel(userId), event, data),
    onlineUserIds: () => transport?.onlineUserIds() ?? NOBODY,
    forgetToken: (tokenId) => transport?.forgetToken(tokenId),
    port: () => transport?.port ?? null,
    attach(next) {
      transport = next;
      return () => {
        if (transport === next) transport = null;
      };
    },
  };
}
