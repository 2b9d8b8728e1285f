// Every staff route of the spec with its guard data: the route name the permission guard checks
// against the public list, the permissions that open it, and whether a token is needed at all.
// Screens arrive issue by issue; a route whose screen is not built yet says so ('unavailable').
import { messages } from '../../src-shared/messages';
import type { AdminResourceName, EditableAdminResourceName } from '../admin/resourceNames';
import { EXTERNAL_CONTACTS_SUBGROUP, permissionNamesInSubgroup, SIGNATURE_SUBGROUP } from '../../src-shared/permissions';
import { REPORT_CATALOGUE } from '../reports/reportCatalogue';

export type StaffScreen =
  | 'login'
  | 'disabled-user'
  | 'forbidden'
  | 'not-found'
  | 'index'
  | 'workspace'
  | 'workspace-calendar'
  | 'workspace-map'
  | 'profile'
  | 'update-contact'
  | 'update-password'
  | 'certificates'
  | 'signup-landing'
  | 'inbox-item'
  | 'document-search'
  | 'document-create'
  | 'reply'
  | 'sign'
  | 'signed'
  | 'signature-requests'
  | 'admin-list'
  | 'admin-editor'
  | 'my-sector'
  | 'organization-settings'
  | 'dashboard'
  | 'reports'
  | 'report'
  | 'unavailable';

export type StaffRoute = {
  path: string;
  name: string;
  screen: StaffScreen;
  /** false for the screens a visitor without a token must reach. */
  auth: boolean;
  permissions?: readonly string[];
  title?: string;
  /**
   * A logged route's layout: the staff layout unless named (/sign has its own, §2). A public
   * route is drawn blank, or with 'staff-when-logged' inside the staff layout for a logged user,
   * who should not lose the top bar by opening it from the profile menu.
   */
  layout?: 'staff' | 'sign' | 'staff-when-logged';
  /** The declared administration resource an 'admin-list' or 'admin-editor' screen draws (an editor only of an editable one). */
  resource?: AdminResourceName;
  /** Open to every staff member whatever their permissions (the telephone directory), though not on §6's public list. */
  everyStaff?: true;
  /** The report a 'report' screen draws (its name in GET /api/reports/<name>). */
  report?: string;
};

/** Route names any logged user may open, whatever their permissions (§6). */
export const PUBLIC_ROUTE_NAMES: ReadonlySet<string> = new Set([
  '403', '404', 'index', 'citizen', 'authenticity', 'profile', 'emailView', 'password-reset', 'administration',
  'document-create', 'citizen-ombudsman', 'view-type', 'filter', 'calendar', 'inbox', 'sign', 'disabled-user',
  'documents', 'govbr-authentication-completed', 'terms',
]);

const menu = messages.menu;
const later = (path: string, name: string, title: string, permissions?: readonly string[]): StaffRoute => ({
  path, name, screen: 'unavailable', auth: true, title, ...(permissions ? { permissions } : {}),
});
type ResourceRoutePermissions = { list: readonly string[]; create: readonly string[]; edit: readonly string[] };
/** A declared administration resource: its list, /create and /:id/edit, behind the same permissions or each behind its own. */
const adminResource = (path: string, name: string, resource: EditableAdminResourceName, title: string, permissions: readonly string[] | ResourceRoutePermissions): StaffRoute[] => {
  const each = 'list' in permissions ? permissions : { list: permissions, create: permissions, edit: permissions };
  return [
    { path, name, screen: 'admin-list', auth: true, title, permissions: each.list, resource },
    { path: `${path}/create`, name: `${name}-create`, screen: 'admin-editor', auth: true, title, permissions: each.create, resource },
    { path: `${path}/:id/edit`, name: `${name}-edit`, screen: 'admin-editor', auth: true, title, permissions: each.edit, resource },
  ];
};
const open = (path: string, name: string, screen: StaffScreen): StaffRoute => ({ path, name, screen, auth: false });

export const CERTIFICATE_SETTINGS_PATH = '/settings/certificates';
export const TELEPHONES_PATH = '/administration/telephones';

export const SIGNATURE_PERMISSIONS = permissionNamesInSubgroup(SIGNATURE_SUBGROUP);
export const EXTERNAL_CONTACT_PERMISSIONS = permissionNamesInSubgroup(EXTERNAL_CONTACTS_SUBGROUP);
const parking = ['parkingAuthorization-list', 'parkingAuthorization-create', 'parkingAuthorization-update'];
const traffic = ['trafficAuthorization-list', 'trafficAuthorization-create', 'trafficAuthorization-update'];
const transport = ['transportAuthorization-list', 'transportAuthorization-create', 'transportAuthorization-update'];
const broadcast = ['broadcast-create', 'broadcast-update', 'broadcast-delete'];

