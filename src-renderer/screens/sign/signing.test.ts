import { describe, expect, it } from 'vitest';
import type { SigningDocument } from '../../../src-shared/api/signingSession';
import { ApiError } from '../../api/ApiError';
import { runGdocSigning, runIcpSigning } from './signRun';
import { withoutSignatureStatus } from './useSignatureStatusNotice';
import { afterSignTarget, chooseTab, describeSigningError, leaveAfterSigning, parseSignatureTab, readSignQuery, withSignatureType } from './signRules';
import { documentsForMode, initialSigningState, signingReducer, type SigningAction, type SigningState } from './signingState';

const doc = (id: number, extra: Partial<SigningDocument> = {}): SigningDocument => ({
  type: 'doc',
  id,
  localId: `doc-${id}`,
  title: `Documento ${id}`,
  document_id: id,
  hasBeenSigned: false,
  attachmentHasPassword: false,
  ...extra,
});
const att = (id: number, extra: Partial<SigningDocument> = {}): SigningDocument =>
  doc(id, { type: 'attachment', localId: `att-${id}`, title: `Anexo ${id}`, document_id: 1, ...extra });

const reduce = (state: SigningState, ...actions: SigningAction[]) => actions.reduce(signingReducer, state);

describe('signing selection', () => {
  const documents = [doc(1), att(2), att(3, { attachmentHasPassword: true }), doc(4, { hasBeenSigned: true })];

  it('load mode all leaves out password-protected attachments and signed documents', () => {
    const state = reduce(initialSigningState, { type: 'load', documents });
    expect(state.selection).toEqual(['doc-1', 'att-2']);
    expect(state.preview).toBe('doc-1');
    expect(state.status['doc-4']?.state).toBe('signed');
    expect(documentsForMode(documents, 'all').map((d) => d.localId)).toEqual(['doc-1', 'att-2', 'doc-4']);
  });

  it('load modes attachment and doc', () => {
    const loaded = reduce(initialSigningState, { type: 'load', documents });
    expect(reduce(loaded, { type: 'mode', mode: 'attachment' }).selection).toEqual(['att-2', 'att-3']);
    const docs = reduce(loaded, { type: 'mode', mode: 'doc' });
    expect(docs.selection).toEqual(['doc-1']);
    expect(docs.preview).toBe('doc-1');
  });

  it('selecting adds to the selection; the first selected is the preview', () => {
    let state = reduce(initialSigningState, { type: 'load', documents }, { type: 'remove', localId: 'doc-1' }, { type: 'remove', localId: 'att-2' });
    expect(state.selection).toEqual([]);
    expect(state.preview).toBeNull();
    state = reduce(state, { type: 'select', localId: 'att-2' }, { type: 'select', localId: 'doc-1' });
    expect(state.selection).toEqual(['att-2', 'doc-1']);
    expect(state.preview).toBe('att-2');
    // A signed document cannot be selected; selecting twice changes nothing.
    expect(reduce(state, { type: 'select', localId: 'doc-4' }, { type: 'select', localId: 'doc-1' }).selection).toEqual(['att-2', 'doc-1']);
  });

  it('removing the previewed document moves the preview to the first remaining', () => {
    let state = reduce(initialSigningState, { type: 'load', documents }, { type: 'select', localId: 'att-3' });
    expect(state.selection).toEqual(['doc-1', 'att-2', 'att-3']);
    state = reduce(state, { type: 'preview', localId: 'att-2' });
    expect(reduce(state, { type: 'remove', localId: 'doc-1' }).preview).toBe('att-2');
    state = reduce(state, { type: 'remove', localId: 'att-2' });
    expect(state.preview).toBe('doc-1');
    expect(reduce(state, { type: 'toggle', localId: 'doc-1' }).preview).toBe('att-3');
  });

  it('starting sets signatureHasBeenStarted; signed ones leave the selection after each batch', () => {
    let state = reduce(initialSigningState, { type: 'load', documents }, { type: 'start' });
    expect(state.signatureHasBeenStarted).toBe(true);
    expect(state.running).toBe(true);
    // The selection is frozen while running.
    expect(reduce(state, { type: 'remove', localId: 'doc-1' }).selection).toEqual(['doc-1', 'att-2']);
    state = reduce(
      state,
      { type: 'document', localId: 'doc-1', state: 'signed' },
      { type: 'document', localId: 'att-2', state: 'error', error: 'Senha incorreta' },
      { type: 'batch-done', localIds: ['doc-1', 'att-2'] },
      { type: 'finish' },
    );
    expect(state.selection).toEqual(['att-2']);
    expect(state.preview).toBe('att-2');
    // A failed batch: its signed ones still leave the selection when the run ends.
    state = reduce(state, { type: 'select', localId: 'att-3' }, { type: 'start' }, { type: 'document', localId: 'att-3', state: 'signed' }, { type: 'document', localId: 'att-2', state: 'error', error: 'Senha incorreta' }, { type: 'finish' });
    expect(state.selection).toEqual(['att-2']);
    expect(state.status['att-2']).toEqual({ state: 'error', error: 'Senha incorreta' });
    expect(state.running).toBe(false);
  });
});

