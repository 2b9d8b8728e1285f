import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPhoneNumber, formatTime, maskDocumentNumber } from './format';

describe('display formats of §9', () => {
  it('writes dates as DD/MM/YYYY and times as HH:mm', () => {
    const date = new Date(2026, 10, 2, 9, 5);
    expect(formatDate(date)).toBe('02/11/2026');
    expect(formatTime(date)).toBe('09:05');
    expect(formatDateTime(date)).toBe('02/11/2026 09:05');
  });

  it('writes phones with their area code', () => {
    expect(formatPhoneNumber('61991234567')).toBe('(61) 99123-4567');
    expect(formatPhoneNumber('(61) 3312-4567')).toBe('(61) 3312-4567');
  });

  it('masks 11 digits as a CPF and 14 as a CNPJ with the middle hidden', () => {
    expect(maskDocumentNumber('52998224725')).toBe('529.***.***-25');
    expect(maskDocumentNumber('529.982.247-25')).toBe('529.***.***-25');
    expect(maskDocumentNumber('11222333000181')).toBe('11.***.***/0001-81');
    expect(maskDocumentNumber('12ABC34501DE35')).toBe('12.***.***/01DE-35');
  });

  it('leaves anything else as it is', () => {
    expect(maskDocumentNumber('123')).toBe('123');
    expect(maskDocumentNumber(null)).toBe('');
  });
});
