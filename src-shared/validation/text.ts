// The text fields of the forms' input schemas (companion §5 "required", "max"): one definition for
// every schema that takes a required or an optional trimmed text.
import { z } from 'zod';
import { messages } from '../messages';

const v = messages.validation;

/** A text that must be there once trimmed, up to `max` characters. */
export const requiredText = (max: number) => z.string({ error: v.required }).trim().min(1, v.required).max(max, v.max(max));

/** A text that may be left out: blank, null or absent are all stored as null. */
export const optionalText = (max: number) =>
  z
    .string({ error: v.invalid })
    .trim()
    .max(max, v.max(max))
    .nullish()
    .transform((value) => (value ? value : null));
