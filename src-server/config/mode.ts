// What the server runs as (--mode). production, the default, lets browsers call the API only from
// the desktop app and the origins it is given (--cors-origin); development, which `npm start` and
// the e2e suite use, also lets pages served from any loopback port in (the Vite dev server, the
// e2e renderer, the web builds reaching the realtime port).
export const SERVER_MODES = ['production', 'development'] as const;

export type ServerMode = (typeof SERVER_MODES)[number];

export const isServerMode = (value: string): value is ServerMode => (SERVER_MODES as readonly string[]).includes(value);
