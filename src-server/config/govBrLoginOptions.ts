// The gov.br LOGIN's configuration (Login Único, OpenID Connect authorization code with PKCE;
// "Roteiro de Integração do Login Único"), apart from the gov.br signature's (govBrOptions.ts):
// gov.br registers each service and its redirect URI once per use, with its own credentials.
//
//   --govbr-sso-url URL            GDOC_GOVBR_SSO_URL            e.g. https://sso.staging.acesso.gov.br
//   --govbr-sso-api-url URL        GDOC_GOVBR_SSO_API_URL        optional; the Confiabilidades API
//                                                                (account level), e.g. https://api.staging.acesso.gov.br
//   --govbr-sso-client-id ID       GDOC_GOVBR_SSO_CLIENT_ID
//                                  GDOC_GOVBR_SSO_CLIENT_SECRET  environment only
//   --govbr-sso-redirect-uri URL   GDOC_GOVBR_SSO_REDIRECT_URI   default: this server's own
//                                                                http://127.0.0.1:PORT/api/auth/govbr/callback
//
// None of them: gov.br login is off (its routes answer 503). Some but not all: the server refuses
// to start, naming what is missing.
import { messages } from '../../src-shared/messages';
import { CliError } from './cli';

export type GovBrLoginCliOptions = {
  ssoUrl: string;
  /** Absent: the account level is not asked for (users keep the level they had). */
  apiUrl?: string;
  clientId: string;
  clientSecret: string;
  redirectUri?: string;
};

export const GOVBR_LOGIN_CLI_OPTIONS = {
  'govbr-sso-url': { type: 'string' },
  'govbr-sso-api-url': { type: 'string' },
  'govbr-sso-client-id': { type: 'string' },
  'govbr-sso-redirect-uri': { type: 'string' },
} as const;

export type GovBrLoginCliValues = Partial<Record<keyof typeof GOVBR_LOGIN_CLI_OPTIONS, string>>;

function baseUrl(option: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(messages.server.invalidOption(option, value));
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hash !== '' || url.search !== '' || url.username !== '') {
    throw new CliError(messages.server.invalidOption(option, value));
  }
  return url.href.replace(/\/+$/, '');
}

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

export function parseGovBrLoginOptions(values: GovBrLoginCliValues, env: NodeJS.ProcessEnv): GovBrLoginCliOptions | null {
  const ssoUrl = nonEmpty(values['govbr-sso-url'] ?? env.GDOC_GOVBR_SSO_URL);
  const apiUrl = nonEmpty(values['govbr-sso-api-url'] ?? env.GDOC_GOVBR_SSO_API_URL);
  const clientId = nonEmpty(values['govbr-sso-client-id'] ?? env.GDOC_GOVBR_SSO_CLIENT_ID);
  const clientSecret = nonEmpty(env.GDOC_GOVBR_SSO_CLIENT_SECRET);
  const redirectUri = nonEmpty(values['govbr-sso-redirect-uri'] ?? env.GDOC_GOVBR_SSO_REDIRECT_URI);
  if ([ssoUrl, apiUrl, clientId, clientSecret, redirectUri].every((value) => value === undefined)) return null;
  const missing = [
    ssoUrl === undefined ? '--govbr-sso-url' : null,
    clientId === undefined ? '--govbr-sso-client-id' : null,
    clientSecret === undefined ? 'GDOC_GOVBR_SSO_CLIENT_SECRET' : null,
  ].filter((name): name is string => name !== null);
  if (missing.length > 0 || ssoUrl === undefined || clientId === undefined || clientSecret === undefined) {
    throw new CliError(messages.govBrLogin.server.configIncomplete(missing.join(', ')));
  }
  return {
    ssoUrl: baseUrl('--govbr-sso-url', ssoUrl),
    ...(apiUrl !== undefined ? { apiUrl: baseUrl('--govbr-sso-api-url', apiUrl) } : {}),
    clientId,
    clientSecret,
    ...(redirectUri !== undefined ? { redirectUri: baseUrl('--govbr-sso-redirect-uri', redirectUri) } : {}),
  };
}
