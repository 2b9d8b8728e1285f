// The calls behind an import button: POST {path} with the CSV in the multipart field `file`
// (`dryRun=true` to check only) and GET {path}/template, both through the one HTTP client (the
// bearer token stays where it is kept; a plain link to the template would go without it).
import { z } from 'zod';
import { CSV_IMPORT_FILE_FIELD, csvImportReportSchema, type CsvImportReport } from '../../../src-shared/api/csvImport';
import type { HttpClient } from '../../api/http';

export type CsvImportCalls = {
  importFn(file: File, dryRun: boolean): Promise<CsvImportReport>;
  downloadTemplate(): Promise<Blob>;
};

/** `path` is the import's API path, e.g. 'user/import'. */
export function csvImportCalls(http: HttpClient, path: string): CsvImportCalls {
  return {
    importFn: (file, dryRun) => {
      const form = new FormData();
      form.append(CSV_IMPORT_FILE_FIELD, file, file.name);
      return http.request('POST', path, { schema: csvImportReportSchema, body: form, query: dryRun ? { dryRun: true } : {} });
    },
    downloadTemplate: () => http.request('GET', `${path}/template`, { schema: z.instanceof(Blob), responseType: 'blob' }),
  };
}
