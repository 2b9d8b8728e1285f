// The staff app's lazy screens: each screen's import is declared once here, and the router draws
// it, the idle prefetch and the menus' hover prefetch load it. Small screens every visitor may see
// first (errors, 404) stay in the initial chunk and are not listed.
import { findStaffRoute } from './access';
import { lazyScreen, prefetchOnIntent } from './lazyScreen';
import type { StaffScreen } from './routeTable';

export const staffScreens = {
  login: lazyScreen(() => import('../screens/login/LoginScreen'), 'LoginScreen'),
  workspace: lazyScreen(() => import('../screens/workspace/WorkspaceScreen'), 'WorkspaceScreen'),
  profile: lazyScreen(() => import('../screens/profile/ProfileScreens'), 'StaffProfileScreen'),
  'update-contact': lazyScreen(() => import('../screens/account/AccountScreens'), 'UpdateContactScreen'),
  'update-password': lazyScreen(() => import('../screens/account/AccountScreens'), 'UpdatePasswordScreen'),
  certificates: lazyScreen(() => import('../screens/certificates/CertificatesScreen'), 'CertificatesScreen'),
  'signup-landing': lazyScreen(() => import('../screens/citizen/SignupLandingScreen'), 'StaffSignupLandingScreen'),
  'inbox-item': lazyScreen(() => import('../screens/inbox/InboxItemScreen'), 'InboxItemScreen'),
  'document-search': lazyScreen(() => import('../screens/search/DocumentSearchScreen'), 'DocumentSearchScreen'),
  'document-create': lazyScreen(() => import('../screens/create/CreateDocumentScreen'), 'CreateDocumentScreen'),
  reply: lazyScreen(() => import('../screens/reply/ReplyScreen'), 'ReplyScreen'),
  sign: lazyScreen(() => import('../screens/sign/SignScreen'), 'SignScreen'),
  signed: lazyScreen(() => import('../screens/sign/SignedScreen'), 'SignedScreen'),
  'signature-requests': lazyScreen(() => import('../signatureRequests/MySignatureRequestsScreen'), 'MySignatureRequestsScreen'),
  'admin-list': lazyScreen(() => import('../admin/screens'), 'AdminListScreen'),
  'admin-editor': lazyScreen(() => import('../admin/screens'), 'AdminEditorScreen'),
  'organization-settings': lazyScreen(() => import('../admin/screens'), 'OrganizationSettingsScreen'),
  'my-sector': lazyScreen(() => import('../admin/sectors/MySectorScreen'), 'MySectorScreen'),
  dashboard: lazyScreen(() => import('../dashboard/DashboardScreen'), 'DashboardScreen'),
  reports: lazyScreen(() => import('../reports/ReportsHubScreen'), 'ReportsHubScreen'),
  report: lazyScreen(() => import('../reports/ReportScreen'), 'ReportScreen'),
} satisfies Partial<Record<StaffScreen, unknown>>;

export type LazyStaffScreen = keyof typeof staffScreens;

const isLazy = (screen: StaffScreen): screen is LazyStaffScreen => screen in staffScreens;

/** What a user most likely opens after each screen: fetched when the browser is idle once it has drawn. */
export const STAFF_NEXT_SCREENS: Partial<Record<LazyStaffScreen, readonly LazyStaffScreen[]>> = {
  login: ['workspace'],
  workspace: ['inbox-item'],
  'inbox-item': ['reply', 'workspace'],
  'document-search': ['inbox-item'],
  'signature-requests': ['inbox-item'],
  reports: ['report'],
  dashboard: ['workspace'],
};

export const nextStaffScreens = (screen: LazyStaffScreen) => (STAFF_NEXT_SCREENS[screen] ?? []).map((next) => staffScreens[next]);

/** The chunk of the screen an in-app path opens, for a menu entry the pointer or focus is on. */
export function prefetchStaffPath(path: string): void {
  const route = findStaffRoute(new URL(path, 'http://app.invalid').pathname);
  if (route !== undefined && isLazy(route.screen)) staffScreens[route.screen].prefetch();
}

/** Spread on a menu link: hovering or focusing it loads the screen it opens. */
export const prefetchStaffLink = (to: string) => prefetchOnIntent(() => prefetchStaffPath(to));
