// The create screen's draft: the body the form edits, saved automatically (autosave rules of §4,
// 800 ms after the last change) and on demand. On the desktop every save is committed to this
// computer first (bridge.drafts.save resolves once it is on disk: "Salvo neste computador") and
// the sync loop then brings the server up to date ("Sincronizado"); a 409 becomes a conflict the
// user resolves. On the web (no local drafts) saves go straight to the server: create with an
// idempotency key, then updates from the version they were based on. A server draft reopened from
// Rascunhos (?serverDraft=) is loaded first (openServerDraft): on the desktop adopted into the
// local store, on the web edited from its version; either way no second draft is ever created.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentBody, ServerDocument } from '../../src-shared/api/documents';
import type { DraftRecord } from '../../src-shared/drafts/types';
import { isApiError } from '../api/ApiError';
import { documentsApi } from '../api/client';
import { serverStatus } from '../offline/serverStatus';
import { createDebouncer, shouldAutosave } from './autosave';
import { draftSync, localDrafts, onSyncOutcome, openLocalDrafts, startDraftSync } from './draftRuntime';
import { conflictOf, needsSync, type SyncOutcome } from './draftSync';
import { openServerDraft } from './openServerDraft';

export type DraftState = 'idle' | 'saving' | 'local' | 'synced' | 'conflict' | 'error';

/**
 * Why a server draft could not be opened as it is on the server: not-found (deleted or published
 * meanwhile), offline (no server, no copy here), error; offline-local: the copy on this computer
 * is open while the server cannot be reached (the form works, the user is told).
 */
export type ServerDraftProblem = 'not-found' | 'offline' | 'offline-local' | 'error';

export type DraftConflict = { mine: { body: DocumentBody; savedAt: number }; server: ServerDocument };

export class PublishBlocked extends Error {
  constructor(readonly reason: 'conflict' | 'offline') {
    super(reason);
  }
}

type Options = {
  /** Whether this build keeps drafts on this computer (capabilities.drafts). */
  desktop: boolean;
  userId: number | null;
  /** ?draft={localId}: a local draft to resume. */
  resumeLocalId: string | null;
  /** ?serverDraft={uuid}: a server draft to open (Rascunhos). */
  openServerUuid?: string | null;
  initialBody: DocumentBody;
  /** Told the local id of a new draft (the screen puts it in the address). */
  onLocalId?: (localId: string) => void;
};

const stateOfRecord = (record: DraftRecord): DraftState =>
  record.status === 'conflict' ? 'conflict' : record.status === 'synced' && record.syncedRevision >= record.revision ? 'synced' : 'local';

