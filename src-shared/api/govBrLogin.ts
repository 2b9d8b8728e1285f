// gov.br login (§7 login type 3, EGOV): the browser goes to GOVBR_LOGIN_START_PATH, the server
// sends it on to gov.br's Login Único (authorization code with PKCE) and gets it back at
// GOVBR_LOGIN_CALLBACK_PATH. A known CPF comes back to the portal's login with a one-time code in
// the `govbr` query, which the portal trades for its session with POST /auth/login
// {type: 3, data: {token: code}}; an unknown CPF goes to the signup with the prefill; a failure
// comes back with `govbr_error`. No access token ever travels in a URL.
import { z } from 'zod';

export const GOVBR_LOGIN_START_PATH = '/api/auth/govbr/login';
export const GOVBR_LOGIN_CALLBACK_PATH = '/api/auth/govbr/callback';
/** The portal's login route (under /app/ on the server) the callback sends the browser back to. */
export const CITIZEN_LOGIN_PATH = '/citizen/v2/login';
export const GOVBR_CODE_QUERY = 'govbr';
export const GOVBR_ERROR_QUERY = 'govbr_error';

export const govBrLoginErrorSchema = z.enum(['denied', 'expired', 'failed']);
export type GovBrLoginError = z.infer<typeof govBrLoginErrorSchema>;

/** The one-time exchange code: 32 random bytes, base64url. */
export const govBrExchangeCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const govBrLoginDataSchema = z.object({
  token: govBrExchangeCodeSchema,
  cpf_cnpj: z.never().optional(),
  email: z.never().optional(),
  password: z.never().optional(),
});

/** The gov.br account's level (confiabilidade): bronze, prata (silver) or ouro (gold). */
export type GovBrAccountLevel = 'bronze' | 'silver' | 'gold';
