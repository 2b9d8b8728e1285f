// The citizen portal's router (companion §2). It runs under the /app/ base, so its paths are
// /app/citizen/…; routes that need a login use the external auth guard (→ /citizen/v2/login).
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { CITIZEN_AREA } from '../app/area';
import { FullPageLoader } from '../components/FullPageState';
import { BlankLayout } from '../layouts/BlankLayout';
import { CitizenLayout } from '../layouts/citizen/CitizenLayout';
import { UpdateContactScreen, UpdatePasswordScreen } from '../screens/account/AccountScreens';
import { AuthenticityScreen } from '../screens/citizen/AuthenticityScreen';
import { CitizenHomeScreen } from '../screens/citizen/CitizenHomeScreen';
import { CitizenProfileScreen } from '../screens/profile/ProfileScreens';
import { ForgotPasswordScreen } from '../screens/citizen/account/ForgotPasswordScreen';
import { ResetPasswordScreen } from '../screens/citizen/account/ResetPasswordScreen';
import { VerifyAccountScreen } from '../screens/citizen/account/VerifyAccountScreen';
import { CitizenLoginScreen } from '../screens/citizen/CitizenLoginScreen';
import { CitizenFilingScreen } from '../screens/citizen/filing/CitizenFilingScreen';
import { CITIZEN_FILING_ROUTE } from '../screens/citizen/filing/citizenFilingPaths';
import { CitizenRequestScreen } from '../screens/citizen/requests/CitizenRequestScreen';
import { CitizenRequestsScreen } from '../screens/citizen/requests/CitizenRequestsScreen';
import { PrivacyScreen, TermsScreen } from '../screens/citizen/OrganizationTextScreen';
import { SignupScreen } from '../screens/citizen/signup/SignupScreen';
import { AccessibilityScreen } from '../screens/citizen/public/AccessibilityScreen';
import { LaiScreen } from '../screens/citizen/public/LaiScreen';
import { ACCESSIBILITY_PATH, LAI_PATH, REPORTS_PATH, SERVICE_LETTER_PATH } from '../screens/citizen/public/publicPaths';
import { PublicReportsScreen } from '../screens/citizen/public/PublicReportsScreen';
import { ServiceLetterScreen } from '../screens/citizen/public/ServiceLetterScreen';
import { DisabledUserScreen } from '../screens/errors/DisabledUserScreen';
import { NotFoundScreen } from '../screens/errors/NotFoundScreen';
import { useMe } from '../session/queries';
import { citizenRedirectAfterLogin, needsAccountVerification, verifyAccountPathFor } from '../session/redirects';
import { useSession } from '../session/sessionStore';
import { loginPathFor } from './access';
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
            guarded('/citizen/profile', <CitizenProfileScreen />),
            guarded('/citizen/inbox/:uuid', <CitizenRequestScreen />),
            // Filing a request: an unverified citizen verifies the account first, keeping the address.
            guarded(
              CITIZEN_FILING_ROUTE,
              <VerifiedAccount>
                <CitizenFilingScreen />
              </VerifiedAccount>,
            ),
            // One URL per step (type, personal, address, terms); /citizen/v2/signup/type is where a
            // certificate login without an account lands, with the `form` query.
            { path: '/citizen/v2/signup/:step', element: <SignupScreen /> },
            { path: '/citizen/v2/signup', element: <Navigate to="/citizen/v2/signup/type" replace /> },
            { path: '/citizen/terms', element: <TermsScreen /> },
            { path: '/citizen/privacy-police', element: <PrivacyScreen /> },
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
