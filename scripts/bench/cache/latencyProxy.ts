// A delaying TCP proxy for bench:cache: the app talks to the reference server through it, and every
// byte the server sends back reaches the app `latencyMs` later, as over a slow link (each response,
// and the answer to each new connection, arrives that much late). A proxy rather than a hook in the
// server: the product's server stays exactly as shipped, and the delay covers what a network adds
// (connection set-up included), not only the handler's time. Loopback only.
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export type LatencyProxy = {
  /** http://127.0.0.1:PORT — give this to the app as its server address. */
  url: string;
  /** The delay applied from now on (new and open connections alike). */
  setLatency(ms: number): void;
  close(): Promise<void>;
};

export async function startLatencyProxy(target: string, latencyMs = 0): Promise<LatencyProxy> {
  const upstream = new URL(target);
  let latency = latencyMs;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const server: Server = createServer((client) => {
    track(client);
    const origin = connect({ host: upstream.hostname, port: Number(upstream.port) });
    track(origin);
    client.pipe(origin);
    // Server → app, delayed. Timers of one duration fire in the order they were set, so the bytes
    // keep their order; a change of latency mid-stream could reorder them, so each chunk also waits
    // for the one before it.
    let previous = Promise.resolve();
    origin.on('data', (chunk: Buffer) => {
      const due = Date.now() + latency;
      const wait = previous;
      previous = (async () => {
        await wait;
        const left = due - Date.now();
        if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
        if (!client.destroyed) client.write(chunk);
      })();
    });
    origin.on('end', () => void previous.then(() => client.end()));
    const abort = () => (client.destroy(), origin.destroy());
    origin.on('error', abort);
    client.on('error', abort);
    client.on('close', () => origin.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setLatency: (ms) => {
      latency = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
