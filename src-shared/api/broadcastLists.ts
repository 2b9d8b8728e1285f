// Broadcast lists (companion §2 Lista de transmissão, §6 broadcast-create/update/delete): a named
// set of recipients — sectors (their sector inbox) and people (staff or external contacts) — that
// the create form offers as one recipient. A list is organisation-wide (no sector) or a sector's.
// - GET broadcast?sectorId=: the create form's picker (enabled lists, unchanged).
// - GET broadcast/manage?search=&status=&sector_id=&page=: the administration's paged list.
// - GET broadcast/{id}: the list with its members.
// - POST broadcast (broadcast-create), PUT broadcast/{id} (broadcast-update; the members are
//   replaced), PATCH broadcast/{id}/status (broadcast-update), DELETE broadcast/{id}
//   (broadcast-delete; refused for a list a subject or a document names: disable it instead).
import { z } from 'zod';
import { messages } from '../messages';
import { pageSchema } from './page';

export const BROADCAST_NAME_MAX = 120;
export const BROADCAST_MEMBERS_MAX = 500;
export const BROADCAST_MEMBER_KINDS = ['sector', 'person'] as const;
export type BroadcastMemberKind = (typeof BROADCAST_MEMBER_KINDS)[number];

export const broadcastMemberSchema = z.object({
  kind: z.enum(BROADCAST_MEMBER_KINDS),
  id: z.number().int(),
  name: z.string(),
});
export type BroadcastMember = z.infer<typeof broadcastMemberSchema>;

export const broadcastListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sector_id: z.number().int().nullable(),
  sector: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(['enabled', 'disabled']),
  members_count: z.number().int(),
  members: z.array(broadcastMemberSchema),
});
export type BroadcastListItem = z.infer<typeof broadcastListItemSchema>;

/** A member's key in a form's list: one sector or one person appears once. */
export const memberKey = (member: { kind: BroadcastMemberKind; id: number }) => `${member.kind}:${member.id}`;

const memberInput = z.object({
  kind: z.enum(BROADCAST_MEMBER_KINDS),
  id: z.number().int().positive().max(2_147_483_647),
});
export type BroadcastMemberInput = z.infer<typeof memberInput>;

/** What the editor sends; the server also checks that the sector and each member exist. */
export const broadcastListInputSchema = z.object({
  name: z.string().trim().min(1).max(BROADCAST_NAME_MAX),
  sector_id: z.number().int().positive().nullable(),
  members: z
    .array(memberInput)
    .min(1, { error: messages.broadcastLists.membersRequired })
    .max(BROADCAST_MEMBERS_MAX)
    .refine((members) => new Set(members.map(memberKey)).size === members.length, { error: messages.broadcastLists.memberDuplicated }),
});
export type BroadcastListInput = z.input<typeof broadcastListInputSchema>;

export const broadcastStatusSchema = z.object({ status: z.enum(['enabled', 'disabled']) });

export const broadcastListPageSchema = pageSchema(broadcastListItemSchema);
export const broadcastListResultSchema = z.object({ data: broadcastListItemSchema });
