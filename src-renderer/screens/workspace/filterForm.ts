// The advanced filter form (spec §3): text fields as typed, turned into filters on apply. A year
// or a period the server would refuse is caught here, next to its field.
import { messages } from '../../../src-shared/messages';
import type { AdvancedFilters } from './queueQuery';

const t = messages.workQueue.filters;

export type Tristate = '' | 'true' | 'false';
export type FilterFormValues = {
  year: string;
  subject: string;
  subjectId: string;
  from: string;
  to: string;
  content: string;
  startsAt: string;
  finishesAt: string;
  types: string[];
  folders: string[];
  sectorsId: string[];
  allSectors: boolean;
  documentStatus: string;
  withAddress: Tristate;
  tagsIds: string[];
  number: string;
  withDispatches: Tristate;
  responsibleId: string;
};
export type FilterFormErrors = Partial<Record<keyof FilterFormValues, string>>;

const tristateOf = (value: boolean | undefined): Tristate => (value === undefined ? '' : value ? 'true' : 'false');
const ids = (values: readonly number[] | undefined) => (values ?? []).map(String);

export function formValuesOf(filters: AdvancedFilters): FilterFormValues {
  return {
    year: filters.year?.toString() ?? '',
    subject: filters.subject ?? '',
    subjectId: filters.subjectId?.toString() ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
    content: filters.content ?? '',
    startsAt: filters.startsAt ?? '',
    finishesAt: filters.finishesAt ?? '',
    types: filters.types ?? [],
    folders: ids(filters.folders),
    sectorsId: ids(filters.sectorsId),
    allSectors: filters.allSectors === true,
    documentStatus: filters.documentStatus ?? '',
    withAddress: tristateOf(filters.withAddress),
    tagsIds: ids(filters.tagsIds),
    number: filters.number ?? '',
    withDispatches: tristateOf(filters.withDispatches),
    responsibleId: filters.responsibleId?.toString() ?? '',
  };
}

export const emptyFormValues = (): FilterFormValues => formValuesOf({});

const positive = (value: string) => (/^\d{1,9}$/.test(value.trim()) && Number(value) >= 1 ? Number(value) : undefined);
const idList = (values: readonly string[]) => values.map(positive).filter((id): id is number => id !== undefined);

export function filtersOfForm(values: FilterFormValues): { filters: AdvancedFilters; errors: FilterFormErrors } {
  const errors: FilterFormErrors = {};
  const filters: AdvancedFilters = {};
  const text = (key: 'subject' | 'from' | 'to' | 'content' | 'number') => {
    const value = values[key].trim();
    if (value) filters[key] = value.slice(0, 200);
  };
  (['subject', 'from', 'to', 'content', 'number'] as const).forEach(text);
  if (values.year.trim()) {
    const year = positive(values.year);
    if (year === undefined || year < 1900 || year > 2100) errors.year = t.yearInvalid;
    else filters.year = year;
  }
  const subjectId = positive(values.subjectId);
  if (subjectId !== undefined) filters.subjectId = subjectId;
  const responsibleId = positive(values.responsibleId);
  if (responsibleId !== undefined) filters.responsibleId = responsibleId;
  if (values.startsAt) filters.startsAt = values.startsAt;
  if (values.finishesAt) filters.finishesAt = values.finishesAt;
  if (values.startsAt && values.finishesAt && values.startsAt > values.finishesAt) errors.finishesAt = t.periodInvalid;
  if (values.types.length > 0) filters.types = [...values.types];
  for (const key of ['folders', 'sectorsId', 'tagsIds'] as const) {
    const list = idList(values[key]);
    if (list.length > 0) filters[key] = list;
  }
  if (values.allSectors) filters.allSectors = true;
  if (values.documentStatus) filters.documentStatus = values.documentStatus;
  if (values.withAddress) filters.withAddress = values.withAddress === 'true';
  if (values.withDispatches) filters.withDispatches = values.withDispatches === 'true';
  return { filters, errors };
}

/** Black or white, whichever reads better on a tag's colour (both reach 4.5:1 on some side). */
export function readableTextOn(color: string): '#000' | '#fff' {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return '#000';
  const full = hex.length === 3 ? [...hex].map((char) => char + char).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05).
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000' : '#fff';
}
