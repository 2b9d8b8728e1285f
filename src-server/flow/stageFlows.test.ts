// The flow a saved document's stages get from its subject (documents/drafts.ts).
import { describe, expect, it } from 'vitest';
import { documentStageFlows } from './stageFlows';

const subjectStages = [
  { name: 'Análise', position: 1, actions: [{ type: 'move_stage_to' as const, to_position: 2 }], requirements: [{ type: 'attachment' as const, name: 'RG' }] },
  { name: 'Emissão', position: 2, actions: [{ type: 'should_emit_traffic_card' as const }, { type: 'move_stage_to' as const, to_position: 3 }] },
  { name: 'Entrega', position: 3, actions: [{ type: 'archive_flow' as const }] },
];

describe('documentStageFlows', () => {
  it('takes each stage’s flow from the subject by name, never what the client sent', () => {
    const sent = subjectStages.map((stage) => ({ name: stage.name, position: stage.position * 10, actions: [], requirements: [] }));
    expect(documentStageFlows(sent, subjectStages)).toEqual([
      { name: 'Análise', position: 1, actions: [{ type: 'move_stage_to', to_position: 2 }], requirements: [{ type: 'attachment', name: 'RG' }], sector_id: null },
      { name: 'Emissão', position: 2, actions: [{ type: 'should_emit_traffic_card' }, { type: 'move_stage_to', to_position: 3 }], requirements: [], sector_id: null },
      { name: 'Entrega', position: 3, actions: [{ type: 'archive_flow' }], requirements: [], sector_id: null },
    ]);
  });

  it('keeps a Mover para on the stage it names when stages are left out, and gives unknown stages the default flow', () => {
    const flows = documentStageFlows(
      [
        { name: 'Emissão', position: 1 },
        { name: 'Outra', position: 2 },
        { name: 'Entrega', position: 3 },
      ],
      subjectStages,
    );
    expect(flows.map((flow) => [flow.name, flow.actions])).toEqual([
      ['Emissão', [{ type: 'should_emit_traffic_card' }, { type: 'move_stage_to', to_position: 3 }]],
      ['Outra', [{ type: 'move_stage_to', to_position: 3 }]],
      ['Entrega', [{ type: 'archive_flow' }]],
    ]);
    // A stage's responsible sector comes with it.
    expect(documentStageFlows([{ name: 'Entrega', position: 1 }], [{ name: 'Entrega', position: 1, sector_id: 7 }])[0]?.sector_id).toBe(7);
    // Alone, Análise is the last stage: its Mover para has nowhere to go, so it closes the request.
    expect(documentStageFlows([{ name: 'Análise', position: 1 }], subjectStages)[0]?.actions).toEqual([{ type: 'archive_flow' }]);
  });
});
