import { describe, expect, it } from 'vitest';
import type { SummaryItem } from '../../../src-shared/api/inbox';
import { messages } from '../../../src-shared/messages';
import {
  dispatchTypeLabel,
  formatFileSize,
  htmlToPlainText,
  newestCreatedAt,
  participantsOf,
  selectedDispatchId,
  stagesView,
  tabLabels,
  timelineEntries,
  transitionText,
  tabOf,
  tabPath,
} from './itemView';

const dispatch = (over: Partial<SummaryItem>): SummaryItem => ({
  email_id: 1,
  dispatch_uuid: 'd-1',
  name: 'Gabinete',
  type: 'dispatch',
  from: 'Mariana Costa Ribeiro',
  to: 'Secretaria de Obras',
  content: '<p>Segue</p>',
  created_at: '2026-01-02T10:00:00.000Z',
  have_i_been_signed: false,
  document_has_pending_signature: false,
  is_canceled: false,
  attachments: [],
  signatures: [],
  can_sign: false,
  ...over,
});

describe('tabs', () => {
  it('names the tabs the spec lists, with accents restored', () => {
    expect(tabLabels('document')).toEqual(['Timeline', 'Documentos', 'Detalhes', 'Prazos']);
    expect(tabLabels('process')).toEqual(['Conversação', 'Etapas', 'Processo', 'Participantes']);
  });

  it('opens the tab of the path segment, the first one for none or an unknown one', () => {
    expect(tabOf('document', undefined)).toBe('');
    expect(tabOf('document', 'details')).toBe('details');
    expect(tabOf('document', 'participants')).toBe('');
    expect(tabOf('process', 'participants')).toBe('participants');
  });

  it('keeps the query when switching tabs', () => {
    expect(tabPath('/inbox/sector/view/document/abc', 'documents', '?email_dispatch_id=3')).toBe('/inbox/sector/view/document/abc/documents?email_dispatch_id=3');
    expect(tabPath('/inbox/sector/view/document/abc', '', '')).toBe('/inbox/sector/view/document/abc');
  });
});

describe('dispatch types', () => {
  it('reads each summary type, anything else as Despacho', () => {
    expect(dispatchTypeLabel('reply')).toBe('Resposta');
    expect(dispatchTypeLabel('forward')).toBe('Encaminhamento');
    expect(dispatchTypeLabel('note')).toBe('Nota');
    expect(dispatchTypeLabel('email-reply')).toBe('Resposta por e-mail');
    expect(dispatchTypeLabel('email-forward')).toBe('Encaminhamento por e-mail');
    expect(dispatchTypeLabel('add-dispatch')).toBe('Despacho');
    expect(dispatchTypeLabel('whatever')).toBe('Despacho');
    expect(dispatchTypeLabel('toString')).toBe('Despacho');
  });

  it('counts despachos in the singular and plural', () => {
    expect(messages.inboxView.summaryCount(1)).toBe('1 despacho');
    expect(messages.inboxView.summaryCount(3)).toBe('3 despachos');
    expect(messages.inboxView.summaryCount(0)).toBe('0 despachos');
  });
});

describe('formatFileSize', () => {
  it('goes from bytes up to YB with a pt-BR decimal comma', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(4_000_000)).toBe('3,8 MB');
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
    expect(formatFileSize(1024 ** 9)).toBe('1.024 YB');
    expect(formatFileSize(-1)).toBe('—');
  });
});

describe('htmlToPlainText', () => {
  it('keeps the words, drops tags, scripts and styles, decodes entities', () => {
    expect(htmlToPlainText('<p>Solicitação de <b>poda</b>.</p><p>Rua&nbsp;A &amp; B</p>')).toBe('Solicitação de poda . Rua A & B');
    expect(htmlToPlainText('<script>alert(1)</script><style>p{}</style>texto<!-- x -->')).toBe('texto');
    expect(htmlToPlainText('&#65;&#x42; &unknown; &constructor;')).toBe('AB &unknown; &constructor;');
  });
});

describe('newestCreatedAt', () => {
  it('is the newest dispatch, else the email', () => {
    const email = { created_at: '2026-01-01T00:00:00.000Z' };
    expect(newestCreatedAt(email, [])).toBe('2026-01-01T00:00:00.000Z');
    expect(newestCreatedAt(email, [dispatch({ created_at: '2026-01-03T00:00:00.000Z' }), dispatch({ created_at: '2026-01-02T00:00:00.000Z' })])).toBe(
      '2026-01-03T00:00:00.000Z',
    );
  });
});

