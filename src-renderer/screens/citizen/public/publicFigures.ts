// The period choices of the public figures: the last 60 months (what the server answers for),
// newest first, and the default of the last 12.
export const PERIOD_MONTHS = 60;

export const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

export function monthsBack(today: Date, count = PERIOD_MONTHS): string[] {
  return Array.from({ length: count }, (_, index) => monthOf(new Date(today.getFullYear(), today.getMonth() - index, 1)));
}

export function defaultPeriod(today: Date): { from: string; to: string } {
  return { from: monthOf(new Date(today.getFullYear(), today.getMonth() - 11, 1)), to: monthOf(today) };
}
