// The keyboard shortcuts of the queue, opened with ?.
import { Kbd, Modal, Table } from '@mantine/core';
import { messages } from '../../../src-shared/messages';

const t = messages.workQueue.shortcuts;
const SHORTCUTS: ReadonlyArray<[string, string]> = [
  ['j', t.next],
  ['k', t.previous],
  ['x', t.toggle],
  ['Enter', t.openItem],
  ['e', t.archive],
  ['?', t.help],
];

export function ShortcutsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} centered>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.key}</Table.Th>
            <Table.Th>{t.action}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map(([key, action]) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Kbd>{key}</Kbd>
              </Table.Td>
              <Table.Td>{action}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
