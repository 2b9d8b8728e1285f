// How the audit list and its detail drawer show an entry's values.
import { messages } from '../../../src-shared/messages';

const t = messages.audit;

/** A change's value as the details drawer shows it: text as is, the rest as JSON, none as a dash. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The action's readable name; an action the messages do not name shows as recorded. */
export const actionLabel = (action: string) => t.actionLabel(action, t.actions);

/** The entity's pt-BR name; older entries may name a route path instead, shown as stored. */
export const entityName = (entity: string) => t.entities[entity] ?? entity;

/** The entity and its id as one cell: "Usuário #12", or the entity alone. */
export const entityLabel = (entity: string, entityId: string) => (entityId === '' ? entityName(entity) : `${entityName(entity)} #${entityId}`);
