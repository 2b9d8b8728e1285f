// What a printed verification code proves (the citizen portal's authenticity page): the document's
// public facts and its signatures, as someone outside the organisation may see them.
import { z } from 'zod';

/** XXXX-XXXX-XXXX-XXXX: 16 hexadecimal digits, upper case, in groups of four. */
export const VERIFICATION_CODE = /^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/;

/** The code as printed, whatever case, dashes and spaces it was typed with; null when it cannot be one. */
export function normalizeVerificationCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[0-9A-F]{16}$/.test(digits)) return null;
  return digits.match(/.{4}/g)!.join('-');
}

export const authenticitySignatureSchema = z.object({
  id: z.number(),
  /** The signer, or the neutral label when the signer is a hidden author. */
  name: z.string(),
  /** Masked (***.456.789-**), empty when hidden. */
  cpf_cnpj: z.string(),
  type: z.enum(['ICP', 'GDOC', 'GOVBR']),
  signed_at: z.string(),
  policy: z.object({ oid: z.string(), id: z.string().nullable() }).nullable(),
  /** Whether its .p7s can be downloaded (ICP signatures of a signer who is not hidden). */
  has_p7s: z.boolean(),
});
export type AuthenticitySignature = z.infer<typeof authenticitySignatureSchema>;

export const authenticityResultSchema = z.object({
  code: z.string(),
  document: z.object({
    type: z.string(),
    type_label: z.string(),
    number: z.string(),
    date: z.string(),
    /** null when the author's identity is protected (the sector would tell who wrote it). */
    sector: z.string().nullable(),
  }),
  /** When the code was first printed (every printout of the document carries the same code). */
  first_printed_at: z.string(),
  signatures: z.array(authenticitySignatureSchema),
});
export type AuthenticityResult = z.infer<typeof authenticityResultSchema>;

export const authenticityPaths = {
  result: (code: string) => `/api/authenticity/${encodeURIComponent(code)}`,
  pdf: (code: string) => `/api/authenticity/${encodeURIComponent(code)}/pdf`,
  p7s: (code: string, signatureId: number) => `/api/authenticity/${encodeURIComponent(code)}/signatures/${signatureId}/p7s`,
};
