// *Importar planilha*: a button that opens the import modal of any resource (internal users,
// external contacts). Choosing a .csv checks it on the server at once (a dry run) and shows the
// report — how many lines are ready, and a table of each refused line's column and problem —
// before *Importar* writes anything; the final report then replaces it and onImported lets the
// list refresh. The template is fetched through the API client, so the token goes with it. The
// control the focus was on is disabled or goes away at each step (the file field while the file is
// checked, *Importar*, *Escolher outro arquivo*): the focus moves to the report's title when a
// report comes — the keyboard stays in the modal and a screen reader reads it — and back to the
// file field when a file is to be chosen again.
import { Alert, Button, FileInput, Group, Loader, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import type { CsvImportIssue, CsvImportReport } from '../../../src-shared/api/csvImport';
import { messages } from '../../../src-shared/messages';
import { downloadBlob } from '../../app/download';
import { useCsvImport } from './useCsvImport';

const t = messages.csvImport.modal;

export type CsvImportButtonProps = {
  /** Checks (dryRun) or imports the file; answers the server's report. */
  importFn: (file: File, dryRun: boolean) => Promise<CsvImportReport>;
  /** The template's CSV, when the import offers one, and the name it is saved under. */
  downloadTemplate?: () => Promise<Blob>;
  templateFileName?: string;
  /** After a real import (to invalidate the list). */
  onImported?: (report: CsvImportReport) => void;
  /** The button's and the modal's words, when a resource wants its own (from the messages module). */
  labels?: { button?: string; title?: string; intro?: string };
  testId?: string;
};

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function IssueTable({ caption, issues, testId }: { caption: string; issues: readonly CsvImportIssue[]; testId: string }) {
  return (
    <Table.ScrollContainer minWidth={320} maxHeight={320}>
      <Table striped withTableBorder captionSide="top" data-testid={testId}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.line}</Table.Th>
            <Table.Th scope="col">{t.field}</Table.Th>
            <Table.Th scope="col">{t.message}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {issues.map((issue, index) => (
            <Table.Tr key={`${issue.line}-${index}`}>
              <Table.Td>{issue.line}</Table.Td>
              <Table.Td>{issue.field ?? t.noField}</Table.Td>
              <Table.Td>{issue.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ReportView({ report, titleRef }: { report: CsvImportReport; titleRef: Ref<HTMLParagraphElement> }) {
  const failedLines = new Set(report.failed.map((issue) => issue.line)).size;
  return (
    <Stack gap="sm" data-testid="csv-import-report">
      <Text fw={600} ref={titleRef} tabIndex={-1} data-testid="csv-import-report-title">
        {report.dryRun ? t.previewTitle : t.resultTitle}
      </Text>
      <SimpleGrid cols={{ base: 3 }}>
        <Count label={t.total} value={report.total} testId="csv-import-total" />
        <Count label={report.dryRun ? t.valid : t.created} value={report.created} testId="csv-import-created" />
        <Count label={t.failed} value={failedLines} testId="csv-import-failed" />
      </SimpleGrid>
      {report.failed.length === 0 && report.dryRun && (
        <Alert color="green" variant="light">
          {t.allValid}
        </Alert>
      )}
      {report.created === 0 && report.dryRun && (
        <Alert color="yellow" variant="light">
          {t.nothingToImport}
        </Alert>
      )}
      {report.failed.length > 0 && <IssueTable caption={t.errorsCaption} issues={report.failed} testId="csv-import-errors" />}
      {report.warnings.length > 0 && <IssueTable caption={t.warningsCaption} issues={report.warnings} testId="csv-import-warnings" />}
    </Stack>
  );
}

export function CsvImportButton({ importFn, downloadTemplate, templateFileName, onImported, labels, testId = 'csv-import' }: CsvImportButtonProps) {
  const [opened, setOpened] = useState(false);
  const [templatePending, setTemplatePending] = useState(false);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const narrow = useMediaQuery('(max-width: 36em)');
  const { file, step, report, error, choose, confirm, reset } = useCsvImport(importFn, onImported);
  const busy = step === 'checking' || step === 'importing';
  const reportTitle = useRef<HTMLParagraphElement>(null);
  const fileField = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Closing, the modal gives the focus back to the button that opened it.
    if (!opened) return;
    if (step === 'preview' || step === 'done') reportTitle.current?.focus();
    else if (step === 'choose') fileField.current?.focus();
  }, [step, opened]);

  const close = () => {
    if (step === 'importing') return;
    setOpened(false);
    reset();
  };
  const template = async () => {
    if (downloadTemplate === undefined) return;
    setTemplatePending(true);
    setTemplateError(null);
    try {
      downloadBlob(await downloadTemplate(), templateFileName ?? t.templateFileName);
    } catch {
      setTemplateError(t.templateFailed);
    } finally {
      setTemplatePending(false);
    }
  };

  return (
    <>
      <Button variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => setOpened(true)} data-testid={testId}>
        {labels?.button ?? t.button}
      </Button>
      <Modal opened={opened} onClose={close} title={labels?.title ?? t.title} size="xl" fullScreen={narrow === true} closeButtonProps={{ 'aria-label': t.close }}>
        <Stack gap="md">
          <Text size="sm">{labels?.intro ?? t.intro}</Text>
          {downloadTemplate !== undefined && (
            <Group>
              <Button variant="subtle" leftSection={<IconDownload size={16} aria-hidden />} loading={templatePending} onClick={() => void template()} data-testid={`${testId}-template`}>
                {t.template}
              </Button>
              {templateError !== null && (
                <Text size="sm" c="red" role="alert">
                  {templateError}
                </Text>
              )}
            </Group>
          )}
          <FileInput
            label={t.file}
            placeholder={t.filePlaceholder}
            description={t.fileHint}
            accept=".csv,text/csv"
            ref={fileField}
            value={file}
            onChange={(next) => void choose(next)}
            disabled={busy}
            error={error}
            leftSection={<IconUpload size={16} aria-hidden />}
            data-testid={`${testId}-file`}
            data-autofocus
          />
          <div role="status" aria-live="polite">
            {busy && (
              <Group gap="xs">
                <Loader size="sm" aria-hidden />
                <Text size="sm">{step === 'checking' ? t.checking : t.importing}</Text>
              </Group>
            )}
          </div>
          {report !== null && !busy && <ReportView report={report} titleRef={reportTitle} />}
          <Group justify="flex-end">
            {step === 'done' ? (
              <>
                <Button variant="default" onClick={reset}>
                  {t.chooseAnother}
                </Button>
                <Button onClick={close} data-testid={`${testId}-close`}>
                  {t.close}
                </Button>
              </>
            ) : (
              <>
                <Button variant="default" onClick={close} disabled={step === 'importing'}>
                  {t.cancel}
                </Button>
                {report !== null && report.dryRun && report.created > 0 && (
                  <Button onClick={() => void confirm()} loading={step === 'importing'} data-testid={`${testId}-confirm`}>
                    {t.confirm(report.created)}
                  </Button>
                )}
              </>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
