import { describe, expect, it } from 'vitest';
import { emptyFormValues, filtersOfForm, formValuesOf, readableTextOn } from './filterForm';

describe('filter form', () => {
  it('round-trips every filter', () => {
    const filters = {
      year: 2026,
      subject: 'Obras',
      subjectId: 3,
      from: 'Maria',
      to: 'SEMED',
      content: 'poste',
      startsAt: '2026-01-01',
      finishesAt: '2026-01-31',
      types: ['oficio', 'processo'],
      folders: [1],
      sectorsId: [2, 3],
      allSectors: true,
      documentStatus: 'published',
      withAddress: false,
      tagsIds: [9],
      number: '12/2026',
      withDispatches: true,
      responsibleId: 5,
    };
    expect(filtersOfForm(formValuesOf(filters))).toEqual({ filters, errors: {} });
  });

  it('gives no filters for an empty form and trims text', () => {
    expect(filtersOfForm(emptyFormValues())).toEqual({ filters: {}, errors: {} });
    expect(filtersOfForm({ ...emptyFormValues(), subject: '  Obras ', from: '   ' }).filters).toEqual({ subject: 'Obras' });
  });

  it('refuses a bad year and a period that ends before it starts', () => {
    const { errors } = filtersOfForm({ ...emptyFormValues(), year: '26', startsAt: '2026-02-01', finishesAt: '2026-01-01' });
    expect(errors.year).toBe('Ano inválido');
    expect(errors.finishesAt).toBe('O fim do período deve ser igual ou posterior ao início');
  });
});

describe('readableTextOn', () => {
  it('picks the text colour with the better contrast', () => {
    expect(readableTextOn('#ffffff')).toBe('#000');
    expect(readableTextOn('#000')).toBe('#fff');
    expect(readableTextOn('#1f47a8')).toBe('#fff');
    expect(readableTextOn('#f5c518')).toBe('#000');
    expect(readableTextOn('#777777')).toBe('#000');
    expect(readableTextOn('vermelho')).toBe('#000');
  });
});
