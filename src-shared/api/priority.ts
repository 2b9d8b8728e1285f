// The one priority scale (spec: Subject.priority 1 Baixa, 2 Média, 3 Alta; "Priority values 1 to
// 3"): subjects, documents, drafts and the inbox all use it, and its words live in
// messages.priority. A value outside it is refused at every boundary, so no screen has to guess
// what a 4 would mean.
import { z } from 'zod';

export const PRIORITIES = [1, 2, 3] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY: Priority = 2;

export const prioritySchema = z.number().int().min(1).max(3);
