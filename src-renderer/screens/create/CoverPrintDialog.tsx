// After a publish: "Deseja imprimir capa para o documento criado?" (opens 1 s after, §9). Sim
// downloads the cover PDF; a failure says "Erro ao imprimir capa" (the server's message
// preferred). Either way the user then goes on to the sent document.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messages } from '../../../src-shared/messages';
import { isApiError } from '../../api/ApiError';
import { documentsApi } from '../../api/client';
import { downloadBlob } from '../../app/download';
import { toast } from '../../app/toasts';

const m = messages.createDocument;
export const COVER_DIALOG_DELAY_MS = 1000;

type Props = { published: { number: string; inbox_email_uuid: string } | null; onDone: () => void };

export function CoverPrintDialog({ published, onDone }: Props) {
  const [opened, setOpened] = useState(false);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!published) return;
    const timer = setTimeout(() => setOpened(true), COVER_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [published]);

  const print = async () => {
    if (!published) return;
    setPrinting(true);
    try {
      const pdf = await documentsApi.printCover(published.inbox_email_uuid);
      downloadBlob(pdf, m.coverFileName(published.number));
    } catch (error) {
      toast.error((isApiError(error) && error.body?.message) || m.coverError);
    } finally {
      setPrinting(false);
      setOpened(false);
      onDone();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        setOpened(false);
        onDone();
      }}
      title={m.coverTitle}
      closeOnClickOutside={!printing}
      closeOnEscape={!printing}
    >
      <Text mb="md">{m.coverQuestion}</Text>
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={printing}
          onClick={() => {
            setOpened(false);
            onDone();
          }}
        >
          {m.coverNo}
        </Button>
        <Button loading={printing} onClick={() => void print()} data-autofocus>
          {m.coverYes}
        </Button>
      </Group>
    </Modal>
  );
}
