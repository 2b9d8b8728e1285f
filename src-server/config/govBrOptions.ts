// The gov.br signature's configuration (ITI "Assinatura Eletrônica" API, OAuth 2.0 authorization
// code): where its authorisation server (CAS) and signing API are, this client's credentials, the
// redirect URI registered for it, and the CAs whose certificates gov.br signs with.
//
//   --govbr-cas-url URL          GDOC_GOVBR_CAS_URL          e.g. https://cas.staging.iti.br
//   --govbr-api-url URL          GDOC_GOVBR_API_URL          e.g. https://assinatura-api.staging.iti.br
//   --govbr-client-id ID         GDOC_GOVBR_CLIENT_ID
//                                GDOC_GOVBR_CLIENT_SECRET    environment only: a command line is
//                                                            visible to every user of the machine
//   --govbr-trust-anchors FILE   GDOC_GOVBR_TRUST_ANCHORS    PEM: gov.br's root (and intermediates)
//   --govbr-redirect-uri URL     GDOC_GOVBR_REDIRECT_URI     default: this server's own
//                                                            http://127.0.0.1:PORT/api/signature/govbr/callback
//
// None of them: gov.br signing is off (the session says canSignWithGovBR false, its routes answer
// 503). Some but not all: the server refuses to start, naming what is missing, rather than run with
// a half configuration that fails only when someone signs.
import { resolve } from 'node:path';
import { messages } from '../../src-shared/messages';
import { CliError } from './cli';

export type GovBrCliOptions = {
  casUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  trustAnchorsFile: string;
  /** Absent: the server's own callback on the address it listens on (known only after listen). */
  redirectUri?: string;
};

export const GOVBR_CLI_OPTIONS = {
  'govbr-cas-url': { type: 'string' },
  'govbr-api-url': { type: 'string' },
  'govbr-client-id': { type: 'string' },
  'govbr-trust-anchors': { type: 'string' },
  'govbr-redirect-uri': { type: 'string' },
} as const;

export type GovBrCliValues = Partial<Record<keyof typeof GOVBR_CLI_OPTIONS, string>>;

function baseUrl(option: string, value: string, allowQuery = false): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(messages.server.invalidOption(option, value));
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hash !== '' || (!allowQuery && url.search !== '') || url.username !== '') {
    throw new CliError(messages.server.invalidOption(option, value));
  }
  return allowQuery ? url.href : url.href.replace(/\/+$/, '');
}

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

export function parseGovBrOptions(values: GovBrCliValues, cwd: string, env: NodeJS.ProcessEnv): GovBrCliOptions | null {
  const casUrl = nonEmpty(values['govbr-cas-url'] ?? env.GDOC_GOVBR_CAS_URL);
  const apiUrl = nonEmpty(values['govbr-api-url'] ?? env.GDOC_GOVBR_API_URL);
  const clientId = nonEmpty(values['govbr-client-id'] ?? env.GDOC_GOVBR_CLIENT_ID);
  const clientSecret = nonEmpty(env.GDOC_GOVBR_CLIENT_SECRET);
  const trustAnchors = nonEmpty(values['govbr-trust-anchors'] ?? env.GDOC_GOVBR_TRUST_ANCHORS);
  const redirectUri = nonEmpty(values['govbr-redirect-uri'] ?? env.GDOC_GOVBR_REDIRECT_URI);
  const given = { casUrl, apiUrl, clientId, clientSecret, trustAnchors, redirectUri };
  if (Object.values(given).every((value) => value === undefined)) return null;
  const missing = [
    casUrl === undefined ? '--govbr-cas-url' : null,
    apiUrl === undefined ? '--govbr-api-url' : null,
    clientId === undefined ? '--govbr-client-id' : null,
    clientSecret === undefined ? 'GDOC_GOVBR_CLIENT_SECRET' : null,
    trustAnchors === undefined ? '--govbr-trust-anchors' : null,
  ].filter((name): name is string => name !== null);
  if (missing.length > 0 || casUrl === undefined || apiUrl === undefined || clientId === undefined || clientSecret === undefined || trustAnchors === undefined) {
    throw new CliError(messages.signing.govBr.configIncomplete(missing.join(', ')));
  }
  return {
    casUrl: baseUrl('--govbr-cas-url', casUrl),
    apiUrl: baseUrl('--govbr-api-url', apiUrl),
    clientId,
    clientSecret,
    trustAnchorsFile: resolve(cwd, trustAnchors),
    ...(redirectUri !== undefined ? { redirectUri: baseUrl('--govbr-redirect-uri', redirectUri, true) } : {}),
  };
}
