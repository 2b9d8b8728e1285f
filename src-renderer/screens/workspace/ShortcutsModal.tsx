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
/** Listed after e, only to whom may sign (signature-sign). */
const SIGN_SHORTCUT: [string, string] = ['s', messages.signFromQueue.queue.shortcut];

export function ShortcutsModal({ opened, onClose, canSign = false }: { opened: boolean; onClose: () => void; canSign?: boolean }) {
  const shortcuts = canSign ? [...SHORTCUTS.slice(0, 5), SIGN_SHORTCUT, ...SHORTCUTS.slice(5)] : SHORTCUTS;
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
          {shortcuts.map(([key, action]) => (
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
