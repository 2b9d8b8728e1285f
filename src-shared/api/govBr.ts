// Gov.br signature ("Assinatura GOVBR", spec §3 Signature session govbr_token, §4 Signing): the
// staff client asks the server for an authorisation, the user authorises on gov.br in a browser,
// gov.br sends the browser back to the server, and the client polls the authorisation until it
// can sign with it (POST /signature/sign/{id} with { govbr_token }, see signingSession.ts).
import { z } from 'zod';

/**
 * The authorisation handle: the OAuth `state` the server made (32 random bytes, base64url). It
 * names the authorisation in the calls below and is the govbr_token of a signature; only the user
 * who started it may use it.
 */
export const govBrStateSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

/** POST /signature/govbr/authorize → where to send the user, and the handle to poll. */
export const govBrAuthorizeResponseSchema = z.object({
  authorize_url: z.string().url(),
  state: govBrStateSchema,
});
export type GovBrAuthorizeResponse = z.infer<typeof govBrAuthorizeResponseSchema>;

export const GOVBR_AUTHORIZATION_STATUSES = ['pending', 'authorized', 'failed', 'expired'] as const;
export type GovBrAuthorizationStatusName = (typeof GOVBR_AUTHORIZATION_STATUSES)[number];

/**
 * Why an authorisation failed, when the client should act on it and not only show it:
 * bronze-account — gov.br says the account is bronze level, which cannot sign until the user
 * raises it on gov.br, so asking again from the same screen cannot succeed.
 */
export const GOVBR_FAILURE_REASONS = ['bronze-account'] as const;
export type GovBrFailureReason = (typeof GOVBR_FAILURE_REASONS)[number];

/** GET /signature/govbr/authorization/{state}: message says why when failed or expired. */
export const govBrAuthorizationStatusSchema = z.object({
  status: z.enum(GOVBR_AUTHORIZATION_STATUSES),
  message: z.string().optional(),
  reason: z.enum(GOVBR_FAILURE_REASONS).optional(),
});
export type GovBrAuthorizationStatus = z.infer<typeof govBrAuthorizationStatusSchema>;
