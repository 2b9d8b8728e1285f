// The subject editor's rules (issue 18; companion §4): opened clears the recipients; the flow's
// stages keep positions 1…n and every Mover para on the stage it named, whatever is moved or removed.
import { describe, expect, it } from 'vitest';
import { addCustomField, addStage, actionsShown, emptySubjectForm, moveStage, removeStage, setRequirement, toggleAction, withRecipientsType, type FormStage } from './subjectForm';

const flow = (): FormStage[] => [
  { name: 'Triagem', position: 1, sector_id: null, actions: [{ type: 'move_stage_to', to_position: 2 }] },
  { name: 'Vistoria', position: 2, sector_id: 7, actions: [{ type: 'move_stage_to', to_position: 3 }, { type: 'should_emit_traffic_card' }] },
  { name: 'Entrega', position: 3, sector_id: null, actions: [{ type: 'archive_flow' }] },
];
const summary = (stages: FormStage[]) => stages.map((stage) => [stage.position, stage.name, stage.actions?.map((action) => action.to_position ?? action.type)]);

describe('recipients_type', () => {
  it('clears the subject recipients when opened is chosen, and keeps them otherwise', () => {
    const form = { ...emptySubjectForm(), recipients_type: 'broadcast' as const, subject_recipients: [{ isCc: false, sector_id: 3, person_id: null, broadcast_id: null, responsible_id: null }] };
    expect(withRecipientsType(form, 'opened_limited').subject_recipients).toHaveLength(1);
    expect(withRecipientsType(form, 'opened')).toMatchObject({ recipients_type: 'opened', subject_recipients: [] });
  });
});

describe('the stages editor', () => {
  it('adds a last stage that closes, the previous last now moving on to it', () => {
    expect(summary(addStage(flow(), 'Arquivo'))).toEqual([
      [1, 'Triagem', [2]],
      [2, 'Vistoria', [3, 'should_emit_traffic_card']],
      [3, 'Entrega', [4]],
      [4, 'Arquivo', ['archive_flow']],
    ]);
    expect(summary(addStage([], 'Etapa 1'))).toEqual([[1, 'Etapa 1', ['archive_flow']]]);
  });

  it('moves a stage, renumbering 1…n with each Mover para still aimed at the stage it named', () => {
    const moved = moveStage(flow(), 2, -1);
    expect(summary(moved)).toEqual([
      [1, 'Triagem', [3]],
      [2, 'Entrega', ['archive_flow']],
      [3, 'Vistoria', [2, 'should_emit_traffic_card']],
    ]);
    expect(moved[2]?.sector_id).toBe(7);
    expect(moveStage(flow(), 0, -1)).toEqual(flow());
  });

  it('removes a stage, dropping a Mover para that led to it', () => {
    expect(summary(removeStage(flow(), 1))).toEqual([
      [1, 'Triagem', []],
      [2, 'Entrega', ['archive_flow']],
    ]);
    // With nothing left, the stage shows its default: it closes, being the last.
    expect(actionsShown(removeStage(removeStage(flow(), 1), 1), 0)).toEqual([{ type: 'archive_flow' }]);
  });

  it('turns actions and requirements on and off', () => {
    let stages = toggleAction(flow(), 2, 'move_stage_to', true);
    expect(stages[2]?.actions).toEqual([{ type: 'archive_flow' }, { type: 'move_stage_to', to_position: 1 }]);
    stages = toggleAction(stages, 2, 'archive_flow', false);
    expect(stages[2]?.actions).toEqual([{ type: 'move_stage_to', to_position: 1 }]);
    stages = setRequirement(stages, 0, 'attachment', true, 'RG');
    stages = setRequirement(stages, 0, 'signature', true);
    expect(stages[0]?.requirements).toEqual([{ type: 'attachment', name: 'RG' }, { type: 'signature' }]);
    expect(setRequirement(stages, 0, 'attachment', false)[0]?.requirements).toEqual([{ type: 'signature' }]);
  });
});

describe('the custom fields', () => {
  it('gives a new field a key no other field has', () => {
    const fields = addCustomField([{ key: 'campo_2', label: 'Placa', type: 'text', required: true }]);
    expect(fields.map((field) => field.key)).toEqual(['campo_2', 'campo_3']);
    expect(addCustomField([])).toEqual([{ key: 'campo_1', label: '', type: 'text', required: false }]);
  });
});
