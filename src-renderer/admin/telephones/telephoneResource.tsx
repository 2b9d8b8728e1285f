// Lista telefônica (issue 17; /administration/telephones, GET /user with `telephones`) declared as a
// read-only resource every staff member reads: enabled colleagues by name, e-mail or sector, or
// those of one sector, with each sector's telephone and ramal, the cellphone and the e-mail as
// links. Nothing to edit, detail or export: the server tells the directory nothing more.
import { Anchor, Stack, Text } from '@mantine/core';
import type { TelephoneEntry } from '../../../src-shared/api/internalUsers';
import { formatPhoneNumber } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { internalUsersApi } from '../../api/client';
import { TELEPHONES_PATH } from '../../routing/routeTable';
import { defineReadOnlyResource, EVERY_STAFF } from '../resource/defineResource';
import { apiListParams } from '../resource/listQuery';
import { sectorFilter } from '../sectorFilter';
import { mailHref, sectorsInOrder, telHref } from './telephoneLines';

const t = messages.telephoneDirectory;

function Phone({ name, number }: { name: string; number: string }) {
  const shown = formatPhoneNumber(number) || number;
  const href = telHref(number);
  return href === null ? <>{shown}</> : <Anchor href={href} aria-label={t.call(name, shown)}>{shown}</Anchor>;
}

function SectorLines({ entry }: { entry: TelephoneEntry }) {
  return (
    <Stack gap={2}>
      {sectorsInOrder(entry).map((sector) => (
        <Text key={sector.id} size="sm">
          {sector.name}
          {sector.isPrimarySector && entry.sectors.length > 1 ? ` (${t.primary})` : ''}
        </Text>
      ))}
    </Stack>
  );
}

/** Each sector's telephone and ramal, on the line of the sector beside it. */
function TelephoneLines({ entry }: { entry: TelephoneEntry }) {
  return (
    <Stack gap={2}>
      {sectorsInOrder(entry).map((sector) => (
        <Text key={sector.id} size="sm">
          {sector.telephone !== null ? <Phone name={sector.name} number={sector.telephone} /> : null}
          {sector.ramal !== null && sector.ramal !== '' ? `${sector.telephone !== null ? ' · ' : ''}${t.ramal} ${sector.ramal}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

export const telephoneResource = defineReadOnlyResource<TelephoneEntry>({
  name: 'telephones',
  texts: { title: t.title, loadFailed: t.loadFailed, empty: t.empty },
  path: TELEPHONES_PATH,
  permissions: { list: EVERY_STAFF },
  columns: [
    { key: 'name', label: t.name, render: (entry) => <Text fw={500}>{entry.name}</Text> },
    { key: 'sector', label: t.sector, render: (entry) => <SectorLines entry={entry} /> },
    { key: 'telephone', label: t.telephone, render: (entry) => <TelephoneLines entry={entry} /> },
    { key: 'cellphone', label: t.cellphone, render: (entry) => (entry.cellphone !== null ? <Phone name={entry.name} number={entry.cellphone} /> : null) },
    {
      key: 'email',
      label: t.email,
      render: (entry) =>
        entry.email !== null ? (
          <Anchor href={mailHref(entry.email)} aria-label={t.mail(entry.name, entry.email)}>
            {entry.email}
          </Anchor>
        ) : null,
    },
  ],
  filters: {
    search: { placeholder: t.searchPlaceholder },
    // GET /user?telephones&sector= narrows the directory to one sector's colleagues.
    extra: [sectorFilter],
  },
  api: { list: (query, signal) => internalUsersApi.telephones(apiListParams(query), signal) },
  titleOf: (entry) => entry.name,
});
