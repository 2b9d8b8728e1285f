// How the PDF reads a report's figures, by column kind, and the filter in words.
import { describe, expect, it } from 'vitest';
import { bareDb, organisation } from '../testing/organisation';
import { cellText, dateTimeText, filterInWords } from './format';

describe('report cells in the PDF', () => {
  it('counts and seconds as whole numbers with the Brazilian thousands dot', () => {
    expect(cellText(1234, 'count')).toBe('1.234');
    expect(cellText(7, 'count')).toBe('7');
    expect(cellText(86400, 'seconds')).toBe('86.400 s');
  });

  it('percent with one decimal comma, money in reais', () => {
    expect(cellText(62.5, 'percent')).toBe('62,5%');
    expect(cellText(12.5, 'money').replace(/\s/g, ' ')).toBe('R$ 12,50');
  });

  it('days and months in Brazilian order; the totals row keeps its word; an empty cell is a dash', () => {
    expect(cellText('2026-01-31', 'day')).toBe('31/01/2026');
    expect(cellText('2026-01', 'month')).toBe('01/2026');
    expect(cellText('Total', 'month')).toBe('Total');
    expect(cellText(null, 'count')).toBe('—');
    expect(cellText('', 'text')).toBe('—');
  });

  it('the time it was made in Brasília', () => {
    expect(dateTimeText(Date.parse('2026-02-01T02:30:00.000Z'))).toBe('31/01/2026 23:30');
  });
});

describe('the filter in words', () => {
  it('names the sector, subject and document type, or says all', () => {
    const db = bareDb();
    const org = organisation(db);
    const sector = org.sector('Saúde', 'SAU');
    const subject = org.subject('Poda de árvore');
    expect(filterInWords(db, { from: '2026-01-01', to: '2026-01-31', with_subsectors: true, document_type: undefined })).toEqual([
      'Período: 01/01/2026 a 31/01/2026',
      'Setor: todos',
      'Assunto: todos',
      'Tipo de documento: todos',
    ]);
    expect(filterInWords(db, { from: '2026-01-01', to: '2026-01-31', sector_id: sector, with_subsectors: false, subject_id: subject, document_type: 'oficio' })).toEqual([
      'Período: 01/01/2026 a 31/01/2026',
      'Setor: Saúde (sem subsetores)',
      'Assunto: Poda de árvore',
      'Tipo de documento: Ofício',
    ]);
    db.close();
  });
});
