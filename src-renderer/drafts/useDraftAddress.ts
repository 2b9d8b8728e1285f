// The draft an editor screen edits, as its address names it (?draft= a local draft, ?serverDraft=
// a server draft), and the key of the form that edits it: the draft the form gave itself (its id
// put in the address as it is created) keeps the form mounted; another one (a link) starts afresh.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LOCAL_DRAFT_PARAM, SERVER_DRAFT_PARAM } from './draftEditorPath';

export function useDraftAddress() {
  const [search, setSearch] = useSearchParams();
  const draftParam = search.get(LOCAL_DRAFT_PARAM);
  const serverDraftParam = search.get(SERVER_DRAFT_PARAM);
  const [own, setOwn] = useState<{ localId: string | null; key: string }>({ localId: null, key: draftParam ?? 'new' });
  const formKey =
    serverDraftParam !== null ? `server:${serverDraftParam}` : draftParam !== null && draftParam === own.localId ? own.key : (draftParam ?? 'new');

  const onLocalId = useCallback(
    (localId: string) => {
      setOwn({ localId, key: formKey });
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(LOCAL_DRAFT_PARAM, localId);
          return next;
        },
        { replace: true },
      );
    },
    [formKey, setSearch],
  );

  return {
    search,
    formKey,
    onLocalId,
    /** The local draft to resume (none when a server draft is named). */
    resumeLocalId: serverDraftParam === null ? draftParam : null,
    openServerUuid: serverDraftParam,
  };
}
