// The citizen's draft kept on the server (issue 16: "a draft survives a reload"): the first save
// creates it (once, with an Idempotency-Key) and puts its uuid in the address (?draft=); later
// changes are saved a moment after the citizen stops typing, one save at a time, against the
// version the screen holds. A 409 (changed in another window) stops saving and says so; what is
// on the screen is never thrown away.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CitizenDraft } from '../../../../src-shared/api/citizenFiling';
import type { DocumentBody, Media } from '../../../../src-shared/api/documents';
import { isApiError } from '../../../api/ApiError';
import { citizenFilingApi } from '../../../api/client';
import { firstErrors } from './filingErrors';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'conflict';

export type CitizenDraftState = {
  body: DocumentBody;
  files: Media[];
  uuid: string | null;
  saveState: SaveState;
  /** Field errors of the last save (422), by body field name. */
  saveErrors: Record<string, string>;
  change(update: (previous: DocumentBody) => DocumentBody): void;
  /** Saves what is pending now; answers the draft's uuid. */
  flush(): Promise<string>;
  setFiles(update: (previous: Media[]) => Media[]): void;
};

const fieldErrors = (error: unknown): Record<string, string> => (isApiError(error) && error.status === 422 ? firstErrors(error.body?.errors) : {});

export function useCitizenDraft(initial: { body: DocumentBody; loaded: CitizenDraft | null }, onCreated: (uuid: string) => void): CitizenDraftState {
  const [body, setBody] = useState(initial.loaded?.body ?? initial.body);
  const [files, setFiles] = useState<Media[]>(initial.loaded?.files ?? []);
  const [uuid, setUuid] = useState<string | null>(initial.loaded?.uuid ?? null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveErrors, setSaveErrors] = useState<Record<string, string>>({});
  const latest = useRef(body);
  const server = useRef({ uuid: initial.loaded?.uuid ?? null, version: initial.loaded?.version ?? 0, saved: initial.loaded === null ? null : JSON.stringify(initial.loaded.body) });
  const createKey = useRef(crypto.randomUUID());
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  }, [onCreated]);

  const saveOnce = useCallback(async (): Promise<string> => {
    const current = latest.current;
    const text = JSON.stringify(current);
    if (server.current.uuid !== null && (text === server.current.saved || stopped.current)) return server.current.uuid;
    setSaveState('saving');
    try {
      const saved =
        server.current.uuid === null
          ? await citizenFilingApi.create(current, createKey.current)
          : await citizenFilingApi.update(server.current.uuid, server.current.version, current);
      const created = server.current.uuid === null;
      server.current = { uuid: saved.uuid, version: saved.version, saved: text };
      setSaveErrors({});
      setSaveState('saved');
      if (created) {
        setUuid(saved.uuid);
        onCreatedRef.current(saved.uuid);
      }
      return saved.uuid;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        stopped.current = true;
        setSaveState('conflict');
      } else {
        setSaveErrors(fieldErrors(error));
        setSaveState('failed');
      }
      throw error;
    }
  }, []);

  const flush = useCallback((): Promise<string> => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const next = chain.current.catch(() => undefined).then(saveOnce);
    chain.current = next;
    return next;
  }, [saveOnce]);

  const change = useCallback(
    (update: (previous: DocumentBody) => DocumentBody) => {
      const next = update(latest.current);
      latest.current = next;
      setBody(next);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush().catch(() => undefined), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the screen with a change not yet saved saves it.
  useEffect(
    () => () => {
      if (timer.current !== null) void flush().catch(() => undefined);
    },
    [flush],
  );

  return { body, files, uuid, saveState, saveErrors, change, flush, setFiles };
}
