// Who is in each presence channel, per user and not per socket: laravel-echo-server announces a
// user joining when their FIRST socket joins and leaving when their LAST one leaves, so a second
// window or a reconnect overlapping the old socket does not flicker the contact list.
import type { ChatPresenceMember } from '../../src-shared/api/chat';

type Present = { member: ChatPresenceMember; sockets: Set<string> };

export class PresenceRegistry {
  private readonly channels = new Map<string, Map<number, Present>>();

  /** Adds the socket; true when it is the user's first in the channel (announce joining). */
  join(channel: string, socketId: string, member: ChatPresenceMember): boolean {
    let users = this.channels.get(channel);
    if (users === undefined) this.channels.set(channel, (users = new Map()));
    const present = users.get(member.user_id);
    if (present === undefined) {
      users.set(member.user_id, { member, sockets: new Set([socketId]) });
      return true;
    }
    // The newest subscription's details win (a renamed user shows the new name).
    present.member = member;
    present.sockets.add(socketId);
    return false;
  }

  /** Removes the socket; the member when it was the user's last socket (announce leaving). */
  leave(channel: string, socketId: string, userId: number): ChatPresenceMember | null {
    const users = this.channels.get(channel);
    const present = users?.get(userId);
    if (users === undefined || present === undefined || !present.sockets.delete(socketId)) return null;
    if (present.sockets.size > 0) return null;
    users.delete(userId);
    if (users.size === 0) this.channels.delete(channel);
    return present.member;
  }

  members(channel: string): ChatPresenceMember[] {
    return [...(this.channels.get(channel)?.values() ?? [])].map((present) => present.member);
  }

  userIds(channel: string): Set<number> {
    return new Set(this.channels.get(channel)?.keys() ?? []);
  }
}
