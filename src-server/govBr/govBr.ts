// The gov.br signature as the routes use it: the configured client, the authorisations in progress
// and the CAs gov.br's signer certificates must chain to; null in the context when not configured.
import { X509Certificate } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { govBrStateSchema, type GovBrFailureReason } from '../../src-shared/api/govBr';
import { parseCertificate } from '../../src-shared/icp/certificate';
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { signerPerson } from '../signatures/signing';
import type { TrustList } from '../signatures/trustList';
import { GovBrAuthorizations } from './authorizations';
import { createGovBrClient, refusalOf, type GovBrClient, type GovBrFailure } from './client';

const m = messages.signing.govBr;

export type GovBrSettings = {
  casUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** A function when only known after listen (the server's own callback on a port picked at start). */
  redirectUri: string | (() => string);
  /** The CAs gov.br's signer certificates chain to (--govbr-trust-anchors). */
  trustList: TrustList;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type GovBr = { client: GovBrClient; authorizations: GovBrAuthorizations; trustList: TrustList };

export const GOVBR_CALLBACK_PATH = '/api/signature/govbr/callback';

export function createGovBr(settings: GovBrSettings): GovBr {
  const { redirectUri } = settings;
  return {
    client: createGovBrClient({
      casUrl: settings.casUrl,
      apiUrl: settings.apiUrl,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      redirectUri: typeof redirectUri === 'string' ? () => redirectUri : redirectUri,
      ...(settings.timeoutMs !== undefined ? { timeoutMs: settings.timeoutMs } : {}),
      ...(settings.fetch ? { fetch: settings.fetch } : {}),
    }),
    authorizations: new GovBrAuthorizations(),
    trustList: settings.trustList,
  };
}

/** 503 with the reason when the server has no gov.br configuration. */
export function requireGovBr(ctx: ServerContext): GovBr {
  if (!ctx.govBr) throw new ApiError(503, { message: m.notConfigured });
  return ctx.govBr;
}

const isBronze = (failure: GovBrFailure) => failure.kind === 'refused' && failure.refusal === 'identity-level';

/** What the user is told when gov.br says no, or does not answer. */
export function govBrFailureMessage(failure: GovBrFailure): string {
  switch (failure.kind) {
    case 'unauthorized':
      return m.tokenRefused;
    case 'refused':
      return failure.refusal === 'identity-level' ? m.bronzeAccount : failure.refusal === 'cpf-situation' ? m.cpfSituation : m.signRefused;
    case 'unavailable':
      return m.unavailable;
  }
}

/** The CPF a gov.br certificate names (read as for ICP-Brasil certificates: otherName 2.16.76.1.3.1, else "NAME:CPF" in the CN). */
export function cpfOfCertificate(pemOrDer: string | Uint8Array): string | null {
  try {
    const der = typeof pemOrDer === 'string' ? new X509Certificate(pemOrDer).raw : pemOrDer;
    return parseCertificate(der).icp.cpf;
  } catch {
    return null;
  }
}

const callbackQuerySchema = z.object({
  state: govBrStateSchema,
  code: z.string().min(1).max(2048).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

export type CallbackOutcome = { ok: true } | { ok: false; status: number; message: string };

/**
 * GET {redirect_uri}?code&state, or ?error&error_description&state: the browser is back from
 * gov.br. The code is exchanged for the access token, and the certificate gov.br would sign with is
 * asked for at once, so a bronze account or another person's account fails here, while the user
 * is still looking, rather than at the first document.
 */
export async function completeCallback(ctx: ServerContext, govBr: GovBr, query: unknown, log: FastifyBaseLogger): Promise<CallbackOutcome> {
  const parsed = callbackQuerySchema.safeParse(query);
  if (!parsed.success) return { ok: false, status: 400, message: m.authorizationNotFound };
  const { state, code, error, error_description: description } = parsed.data;
  const started = govBr.authorizations.beginCallback(state, ctx.now());
  if (started === null) return { ok: false, status: 400, message: m.authorizationNotFound };
  const fail = (message: string, reason?: GovBrFailureReason): CallbackOutcome => {
    govBr.authorizations.fail(state, message, reason);
    return { ok: false, status: 400, message };
  };
  const failWith = (failure: GovBrFailure) => fail(govBrFailureMessage(failure), isBronze(failure) ? 'bronze-account' : undefined);

  // gov.br's own words are not shown: the page and the screen say ours, chosen by what it said.
  if (error !== undefined || code === undefined) {
    if (error !== undefined && refusalOf(description ?? '') === 'identity-level') return fail(m.bronzeAccount, 'bronze-account');
    return fail(error === undefined ? m.tokenRefused : m.denied);
  }
  const token = await govBr.client.exchangeCode(code);
  if (!token.ok) {
    if (token.error.kind === 'unavailable') log.warn({ detail: token.error.detail }, 'gov.br token exchange failed');
    return failWith(token.error);
  }
  const certificate = await govBr.client.publicCertificate(token.value.accessToken);
  if (!certificate.ok) {
    if (certificate.error.kind === 'unavailable') log.warn({ detail: certificate.error.detail }, 'gov.br certificate request failed');
    return failWith(certificate.error);
  }
  const cpf = cpfOfCertificate(certificate.value);
  if (cpf === null) return fail(m.certificateInvalid);
  if (cpf !== signerPerson(ctx.db, started.userId).cpf) return fail(m.wrongAccount);
  const expiresIn = token.value.expiresInSeconds;
  govBr.authorizations.authorize(state, token.value.accessToken, expiresIn === null ? null : ctx.now() + expiresIn * 1000);
  return { ok: true };
}
