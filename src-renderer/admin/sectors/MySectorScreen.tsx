// Meu Setor (sector-settings-access): the editor of the sector the user is connected to. Whoever
// holds sector-settings-access may save it there (the server allows that sector alone, and not its
// type or parent); the other tabs follow their own permissions.
import { Alert } from '@mantine/core';
import { messages } from '../../../src-shared/messages';
import { ListPage } from '../../components/Page';
import { useSession } from '../../session/sessionStore';
import { ResourceEditorScreen } from '../resource/ResourceEditorScreen';
import { sectorResource } from './sectorResource';

export const MY_SECTOR_UPDATE = ['sector-create-update', 'sector-settings-access'] as const;

export function MySectorScreen() {
  const connected = useSession((state) => state.connectedSector);
  if (connected === null) {
    return (
      <ListPage>
        <Alert color="yellow" role="status">
          {messages.sectors.mySector.noSector}
        </Alert>
      </ListPage>
    );
  }
  return <ResourceEditorScreen key={connected.id} resource={sectorResource} id={connected.id} updatePermissions={MY_SECTOR_UPDATE} title={messages.sectors.mySectorTitle} />;
}
