// Exportar CSV / PDF: the report as filtered now, written by the server from the same figures, and
// saved through the app's download (app/download.ts), as the audit list's export is. Imprimir prints
// the screen (reportPrint.css leaves the app's chrome out).
import { Button, Group } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { messages } from '../../src-shared/messages';
import { reportsApi } from '../api/client';
import { downloadBlob } from '../app/download';
import { toast } from '../app/toasts';

const t = messages.reports.screen;

function ExportButton({ name, query, format, label }: { name: string; query: Record<string, string>; format: 'csv' | 'pdf'; label: string }) {
  const running = useMutation({
    mutationFn: () => reportsApi.exportReport(name, query, format),
    onSuccess: (blob) => downloadBlob(blob, `relatorio-${name}-${query.from}-${query.to}.${format}`),
    onError: () => toast.error(t.exportFailed),
  });
  return (
    <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={running.isPending} onClick={() => running.mutate()} data-testid={`report-export-${format}`}>
      {label}
    </Button>
  );
}

export function ReportExportButtons({ name, query, disabled }: { name: string; query: Record<string, string>; disabled: boolean }) {
  return (
    <Group gap="xs" className="report-no-print">
      {!disabled && <ExportButton name={name} query={query} format="csv" label={t.exportCsv} />}
      {!disabled && <ExportButton name={name} query={query} format="pdf" label={t.exportPdf} />}
      <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()} disabled={disabled}>
        {t.print}
      </Button>
    </Group>
  );
}
