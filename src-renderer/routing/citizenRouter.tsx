// The citizen portal's router (companion §2). It runs under the /app/ base, so its paths are
// /app/citizen/…; routes that need a login use the external auth guard (→ /citizen/v2/login).
import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { CITIZEN_AREA } from '../app/area';
import { FullPageLoader } from '../components/FullPageState';
import { BlankLayout } from '../layouts/BlankLayout';
import { CitizenLayout } from '../layouts/citizen/CitizenLayout';
import { DisabledUserScreen } from '../screens/errors/DisabledUserScreen';
import { NotFoundScreen } from '../screens/errors/NotFoundScreen';
import { useMe } from '../session/queries';
import { citizenRedirectAfterLogin, needsAccountVerification, verifyAccountPathFor } from '../session/redirects';
import { useSession } from '../session/sessionStore';
import { loginPathFor } from './access';
import { CITIZEN_SCREEN_PATHS, citizenScreens, nextCitizenScreens, type CitizenScreen } from './citizenScreens';
import { ScreenSlot } from './lazyScreen';
import { RootRoute } from './RootRoute';
import { ScreenLoadError } from './ScreenLoadError';

const nextStep = (user: Parameters<typeof citizenRedirectAfterLogin>[0]) => citizenRedirectAfterLogin(user, null);

/** The external auth guard of §6. */
export function ExternalAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useSession((state) => state.token);
  const me = useMe();
  if (!token) return <Navigate to={loginPathFor(CITIZEN_AREA.loginPath, location.pathname + location.search)} replace />;
  if (!me.data) return <FullPageLoader />;
  return <>{children}</>;
}

/** Inside ExternalAuth: an unverified citizen goes to verify-account first, keeping the target. */
export function VerifiedAccount({ children }: { children: ReactNode }) {
  const location = useLocation();
  const me = useMe();
  if (!me.data) return <FullPageLoader />;
  if (needsAccountVerification(me.data)) return <Navigate to={verifyAccountPathFor(location.pathname + location.search)} replace />;
  return <>{children}</>;
}

const guarded = (path: string, element: ReactNode): RouteObject => ({ path, element: <ExternalAuth>{element}</ExternalAuth> });

const Filing = citizenScreens.filing.Component;
const UpdateContact = citizenScreens['update-contact'].Component;
const UpdatePassword = citizenScreens['update-password'].Component;

/** A screen's element: a lazy chunk in its slot (skeleton, then the likely next screens prefetched). */
function screenOf(screen: CitizenScreen): ReactNode {
  const slot = (element: ReactNode) => <ScreenSlot next={nextCitizenScreens(screen)}>{element}</ScreenSlot>;
  switch (screen) {
    case 'update-contact':
      return slot(<UpdateContact next={nextStep} />);
    case 'update-password':
      return slot(<UpdatePassword next={nextStep} />);
    case 'filing':
      // Filing a request: an unverified citizen verifies the account first, keeping the address.
      return slot(
        <VerifiedAccount>
          <Filing />
        </VerifiedAccount>,
      );
    default: {
      // The other screens take no props (the cases above are the ones that do).
      const Screen = citizenScreens[screen].Component as ComponentType;
      return slot(<Screen />);
    }
  }
}

/** Every leaf route gets the pt-BR error element: a chunk that failed keeps the header and offers Recarregar. */
const withErrorElement = (route: RouteObject): RouteObject => ({ ...route, errorElement: <ScreenLoadError /> });

export function citizenRouteObjects(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      children: [
        { path: '/', element: <Navigate to={CITIZEN_AREA.homePath} replace /> },
        {
          element: <CitizenLayout />,
          children: [
            ...CITIZEN_SCREEN_PATHS.map(({ path, screen, auth }) => (auth ? guarded(path, screenOf(screen)) : { path, element: screenOf(screen) })),
            { path: '/citizen/v2/signup', element: <Navigate to="/citizen/v2/signup/type" replace /> },
            // Inside the portal's layout: a wrong address keeps the header and footer to go on from.
            { path: '*', element: <NotFoundScreen homePath={CITIZEN_AREA.homePath} /> },
          ].map(withErrorElement),
        },
        {
          element: <BlankLayout />,
          children: [{ path: '/disabled-user', element: <DisabledUserScreen loginPath={CITIZEN_AREA.loginPath} /> }],
        },
      ],
    },
  ];
}

export const createCitizenRouter = () => createBrowserRouter(citizenRouteObjects(), { basename: import.meta.env.BASE_URL.replace(/\/$/, '') });
