// The top bar menu of §2, filtered by what the guards would let the user open. Entries the spec
// keeps to large screens are marked; the layout hides them below the lg breakpoint.
import type { InboxType } from '../../../src-shared/ipc/contract';
import type { SignatureCounts } from '../../../src-shared/api/signatureCounts';
import { messages } from '../../../src-shared/messages';
import { mayOpenPath } from '../../routing/access';
import { CERTIFICATE_SETTINGS_PATH, TELEPHONES_PATH } from '../../routing/routeTable';
import { USAGE_STATISTICS_PATH } from '../../reports/reportCatalogue';
import { FINISHED_REQUESTS_PATH, PENDING_REQUESTS_PATH, SIGN_PERMISSION } from '../../screens/sign/signLinks';

/** Which count of GET /api/signature/counts a link shows beside its label. */
export type MenuCount = 'pending' | 'finished';
/**
 * requires: a permission the link needs besides its route's guard. /sign is a public route name
 * (§6), but every signing call needs signature-sign, so its links are hidden without it.
 */
export type MenuLink = { label: string; to: string; count?: MenuCount; requires?: string };
export type MenuGroup = { id: string; label: string; largeOnly: boolean; items: MenuLink[] };
export type MenuEntry = MenuGroup | ({ id: string; largeOnly: boolean } & MenuLink);

const m = messages.menu;
const s = messages.signFromQueue.menu;

export function staffMenu(inboxType: InboxType): MenuEntry[] {
  return [
    {
      id: 'work-queue',
      label: m.workQueue,
      largeOnly: false,
      items: [
        { label: m.workQueueSector, to: '/workspace/sector/tasks' },
        { label: m.workQueuePersonal, to: '/workspace/personal/tasks' },
      ],
    },
    {
      id: 'documents',
      label: m.documents,
      largeOnly: false,
      items: [
        { label: m.newDocument, to: `/inbox/${inboxType}/document/create` },
        { label: m.searchDocuments, to: '/documents/search' },
      ],
    },
    {
      id: 'signatures',
      label: m.signatures,
      largeOnly: false,
      items: [
        { label: s.signedDocuments, to: '/signatures/signed' },
        { label: s.pending, to: PENDING_REQUESTS_PATH, count: 'pending', requires: SIGN_PERMISSION },
        { label: s.finished, to: FINISHED_REQUESTS_PATH, count: 'finished', requires: SIGN_PERMISSION },
        { label: messages.signatureRequests.mineMenu, to: '/signatures/requests' },
      ],
    },
    {
      id: 'dtt',
      label: m.dtt,
      largeOnly: true,
      items: [
        { label: m.parking, to: '/traffic-manager/parking' },
        { label: m.traffic, to: '/traffic-manager/traffic' },
        { label: m.license, to: '/traffic-manager/transport' },
      ],
    },
    { id: 'ged', label: m.ged, largeOnly: true, to: '/ged' },
    {
      id: 'settings',
      label: m.settings,
      largeOnly: true,
      items: [
        { label: m.audit, to: '/administration/settings/audit' },
        { label: m.internalUsers, to: '/administration/settings/users?status=enabled' },
        { label: m.externalUsers, to: '/administration/users-external?status=enabled' },
        { label: m.sectors, to: '/administration/settings/sector?status=enabled' },
        { label: m.organization, to: '/administration/settings/organization/general' },
        { label: m.subjects, to: '/administration/settings/subjects?status=enabled' },
        { label: m.broadcastLists, to: '/administration/settings/broadcast' },
        { label: m.models, to: '/administration/settings/models' },
        { label: m.services, to: '/administration/settings/services' },
        { label: m.tags, to: '/administration/settings/tags' },
        { label: m.roles, to: '/administration/settings/roles' },
        { label: m.absenceReasons, to: '/administration/settings/absence-reasons' },
      ],
    },
  ];
}

/** Links the user may not open are dropped, and a group left empty goes with them. */
export function visibleStaffMenu(permissions: ReadonlySet<string>, inboxType: InboxType): MenuEntry[] {
  return staffMenu(inboxType).flatMap((entry): MenuEntry[] => {
    if (!('items' in entry)) return mayOpenPath(entry.to, permissions) ? [entry] : [];
    const items = entry.items.filter((item) => mayOpenPath(item.to, permissions) && (item.requires === undefined || permissions.has(item.requires)));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}

/** Whether any entry shown carries a count: only then are the counts asked for. */
export const showsCounts = (entries: readonly MenuEntry[]): boolean =>
  entries.some((entry) => 'items' in entry && entry.items.some((item) => item.count !== undefined));

/** The number a link shows, or null: none for a link without a count, and none while it is zero. */
export function countOf(counts: SignatureCounts | undefined, count: MenuCount | undefined): number | null {
  if (count === undefined || counts === undefined) return null;
  return counts[count] > 0 ? counts[count] : null;
}

export type ProfileMenuItem =
  | { id: string; label: string; kind: 'link'; to: string }
  | { id: string; label: string; kind: 'external'; href: string }
  | { id: 'change-sector' | 'learning' | 'logout'; label: string; kind: 'action' };

export function visibleProfileMenu(
  permissions: ReadonlySet<string>,
  organization: { is_moodle_enabled: boolean; support_url: string | null } | undefined,
  /** What this build can do: token diagnostics only where a token can be reached (the desktop). */
  capabilities: { signer: boolean } = { signer: false },
): ProfileMenuItem[] {
  const p = messages.profileMenu;
  const items: Array<ProfileMenuItem | false> = [
    { id: 'profile', label: p.profile, kind: 'link', to: '/profile' },
    { id: 'change-sector', label: p.changeSector, kind: 'action' },
    // Every staff member reads the telephone directory.
    { id: 'telephones', label: p.telephones, kind: 'link', to: TELEPHONES_PATH },
    mayOpenPath('/administration/settings/my-sector', permissions) && {
      id: 'my-sector', label: p.mySector, kind: 'link', to: '/administration/settings/my-sector',
    },
    organization?.is_moodle_enabled === true && { id: 'learning', label: p.learning, kind: 'action' },
    !!organization?.support_url && { id: 'support', label: p.support, kind: 'external', href: organization.support_url },
    mayOpenPath(USAGE_STATISTICS_PATH, permissions) && { id: 'usage', label: p.usageStatistics, kind: 'link', to: USAGE_STATISTICS_PATH },
    mayOpenPath('/reports', permissions) && { id: 'reports', label: p.reports, kind: 'link', to: '/reports' },
    capabilities.signer && { id: 'certificates', label: messages.certificates.settingsLink, kind: 'link', to: CERTIFICATE_SETTINGS_PATH },
    { id: 'logout', label: p.logout, kind: 'action' },
  ];
  return items.filter((item): item is ProfileMenuItem => item !== false);
}
