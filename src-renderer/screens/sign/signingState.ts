// The signing screen's session state (spec §3 Signature session, §4 Signing), as a reducer:
// the documents, the selection (in the order chosen; the first chosen is the preview), each
// document's state, and whether signing has started. Pure, so the rules are tested without React.
import type { SigningDocument } from '../../../src-shared/api/signingSession';

export type LoadMode = 'all' | 'attachment' | 'doc';
export const LOAD_MODES: readonly LoadMode[] = ['all', 'attachment', 'doc'];
export type DocumentState = 'idle' | 'loading' | 'signed' | 'error';
export type DocumentStatus = { state: DocumentState; error: string | null };

export type SigningState = {
  documents: readonly SigningDocument[];
  /** localIds, in the order they were selected. */
  selection: readonly string[];
  /** The document shown in the preview: the first selected, unless the user chose another selected one. */
  preview: string | null;
  status: Readonly<Record<string, DocumentStatus>>;
  loadMode: LoadMode;
  signatureHasBeenStarted: boolean;
  running: boolean;
};

export type SigningAction =
  | { type: 'load'; documents: readonly SigningDocument[]; mode?: LoadMode }
  | { type: 'mode'; mode: LoadMode }
  | { type: 'select'; localId: string }
  | { type: 'remove'; localId: string }
  | { type: 'toggle'; localId: string }
  | { type: 'preview'; localId: string }
  | { type: 'start' }
  | { type: 'document'; localId: string; state: DocumentState; error?: string | null }
  | { type: 'batch-done'; localIds: readonly string[] }
  | { type: 'finish' };

export const initialSigningState: SigningState = {
  documents: [],
  selection: [],
  preview: null,
  status: {},
  loadMode: 'all',
  signatureHasBeenStarted: false,
  running: false,
};

/** Whether a document can be signed now: not signed already (by an earlier visit or this run). */
export function isSignable(state: Pick<SigningState, 'status'>, document: SigningDocument): boolean {
  return !document.hasBeenSigned && state.status[document.localId]?.state !== 'signed';
}

/** The documents a load mode selects: all leaves out password-protected attachments. */
export function documentsForMode(documents: readonly SigningDocument[], mode: LoadMode): SigningDocument[] {
  switch (mode) {
    case 'all':
      return documents.filter((document) => !document.attachmentHasPassword);
    case 'attachment':
      return documents.filter((document) => document.type === 'attachment');
    case 'doc':
      return documents.filter((document) => document.type === 'doc');
  }
}

function withSelection(state: SigningState, selection: readonly string[]): SigningState {
  const preview = state.preview !== null && selection.includes(state.preview) ? state.preview : (selection[0] ?? null);
  return { ...state, selection, preview };
}

function selectMode(state: SigningState, mode: LoadMode): SigningState {
  const selection = documentsForMode(state.documents, mode)
    .filter((document) => isSignable(state, document))
    .map((document) => document.localId);
  return withSelection({ ...state, loadMode: mode, preview: null }, selection);
}

export function signingReducer(state: SigningState, action: SigningAction): SigningState {
  switch (action.type) {
    case 'load': {
      const status: Record<string, DocumentStatus> = {};
      for (const document of action.documents) {
        status[document.localId] = { state: document.hasBeenSigned ? 'signed' : 'idle', error: null };
      }
      return selectMode({ ...initialSigningState, documents: action.documents, status }, action.mode ?? 'all');
    }
    case 'mode':
      return state.running ? state : selectMode(state, action.mode);
    case 'select': {
      const document = state.documents.find((item) => item.localId === action.localId);
      if (state.running || !document || !isSignable(state, document) || state.selection.includes(action.localId)) return state;
      return withSelection(state, [...state.selection, action.localId]);
    }
    case 'remove':
      if (state.running || !state.selection.includes(action.localId)) return state;
      return withSelection(state, state.selection.filter((id) => id !== action.localId));
    case 'toggle':
      return signingReducer(state, { type: state.selection.includes(action.localId) ? 'remove' : 'select', localId: action.localId });
    case 'preview':
      return state.selection.includes(action.localId) ? { ...state, preview: action.localId } : state;
    case 'start':
      if (state.running || state.selection.length === 0) return state;
      return { ...state, signatureHasBeenStarted: true, running: true };
    case 'document':
      return { ...state, status: { ...state.status, [action.localId]: { state: action.state, error: action.error ?? null } } };
    case 'batch-done': {
      const signed = new Set(action.localIds.filter((id) => state.status[id]?.state === 'signed'));
      return withSelection(state, state.selection.filter((id) => !signed.has(id)));
    }
    case 'finish': {
      // The signed ones of a batch that failed leave the selection too: they cannot be signed again.
      const selection = state.selection.filter((id) => state.status[id]?.state !== 'signed');
      return withSelection({ ...state, running: false }, selection);
    }
  }
}

/** The documents of the selection, in selection order. */
export function selectedDocuments(state: Pick<SigningState, 'documents' | 'selection'>): SigningDocument[] {
  const byId = new Map(state.documents.map((document) => [document.localId, document]));
  return state.selection.flatMap((id) => {
    const document = byId.get(id);
    return document ? [document] : [];
  });
}
