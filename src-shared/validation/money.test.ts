// Money typed the pt-BR way (companion §5: prices parsed from comma decimals; §9: precision 4).
import { describe, expect, it } from 'vitest';
import { formatMoney, hasMoneyPrecision, parseMoney, typedDecimals } from './money';

describe('parseMoney', () => {
  it('reads a comma before the decimals and dots between thousands', () => {
    expect(parseMoney('0,1234')).toBe(0.1234);
    expect(parseMoney(' 1.234,5 ')).toBe(1234.5);
    expect(parseMoney('12')).toBe(12);
    expect(parseMoney('1234,56')).toBe(1234.56);
  });

  it('refuses a point as the decimal separator, signs, letters and empty text', () => {
    for (const text of ['0.15', '-1', '1,2,3', 'abc', '', '1.23,4', ',5']) expect(parseMoney(text), text).toBeNull();
  });
});

describe('formatMoney', () => {
  it('shows four decimals after a comma', () => {
    expect(formatMoney(0.15)).toBe('0,1500');
    expect(formatMoney(1234.5678)).toBe('1.234,5678');
    expect(formatMoney(0)).toBe('0,0000');
  });

  it('is read back by parseMoney', () => {
    for (const value of [0.1234, 1234.5, 99999.9999]) expect(parseMoney(formatMoney(value))).toBe(value);
  });
});

describe('the 4-decimal rule', () => {
  it('accepts up to four decimals and counts the typed ones', () => {
    expect(hasMoneyPrecision(0.1234)).toBe(true);
    expect(hasMoneyPrecision(0.35)).toBe(true);
    expect(hasMoneyPrecision(0.12345)).toBe(false);
    expect(typedDecimals('0,12345')).toBe(5);
    expect(typedDecimals('10')).toBe(0);
  });
});
