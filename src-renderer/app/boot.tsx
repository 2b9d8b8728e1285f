// Start-up shared by both entries: read the session from the bridge, wire the session-ending
// rules to the router, then render. A bridge failure is shown, not swallowed.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { z } from 'zod';
import { ptBrZodError } from '../../src-shared/api/zodMessages';
import { FullPageError } from '../components/FullPageState';
import { trackNavigation } from '../routing/navigationLog';
import { sessionApi } from '../api/client';
import { installCacheAccess } from '../offline/cachePersister';
import { readCache, writeCache } from '../offline/offlineCache';
import { installServerProbe } from '../offline/serverStatus';
import { queryClient } from './queryClient';
import { hydrateSession, installSessionEndRules } from '../session/sessionController';
import { AppProviders } from './AppProviders';
import type { Area } from './area';

type Router = ReturnType<typeof createBrowserRouter>;

export async function boot(area: Area, createRouter: () => Router, title: string): Promise<void> {
  z.config({ customError: ptBrZodError });
  document.title = title;
  document.documentElement.lang = 'pt-BR';
  const root = createRoot(document.getElementById('root')!);
  try {
    await hydrateSession();
  } catch (error) {
    console.error('Falha ao ler a sessão', error);
    root.render(
      <AppProviders>
        <FullPageError onRetry={() => window.location.reload()} />
      </AppProviders>,
    );
    return;
  }
  installCacheAccess({ read: readCache, write: writeCache });
  installServerProbe({
    ask: () => sessionApi.organization(),
    // Whatever the screens show was kept while offline: bring it up to date.
    onBack: () => void queryClient.invalidateQueries(),
  });
  const router = createRouter();
  trackNavigation(router);
  installSessionEndRules(
    area,
    (to, options) => void router.navigate(to, options),
    () => router.state.location.pathname + router.state.location.search,
  );
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
