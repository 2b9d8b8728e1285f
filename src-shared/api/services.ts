// The organisation's services (Carta de Serviços, issue 16) and the portal's public figures.
// - GET service?search=&status=&sector_id=&page=: staff, paged (the administration's list, issue 18).
// - GET service/{id}: staff. POST service, PUT service/{id}, PATCH service/{id}/status: manage-services.
// - GET citizen/services?search=: public, enabled services only, grouped by the client per sector.
// - GET citizen/services/{id}: public, one enabled service, else 404.
// - GET citizen/figures?from=YYYY-MM&to=YYYY-MM: public counts of requests by subject and by status
//   per month; counts only, nothing that names a person.
import { z } from 'zod';
import { messages } from '../messages';
import { DOCUMENT_TYPE_KEYS } from './documents';
import { pageSchema } from './page';

export const serviceStatusSchema = z.enum(['enabled', 'disabled']);

export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  documentType: z.string(),
  sectorId: z.number().int(),
  sectorName: z.string(),
  subjectId: z.number().int().nullable(),
  parentServiceId: z.number().int().nullable(),
  status: serviceStatusSchema,
  whoMayRequest: z.string(),
  howToRequest: z.string(),
  deadline: z.string(),
  /** Empty: free of charge (the portal says "Gratuito"). */
  cost: z.string(),
  channels: z.array(z.string()),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicePageSchema = pageSchema(serviceSchema);
export const serviceListSchema = z.object({ data: z.array(serviceSchema) });
export const serviceResultSchema = z.object({ data: serviceSchema });

/** A month as YYYY-MM. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const publicFiguresSchema = z.object({
  from: monthSchema,
  to: monthSchema,
  total: z.number().int(),
  by_subject: z.array(z.object({ subject: z.string().nullable(), open: z.number().int(), closed: z.number().int(), total: z.number().int() })),
  by_month: z.array(z.object({ month: monthSchema, open: z.number().int(), closed: z.number().int(), total: z.number().int() })),
});
export type PublicFigures = z.infer<typeof publicFiguresSchema>;
export const publicFiguresResultSchema = z.object({ data: publicFiguresSchema });

/** Lower case without accents: "Licença" is found typing "licenca". */
export const foldForSearch = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').trim();
export const matchesSearch = (texts: readonly string[], search: string | undefined) => {
  const wanted = foldForSearch(search ?? '');
  return wanted === '' || texts.some((text) => foldForSearch(text).includes(wanted));
};

const a = messages.adminServices;
const v = messages.validation;
export const SERVICE_NAME_MAX = 255;
export const SERVICE_TEXT_MAX = 4000;
export const SERVICE_SHORT_MAX = 255;
export const SERVICE_CHANNELS_MAX = 20;

const optionalId = z
  .number({ error: v.invalid })
  .int(v.invalid)
  .positive(v.invalid)
  .nullish()
  .transform((value) => value ?? null);
const text = (max: number) =>
  z
    .string({ error: v.invalid })
    .trim()
    .max(max, v.max(max))
    .nullish()
    .transform((value) => value ?? '');

/**
 * POST service and PUT service/{id}: every Service field of §3 and the Carta's. The server adds
 * what needs the database: an enabled sector, an enabled subject, a parent that is neither the
 * service nor below it, and §4's rule (serviceForSave).
 */
export const serviceSaveSchema = z.object({
  name: z.string({ error: v.required }).trim().min(1, v.required).max(SERVICE_NAME_MAX, v.max(SERVICE_NAME_MAX)),
  description: text(SERVICE_TEXT_MAX),
  sectorId: z.number({ error: v.required }).int(v.invalid).positive(v.invalid),
  documentType: z.enum(DOCUMENT_TYPE_KEYS, { error: a.documentTypeInvalid }),
  subjectId: optionalId,
  parentServiceId: optionalId,
  whoMayRequest: text(SERVICE_TEXT_MAX),
  howToRequest: text(SERVICE_TEXT_MAX),
  deadline: text(SERVICE_SHORT_MAX),
  cost: text(SERVICE_SHORT_MAX),
  channels: z
    .array(z.string({ error: v.invalid }).trim().min(1, v.required).max(SERVICE_SHORT_MAX, v.max(SERVICE_SHORT_MAX)), { error: v.invalid })
    .max(SERVICE_CHANNELS_MAX, v.invalid)
    .nullish()
    .transform((value) => value ?? []),
});
export type ServiceSaveRequest = z.input<typeof serviceSaveSchema>;
export type ServiceSaveInput = z.output<typeof serviceSaveSchema>;

/**
 * §4: choosing a document type clears the service's subject. The editor empties the subject the
 * moment the type changes; the server applies the same rule to what it stores: a save that changes
 * the type but still carries the old subject (a client that did not clear it) loses the subject,
 * while a subject chosen after the new type (a different one) stays.
 */
export function serviceForSave<Input extends { documentType: string; subjectId: number | null }>(input: Input, stored: { documentType: string; subjectId: number | null } | null): Input {
  if (stored === null || stored.documentType === input.documentType) return input;
  return input.subjectId !== null && input.subjectId === stored.subjectId ? { ...input, subjectId: null } : input;
}

export const serviceStatusRequestSchema = z.object({ status: z.enum(serviceStatusSchema.options, { error: a.statusInvalid }) });

/** GET service: search reads the name, description and sector; sector_id narrows to one sector. */
export const serviceListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(serviceStatusSchema.options, { error: a.statusInvalid }).optional(),
  sector_id: z.coerce.number({ error: a.sectorFilterInvalid }).int(a.sectorFilterInvalid).positive(a.sectorFilterInvalid).optional(),
});
