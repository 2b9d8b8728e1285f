// §2 404 page: Página não encontrada, a Mostrar log dialog for support, Voltar to the inbox.
import { Button, Group, Modal, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMapOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { previousUrl } from '../../routing/navigationLog';
import { useMe } from '../../session/queries';
import { MessagePage } from './MessagePage';

const t = messages.notFound;

export function NotFoundScreen({ homePath }: { homePath: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const me = useMe();
  const [log, setLog] = useState<Array<[string, string]>>([]);

  const showLog = () => {
    const user = me.data ? `${me.data.person.name}${me.data.person.email ? ` (${me.data.person.email})` : ''}` : t.none;
    setLog([
      [t.previousUrl, previousUrl() ?? t.none],
      [t.currentUrl, window.location.href],
      [t.date, formatDateTime(Date.now())],
      [t.loggedUser, user],
    ]);
    open();
  };

  return (
    <MessagePage icon={<IconMapOff size={48} aria-hidden color="var(--mantine-color-darkBlue-8)" />} title={t.title} text={t.text}>
      <Group>
        <Button variant="default" onClick={showLog}>
          {t.showLog}
        </Button>
        <Button component={Link} to={homePath}>
          {t.back}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t.logTitle} size="lg" centered>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {log.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={150}>{label}</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </MessagePage>
  );
}
