// The declared administration resources the route table can name (the screens are in screens.tsx):
// the editable ones have a list and an editor, the read-only ones a list alone.
export type EditableAdminResourceName = 'roles' | 'absence-reasons' | 'users' | 'external-contacts' | 'sectors' | 'broadcast' | 'models' | 'services' | 'tags' | 'subjects';
export type ReadOnlyAdminResourceName = 'audit' | 'telephones';
export type AdminResourceName = EditableAdminResourceName | ReadOnlyAdminResourceName;

const READ_ONLY: ReadonlySet<AdminResourceName> = new Set<ReadOnlyAdminResourceName>(['audit', 'telephones']);

/** Whether a resource has an editor the route table may open. */
export const isEditable = (name: AdminResourceName): name is EditableAdminResourceName => !READ_ONLY.has(name);
