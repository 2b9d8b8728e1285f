// The staff app's router, built from the route table: public screens in the blank layout (the
// certificates screen in the staff layout once logged), the rest inside the staff layout (or
// /sign's own) behind the guards, and anything else the 404 page.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { messages } from '../../src-shared/messages';
import { isEditable } from '../admin/resourceNames';
import { AdminEditorScreen, AdminListScreen, OrganizationSettingsScreen } from '../admin/screens';
import { MySectorScreen } from '../admin/sectors/MySectorScreen';
import { STAFF_AREA } from '../app/area';
import { BlankLayout } from '../layouts/BlankLayout';
import { SignLayout } from '../layouts/staff/SignLayout';
import { StaffLayout } from '../layouts/staff/StaffLayout';
import { CertificatesScreen } from '../screens/certificates/CertificatesScreen';
import { StaffSignupLandingScreen } from '../screens/citizen/SignupLandingScreen';
import { UpdateContactScreen, UpdatePasswordScreen } from '../screens/account/AccountScreens';
import { StaffProfileScreen } from '../screens/profile/ProfileScreens';
import { CreateDocumentScreen } from '../screens/create/CreateDocumentScreen';
import { DisabledUserScreen } from '../screens/errors/DisabledUserScreen';
import { ForbiddenScreen } from '../screens/errors/ForbiddenScreen';
import { NotFoundScreen } from '../screens/errors/NotFoundScreen';
import { UnavailableScreen } from '../screens/errors/UnavailableScreen';
import { InboxItemScreen } from '../screens/inbox/InboxItemScreen';
import { LoginScreen } from '../screens/login/LoginScreen';
import { ReplyScreen } from '../screens/reply/ReplyScreen';
import { DocumentSearchScreen } from '../screens/search/DocumentSearchScreen';
import { SignedScreen } from '../screens/sign/SignedScreen';
import { MySignatureRequestsScreen } from '../signatureRequests/MySignatureRequestsScreen';
import { SignScreen } from '../screens/sign/SignScreen';
import { WorkspaceScreen } from '../screens/workspace/WorkspaceScreen';
import { staffRedirectAfterLogin } from '../session/redirects';
import { DashboardScreen } from '../dashboard/DashboardScreen';
import { ReportScreen } from '../reports/ReportScreen';
import { ReportsHubScreen } from '../reports/ReportsHubScreen';
import { Guarded } from './Guarded';
import { RootRoute } from './RootRoute';
import { STAFF_HOME, STAFF_ROUTES, type StaffRoute } from './routeTable';

const nextStep = (user: Parameters<typeof staffRedirectAfterLogin>[0]) => staffRedirectAfterLogin(user, null);

function screenOf(route: StaffRoute) {
  switch (route.screen) {
    case 'login':
      return <LoginScreen />;
    case 'disabled-user':
      return <DisabledUserScreen loginPath={STAFF_AREA.loginPath} />;
    case 'forbidden':
      return <ForbiddenScreen homePath={STAFF_HOME} />;
    case 'not-found':
      return <NotFoundScreen homePath={STAFF_HOME} />;
    case 'index':
      return <Navigate to={STAFF_HOME} replace />;
    case 'workspace':
      return <WorkspaceScreen inboxType={route.path.includes('/personal/') ? 'personal' : 'sector'} />;
    case 'workspace-calendar':
      return <WorkspaceScreen inboxType={route.path.includes('/personal/') ? 'personal' : 'sector'} view="calendar" />;
    case 'workspace-map':
      return <WorkspaceScreen inboxType={route.path.includes('/personal/') ? 'personal' : 'sector'} view="map" />;
    case 'profile':
      return <StaffProfileScreen next={nextStep} />;
    case 'update-contact':
      return <UpdateContactScreen next={nextStep} />;
    case 'update-password':
      return <UpdatePasswordScreen next={nextStep} />;
    case 'certificates':
      return <CertificatesScreen />;
    case 'signup-landing':
      return <StaffSignupLandingScreen />;
    case 'inbox-item':
      return <InboxItemScreen />;
    case 'document-search':
      return <DocumentSearchScreen />;
    case 'document-create':
      return <CreateDocumentScreen />;
    case 'reply':
      return <ReplyScreen />;
    case 'sign':
      return <SignScreen />;
    case 'signed':
      return <SignedScreen />;
    case 'signature-requests':
      return <MySignatureRequestsScreen />;
    case 'admin-list':
      return route.resource ? <AdminListScreen resource={route.resource} /> : null;
    case 'admin-editor':
      return route.resource !== undefined && isEditable(route.resource) ? <AdminEditorScreen resource={route.resource} /> : null;
    case 'my-sector':
      return <MySectorScreen />;
    case 'organization-settings':
      return <OrganizationSettingsScreen />;
    case 'dashboard':
      return <DashboardScreen />;
    case 'reports':
      return <ReportsHubScreen />;
    case 'report':
      // Keyed by the report, so going from one report to another starts afresh.
      return route.report ? <ReportScreen key={route.report} name={route.report} title={route.title ?? ''} /> : null;
    case 'unavailable':
      return <UnavailableScreen title={route.title ?? ''} home={{ path: STAFF_HOME, label: messages.unavailable.staffHome }} />;
  }
}

export function staffRouteObjects(): RouteObject[] {
  const toObject = (route: StaffRoute): RouteObject => ({
    path: route.path,
    element: route.auth ? <Guarded route={route}>{screenOf(route)}</Guarded> : screenOf(route),
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
