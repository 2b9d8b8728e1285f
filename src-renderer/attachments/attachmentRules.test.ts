import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../screens/inbox/itemView';
import {
  canDownloadSigned,
  canRequestReviewOf,
  mayRequestReviewThrough,
  checkBeforeUpload,
  isMimeAllowed,
  isReviewReasonValid,
  isUploading,
  maxSizeText,
  nextZoom,
  previewKindOf,
  signedLinkOf,
  stepIndex,
  uploadPercent,
  uploadsReducer,
  type UploadEntry,
} from './attachmentRules';

const MB = 1024 * 1024;
const limits = { maxBytes: 20 * MB, allowedMimeTypes: ['application/pdf', 'image/png', 'image/jpeg', 'text/*'] };
const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('the size limit said before upload', () => {
  it('reads "Tamanho máximo por arquivo: 20 MB"', () => {
    expect(maxSizeText(20 * MB)).toBe('Tamanho máximo por arquivo: 20 MB');
    expect(maxSizeText(1536 * 1024)).toBe('Tamanho máximo por arquivo: 1,5 MB');
  });

  it('formats sizes from bytes up to YB (the shared formatter)', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1024 ** 3)).toBe('1 GB');
    expect(formatFileSize(1024 ** 4)).toBe('1 TB');
    expect(formatFileSize(1024 ** 5)).toBe('1 PB');
    expect(formatFileSize(1024 ** 6)).toBe('1 EB');
    expect(formatFileSize(1024 ** 7)).toBe('1 ZB');
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
    expect(formatFileSize(5 * 1024 ** 9)).toBe('5.120 YB');
  });
});

describe('checkBeforeUpload', () => {
  it('accepts files within the limit and of an allowed type, in order', () => {
    const picked = [file('a.pdf', 10, 'application/pdf'), file('b.png', 20 * MB, 'image/png'), file('c.txt', 5, 'text/plain')];
    const result = checkBeforeUpload(picked, limits);
    expect(result.accepted).toEqual(picked);
    expect(result.reasons).toEqual([]);
    expect(result.message).toBeNull();
  });

  it('refuses each oversized, empty or refused-type file with its own reason, and keeps the rest', () => {
    const picked = [
      file('grande.pdf', 20 * MB + 1, 'application/pdf'),
      file('ok.pdf', 1000, 'application/pdf'),
      file('vazio.png', 0, 'image/png'),
      file('programa.exe', 1000, 'application/x-msdownload'),
      file('sem-tipo', 1000, ''),
    ];
    const result = checkBeforeUpload(picked, limits);
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(result.reasons).toEqual([
      '"grande.pdf" excede o tamanho máximo de 20 MB',
      '"vazio.png" está vazio',
      '"programa.exe" é de um tipo de arquivo não permitido',
      '"sem-tipo" é de um tipo de arquivo não permitido',
    ]);
    expect(result.message).toBe(
      'Erro ao adicionar anexo(s). Motivo: "grande.pdf" excede o tamanho máximo de 20 MB; "vazio.png" está vazio; ' +
        '"programa.exe" é de um tipo de arquivo não permitido; "sem-tipo" é de um tipo de arquivo não permitido',
    );
  });

  it('checks the size before the type', () => {
    expect(checkBeforeUpload([file('x.exe', 21 * MB, 'application/x-msdownload')], limits).reasons).toEqual(['"x.exe" excede o tamanho máximo de 20 MB']);
  });

  it('allows any type when the organisation lists none', () => {
    expect(checkBeforeUpload([file('x.bin', 10, '')], { maxBytes: MB, allowedMimeTypes: [] }).accepted).toHaveLength(1);
  });
});

describe('isMimeAllowed', () => {
  it('matches exact types, families and ignores case', () => {
    expect(isMimeAllowed('IMAGE/PNG', ['image/png'])).toBe(true);
    expect(isMimeAllowed('text/csv', ['text/*'])).toBe(true);
    expect(isMimeAllowed('textual/csv', ['text/*'])).toBe(false);
    expect(isMimeAllowed('image/gif', ['image/png'])).toBe(false);
    expect(isMimeAllowed('application/zip', ['*/*'])).toBe(true);
  });
});

describe('previewKindOf', () => {
  it('shows PDFs through pdf.js', () => {
    expect(previewKindOf('application/pdf')).toBe('pdf');
    expect(previewKindOf('Application/PDF; charset=binary')).toBe('pdf');
  });

  it('shows exactly pjpeg, jpeg, svg+xml, png, gif and webp as images', () => {
    for (const type of ['image/pjpeg', 'image/jpeg', 'image/svg+xml', 'image/png', 'image/gif', 'image/webp']) expect(previewKindOf(type)).toBe('image');
  });

  it('shows nothing else', () => {
    for (const type of ['image/tiff', 'image/bmp', 'image/heic', 'image/svg', 'text/html', 'application/msword', 'application/zip', 'video/mp4', '', 'pdf']) {
      expect(previewKindOf(type)).toBe('unsupported');
    }
  });
});