describe('GDOC run', () => {
  const many = Array.from({ length: 25 }, (_, index) => doc(index + 1));

  it('signs in parallel batches of 10 and reports each batch', async () => {
    let inFlight = 0;
    let peak = 0;
    const batches: string[][] = [];
    const states: string[] = [];
    const outcome = await runGdocSigning(
      many,
      async () => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
      },
      { onDocument: (id, state) => states.push(`${id}:${state}`), onBatchDone: (ids) => batches.push(ids) },
    );
    expect(peak).toBe(10);
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 5]);
    expect(outcome.signed).toHaveLength(25);
    expect(outcome.failed).toBeNull();
    expect(states.filter((entry) => entry.endsWith(':signed'))).toHaveLength(25);
  });

  it('stops at the first failed batch with the server message', async () => {
    const batches: string[][] = [];
    const errors: Record<string, string | null> = {};
    const outcome = await runGdocSigning(
      many,
      async (document) => {
        if (document.id === 12) throw new ApiError(422, { message: 'Senha incorreta' });
      },
      { onDocument: (id, state, error) => state === 'error' && (errors[id] = error), onBatchDone: (ids) => batches.push(ids) },
    );
    expect(batches).toHaveLength(1);
    expect(outcome.failed).toEqual({ localId: 'doc-12', message: 'Senha incorreta' });
    expect(errors).toEqual({ 'doc-12': 'Senha incorreta' });
    expect(outcome.signed).toHaveLength(19);
    expect(outcome.notDone).toHaveLength(5);
  });

  it('without a server message says which error', async () => {
    const outcome = await runGdocSigning([doc(1)], () => Promise.reject(new Error('timeout')), { onDocument: () => {}, onBatchDone: () => {} });
    expect(outcome.failed?.message).toBe('Ocorreu um erro ao finalizar uma das assinaturas: timeout');
    expect(describeSigningError(new ApiError(500, null))).toBe('Ocorreu um erro ao finalizar uma das assinaturas: HTTP 500');
  });
});

describe('ICP run', () => {
  it('signs documents and attachments through start, token and complete, reported by localId', async () => {
    const events: string[] = [];
    const batches: string[][] = [];
    const started: string[] = [];
    const outcome = await runIcpSigning(
      [doc(7), doc(8), att(7)],
      {
        api: {
          start: async ({ id, type }) => {
            started.push(`${type}:${id}`);
            return { signature_id: `s${type}${id}`, docId: id, type, is_ged: false, signed_by_user: true, hash: 'aGFzaA==', hash_algorithm: 'sha256', policy: 'CAdES-AD_RB-2.4' };
          },
          complete: async ({ id, type }, body) => {
            if (id === 8) throw new ApiError(422, { message: 'Assinatura inválida' });
            expect(body).toEqual({ type, signature: 'Y21z', signature_id: `s${type}${id}` });
            return { message: 'ok', signature: { id: 1, signed_at: '2026-01-01T00:00:00Z', signer: { name: 'A', cpf_cnpj: '***' } } };
          },
        },
        sign: async (args) => ({ ok: true as const, value: { signed: args.items.map((item) => ({ id: item.id, cms: 'Y21z' })), failed: null, notSigned: [], cancelled: false } }),
        session: { sessionId: 'x', certificateDer: 'ZGVy' },
        runId: 'r',
      },
      { onDocument: (id, state) => events.push(`${id}:${state}`), onBatchDone: (ids) => batches.push(ids) },
    );
    // Document 7 and attachment 7 are different targets, both signed.
    expect(started.sort()).toEqual(['attachment:7', 'document:7', 'document:8']);
    expect(outcome.signed.sort()).toEqual(['att-7', 'doc-7']);
    expect(outcome.failed).toEqual({ localId: 'doc-8', message: 'Assinatura inválida' });
    expect(events).toContain('doc-7:signed');
    expect(events).toContain('att-7:signed');
    expect(events).toContain('doc-8:error');
    expect(batches).toEqual([]);
  });
});

