// The spec's form rules (§5), applied by the client forms and by the reference server alike.
// Each rule returns the message to show, or null when the value passes. Document numbers and
// phones are checked by @brazilian-utils (check digits, reserved numbers, Anatel numbering)
// rather than by hand.
// One subpath per function: the package's root module is one 650 KB file that does not tree-shake.
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';
import { messages } from '../messages';

const m = messages.validation;
export type RuleResult = string | null;

export const onlyDigits = (value: string): string => value.replace(/\D+/g, '');

export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
const PASSWORD = /^(?=.*[a-z])(?=.*\d).{8,}$/;
const NUMERIC = /^\d+$/;
const LETTERS = /^[A-Za-z]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isValidCpfNumber(value: string): boolean {
  return isValidCpf(value);
}

/** Numeric CNPJs keep the reserved-number list; alphanumeric ones (issued since July 2026) are checked by their own rule. */
export function isValidCnpjNumber(value: string): boolean {
  return /[A-Za-z]/.test(value) ? isValidCnpj(value, { version: 2 }) : isValidCnpj(value);
}

export function isValidCpfOrCnpj(value: string): boolean {
  return isValidCpfNumber(value) || isValidCnpjNumber(value);
}

export function isValidCellphone(value: string): boolean {
  const digits = onlyDigits(value);
  return (digits.length === 10 || digits.length === 11) && isValidPhone(digits);
}

export function isValidBirthday(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= Date.now();
}

export function isFullName(value: string): boolean {
  return value.trim().split(/\s+/).filter((word) => word.length > 1).length >= 2;
}

export const rules = {
  required: (value: unknown): RuleResult => (isBlank(value) ? m.required : null),
  email: (value: string): RuleResult => (isValidEmail(value) ? null : m.email),
  password: (value: string): RuleResult => (PASSWORD.test(value) ? null : m.password),
  confirmed: (value: string, password: string): RuleResult => (value === password ? null : m.confirmed),
  min: (value: string, length: number): RuleResult => (value.length >= length ? null : m.min(length)),
  max: (value: string, length: number): RuleResult => (value.length <= length ? null : m.max(length)),
  cpf: (value: string): RuleResult => (isValidCpfNumber(value) ? null : m.cpf),
  cnpj: (value: string): RuleResult => (isValidCnpjNumber(value) ? null : m.cnpj),
  cpfCnpj: (value: string): RuleResult => (isValidCpfOrCnpj(value) ? null : m.cpfCnpj),
  cellphone: (value: string): RuleResult => (isValidCellphone(value) ? null : m.cellphone),
  birthday: (value: string): RuleResult => (isValidBirthday(value) ? null : m.birthday),
  numeric: (value: string): RuleResult => (NUMERIC.test(value) ? null : m.numeric),
  initials: (value: string, length: number): RuleResult =>
    LETTERS.test(value) && value.length === length ? null : m.initials(length),
  fullName: (value: string): RuleResult => (isFullName(value) ? null : m.fullName),
} as const;

/** Runs rules in order and returns the first message, the way the forms show one error per field. */
export function firstError(...results: RuleResult[]): RuleResult {
  return results.find((result) => result !== null) ?? null;
}
