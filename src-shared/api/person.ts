// The person as the administration's answers show it (companion §3 Internal user and External
// contact): the fields both carry; each adds its own (registration; the company's fields and address).
import { z } from 'zod';
import { GENDERS } from './signup';

export const personViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  cellphone: z.string().nullable(),
  cpfCnpj: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  textualSignature: z.string().nullable(),
  responsibility: z.string().nullable(),
  photo_link: z.string().nullable(),
});
