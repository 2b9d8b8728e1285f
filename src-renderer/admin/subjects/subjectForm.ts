// The subject editor's form (issue 18): the input the server checks (src-shared/api/subjects.ts),
// filled from a saved subject or with §9's defaults, and what the editor's controls do to it —
// choosing recipients_type opened clears the subject's recipients at once (§4), and the flow's
// stages are added, moved and removed keeping positions 1…n and every Mover para on its stage.
import type { SubjectDetail, SubjectInputData } from '../../../src-shared/api/subjects';
import type { StageAction, StageRequirement } from '../../../src-shared/api/flow';

export type SubjectForm = SubjectInputData;
export type FormStage = SubjectForm['stages'][number];

export function emptySubjectForm(): SubjectForm {
  return {
    name: '',
    description: '',
    model: '',
    priority: 2,
    deadline: null,
    deadline_unit: null,
    keywords: '',
    announcement: '',
    is_circular: false,
    terms: null,
    is_topic: false,
    parent_id: null,
    sector_id: null,
    responsible_id: null,
    sector_responsible_id: null,
    document_setting: null,
    recipients_type: 'opened',
    subject_recipients: [],
    stages: [],
    fields: [],
    required_attachments: [],
    users_can_create_identified: true,
    users_can_create_anonymously: false,
    users_can_create_secretly: false,
    if_has_internal_can_create: true,
    external_can_create: false,
    only_allowed_users_can_create: false,
    allowed_users_ids: [],
    icp_login_required: false,
    govbr_login_required: false,
    can_sign_with_electronic: true,
    can_sign_with_digital: true,
    can_sign_with_govbr: true,
    user_have_to_sign_on_create: false,
    users_can_reopen_document: false,
    only_creator_can_close: false,
    users_can_edit_document: false,
    can_set_description_on_document: false,
    is_hybrid: false,
    redirect_to_external_app: false,
    redirect_to_external_app_url: null,
    traffic_manager_type: null,
  };
}

export function subjectFormOf(subject: SubjectDetail): SubjectForm {
  const empty = emptySubjectForm();
  const picked = Object.fromEntries(Object.keys(empty).map((key) => [key, subject[key as keyof SubjectDetail]])) as unknown as SubjectForm;
  return {
    ...picked,
    subject_recipients: subject.subject_recipients.map(({ isCc, sector_id, person_id, broadcast_id, responsible_id, name, email }) => ({ isCc, sector_id, person_id, broadcast_id, responsible_id, name, email })),
    stages: subject.stages.map((stage) => ({
      name: stage.name,
      position: stage.position,
      sector_id: stage.sector_id ?? null,
      ...(stage.actions === undefined ? {} : { actions: stage.actions }),
      ...(stage.requirements === undefined ? {} : { requirements: stage.requirements }),
    })),
    terms: subject.terms,
  };
}

/** §4: choosing opened clears the subject's recipients. */
export function withRecipientsType(form: SubjectForm, type: SubjectForm['recipients_type']): SubjectForm {
  return { ...form, recipients_type: type, subject_recipients: type === 'opened' ? [] : form.subject_recipients };
}

/** Positions 1…n in list order, each Mover para following its stage (`oldPositions[i]` was stage i's position). */
function renumbered(stages: readonly FormStage[], oldPositions: readonly number[]): FormStage[] {
  const newOf = new Map(oldPositions.map((old, index) => [old, index + 1]));
  return stages.map((stage, index) => {
    const actions = stage.actions?.flatMap((action): StageAction[] => {
      if (action.type !== 'move_stage_to' || action.to_position === undefined) return [action];
      const target = newOf.get(action.to_position);
      return target === undefined || target === index + 1 ? [] : [{ ...action, to_position: target }];
    });
    return { ...stage, position: index + 1, ...(actions === undefined ? {} : { actions }) };
  });
}

