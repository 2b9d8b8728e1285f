// Imprimir (issue 15 §5): completo with or without the attachments' pages, padrão, parcial (the
// dispatches the user picks) and the ZIP package, each downloaded as the server made it. Every
// printed page carries the number, the verification code and its QR code (server side).
import { Button, Checkbox, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { SummaryItem, ViewedEmail } from '../../../src-shared/api/inbox';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { inboxApi } from '../../api/client';
import type { PrintKind } from '../../api/inboxApi';
import { downloadBlob } from '../../app/download';
import { toast } from '../../app/toasts';
import { failureMessage } from './itemActions';
import { dispatchTypeLabel } from './itemView';

const p = messages.inboxView.actions.print;
const SUFFIX: Record<PrintKind, string> = { full: 'completo.pdf', 'full-no-files': 'completo-sem-anexos.pdf', standard: 'padrao.pdf', partial: 'parcial.pdf', zip: 'pacote.zip' };

type Props = { email: ViewedEmail; dispatches: readonly SummaryItem[]; disabled: boolean; reason: string | undefined };

export function PrintMenu({ email, dispatches, disabled, reason }: Props) {
  const [partialOpened, partial] = useDisclosure(false);
  const mutation = useMutation({
    mutationFn: ({ kind, ids }: { kind: PrintKind; ids?: readonly number[] }) => inboxApi.printout(email.inbox_email_uuid, kind, ids),
    onSuccess: (blob, { kind }) => {
      downloadBlob(blob, p.fileName(email.number || email.title, SUFFIX[kind]));
      toast.success(p.ready);
      partial.close();
    },
    onError: (error) => toast.error(failureMessage(error, p.failure)),
  });
  const run = (kind: PrintKind) => mutation.mutate({ kind });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={mutation.isPending}
            disabled={disabled}
            aria-description={reason}
          >
            {p.label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => run('full')}>{p.full}</Menu.Item>
          <Menu.Item onClick={() => run('full-no-files')}>{p.fullNoFiles}</Menu.Item>
          <Menu.Item onClick={() => run('standard')}>{p.standard}</Menu.Item>
          <Menu.Item onClick={partial.open} disabled={dispatches.length === 0}>
            {p.partial}
          </Menu.Item>
          <Menu.Item onClick={() => run('zip')}>{p.zip}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={partialOpened} onClose={partial.close} title={p.partialTitle}>
        {partialOpened ? <PartialForm dispatches={dispatches} pending={mutation.isPending} onPrint={(ids) => mutation.mutate({ kind: 'partial', ids })} /> : null}
      </Modal>
    </>
  );
}

function PartialForm({ dispatches, pending, onPrint }: { dispatches: readonly SummaryItem[]; pending: boolean; onPrint: (ids: number[]) => void }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  return (
    <Stack gap="md">
      <Checkbox.Group
        label={p.partialHint}
        value={chosen}
        onChange={(next) => {
          setChosen(next);
          setMissing(false);
        }}
        error={missing ? p.partialNone : undefined}
      >
        <Stack gap="xs" mt="xs">
          {dispatches.map((dispatch) => (
            <Checkbox key={dispatch.email_id} value={String(dispatch.email_id)} label={<DispatchLabel dispatch={dispatch} />} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button loading={pending} onClick={() => (chosen.length === 0 ? setMissing(true) : onPrint(chosen.map(Number)))}>
          {p.partialSubmit}
        </Button>
      </Group>
    </Stack>
  );
}

function DispatchLabel({ dispatch }: { dispatch: SummaryItem }) {
  return (
    <Text size="sm">
      {dispatchTypeLabel(dispatch.type)}: {dispatch.from} → {dispatch.to} ({formatDateTime(dispatch.created_at)})
    </Text>
  );
}