describe('leaving after signing', () => {
  const recorder = () => {
    const calls: string[] = [];
    return { calls, leave: { assign: (url: string) => calls.push(`assign ${url}`), open: (url: string) => calls.push(`open ${url}`), navigate: (to: string) => calls.push(`navigate ${to}`) } };
  };

  it('the web follows an http(s) callback in the same window', () => {
    const { calls, leave } = recorder();
    leaveAfterSigning('https://ged.example.org/ok', 'web', leave);
    expect(calls).toEqual(['assign https://ged.example.org/ok']);
  });

  it('the desktop opens it in the browser and returns to the work queue, told the signature went through', () => {
    const { calls, leave } = recorder();
    leaveAfterSigning('https://ged.example.org/ok', 'desktop', leave);
    expect(calls).toEqual(['open https://ged.example.org/ok', 'navigate /workspace/sector/tasks?signatureStatus=true']);
  });

  it('internal callbacks navigate on both', () => {
    for (const platform of ['web', 'desktop'] as const) {
      const { calls, leave } = recorder();
      leaveAfterSigning('/inbox/sector/view/doc/abc', platform, leave);
      expect(calls).toEqual(['navigate /inbox/sector/view/doc/abc?signatureStatus=true']);
    }
  });
});

describe('the signatureStatus flag', () => {
  it('is taken out of the query, the rest kept', () => {
    expect(withoutSignatureStatus('?signatureStatus=true&tab=2')).toBe('?tab=2');
    expect(withoutSignatureStatus('?signatureStatus=true')).toBe('');
    expect(withoutSignatureStatus('?signatureStatus=false')).toBeNull();
    expect(withoutSignatureStatus('')).toBeNull();
  });
});

describe('after signing', () => {
  it('the app root goes to the sector work queue, told the signature went through', () => {
    expect(afterSignTarget('/')).toEqual({ kind: 'internal', to: '/workspace/sector/tasks?signatureStatus=true' });
    expect(afterSignTarget(null)).toEqual({ kind: 'internal', to: '/workspace/sector/tasks?signatureStatus=true' });
    expect(afterSignTarget('  ')).toEqual({ kind: 'internal', to: '/workspace/sector/tasks?signatureStatus=true' });
  });

  it('http(s) is a full redirect', () => {
    expect(afterSignTarget('https://portal.example.org/done?x=1')).toEqual({ kind: 'external', url: 'https://portal.example.org/done?x=1' });
    expect(afterSignTarget('HTTP://intranet/ok')).toEqual({ kind: 'external', url: 'HTTP://intranet/ok' });
  });

  it('an internal route gets signatureStatus=true, keeping its query and hash', () => {
    expect(afterSignTarget('/inbox/sector/view/doc/abc')).toEqual({ kind: 'internal', to: '/inbox/sector/view/doc/abc?signatureStatus=true' });
    expect(afterSignTarget('/documents/search?q=a%20b&page=2#top')).toEqual({
      kind: 'internal',
      to: '/documents/search?q=a+b&page=2&signatureStatus=true#top',
    });
    expect(afterSignTarget('/x?signatureStatus=false')).toEqual({ kind: 'internal', to: '/x?signatureStatus=true' });
    expect(afterSignTarget('//evil.example')).toEqual({ kind: 'internal', to: '/evil.example?signatureStatus=true' });
  });
});

describe('signature type query', () => {
  it('records type and reads it back', () => {
    const next = withSignatureType(new URLSearchParams('batchType=standard&ids=a'), 'gdoc');
    expect(next.toString()).toBe('batchType=standard&ids=a&type=gdoc');
    expect(withSignatureType(next, 'icp').get('type')).toBe('icp');
    expect(parseSignatureTab('govbr')).toBe('govbr');
    expect(parseSignatureTab('pades')).toBeNull();
    expect(chooseTab('icp', ['gdoc', 'govbr'])).toBe('gdoc');
    expect(chooseTab('govbr', ['gdoc', 'govbr'])).toBe('govbr');
    expect(chooseTab(null, [])).toBeNull();
  });

  it('reads the screen query', () => {
    expect(readSignQuery(new URLSearchParams('batchType=ged&signature_request_uuid=u1&onSign=%2Fx'))).toEqual({
      batchType: 'ged',
      ids: [],
      requestUuid: 'u1',
      onSign: '/x',
    });
    expect(readSignQuery(new URLSearchParams('ids=a,%20b,,'))).toEqual({ batchType: 'standard', ids: ['a', 'b'], requestUuid: null, onSign: '/' });
  });
});
