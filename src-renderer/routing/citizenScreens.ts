// The citizen portal's lazy screens: each screen's import is declared once here, and the router
// draws it, the idle prefetch and the menus' hover prefetch load it. The 404 and the disabled-user
// page stay in the initial chunk.
import { matchPath } from 'react-router';
import { CITIZEN_FILING_ROUTE } from '../screens/citizen/filing/citizenFilingPaths';
import { ACCESSIBILITY_PATH, LAI_PATH, REPORTS_PATH, SERVICE_LETTER_PATH } from '../screens/citizen/public/publicPaths';
import { lazyScreen, prefetchOnIntent } from './lazyScreen';

export const citizenScreens = {
  home: lazyScreen(() => import('../screens/citizen/CitizenHomeScreen'), 'CitizenHomeScreen'),
  login: lazyScreen(() => import('../screens/citizen/CitizenLoginScreen'), 'CitizenLoginScreen'),
  'update-contact': lazyScreen(() => import('../screens/account/AccountScreens'), 'UpdateContactScreen'),
  'update-password': lazyScreen(() => import('../screens/account/AccountScreens'), 'UpdatePasswordScreen'),
  requests: lazyScreen(() => import('../screens/citizen/requests/CitizenRequestsScreen'), 'CitizenRequestsScreen'),
  request: lazyScreen(() => import('../screens/citizen/requests/CitizenRequestScreen'), 'CitizenRequestScreen'),
  profile: lazyScreen(() => import('../screens/profile/ProfileScreens'), 'CitizenProfileScreen'),
  filing: lazyScreen(() => import('../screens/citizen/filing/CitizenFilingScreen'), 'CitizenFilingScreen'),
  signup: lazyScreen(() => import('../screens/citizen/signup/SignupScreen'), 'SignupScreen'),
  terms: lazyScreen(() => import('../screens/citizen/OrganizationTextScreen'), 'TermsScreen'),
  privacy: lazyScreen(() => import('../screens/citizen/OrganizationTextScreen'), 'PrivacyScreen'),
  authenticity: lazyScreen(() => import('../screens/citizen/AuthenticityScreen'), 'AuthenticityScreen'),
  'service-letter': lazyScreen(() => import('../screens/citizen/public/ServiceLetterScreen'), 'ServiceLetterScreen'),
  lai: lazyScreen(() => import('../screens/citizen/public/LaiScreen'), 'LaiScreen'),
  'public-reports': lazyScreen(() => import('../screens/citizen/public/PublicReportsScreen'), 'PublicReportsScreen'),
  accessibility: lazyScreen(() => import('../screens/citizen/public/AccessibilityScreen'), 'AccessibilityScreen'),
  'verify-account': lazyScreen(() => import('../screens/citizen/account/VerifyAccountScreen'), 'VerifyAccountScreen'),
  'forgot-password': lazyScreen(() => import('../screens/citizen/account/ForgotPasswordScreen'), 'ForgotPasswordScreen'),
  'reset-password': lazyScreen(() => import('../screens/citizen/account/ResetPasswordScreen'), 'ResetPasswordScreen'),
};

export type CitizenScreen = keyof typeof citizenScreens;

/** Each citizen path (under the router's basename) and the screen it draws; the router is built from it. */
export const CITIZEN_SCREEN_PATHS: readonly { path: string; screen: CitizenScreen; auth?: true }[] = [
  { path: '/citizen', screen: 'home' },
  { path: '/citizen/login', screen: 'login' },
  { path: '/citizen/v2/login', screen: 'login' },
  { path: '/citizen/update/contact', screen: 'update-contact', auth: true },
  { path: '/citizen/update/password', screen: 'update-password', auth: true },
  { path: '/citizen/change-password', screen: 'update-password', auth: true },
  { path: '/citizen/inbox', screen: 'requests', auth: true },
  { path: '/citizen/profile', screen: 'profile', auth: true },
  { path: '/citizen/inbox/:uuid', screen: 'request', auth: true },
  { path: CITIZEN_FILING_ROUTE, screen: 'filing', auth: true },
  // One URL per step (type, personal, address, terms); /citizen/v2/signup/type is where a
  // certificate login without an account lands, with the `form` query.
  { path: '/citizen/v2/signup/:step', screen: 'signup' },
  { path: '/citizen/terms', screen: 'terms' },
  { path: '/citizen/privacy-police', screen: 'privacy' },
  { path: '/citizen/authenticity', screen: 'authenticity' },
  // Public pages (issue 16): no login.
  { path: SERVICE_LETTER_PATH, screen: 'service-letter' },
  { path: LAI_PATH, screen: 'lai' },
  { path: REPORTS_PATH, screen: 'public-reports' },
  { path: ACCESSIBILITY_PATH, screen: 'accessibility' },
  // The e-mail's link works logged out; typing the code asks for the login itself.
  { path: '/citizen/v2/verify-account', screen: 'verify-account' },
  { path: '/citizen/forgot-password', screen: 'forgot-password' },
  { path: '/citizen/reset-password', screen: 'reset-password' },
];

/** What a citizen most likely opens after each screen: fetched when the browser is idle once it has drawn. */
export const CITIZEN_NEXT_SCREENS: Partial<Record<CitizenScreen, readonly CitizenScreen[]>> = {
  home: ['login', 'service-letter'],
  login: ['requests', 'home'],
  requests: ['request', 'filing'],
  request: ['requests'],
};

export const nextCitizenScreens = (screen: CitizenScreen) => (CITIZEN_NEXT_SCREENS[screen] ?? []).map((next) => citizenScreens[next]);

/** The chunk of the screen a portal path (without the /app base) opens, for a menu entry the pointer or focus is on. */
export function prefetchCitizenPath(path: string): void {
  const { pathname } = new URL(path, 'http://portal.invalid');
  const entry = CITIZEN_SCREEN_PATHS.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname) !== null);
  if (entry !== undefined) citizenScreens[entry.screen].prefetch();
}

/** Spread on a menu link: hovering or focusing it loads the screen it opens. */
export const prefetchCitizenLink = (to: string) => prefetchOnIntent(() => prefetchCitizenPath(to));
