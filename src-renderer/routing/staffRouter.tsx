// The staff app's router, built from the route table: public screens in the blank layout (the
// certificates screen in the staff layout once logged), the rest inside the staff layout (or
// /sign's own) behind the guards, and anything else the 404 page.
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { messages } from '../../src-shared/messages';
import { isEditable } from '../admin/resourceNames';
import { STAFF_AREA } from '../app/area';
import { BlankLayout } from '../layouts/BlankLayout';
import { SignLayout } from '../layouts/staff/SignLayout';
import { StaffLayout } from '../layouts/staff/StaffLayout';
import { DisabledUserScreen } from '../screens/errors/DisabledUserScreen';
import { ForbiddenScreen } from '../screens/errors/ForbiddenScreen';
import { NotFoundScreen } from '../screens/errors/NotFoundScreen';
import { UnavailableScreen } from '../screens/errors/UnavailableScreen';
import { staffRedirectAfterLogin } from '../session/redirects';
import { Guarded } from './Guarded';
import { ScreenSlot } from './lazyScreen';
import { RootRoute } from './RootRoute';
import { ScreenLoadError } from './ScreenLoadError';
import { STAFF_HOME, STAFF_ROUTES, type StaffRoute } from './routeTable';
import { nextStaffScreens, staffScreens as S, type LazyStaffScreen } from './staffScreens';

const nextStep = (user: Parameters<typeof staffRedirectAfterLogin>[0]) => staffRedirectAfterLogin(user, null);

const AdminEditorScreen = S['admin-editor'].Component;
const AdminListScreen = S['admin-list'].Component;
const CertificatesScreen = S.certificates.Component;
const DashboardScreen = S.dashboard.Component;
const DocumentCreateScreen = S['document-create'].Component;
const DocumentSearchScreen = S['document-search'].Component;
const InboxItemScreen = S['inbox-item'].Component;
const LoginScreen = S.login.Component;
const MySectorScreen = S['my-sector'].Component;
const OrganizationSettingsScreen = S['organization-settings'].Component;
const ProfileScreen = S.profile.Component;
const ReplyScreen = S.reply.Component;
const ReportScreen = S.report.Component;
const ReportsScreen = S.reports.Component;
const SignScreen = S.sign.Component;
const SignatureRequestsScreen = S['signature-requests'].Component;
const SignedScreen = S.signed.Component;
const SignupLandingScreen = S['signup-landing'].Component;
const UpdateContactScreen = S['update-contact'].Component;
const UpdatePasswordScreen = S['update-password'].Component;
const WorkspaceScreen = S.workspace.Component;

/** A lazy screen in its slot: skeleton while its chunk loads, then the likely next screens prefetched. */
const lazy = (screen: LazyStaffScreen, element: ReactNode) => <ScreenSlot next={nextStaffScreens(screen)}>{element}</ScreenSlot>;

function screenOf(route: StaffRoute) {
  switch (route.screen) {
    case 'login':
      return lazy('login', <LoginScreen />);
    case 'disabled-user':
      return <DisabledUserScreen loginPath={STAFF_AREA.loginPath} />;
    case 'forbidden':
      return <ForbiddenScreen homePath={STAFF_HOME} />;
    case 'not-found':
      return <NotFoundScreen homePath={STAFF_HOME} />;
    case 'index':
      return <Navigate to={STAFF_HOME} replace />;
    case 'workspace':
      return lazy('workspace', <WorkspaceScreen inboxType={route.path.includes('/personal/') ? 'personal' : 'sector'} />);
    case 'workspace-calendar':
      return lazy('workspace', <WorkspaceScreen inboxType={route.path.includes('/personal/') ? 'personal' : 'sector'} view="calendar" />);
    case 'workspace-map':
      return lazy('workspace', <WorkspaceScreen inboxType={route.path.includes('/personal/') ? 'personal' : 'sector'} view="map" />);
    case 'profile':
      return lazy('profile', <ProfileScreen next={nextStep} />);
    case 'update-contact':
      return lazy('update-contact', <UpdateContactScreen next={nextStep} />);
    case 'update-password':
      return lazy('update-password', <UpdatePasswordScreen next={nextStep} />);
    case 'certificates':
      return lazy('certificates', <CertificatesScreen />);
    case 'signup-landing':
      return lazy('signup-landing', <SignupLandingScreen />);
    case 'inbox-item':
      return lazy('inbox-item', <InboxItemScreen />);
    case 'document-search':
      return lazy('document-search', <DocumentSearchScreen />);
    case 'document-create':
      return lazy('document-create', <DocumentCreateScreen />);
    case 'reply':
      return lazy('reply', <ReplyScreen />);
    case 'sign':
      return lazy('sign', <SignScreen />);
    case 'signed':
      return lazy('signed', <SignedScreen />);
    case 'signature-requests':
      return lazy('signature-requests', <SignatureRequestsScreen />);
    case 'admin-list':
      return route.resource ? lazy('admin-list', <AdminListScreen resource={route.resource} />) : null;
    case 'admin-editor':
      return route.resource !== undefined && isEditable(route.resource) ? lazy('admin-editor', <AdminEditorScreen resource={route.resource} />) : null;
    case 'my-sector':
      return lazy('my-sector', <MySectorScreen />);
    case 'organization-settings':
      return lazy('organization-settings', <OrganizationSettingsScreen />);
    case 'dashboard':
      return lazy('dashboard', <DashboardScreen />);
    case 'reports':
      return lazy('reports', <ReportsScreen />);
    case 'report':
      // Keyed by the report, so going from one report to another starts afresh.
      return route.report ? lazy('report', <ReportScreen key={route.report} name={route.report} title={route.title ?? ''} />) : null;
    case 'unavailable':
      return <UnavailableScreen title={route.title ?? ''} home={{ path: STAFF_HOME, label: messages.unavailable.staffHome }} />;
  }
}

export function staffRouteObjects(): RouteObject[] {
  const toObject = (route: StaffRoute): RouteObject => ({
    path: route.path,
    element: route.auth ? <Guarded route={route}>{screenOf(route)}</Guarded> : screenOf(route),
    // Inside the layout: a screen whose chunk failed keeps the top bar and offers Recarregar.
    errorElement: <ScreenLoadError />,
  });
  return [
    {
      element: <RootRoute />,
      children: [
        { element: <BlankLayout />, children: STAFF_ROUTES.filter((route) => !route.auth && route.layout !== 'staff-when-logged').map(toObject) },
        {
          element: <StaffLayout />,
          children: STAFF_ROUTES.filter((route) => (route.auth && route.layout !== 'sign') || route.layout === 'staff-when-logged').map(toObject),
        },
        { element: <SignLayout />, children: STAFF_ROUTES.filter((route) => route.auth && route.layout === 'sign').map(toObject) },
        { element: <BlankLayout />, children: [{ path: '*', element: <NotFoundScreen homePath={STAFF_HOME} /> }] },
      ],
    },
  ];
}

export const createStaffRouter = () => createBrowserRouter(staffRouteObjects());
