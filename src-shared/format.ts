// Display formats of §9: dates DD/MM/YYYY and HH:mm in the user's local time, and document
// numbers masked with the middle hidden (§5).
import dayjs from 'dayjs';
// One subpath per function: the package's root module is one 650 KB file that does not tree-shake.
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { formatPhone } from '@brazilian-utils/brazilian-utils/format-phone';

export const formatDate = (value: string | number | Date): string => dayjs(value).format('DD/MM/YYYY');
export const formatTime = (value: string | number | Date): string => dayjs(value).format('HH:mm');
export const formatDateTime = (value: string | number | Date): string => dayjs(value).format('DD/MM/YYYY HH:mm');

/** (61) 99123-4567 or (61) 3312-4567; the library's default mask assumes no area code. */
export const formatPhoneNumber = (value: string): string => formatPhone(value.replace(/\D+/g, ''), { mask: 'auto' });

/** 529.***.***-25 and 11.***.***\/0001-81: the first and last groups stay readable, like a receipt. */
export function maskDocumentNumber(value: string | null | undefined): string {
  const raw = (value ?? '').replace(/[.\-/\s]/g, '');
  if (/^\d{11}$/.test(raw)) {
    const [first, , , last] = formatCpf(raw).split(/[.-]/);
    return `${first}.***.***-${last}`;
  }
  if (/^[\dA-Za-z]{12}\d{2}$/.test(raw) && raw.length === 14) {
    const formatted = formatCnpj(raw.toUpperCase(), { version: 2 });
    const [head, tail] = formatted.split('/');
    const [first] = (head ?? '').split('.');
    return `${first}.***.***/${tail}`;
  }
  return value ?? '';
}

/** A name for a file made from a document number, the same on the server and in the browser ("Ofício nº 12/2026 — GAB" → "Oficio-n-12-2026-GAB"). */
export function fileStem(text: string): string {
  const stem = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return stem === '' ? 'documento' : stem;
}
