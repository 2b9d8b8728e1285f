// Starting, changing and ending the session. The token and the connected sector go to the
// bridge (safeStorage in main on the desktop), then to the in-memory store.
import type { LoggedUser } from '../../src-shared/api/auth';
import type { StoredSession } from '../../src-shared/ipc/contract';
import { setSessionEndHandlers, sessionApi } from '../api/client';
import type { Area } from '../app/area';
import { messages } from '../../src-shared/messages';
import { queryClient } from '../app/queryClient';
import { toast } from '../app/toasts';
import { bridge, unwrap } from '../platform/bridge';
import { closeLocalDrafts, openLocalDrafts, startDraftSync } from '../drafts/draftRuntime';
import { keepCopy } from '../offline/cachePersister';
import { closeOfflineCache, openOfflineCache } from '../offline/offlineCache';
import { loginPathFor } from '../routing/access';
import { ME_KEY } from './queries';
import { initialSessionState, sessionOfServer, sessionStore, storedSessionOf, type ConnectedSector } from './sessionStore';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

const FLASH_KEY = 'gdoc.flash';

export async function hydrateSession(): Promise<void> {
  // Two independent reads from main: asked together, not one after the other.
  const [settingsResult, sessionResult] = await Promise.all([bridge.settings.get(), bridge.session.load()]);
  const settings = unwrap(settingsResult);
  const stored = sessionOfServer(unwrap(sessionResult), settings.serverUrl);
  const userId = stored?.userId ?? null;
  // Opened before the first query, so a start without the server shows the cached copy.
  if (stored && userId !== null) await openUserStores(userId);
  sessionStore.setState({
    hydrated: true,
    serverUrl: settings.serverUrl,
    realtimeUrl: settings.realtimeUrl,
    token: stored?.token ?? null,
    userId,
    connectedSector: stored?.connectedSector ?? null,
    inboxType: stored?.inboxType ?? 'sector',
  });
}

/** The user's offline cache and drafts (files of their own in main), before any query runs. */
async function openUserStores(userId: number): Promise<void> {
  // A drafts file that cannot open is logged by openLocalDrafts; the screen says so when saving.
  await Promise.all([openOfflineCache(userId), openLocalDrafts(userId).catch(() => undefined)]);
  // Drafts left unsent by an earlier run go out as soon as the server answers.
  startDraftSync();
}

function primarySectorOf(user: LoggedUser): ConnectedSector | null {
  const sector = user.sectors.find((candidate) => candidate.pivot.isPrimarySector) ?? user.sectors[0];
  return sector ? { id: sector.id, name: sector.name } : null;
}

async function persist(session: StoredSession): Promise<void> {
  const { persisted } = unwrap(await bridge.session.save(session));
  const { userId, serverUrl: _issuer, ...rest } = session;
  sessionStore.setState({ ...rest, userId: userId ?? null, persisted, endedTo: null });
}

/** After a login: keep the token and connect the user to their primary sector. */
export async function startSession(token: string, user: LoggedUser): Promise<void> {
  queryClient.clear();
  await openUserStores(user.id);
  // Named by the server the login went to; main refuses it if the address changed meanwhile.
  await persist({ serverUrl: sessionStore.getState().serverUrl, token, connectedSector: primarySectorOf(user), inboxType: 'sector', userId: user.id });
  queryClient.setQueryData(ME_KEY, user);
  keepCopy(ME_KEY, 'item', user);
  // Without an OS keychain the token is kept in memory only: the user should know why they
  // will be asked to log in again next time.
  if (!sessionStore.getState().persisted) toast.info(messages.ipc.encryptionUnavailable);
}

/** Ends the session on this device only (the server already ended it: a password reset). */
export async function forget(endedTo: string): Promise<void> {
  closeOfflineCache();
  closeLocalDrafts();
  queryClient.clear();
  sessionStore.setState({ ...initialSessionState, hydrated: true, serverUrl: sessionStore.getState().serverUrl, realtimeUrl: sessionStore.getState().realtimeUrl, endedTo });
  const cleared = await bridge.session.clear();
  if (!cleared.ok) console.error('Falha ao limpar a sessão guardada', cleared.error.code);
}

/** Sair: the server revokes the token; if it cannot be reached the logout still happens here. */
export async function logout(area: Area, navigate: Navigate): Promise<void> {
  if (sessionStore.getState().token) {
    await sessionApi.logout().catch((error: unknown) => console.warn('Falha ao encerrar a sessão no servidor', error));
  }
  await forget(area.afterLogoutPath);
  navigate(area.afterLogoutPath, { replace: true });
}

/** Alterar Setor: saved as connected sector and inbox sector, then the app reloads at its root. */
export async function changeSector(sector: ConnectedSector, successMessage: string): Promise<void> {
  const current = storedSessionOf(sessionStore.getState());
  if (!current) throw new Error('Sem sessão');
  await persist({ ...current, connectedSector: sector, inboxType: 'sector' });
  window.sessionStorage.setItem(FLASH_KEY, successMessage);
  window.location.assign(new URL(import.meta.env.BASE_URL, window.location.href).toString());
}

/** A message left for the next page load (a full reload drops the toasts on screen). */
export function takeFlashMessage(): string | null {
  const message = window.sessionStorage.getItem(FLASH_KEY);
  window.sessionStorage.removeItem(FLASH_KEY);
  return message;
}

/** 401 on any call ends the session with a way back; 403 disabled-user goes to its page (§4). */
export function installSessionEndRules(area: Area, navigate: Navigate, currentPath: () => string): void {
  let ending = false;
  const end = async (target: string) => {
    if (ending) return;
    ending = true;
    try {
      await forget(target);
      navigate(target, { replace: true });
    } finally {
      ending = false;
    }
  };
  setSessionEndHandlers({
    onUnauthorized: () => void end(loginPathFor(area.loginPath, currentPath())),
    onDisabledUser: () => void end('/disabled-user'),
  });
}
