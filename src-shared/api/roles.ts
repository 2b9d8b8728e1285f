// Roles (companion §3, §6, §7 Roles): a name, a description, an optional sector, a default flag
// and the permissions the role grants. All calls need manage-roles.
// - GET role?search=&page=: paged, by name; each with how many users hold it.
// - GET role/{id}: the role with its permission ids (and sector).
// - POST role, PUT role/{id}: the form plus permissions (ids). DELETE role/{id}.
// Role 1 is the administrator: it keeps every permission and cannot be deleted; a role users
// hold cannot be deleted either (both 422 with the reason).
import { z } from 'zod';
import { pageSchema } from './page';

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  sector_id: z.number().int().nullable(),
  sector: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_default: z.boolean(),
  permissions: z.array(z.number().int()),
  users_count: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const ROLE_NAME_MAX = 120;
export const ROLE_DESCRIPTION_MAX = 500;

export const roleInputSchema = z.object({
  name: z.string().trim().min(1).max(ROLE_NAME_MAX),
  description: z.string().trim().max(ROLE_DESCRIPTION_MAX).nullable().optional(),
  sector_id: z.number().int().positive().nullable().optional(),
  is_default: z.boolean().optional(),
  permissions: z.array(z.number().int().positive()).max(1000).optional(),
});
export type RoleInput = z.input<typeof roleInputSchema>;

export const rolePageSchema = pageSchema(roleSchema);
export const roleResultSchema = z.object({ data: roleSchema });
