import { describe, expect, it } from 'vitest';
import { flowActionsView, offReasons } from './flowStage';

const action = (available: boolean, reason: string | null) => ({ type: 'move_stage_to' as const, label: 'Mover para B', to_stage: null, available, reason });

describe('flow actions in the Etapas tab', () => {
  it('are off with the server’s reason, or with the offline reason before any other', () => {
    const stage = { actions: [action(true, null), action(false, 'Falta cumprir o que a etapa exige: Anexo “RG”')] };
    expect(flowActionsView(stage, undefined).map((item) => item.disabledReason)).toEqual([undefined, 'Falta cumprir o que a etapa exige: Anexo “RG”']);
    expect(flowActionsView(stage, 'Sem conexão').map((item) => item.disabledReason)).toEqual(['Sem conexão', 'Sem conexão']);
  });

  it('say each reason once', () => {
    const stage = { actions: [action(false, 'Não é a etapa atual'), action(false, 'Não é a etapa atual'), action(true, null)] };
    expect(offReasons(flowActionsView(stage, undefined))).toEqual(['Não é a etapa atual']);
  });
});
