// The one block `npm start` prints once everything listens: where the product is, who can log
// in, and what else is there. Tests read the addresses from it.
import { messages } from '../../src-shared/messages';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src-server/db/seed/demoUsers';

const m = messages.start;

export type StartAddresses = { url: string; realtimeUrl: string };
export type BannerExtras = {
  /** Whether the desktop app opens; otherwise the addresses are for a browser. */
  desktop: boolean;
  token: { label: string; pin: string } | null;
  govBrUrl: string | null;
  /** The local MailDev's web inbox, where the organisation's e-mail lands. */
  mailInboxUrl: string | null;
  /** The local fixtures standing in for outside services, each with its address (none when real ones are set). */
  localServices: LocalServices;
  logPath: string;
};

export type LocalServices = Partial<Record<'postalCode' | 'ibge' | 'geocoding' | 'mapTiles' | 'govBrLogin' | 'recaptcha' | 'moodle', string>>;

const LOCAL_SERVICE_LABELS: Record<keyof LocalServices, string> = {
  postalCode: m.localPostalCode,
  ibge: m.localIbge,
  geocoding: m.localGeocoding,
  mapTiles: m.localMapTiles,
  govBrLogin: m.localGovBrLogin,
  recaptcha: m.localRecaptcha,
  moodle: m.localMoodle,
};

function localServiceLines(services: LocalServices): string[] {
  const entries = (Object.keys(LOCAL_SERVICE_LABELS) as (keyof LocalServices)[]).flatMap((key) => {
    const url = services[key];
    return url === undefined ? [] : [[LOCAL_SERVICE_LABELS[key], url] as const];
  });
  if (entries.length === 0) return [];
  const width = Math.max(...entries.map(([label]) => label.length)) + 2;
  return [m.localServices, ...entries.map(([label, url]) => `  ${label.padEnd(width)}${url}`)];
}

export const staffAddress = (url: string) => `${url}/login`;
export const citizenAddress = (url: string) => `${url}/app/citizen`;

export function banner({ url, realtimeUrl }: StartAddresses, { desktop, token, govBrUrl, mailInboxUrl, localServices, logPath }: BannerExtras): string {
  const addresses: [string, string][] = [
    [m.staffArea, staffAddress(url)],
    [m.citizenPortal, citizenAddress(url)],
    [m.api, `${url}/api`],
    [m.realtime, realtimeUrl],
  ];
  const width = Math.max(...addresses.map(([label]) => label.length)) + 2;
  const userWidth = Math.max(...DEMO_USERS.map((user) => user.email.length)) + 2;
  return [
    '',
    m.ready,
    '',
    ...addresses.map(([label, address]) => `  ${label.padEnd(width)}${address}`),
    '',
    m.demoUsers(DEMO_PASSWORD),
    ...DEMO_USERS.map((user) => `  ${user.email.padEnd(userWidth)}${user.purpose}`),
    '',
    ...(token ? [m.demoToken(token.label, token.pin)] : []),
    ...(govBrUrl ? [m.govBr(govBrUrl)] : []),
    ...(mailInboxUrl ? [m.mailInbox(mailInboxUrl)] : []),
    ...localServiceLines(localServices),
    desktop ? m.desktopOpening : m.browserFallback,
    m.logFile(logPath),
    m.howToStop,
  ].join('\n');
}
