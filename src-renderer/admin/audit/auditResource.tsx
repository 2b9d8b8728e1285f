// Auditoria (issue 17 point 4; /administration/settings/audit, audit-list) declared as a read-only
// resource: the trail newest first (time, user, action, entity and id, document, IP), filtered by
// user, document number, entity, action and period, each entry's route, user agent and changes
// before → after in a drawer, and the CSV of the current filters. Entries are append-only: no
// editor, nothing to write.
import { Code, Table, Text } from '@mantine/core';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntryView } from '../../../src-shared/api/audit';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { auditApi } from '../../api/client';
import { defineReadOnlyResource } from '../resource/defineResource';
import { apiFilterParams, apiListParams } from '../resource/listQuery';
import { actionLabel, entityLabel, entityName, shownValue } from './auditValues';

const t = messages.audit;
export const AUDIT_PATH = '/administration/settings/audit';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="sm" style={{ wordBreak: 'break-word' }}>
      <strong>{label}:</strong> {children}
    </Text>
  );
}

function Changes({ entry }: { entry: AuditEntryView }) {
  const changes = Object.entries(entry.changes ?? {});
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dark.6">
        {t.noChanges}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table aria-label={t.changes}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.field}</Table.Th>
            <Table.Th>{t.before}</Table.Th>
            <Table.Th>{t.after}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map(([field, [before, after]]) => (
            <Table.Tr key={field}>
              <Table.Td>{field}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{shownValue(before)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{shownValue(after)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export const auditResource = defineReadOnlyResource<AuditEntryView>({
  name: 'audit',
  texts: { title: t.title, intro: t.intro, loadFailed: t.loadError, empty: t.empty },
  path: AUDIT_PATH,
  permissions: { list: ['audit-list'] },
  columns: [
    { key: 'at', label: t.columns.at, render: (entry) => formatDateTime(entry.at) },
    { key: 'user', label: t.columns.user, render: (entry) => t.userLabel(entry.user_name, entry.user_id) },
    { key: 'action', label: t.columns.action, render: (entry) => actionLabel(entry.action) },
    { key: 'entity', label: t.columns.entity, render: (entry) => entityLabel(entry.entity, entry.entity_id) },
    { key: 'document', label: t.columns.document, render: (entry) => entry.document_number ?? '' },
    { key: 'ip', label: t.columns.ip, render: (entry) => entry.ip },
  ],
  filters: {
    extra: [
      {
        kind: 'select',
        param: 'user_id',
        label: t.filters.user,
        placeholder: t.filters.userPlaceholder,
        searchable: true,
        options: {
          load: async (signal) => (await auditApi.users(signal)).data.map((user) => ({ value: String(user.id), label: user.name })),
          failed: t.usersLoadError,
        },
      },
      { kind: 'text', param: 'document', label: t.filters.document },
      {
        kind: 'select',
        param: 'entity',
        label: t.filters.entity,
        placeholder: t.entityPlaceholder,
        options: AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityName(entity) })),
      },
      {
        kind: 'select',
        param: 'action',
        label: t.filters.action,
        placeholder: t.filters.actionPlaceholder,
        options: AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
      },
      { kind: 'dateRange', label: t.filters.period, from: { param: 'from', label: t.filters.from }, to: { param: 'to', label: t.filters.to } },
    ],
  },
  api: { list: (query, signal) => auditApi.list(apiListParams(query), signal) },
  titleOf: (entry) => t.detailsTitle(entry.id),
  rowData: (entry) => ({ action: entry.action }),
  detail: {
    openLabel: (entry) => t.showDetails(entry.id),
    title: (entry) => t.detailsTitle(entry.id),
    sections: [
      {
        key: 'request',
        render: (entry) => (
          <>
            <Line label={t.columns.at}>{formatDateTime(entry.at)}</Line>
            <Line label={t.columns.user}>{t.userLabel(entry.user_name, entry.user_id)}</Line>
            <Line label={t.columns.action}>{actionLabel(entry.action)}</Line>
            <Line label={t.columns.entity}>{entityLabel(entry.entity, entry.entity_id)}</Line>
            <Line label={t.detailRoute}>
              <Code>{entry.route || '—'}</Code>
            </Line>
            {entry.status !== null && <Line label={t.detailStatus}>{entry.status}</Line>}
            {entry.document_number !== null && <Line label={t.detailDocument}>{entry.document_number}</Line>}
            <Line label={t.columns.ip}>{entry.ip || '—'}</Line>
            <Line label={t.detailUserAgent}>{entry.user_agent || '—'}</Line>
            <Text size="xs" c="dark.6" style={{ wordBreak: 'break-all' }}>
              <strong>{t.detailHash}:</strong> {entry.hash}
            </Text>
          </>
        ),
      },
      { key: 'changes', label: t.changes, render: (entry) => <Changes entry={entry} /> },
    ],
  },
  exports: [{ key: 'export', label: t.exportCsv, fileName: t.csvFileName, run: (query) => auditApi.exportCsv(apiFilterParams(query)), failed: t.exportError }],
});