export function useDraft({ desktop, userId, resumeLocalId, openServerUuid = null, initialBody, onLocalId }: Options) {
  const [body, setBodyState] = useState<DocumentBody>(initialBody);
  const [state, setState] = useState<DraftState>('idle');
  const [record, setRecord] = useState<DraftRecord | null>(null);
  const [webConflict, setWebConflict] = useState<DraftConflict | null>(null);
  const [serverUuid, setServerUuid] = useState<string | null>(null);
  const [loading, setLoading] = useState((desktop && resumeLocalId !== null) || openServerUuid !== null);
  const [notFound, setNotFound] = useState(false);
  const [serverDraftProblem, setServerDraftProblem] = useState<ServerDraftProblem | null>(null);
  /** The local record this form edits (desktop), once it has one. */
  const [localId, setLocalId] = useState<string | null>(desktop ? resumeLocalId : null);
  /** Grows whenever the body is replaced from outside the form (resume, the server's copy). */
  const [epoch, setEpoch] = useState(0);
  const [publishing, setPublishingState] = useState(false);

  const bodyRef = useRef(body);
  const localIdRef = useRef<string | null>(desktop ? resumeLocalId : null);
  const dirtyRef = useRef(false);
  const publishingRef = useRef(false);
  const publishedRef = useRef(false);
  const chainRef = useRef<Promise<void>>(Promise.resolve());
  const debouncerRef = useRef(createDebouncer());
  const lastOutcomeRef = useRef<SyncOutcome | null>(null);
  // Web only: the server draft and the version the next update is based on.
  const webRef = useRef<{ uuid: string | null; version: number | null; key: string; conflict: boolean }>({
    uuid: null,
    version: null,
    key: crypto.randomUUID(),
    conflict: false,
  });
  const onLocalIdRef = useRef(onLocalId);
  useEffect(() => {
    onLocalIdRef.current = onLocalId;
  }, [onLocalId]);

  const hasId = () => (desktop ? localIdRef.current !== null : webRef.current.uuid !== null);

  const applyRecord = useCallback((next: DraftRecord) => {
    setRecord(next);
    if (next.serverUuid) setServerUuid(next.serverUuid);
  }, []);

  /** The form starts from a body read from elsewhere (a resumed draft, a server draft). */
  const replaceBody = useCallback((next: DocumentBody) => {
    bodyRef.current = next;
    setBodyState(next);
    setEpoch((value) => value + 1);
  }, []);

  // Desktop: open the drafts, resume ?draft=, and follow the sync loop for this draft.
  useEffect(() => {
    if (!desktop || userId === null) return;
    let cancelled = false;
    void openLocalDrafts(userId)
      .then(async () => {
        startDraftSync();
        if (openServerUuid) {
          const opening = await openServerDraft(openServerUuid, { fetchDraft: documentsApi.draft, local: localDrafts });
          if (cancelled) return;
          if (opening.kind !== 'local') {
            if (opening.kind === 'error') console.warn('Falha ao abrir rascunho do servidor', opening.error);
            setServerDraftProblem(opening.kind === 'server' ? 'error' : opening.kind);
            return;
          }
          if (opening.offline) setServerDraftProblem('offline-local');
          localIdRef.current = opening.record.localId;
          setLocalId(opening.record.localId);
          replaceBody(opening.record.body);
          applyRecord(opening.record);
          setState(stateOfRecord(opening.record));
          // Text this computer has not sent yet goes now (the pass at start may have run before the adopt).
          if (needsSync(opening.record)) void draftSync.run();
          return;
        }
        if (!resumeLocalId) return;
        const found = await localDrafts.get(resumeLocalId);
        if (cancelled) return;
        if (!found) {
          setNotFound(true);
          localIdRef.current = null;
          setLocalId(null);
          return;
        }
        replaceBody(found.body);
        applyRecord(found);
        setState(stateOfRecord(found));
      })
      .catch((error: unknown) => {
        console.warn('Falha ao abrir rascunho local', error);
        if (cancelled) return;
        setState('error');
        // A server draft that could not be opened must not turn into a new one as the user types.
        if (openServerUuid) setServerDraftProblem('error');
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [desktop, userId, resumeLocalId, openServerUuid, applyRecord, replaceBody]);

  // Web: a server draft is edited from the version it was read at.
  useEffect(() => {
    if (desktop || !openServerUuid) return;
    let cancelled = false;
    void openServerDraft(openServerUuid, { fetchDraft: documentsApi.draft })
      .then((opening) => {
        if (cancelled) return;
        if (opening.kind !== 'server') {
          if (opening.kind === 'error') console.warn('Falha ao abrir rascunho do servidor', opening.error);
          setServerDraftProblem(opening.kind === 'local' ? 'error' : opening.kind);
          return;
        }
        const web = webRef.current;
        web.uuid = opening.server.inbox_email_uuid;
        web.version = opening.server.version;
        setServerUuid(opening.server.inbox_email_uuid);
        replaceBody(opening.server.body);
        setState('synced');
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [desktop, openServerUuid, replaceBody]);

  useEffect(() => {
    if (!desktop) return;
    return onSyncOutcome((outcome) => {
      const localId = outcome.kind === 'synced' || outcome.kind === 'conflict' ? outcome.record.localId : outcome.localId;
      if (localId !== localIdRef.current) return;
      lastOutcomeRef.current = outcome;
      if (outcome.kind === 'synced' || outcome.kind === 'conflict') {
        applyRecord(outcome.record);
        if (!dirtyRef.current) setState(stateOfRecord(outcome.record));
      }
    });
  }, [desktop, applyRecord]);

  const saveDesktop = useCallback(async () => {
    const localId = localIdRef.current;
    const saved = await localDrafts.save({ ...(localId ? { localId } : {}), body: bodyRef.current });
    if (!localId) {
      localIdRef.current = saved.localId;
      setLocalId(saved.localId);
      onLocalIdRef.current?.(saved.localId);
    }
    applyRecord(saved);
    return saved;
  }, [applyRecord]);

  const saveWeb = useCallback(async (): Promise<DraftState> => {
    const web = webRef.current;
    if (web.conflict) return 'conflict';
    const sent = bodyRef.current;
    try {
      const server =
        web.uuid === null || web.version === null
          ? await documentsApi.create(sent, web.key)
          : await documentsApi.update(web.uuid, { base_version: web.version, body: sent });
      web.uuid = server.inbox_email_uuid;
      web.version = server.version;
      setServerUuid(server.inbox_email_uuid);
      return 'synced';
    } catch (error) {
      const current = conflictOf(error);
      if (!current) throw error;
      web.conflict = true;
      setWebConflict({ mine: { body: sent, savedAt: Date.now() }, server: current });
      return 'conflict';
    }
  }, []);

  /** One save at a time, in order; a save with nothing new since the last one does nothing. */
  const save = useCallback(
    (force = false): Promise<void> => {
      const next = chainRef.current.then(async () => {
        if (!force && !dirtyRef.current) return;
        if (publishedRef.current) return;
        dirtyRef.current = false;
        setState('saving');
        try {
          if (desktop) {
            const saved = await saveDesktop();
            setState(saved.status === 'conflict' ? 'conflict' : 'local');
            void draftSync.run();
          } else {
            setState(await saveWeb());
          }
        } catch (error) {
          dirtyRef.current = true;
          console.warn('Falha ao salvar rascunho', error);
          setState('error');
          throw error;
        }
      });
      chainRef.current = next.catch(() => undefined);
      return next;
    },
    [desktop, saveDesktop, saveWeb],
  );

  // Web: what could not be sent goes when the server answers again.
  useEffect(() => {
    if (desktop) return;
    return serverStatus.subscribe((current, previous) => {
      if (current.reachable && !previous.reachable && dirtyRef.current && !publishingRef.current) void save().catch(() => undefined);
    });
  }, [desktop, save]);

  useEffect(() => {
    const debouncer = debouncerRef.current;
    return () => debouncer.flush();
  }, []);

  /** Every edit of the form goes through here; the autosave rules decide whether it is saved. */
  const setBody = useCallback(
    (update: (previous: DocumentBody) => DocumentBody) => {
      const next = update(bodyRef.current);
      bodyRef.current = next;
      setBodyState(next);
      dirtyRef.current = true;
      const autosave = shouldAutosave({
        documentStatus: publishedRef.current ? 'published' : 'draft',
        publishing: publishingRef.current,
        hasId: hasId(),
        body: next,
      });
      if (autosave) debouncerRef.current.schedule(() => void save().catch(() => undefined));
    },
    // hasId reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [save],
  );

  /** Salvar rascunho: now, whatever the debounce. */
  const saveNow = useCallback(() => {
    debouncerRef.current.cancel();
    return save(true);
  }, [save]);

  const setPublishing = useCallback((value: boolean) => {
    publishingRef.current = value;
    setPublishingState(value);
    if (value) debouncerRef.current.cancel();
  }, []);

  /**
   * Before publish: the body saved (locally and on the server, or on the server) as it is now.
   * Returns the server uuid; PublishBlocked when a conflict waits or the server has not got it.
   */
  const prepareForPublish = useCallback(async (): Promise<string> => {
    debouncerRef.current.cancel();
    lastOutcomeRef.current = null;
    await save(true);
    if (!desktop) {
      if (webRef.current.conflict) throw new PublishBlocked('conflict');
      return webRef.current.uuid!;
    }
    await draftSync.run();
    const localId = localIdRef.current!;
    const current = await localDrafts.get(localId);
    if (!current) throw new PublishBlocked('offline');
    applyRecord(current);
    setState(stateOfRecord(current));
    if (current.status === 'conflict') throw new PublishBlocked('conflict');
    const outcome = lastOutcomeRef.current as SyncOutcome | null;
    if (outcome?.kind === 'failed') throw outcome.error;
    if (!current.serverUuid || current.syncedRevision < current.revision) throw new PublishBlocked('offline');
    return current.serverUuid;
  }, [desktop, save, applyRecord]);

  /** After a successful publish: no more saves, and the local copy goes. */
  const markPublished = useCallback(async () => {
    publishedRef.current = true;
    debouncerRef.current.cancel();
    const localId = localIdRef.current;
    if (desktop && localId) await localDrafts.remove(localId).catch((error: unknown) => console.warn('Falha ao remover rascunho local', error));
  }, [desktop]);

  const conflict: DraftConflict | null = desktop
    ? record?.status === 'conflict' && record.conflict
      ? { mine: { body: record.body, savedAt: record.savedAt }, server: record.conflict }
      : null
    : webConflict;

  const resolveConflict = useCallback(
    async (keep: 'local' | 'server') => {
      if (desktop) {
        const localId = localIdRef.current!;
        const resolved = await localDrafts.resolve(localId, keep);
        applyRecord(resolved);
        if (keep === 'server') replaceBody(resolved.body);
        setState(stateOfRecord(resolved));
        await draftSync.run();
        return;
      }
      const current = webConflict;
      if (!current) return;
      const web = webRef.current;
      web.conflict = false;
      web.version = current.server.version;
      setWebConflict(null);
      if (keep === 'server') {
        replaceBody(current.server.body);
        dirtyRef.current = false;
        setState('synced');
        return;
      }
      await save(true);
    },
    [desktop, webConflict, applyRecord, save, replaceBody],
  );

  return {
    body,
    setBody,
    state,
    loading,
    notFound,
    serverDraftProblem,
    localId,
    epoch,
    publishing,
    setPublishing,
    serverUuid,
    conflict,
    resolveConflict,
    saveNow,
    prepareForPublish,
    markPublished,
  };
}

export const isNetworkFailure = (error: unknown): boolean => isApiError(error) && error.isNetworkError;
