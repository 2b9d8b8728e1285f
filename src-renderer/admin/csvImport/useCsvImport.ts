// The import modal's steps: a file chosen is checked at once (the dry run), the report shown, and
// only *Importar* writes; the final report replaces the preview and the list is told. A newer file
// chosen while a check runs wins: the older answer is dropped.
import { useRef, useState } from 'react';
import type { CsvImportReport } from '../../../src-shared/api/csvImport';
import { messages } from '../../../src-shared/messages';
import { isApiError } from '../../api/ApiError';

const t = messages.csvImport.modal;

export type CsvImportStep = 'choose' | 'checking' | 'preview' | 'importing' | 'done';

export const isCsvFile = (file: File) => /\.csv$/i.test(file.name);

const messageOf = (error: unknown) => (isApiError(error) ? (error.serverMessage ?? t.failedRequest) : t.failedRequest);

export function useCsvImport(importFn: (file: File, dryRun: boolean) => Promise<CsvImportReport>, onImported?: (report: CsvImportReport) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<CsvImportStep>('choose');
  const [report, setReport] = useState<CsvImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef(0);

  const choose = async (next: File | null) => {
    const current = ++attempt.current;
    setFile(next);
    setReport(null);
    setError(null);
    if (next === null) return setStep('choose');
    if (!isCsvFile(next)) {
      setError(t.onlyCsv);
      return setStep('choose');
    }
    setStep('checking');
    try {
      const preview = await importFn(next, true);
      if (current !== attempt.current) return;
      setReport(preview);
      setStep('preview');
    } catch (caught) {
      if (current !== attempt.current) return;
      setError(messageOf(caught));
      setStep('choose');
    }
  };

  const confirm = async () => {
    if (file === null || step !== 'preview') return;
    const current = ++attempt.current;
    setStep('importing');
    setError(null);
    try {
      const result = await importFn(file, false);
      if (current !== attempt.current) return;
      setReport(result);
      setStep('done');
      onImported?.(result);
    } catch (caught) {
      if (current !== attempt.current) return;
      setError(messageOf(caught));
      setStep('preview');
    }
  };

  const reset = () => {
    attempt.current += 1;
    setFile(null);
    setReport(null);
    setError(null);
    setStep('choose');
  };

  return { file, step, report, error, choose, confirm, reset };
}
