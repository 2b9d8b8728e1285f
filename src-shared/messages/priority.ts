// The words of the one priority scale (src-shared/api/priority.ts), for every screen that shows a
// priority: the queue badge, Detalhes, the create form (part of src-shared/messages.ts).
import type { Priority } from '../api/priority';

const levels: Readonly<Record<Priority, string>> = { 1: 'Baixa', 2: 'Média', 3: 'Alta' };

export const priorityMessages = {
  label: 'Prioridade',
  levels,
  /** A level's word; the API schemas keep values on the scale, so the fallback is never shown. */
  level: (value: number): string => levels[value as Priority] ?? String(value),
  /** The queue badge: "Prioridade Alta". */
  badge: (value: number): string => `${priorityMessages.label} ${priorityMessages.level(value)}`,
};
