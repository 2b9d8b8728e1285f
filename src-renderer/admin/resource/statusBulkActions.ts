// Bulk Ativar / Desativar for a resource with a status (issue 17, point 7): one status call per
// selected item, one after the other; each applies only to items not already in that status, and
// the rows leave the filtered list (companion §4 for internal users and external contacts).
import type { Noun } from '../../../src-shared/messages/userScreens';
import { messages } from '../../../src-shared/messages';
import type { ResourceBulkAction } from './defineResource';

const a = messages.adminResourceActions;

type Status = 'enabled' | 'disabled';

export function statusBulkActions<Item>({
  permissions,
  noun,
  statusOf,
  setStatus,
}: {
  permissions: readonly string[];
  noun: Noun;
  statusOf: (item: Item) => Status;
  setStatus: (item: Item, status: Status) => Promise<unknown>;
}): ResourceBulkAction<Item>[] {
  return [
    {
      key: 'enable',
      label: a.bulkEnable,
      permissions,
      confirm: (count) => a.bulkEnableConfirm(count, noun),
      run: (item) => setStatus(item, 'enabled'),
      applies: (item) => statusOf(item) === 'disabled',
      removesRow: true,
      failed: messages.adminResource.statusFailed,
    },
    {
      key: 'disable',
      label: a.bulkDisable,
      permissions,
      confirm: (count) => a.bulkDisableConfirm(count, noun),
      run: (item) => setStatus(item, 'disabled'),
      applies: (item) => statusOf(item) === 'enabled',
      removesRow: true,
      failed: messages.adminResource.statusFailed,
      color: 'red',
    },
  ];
}