describe('participantsOf', () => {
  it('lists people and sectors once each, sectors recognised', () => {
    const email = {
      sender: 'Maria Aparecida Santos',
      sender_sector: { id: 1, name: 'Gabinete', symbol: 'GAB' },
      inbox_sector: { id: 2, name: 'Secretaria de Obras', symbol: 'SEOB' },
      responsible: { id: 9, name: 'Mariana Costa Ribeiro' },
    };
    const list = participantsOf(email, [
      dispatch({}),
      dispatch({ from: 'Secretaria de Obras', name: 'Secretaria de Obras', to: 'gabinete' }),
    ]);
    expect(list).toEqual([
      { name: 'Maria Aparecida Santos', kind: 'person' },
      { name: 'Gabinete', kind: 'sector' },
      { name: 'Mariana Costa Ribeiro', kind: 'person' },
      { name: 'Secretaria de Obras', kind: 'sector' },
    ]);
  });
});

describe('stagesView', () => {
  it('marks the current stage and the overdue ones (not done, due date passed)', () => {
    const now = Date.parse('2026-01-10T00:00:00.000Z');
    const view = stagesView(
      {
        current_stage: { id: 2, position: 2, name: 'Análise', status: 'current', due_at: '2026-01-05T00:00:00.000Z' },
        stages: [
          { id: 3, position: 3, name: 'Decisão', status: 'pending', due_at: '2026-02-01T00:00:00.000Z' },
          { id: 1, position: 1, name: 'Protocolo', status: 'done', due_at: '2026-01-01T00:00:00.000Z' },
          { id: 2, position: 2, name: 'Análise', status: 'current', due_at: '2026-01-05T00:00:00.000Z' },
        ],
      },
      now,
    );
    expect(view.map((stage) => [stage.name, stage.current, stage.overdue])).toEqual([
      ['Protocolo', false, false],
      ['Análise', true, true],
      ['Decisão', false, false],
    ]);
  });
});

describe('selectedDispatchId', () => {
  it('takes only a whole number', () => {
    expect(selectedDispatchId('12')).toBe(12);
    expect(selectedDispatchId(null)).toBeNull();
    expect(selectedDispatchId('1e3')).toBeNull();
    expect(selectedDispatchId('abc')).toBeNull();
  });
});

describe('flow transitions in the timeline', () => {
  const dispatch = (id: number, at: string) =>
    ({ email_id: id, dispatch_uuid: `d${id}`, name: '', type: 'dispatch', from: '', to: '', content: '', created_at: at, have_i_been_signed: false, document_has_pending_signature: false, is_canceled: false, attachments: [], signatures: [], can_sign: false });
  const transition = (id: number, at: string, action: 'move_stage_to' | 'archive_flow' | 'should_emit_traffic_card' = 'move_stage_to') =>
    ({ id, action_type: action, from_stage: 'Análise', to_stage: 'Emissão', authorization_number: action === 'should_emit_traffic_card' ? '0001/2026' : null, user: 'João', sector: 'Protocolo Geral', created_at: at });

  it('sit among the dispatches by time, a dispatch first at the same instant', () => {
    const entries = timelineEntries([dispatch(1, '2026-01-10T10:00:00Z'), dispatch(2, '2026-01-10T12:00:00Z')], [transition(7, '2026-01-10T11:00:00Z'), transition(8, '2026-01-10T12:00:00Z')]);
    expect(entries.map((entry) => `${entry.kind}:${entry.kind === 'dispatch' ? entry.item.email_id : entry.item.id}`)).toEqual(['dispatch:1', 'transition:7', 'dispatch:2', 'transition:8']);
  });

  it('say what each action did', () => {
    expect(transitionText(transition(1, '2026-01-10T10:00:00Z'))).toBe('Etapa “Análise” concluída; documento movido para “Emissão”');
    expect(transitionText(transition(1, '2026-01-10T10:00:00Z', 'should_emit_traffic_card'))).toBe('Autorização nº 0001/2026 emitida na etapa “Análise”');
    expect(transitionText(transition(1, '2026-01-10T10:00:00Z', 'archive_flow'))).toBe('Etapa “Análise” concluída; solicitação encerrada');
  });
});