describe('the revision request (§5, §6)', () => {
  it('is offered to internal users for files not already rejected', () => {
    expect(canRequestReviewOf({ rejected_status: null }, true)).toBe(true);
    expect(canRequestReviewOf({ rejected_status: 'REJECTED' }, true)).toBe(false);
    expect(canRequestReviewOf({ rejected_status: null }, false)).toBe(false);
    expect(canRequestReviewOf({ rejected_status: 'REJECTED' }, false)).toBe(false);
  });

  it('never offers a revision of a signed file, nor through the sender\'s copy in Enviados', () => {
    expect(canRequestReviewOf({ rejected_status: null, attachment_has_been_signed: true }, true)).toBe(false);
    expect(canRequestReviewOf({ rejected_status: null, attachment_has_been_signed: false }, true)).toBe(true);
    expect(mayRequestReviewThrough({ box: 'sent' })).toBe(false);
    expect(mayRequestReviewThrough({ box: 'inbox' })).toBe(true);
    expect(mayRequestReviewThrough({ box: 'draft' })).toBe(true);
  });

  it('needs a reason that is more than spaces', () => {
    expect(isReviewReasonValid('')).toBe(false);
    expect(isReviewReasonValid('   \n\t')).toBe(false);
    expect(isReviewReasonValid(' Falta a assinatura ')).toBe(true);
  });

  it('offers the signed download only for signed attachments', () => {
    expect(canDownloadSigned({ attachment_has_been_signed: true })).toBe(true);
    expect(canDownloadSigned({ attachment_has_been_signed: false })).toBe(false);
  });
});

describe('uploadsReducer', () => {
  const start = (id: string, size = 1000) => ({ type: 'start' as const, id, name: `${id}.pdf`, size });
  const run = (...actions: Parameters<typeof uploadsReducer>[1][]) => actions.reduce<UploadEntry[]>(uploadsReducer, []);

  it('tracks each file from start to done, then drops it', () => {
    let state = run(start('a'), start('b'));
    expect(state.map((e) => [e.id, e.status, uploadPercent(e)])).toEqual([
      ['a', 'uploading', 0],
      ['b', 'uploading', 0],
    ]);
    state = uploadsReducer(state, { type: 'progress', id: 'a', loaded: 500, total: 1000 });
    expect(uploadPercent(state[0]!)).toBe(50);
    expect(uploadPercent(state[1]!)).toBe(0);
    expect(isUploading(state)).toBe(true);
    state = uploadsReducer(state, { type: 'done', id: 'a' });
    expect(state.map((e) => e.id)).toEqual(['b']);
  });

  it('never goes backwards nor past 100 %, and uses the multipart total when known', () => {
    let state = run(start('a', 1000), { type: 'progress', id: 'a', loaded: 600, total: 1200 });
    expect(uploadPercent(state[0]!)).toBe(50);
    state = uploadsReducer(state, { type: 'progress', id: 'a', loaded: 300, total: 1200 });
    expect(state[0]!.loaded).toBe(600);
    state = uploadsReducer(state, { type: 'progress', id: 'a', loaded: 5000, total: 1200 });
    expect(uploadPercent(state[0]!)).toBe(100);
  });

  it('keeps failed and canceled files until dismissed, and ignores progress after them', () => {
    let state = run(start('a'), start('b'), { type: 'failed', id: 'a', error: 'Arquivo grande demais' }, { type: 'canceled', id: 'b' });
    expect(state.map((e) => [e.status, e.error])).toEqual([
      ['failed', 'Arquivo grande demais'],
      ['canceled', null],
    ]);
    expect(isUploading(state)).toBe(false);
    state = uploadsReducer(state, { type: 'progress', id: 'b', loaded: 900, total: 1000 });
    expect(state[1]!.loaded).toBe(0);
    state = uploadsReducer(state, { type: 'canceled', id: 'a' });
    expect(state[0]!.status).toBe('failed');
    state = uploadsReducer(uploadsReducer(state, { type: 'dismiss', id: 'a' }), { type: 'dismiss', id: 'b' });
    expect(state).toEqual([]);
  });

  it('reads an unknown total as 0 %', () => {
    expect(uploadPercent({ loaded: 10, total: 0 })).toBe(0);
  });
});

describe('gallery helpers', () => {
  it('wraps previous/next around the list', () => {
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('zooms by 25 % between 50 % and 300 %', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(0.5, -1)).toBe(0.5);
    expect(nextZoom(3, 1)).toBe(3);
    expect(nextZoom(0.75, -1)).toBe(0.5);
  });

  it('asks for the signed copy with signed=1 on the same link', () => {
    expect(signedLinkOf('https://gdoc.gov.br/api/upload/file?key=a&sig=x')).toBe('https://gdoc.gov.br/api/upload/file?key=a&sig=x&signed=1');
  });
});
