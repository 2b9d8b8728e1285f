// The pages of a stored file (Consumo, Economia): a PDF's own page count, an image one page, any
// other file not counted; a broken PDF is not counted and never an error.
import { describe, expect, it } from 'vitest';
import { SAMPLE } from '../testing/multipart';
import { countPages } from './pageCount';
import { pdfOfPages } from './testing/pdfs';

describe('countPages', () => {
  it('a PDF counts its pages', async () => {
    expect(await countPages('application/pdf', await pdfOfPages(1))).toBe(1);
    expect(await countPages('application/pdf', await pdfOfPages(3))).toBe(3);
  });

  it('reads the type without its parameters or case', async () => {
    expect(await countPages('Application/PDF; name=x', await pdfOfPages(2))).toBe(2);
  });

  it('an image is one page', async () => {
    expect(await countPages('image/png', SAMPLE.png)).toBe(1);
    expect(await countPages('image/jpeg', SAMPLE.jpeg)).toBe(1);
  });

  it('a broken PDF is not counted, and does not throw', async () => {
    const whole = await pdfOfPages(2);
    expect(await countPages('application/pdf', whole.subarray(0, 40))).toBeNull();
    expect(await countPages('application/pdf', Buffer.from('not a pdf at all'))).toBeNull();
    // A header and a catalog without a page tree.
    expect(await countPages('application/pdf', SAMPLE.pdf)).toBeNull();
  });

  it('office files and text are not counted: they have no pages until laid out', async () => {
    expect(await countPages('application/vnd.openxmlformats-officedocument.wordprocessingml.document', Buffer.from('PK\u0003\u0004'))).toBeNull();
    expect(await countPages('text/plain', SAMPLE.txt)).toBeNull();
  });
});
