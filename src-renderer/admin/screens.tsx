// The administration screens the staff route table names, each a declared resource drawn by the
// generic list or editor (a read-only resource has no editor).
import { absenceReasonResource } from './absenceReasons/absenceReasonResource';
import { organizationSettings } from './organization/organizationSettings';
import { SettingsScreen } from './resource/SettingsScreen';
import { auditResource } from './audit/auditResource';
import { blueprintResource } from './blueprints/blueprintResource';
import { broadcastResource } from './broadcast/broadcastResource';
import { externalContactResource } from './externalContacts/externalContactResource';
import { ResourceEditorScreen } from './resource/ResourceEditorScreen';
import { ResourceListScreen } from './resource/ResourceListScreen';
import { roleResource } from './roles/roleResource';
import { serviceResource } from './services/serviceResource';
import { tagResource } from './tags/tagResource';
import { subjectResource } from './subjects/subjectResource';
import { sectorResource } from './sectors/sectorResource';
import { telephoneResource } from './telephones/telephoneResource';
import { userResource } from './users/userResource';
import type { AdminResourceName, EditableAdminResourceName } from './resourceNames';

export function AdminListScreen({ resource }: { resource: AdminResourceName }) {
  switch (resource) {
    case 'roles':
      return <ResourceListScreen resource={roleResource} />;
    case 'absence-reasons':
      return <ResourceListScreen resource={absenceReasonResource} />;
    case 'users':
      return <ResourceListScreen resource={userResource} />;
    case 'external-contacts':
      return <ResourceListScreen resource={externalContactResource} />;
    case 'broadcast':
      return <ResourceListScreen resource={broadcastResource} />;
    case 'models':
      return <ResourceListScreen resource={blueprintResource} />;
    case 'services':
      return <ResourceListScreen resource={serviceResource} />;
    case 'tags':
      return <ResourceListScreen resource={tagResource} />;
    case 'subjects':
      return <ResourceListScreen resource={subjectResource} />;
    case 'sectors':
      return <ResourceListScreen resource={sectorResource} />;
    case 'audit':
      return <ResourceListScreen resource={auditResource} />;
    case 'telephones':
      return <ResourceListScreen resource={telephoneResource} />;
  }
}

export function AdminEditorScreen({ resource }: { resource: EditableAdminResourceName }) {
  switch (resource) {
    case 'roles':
      return <ResourceEditorScreen resource={roleResource} />;
    case 'absence-reasons':
      return <ResourceEditorScreen resource={absenceReasonResource} />;
    case 'users':
      return <ResourceEditorScreen resource={userResource} />;
    case 'external-contacts':
      return <ResourceEditorScreen resource={externalContactResource} />;
    case 'broadcast':
      return <ResourceEditorScreen resource={broadcastResource} />;
    case 'models':
      return <ResourceEditorScreen resource={blueprintResource} />;
    case 'services':
      return <ResourceEditorScreen resource={serviceResource} />;
    case 'tags':
      return <ResourceEditorScreen resource={tagResource} />;
    case 'subjects':
      return <ResourceEditorScreen resource={subjectResource} />;
    case 'sectors':
      return <ResourceEditorScreen resource={sectorResource} />;
  }
}

/** The organisation's settings: one record in tabs (admin/resource/defineSettings.ts). */
export function OrganizationSettingsScreen() {
  return <SettingsScreen settings={organizationSettings} />;
}
