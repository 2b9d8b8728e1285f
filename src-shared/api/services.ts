// The organisation's services (Carta de Serviços, issue 16) and the portal's public figures.
// - GET service?search=&status=&page=: staff, paged (the admin editor of issue 18 reads it).
// - GET citizen/services?search=: public, enabled services only, grouped by the client per sector.
// - GET citizen/services/{id}: public, one enabled service, else 404.
// - GET citizen/figures?from=YYYY-MM&to=YYYY-MM: public counts of requests by subject and by status
//   per month; counts only, nothing that names a person.
import { z } from 'zod';
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
