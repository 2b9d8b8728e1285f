// How the local fixtures (postal codes, IBGE, gov.br) listen: on 127.0.0.1, a free port unless one
// is given, never the reason a process stays alive (whoever started it decides when to end), and
// stopped with every open connection closed.
import type { IncomingMessage, Server } from 'node:http';
import { createServer } from 'node:net';

export type Listening = { url: string; stop(): Promise<void> };

export async function listenLocally(server: Server, port = 0): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
    server.unref();
  });
  const address = server.address();
  const bound = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${bound}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound, then released): a service that is down, for client tests. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A fixture request's body as text (at most 64 KiB: a fixture answers tests, not uploads). */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 64 * 1024) request.destroy(new Error('body too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
