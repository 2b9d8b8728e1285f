// The citizen portal's router (companion §2). It runs under the /app/ base, so its paths are
// /app/citizen/…; routes that need a login use the external auth guard (→ /citizen/v2/login).
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { messages } from '../../src-shared/messages';
import { CITIZEN_AREA } from '../app/area';
import { FullPageLoader } from '../components/FullPageState';
import { BlankLayout } from '../layouts/BlankLayout';
import { CitizenLayout } from '../layouts/citizen/CitizenLayout';
import { UpdateContactScreen, UpdatePasswordScreen } from '../screens/account/AccountScreens';
import { AuthenticityScreen } from '../screens/citizen/AuthenticityScreen';
import { CitizenHomeScreen } from '../screens/citizen/CitizenHomeScreen';
import { ForgotPasswordScreen } from '../screens/citizen/account/ForgotPasswordScreen';
import { ResetPasswordScreen } from '../screens/citizen/account/ResetPasswordScreen';
import { VerifyAccountScreen } from '../screens/citizen/account/VerifyAccountScreen';
import { CitizenLoginScreen } from '../screens/citizen/CitizenLoginScreen';
import { CitizenRequestScreen } from '../screens/citizen/requests/CitizenRequestScreen';
import { CitizenRequestsScreen } from '../screens/citizen/requests/CitizenRequestsScreen';
import { CitizenSignupLandingScreen } from '../screens/citizen/SignupLandingScreen';
import { AccessibilityScreen } from '../screens/citizen/public/AccessibilityScreen';
import { LaiScreen } from '../screens/citizen/public/LaiScreen';
import { ACCESSIBILITY_PATH, LAI_PATH, REPORTS_PATH, SERVICE_LETTER_PATH } from '../screens/citizen/public/publicPaths';
import { PublicReportsScreen } from '../screens/citizen/public/PublicReportsScreen';
import { ServiceLetterScreen } from '../screens/citizen/public/ServiceLetterScreen';
import { DisabledUserScreen } from '../screens/errors/DisabledUserScreen';
import { NotFoundScreen } from '../screens/errors/NotFoundScreen';
import { UnavailableScreen } from '../screens/errors/UnavailableScreen';
import { useMe } from '../session/queries';
import { citizenRedirectAfterLogin, needsAccountVerification, verifyAccountPathFor } from '../session/redirects';
import { useSession } from '../session/sessionStore';
import { loginPathFor } from './access';
import { CITIZEN_PLACEHOLDERS, type CitizenPlaceholder } from './citizenPlaceholders';
import { RootRoute } from './RootRoute';

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
const home = { path: CITIZEN_AREA.homePath, label: messages.unavailable.citizenHome };
const later = ({ path, title, auth, verified }: CitizenPlaceholder): RouteObject => {
  const screen = <UnavailableScreen title={title} home={home} />;
  if (verified) return guarded(path, <VerifiedAccount>{screen}</VerifiedAccount>);
  return auth ? guarded(path, screen) : { path, element: screen };
};

export function citizenRouteObjects(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      children: [
        { path: '/', element: <Navigate to={CITIZEN_AREA.homePath} replace /> },
        {
          element: <CitizenLayout />,
          children: [
            { path: '/citizen', element: <CitizenHomeScreen /> },
            { path: '/citizen/login', element: <CitizenLoginScreen /> },
            { path: '/citizen/v2/login', element: <CitizenLoginScreen /> },
            guarded('/citizen/update/contact', <UpdateContactScreen next={nextStep} />),
            guarded('/citizen/update/password', <UpdatePasswordScreen next={nextStep} />),
            guarded('/citizen/change-password', <UpdatePasswordScreen next={nextStep} />),
            guarded('/citizen/inbox', <CitizenRequestsScreen />),
            guarded('/citizen/inbox/:uuid', <CitizenRequestScreen />),
            { path: '/citizen/v2/signup/type', element: <CitizenSignupLandingScreen /> },
            { path: '/citizen/authenticity', element: <AuthenticityScreen /> },
            // Public pages (issue 16): no login.
            { path: SERVICE_LETTER_PATH, element: <ServiceLetterScreen /> },
            { path: LAI_PATH, element: <LaiScreen /> },
            { path: REPORTS_PATH, element: <PublicReportsScreen /> },
            { path: ACCESSIBILITY_PATH, element: <AccessibilityScreen /> },
            // The e-mail's link works logged out; typing the code asks for the login itself.
            { path: '/citizen/v2/verify-account', element: <VerifyAccountScreen /> },
            { path: '/citizen/forgot-password', element: <ForgotPasswordScreen /> },
            { path: '/citizen/reset-password', element: <ResetPasswordScreen /> },
            ...CITIZEN_PLACEHOLDERS.map(later),
            // Inside the portal's layout: a wrong address keeps the header and footer to go on from.
            { path: '*', element: <NotFoundScreen homePath={CITIZEN_AREA.homePath} /> },
          ],
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
