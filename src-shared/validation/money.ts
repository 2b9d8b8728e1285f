// Money as the organisation settings type it (companion §5, §9): pt-BR, a comma before the
// decimals ("0,1234"), thousands optionally grouped with dots, at most MONEY_PRECISION decimals.

export const MONEY_PRECISION = 4;

const TYPED = /^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$/;

/** "1.234,5678" → 1234.5678; null for anything that is not a non-negative pt-BR number. */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim();
  if (!TYPED.test(trimmed)) return null;
  const value = Number(trimmed.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** 0.15 → "0,1500": the stored value with its four decimals, a comma between. */
export function formatMoney(value: number): string {
  return value.toLocaleString('pt-BR', { minimumFractionDigits: MONEY_PRECISION, maximumFractionDigits: MONEY_PRECISION, useGrouping: true });
}

/** Whether the number has no more than MONEY_PRECISION decimals (the server's rule). */
export function hasMoneyPrecision(value: number): boolean {
  const scaled = value * 10 ** MONEY_PRECISION;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The decimals typed, e.g. "0,12345" → 5, so the form can say so before sending. */
export const typedDecimals = (text: string): number => text.trim().split(',')[1]?.length ?? 0;
