// What the HTTP routes see of the realtime server: they publish events to users and ask who is
// online; the socket.io server behind it (realtime/server.ts) owns the connections. Routes never
// touch sockets, so their tests run with app.inject() and no realtime server listening.

export type RealtimeHub = {
  /** Emits `event` with `data` on the user's private channel (private-user.{id}), to every socket subscribed to it. */
  toUser(userId: number, event: string, data: unknown): void;
  /** Users with at least one socket joined to the contacts presence channel. */
  onlineUserIds(): ReadonlySet<number>;
  /** Drops every subscription authorised with this access token (logout, revocation). */
  forgetToken(tokenId: number): void;
  /** The port the realtime server listens on, null when none does (GET /realtime, the web pages' CSP). */
  port(): number | null;
};
