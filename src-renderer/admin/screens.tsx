// The administration screens the staff route table names, each a declared resource drawn by the
// generic list or editor.
import { absenceReasonResource } from './absenceReasons/absenceReasonResource';
import { externalContactResource } from './externalContacts/externalContactResource';
import { ResourceEditorScreen } from './resource/ResourceEditorScreen';
import { ResourceListScreen } from './resource/ResourceListScreen';
import { roleResource } from './roles/roleResource';
import { userResource } from './users/userResource';
import type { AdminResourceName } from './resourceNames';

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
  }
}

export function AdminEditorScreen({ resource }: { resource: AdminResourceName }) {
  switch (resource) {
    case 'roles':
      return <ResourceEditorScreen resource={roleResource} />;
    case 'absence-reasons':
      return <ResourceEditorScreen resource={absenceReasonResource} />;
    case 'users':
      return <ResourceEditorScreen resource={userResource} />;
    case 'external-contacts':
      return <ResourceEditorScreen resource={externalContactResource} />;
  }
}