export const STAFF_ROUTES: readonly StaffRoute[] = [
  open('/login', 'login', 'login'),
  open('/disabled-user', 'disabled-user', 'disabled-user'),
  open('/403', '403', 'forbidden'),
  open('/404', '404', 'not-found'),
  // Token diagnostics, public like the server address: whoever cannot log in with a token needs it.
  { ...open(CERTIFICATE_SETTINGS_PATH, 'certificates', 'certificates'), layout: 'staff-when-logged' },
  // Where a certificate login without an account lands (the citizen portal's signup route).
  open('/citizen/v2/signup/type', 'signup', 'signup-landing'),
  { path: '/', name: 'index', screen: 'index', auth: true },
  { path: '/workspace/sector/tasks', name: 'workspace', screen: 'workspace', auth: true, permissions: ['workspaceAccess'] },
  { path: '/workspace/personal/tasks', name: 'workspace', screen: 'workspace', auth: true, permissions: ['workspaceAccess'] },
  // The work queue's calendar view (issue 19): the same queue, so the same permission.
  { path: '/workspace/sector/calendar', name: 'workspace-calendar', screen: 'workspace-calendar', auth: true, permissions: ['workspaceAccess'] },
  { path: '/workspace/personal/calendar', name: 'workspace-calendar', screen: 'workspace-calendar', auth: true, permissions: ['workspaceAccess'] },
  // The Mapa view of the same queue (issue 19 §5), opened as the list is.
  { path: '/workspace/sector/map', name: 'workspace', screen: 'workspace-map', auth: true, permissions: ['workspaceAccess'] },
  { path: '/workspace/personal/map', name: 'workspace', screen: 'workspace-map', auth: true, permissions: ['workspaceAccess'] },
  { path: '/profile', name: 'profile', screen: 'profile', auth: true },
  { path: '/update/contact', name: 'profile', screen: 'update-contact', auth: true },
  { path: '/update/password', name: 'password-reset', screen: 'update-password', auth: true },
  { path: '/inbox/:inboxType/view/:type/:code/:tab?', name: 'emailView', screen: 'inbox-item', auth: true },
  { path: '/inbox/:inboxType/document/create', name: 'document-create', screen: 'document-create', auth: true, title: menu.newDocument },
  // Responder is an action of the email view: whoever may open the email may answer it.
  { path: '/inbox/:inboxType/reply/:code', name: 'emailView', screen: 'reply', auth: true, title: messages.reply.screen.title },
  { path: '/documents/search', name: 'documents', screen: 'document-search', auth: true },
  { path: '/signatures/signed', name: 'signatures', screen: 'signed', auth: true, permissions: SIGNATURE_PERMISSIONS, title: menu.signatures },
  { path: '/signatures/requests', name: 'signature-requests', screen: 'signature-requests', auth: true, permissions: ['signature-request'], title: messages.signatureRequests.mineMenu },
  { path: '/sign', name: 'sign', screen: 'sign', auth: true, title: messages.signing.title, layout: 'sign' },
  later('/ged', 'ged', menu.ged, ['ged-access']),
  later('/traffic-manager/parking', 'parking', menu.parking, parking),
  later('/traffic-manager/traffic', 'traffic', menu.traffic, traffic),
  later('/traffic-manager/transport', 'transport', menu.license, transport),
  // Reports and the dashboard (issue 20): one screen draws every report the server answers.
  { path: '/dashboard', name: 'dashboard', screen: 'dashboard', auth: true, title: messages.reports.dashboard.title, permissions: ['report-access'] },
  { path: '/reports', name: 'reports', screen: 'reports', auth: true, title: messages.profileMenu.reports, permissions: ['report-access'] },
  ...REPORT_CATALOGUE.map((report): StaffRoute => ({
    path: report.path, name: 'reports', screen: 'report', auth: true, title: report.title, permissions: [report.permission], report: report.name,
  })),
  // Read-only: the list alone, no editor routes.
  { path: '/administration/settings/audit', name: 'audit', screen: 'admin-list', auth: true, permissions: ['audit-list'], title: menu.audit, resource: 'audit' },
  ...adminResource('/administration/settings/users', 'users', 'users', menu.internalUsers, { list: ['user-list'], create: ['user-create'], edit: ['user-update'] }),
  ...adminResource('/administration/users-external', 'users-external', 'external-contacts', menu.externalUsers, EXTERNAL_CONTACT_PERMISSIONS),
  ...adminResource('/administration/settings/sector', 'sectors', 'sectors', menu.sectors, { list: ['sector-list'], create: ['sector-create-update'], edit: ['sector-create-update'] }),
  { path: '/administration/settings/my-sector', name: 'my-sector', screen: 'my-sector', auth: true, title: messages.profileMenu.mySector, permissions: ['sector-settings-access'] },
  // One screen, its tabs each behind its own permission (admin/organization/organizationSettings.tsx).
  { path: '/administration/settings/organization/:tab', name: 'organization', screen: 'organization-settings', auth: true, title: menu.organization, permissions: ['manage-organization', 'manage-doc-settings'] },
  ...adminResource('/administration/settings/subjects', 'subjects', 'subjects', menu.subjects, ['manage-subjects']),
  ...adminResource('/administration/settings/services', 'services', 'services', menu.services, ['manage-services']),
  // No tag permission in §6: keeping tags is keeping a sector (src-server/routes/tags.ts).
  ...adminResource('/administration/settings/tags', 'tags', 'tags', menu.tags, ['sector-create-update', 'sector-settings-access']),
  ...adminResource('/administration/settings/roles', 'roles', 'roles', menu.roles, ['manage-roles']),
  // Read-only and every staff member's (the resource's list permission is EVERY_STAFF).
  { path: TELEPHONES_PATH, name: 'telephones', screen: 'admin-list', auth: true, title: messages.telephoneDirectory.title, resource: 'telephones', everyStaff: true },
  ...adminResource('/administration/settings/absence-reasons', 'absence-reasons', 'absence-reasons', menu.absenceReasons, ['user-update']),
  ...adminResource('/administration/settings/broadcast', 'broadcast', 'broadcast', menu.broadcastLists, {
    list: broadcast,
    create: ['broadcast-create'],
    edit: broadcast,
  }),
  // Every staff member manages the models of their own sectors (the server checks the sector).
  ...adminResource('/administration/settings/models', 'models', 'models', menu.models, []).map((route): StaffRoute => ({ ...route, everyStaff: true })),
];

export const STAFF_HOME = '/workspace/sector/tasks';
