// A list's declared exports: each a button that downloads the list as filtered now.
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { downloadBlob } from '../../app/download';
import { toast } from '../../app/toasts';
import type { ResourceExport } from './defineResource';
import type { ListQuery } from './listQuery';
import { saveErrorMessage } from './saveError';

type Props = { name: string; exports: readonly ResourceExport[]; query: ListQuery };

export function ResourceExportButtons({ name, exports, query }: Props) {
  return exports.map((declared) => <ExportButton key={declared.key} name={name} declared={declared} query={query} />);
}

function ExportButton({ name, declared, query }: { name: string; declared: ResourceExport; query: ListQuery }) {
  const running = useMutation({
    mutationFn: () => declared.run(query),
    onSuccess: (blob) => downloadBlob(blob, declared.fileName),
    onError: (error) => toast.error(saveErrorMessage(error, declared.failed)),
  });
  return (
    <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={running.isPending} onClick={() => running.mutate()} data-testid={`${name}-${declared.key}`}>
      {declared.label}
    </Button>
  );
}