/** A new last stage that closes the request; the one before it, if it closed the request, now moves on to it. */
export function addStage(stages: readonly FormStage[], name: string): FormStage[] {
  const position = stages.length + 1;
  const before = stages.map((stage, index) => {
    if (index !== stages.length - 1) return stage;
    const actions = stage.actions ?? [{ type: 'archive_flow' as const }];
    const closes = actions.length === 1 && actions[0]?.type === 'archive_flow';
    return closes ? { ...stage, actions: [{ type: 'move_stage_to' as const, to_position: position }] } : stage;
  });
  return [...before, { name, position, sector_id: null, actions: [{ type: 'archive_flow' }] }];
}

/** Moves stage `index` one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveStage(stages: readonly FormStage[], index: number, delta: -1 | 1): FormStage[] {
  const target = index + delta;
  if (index < 0 || index >= stages.length || target < 0 || target >= stages.length) return [...stages];
  const order = stages.map((_, i) => i);
  [order[index], order[target]] = [order[target] as number, order[index] as number];
  return renumbered(
    order.map((i) => stages[i] as FormStage),
    order.map((i) => (stages[i] as FormStage).position),
  );
}

/** Takes stage `index` out; a Mover para that led to it is dropped. */
export function removeStage(stages: readonly FormStage[], index: number): FormStage[] {
  const kept = stages.filter((_, i) => i !== index);
  return renumbered(kept, kept.map((stage) => stage.position));
}

export function updateStage(stages: readonly FormStage[], index: number, change: Partial<FormStage>): FormStage[] {
  return stages.map((stage, i) => (i === index ? { ...stage, ...change } : stage));
}

/** The stage's actions as the editor shows them: what it says, or the default (the next stage, or close on the last). */
export function actionsShown(stages: readonly FormStage[], index: number): StageAction[] {
  const stage = stages[index];
  if (stage === undefined) return [];
  if (stage.actions !== undefined && stage.actions.length > 0) return stage.actions;
  return index === stages.length - 1 ? [{ type: 'archive_flow' }] : [{ type: 'move_stage_to', to_position: stage.position + 1 }];
}

/** Turns one kind of action on (with its default target for Mover para) or off. */
export function toggleAction(stages: readonly FormStage[], index: number, type: StageAction['type'], on: boolean): FormStage[] {
  const current = actionsShown(stages, index).filter((action) => action.type !== type);
  if (!on) return updateStage(stages, index, { actions: current });
  const stage = stages[index] as FormStage;
  const other = stages.find((candidate) => candidate.position !== stage.position && candidate.position > stage.position) ?? stages.find((candidate) => candidate.position !== stage.position);
  const added: StageAction | null = type === 'move_stage_to' ? (other === undefined ? null : { type, to_position: other.position }) : { type };
  return updateStage(stages, index, { actions: added === null ? current : [...current, added] });
}

export function setMoveTarget(stages: readonly FormStage[], index: number, toPosition: number): FormStage[] {
  const actions = actionsShown(stages, index).map((action) => (action.type === 'move_stage_to' ? { ...action, to_position: toPosition } : action));
  return updateStage(stages, index, { actions });
}

export function setRequirement(stages: readonly FormStage[], index: number, requirement: StageRequirement['type'], on: boolean, name?: string): FormStage[] {
  const rest = (stages[index]?.requirements ?? []).filter((item) => item.type !== requirement);
  const added: StageRequirement | null = !on ? null : requirement === 'signature' ? { type: 'signature' } : name === undefined || name.trim() === '' ? { type: 'attachment' } : { type: 'attachment', name };
  return updateStage(stages, index, { requirements: added === null ? rest : [...rest, added] });
}

export type FormField = SubjectForm['fields'][number];

/** A new text field with a key no other field has (campo_1, campo_2…): keys stay put when labels change. */
export function addCustomField(fields: readonly FormField[]): FormField[] {
  const taken = new Set(fields.map((field) => field.key));
  let n = fields.length + 1;
  while (taken.has(`campo_${n}`)) n += 1;
  return [...fields, { key: `campo_${n}`, label: '', type: 'text', required: false }];
}
