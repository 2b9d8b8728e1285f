// The flow a document's stages get when a draft is saved (documents/drafts.ts): the subject decides
// it, never the client's copy of the body (a client could otherwise drop a requirement). A stage is
// matched to the subject's by name; a Mover para keeps pointing at the same named stage after the
// document's stages are numbered 1…n; a stage the subject does not know gets the default flow.
import { stageActionsOf, type StageAction, type StageRequirement } from '../../src-shared/api/flow';
import type { DocumentBody, Subject } from '../../src-shared/api/documents';

/** sector_id: the sector responsible for the stage (null: whoever holds the document). */
export type StageFlow = { position: number; name: string; actions: StageAction[]; requirements: StageRequirement[]; sector_id: number | null };

export function documentStageFlows(stages: DocumentBody['stages'], subjectStages: ReadonlyArray<Subject['stages'][number] & { sector_id?: number | null | undefined }>): StageFlow[] {
  const ordered = [...stages].sort((a, b) => a.position - b.position).map((stage, index) => ({ name: stage.name, position: index + 1 }));
  const positions = ordered.map((stage) => stage.position);
  const positionOfName = new Map(ordered.map((stage) => [stage.name, stage.position]));
  const subjectNameAt = new Map(subjectStages.map((stage) => [stage.position, stage.name]));
  return ordered.map((stage) => {
    const own = subjectStages.find((candidate) => candidate.name === stage.name);
    const given = own?.actions?.flatMap((action): StageAction[] => {
      if (action.type !== 'move_stage_to' || action.to_position === undefined) return [action];
      const target = positionOfName.get(subjectNameAt.get(action.to_position) ?? '');
      // A target the document does not have falls back to the next stage; one that is the stage itself is dropped.
      if (target === stage.position) return [];
      return [target === undefined ? { type: action.type, ...(action.label === undefined ? {} : { label: action.label }) } : { ...action, to_position: target }];
    });
    return { ...stage, actions: stageActionsOf(stage.position, positions, given), requirements: own?.requirements ?? [], sector_id: own?.sector_id ?? null };
  });
}
