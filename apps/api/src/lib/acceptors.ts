import net from 'node:net';
import type { Server } from 'node:http';

/**
 * The listening sockets of one server process (docs/decisions/0018-several-acceptors.md). libuv accepts one new
 * connection per listening socket and event-loop iteration, so a server busy with its open connections let a burst of
 * new clients wait seconds in the kernel's queue. On Linux the server listens on ACCEPTORS sockets of one port
 * (SO_REUSEPORT): the kernel spreads new connections over them, and each iteration accepts one from each.
 */
export const ACCEPTORS = 16;

export interface Acceptors {
  /** Stops every listening socket but the HTTP server's own, which the server's close stops; open connections stay. */
  close(): void;
}

export function severalAcceptorsSupported(): boolean {
  return process.platform === 'linux';
}

function listen(server: net.Server, options: net.ListenOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Fails as a plain listen would when the port is taken. Sockets with SO_REUSEPORT share a port with any other such
 * socket of the same user: without this check, a second server started on the port by mistake would silently take
 * part of the first one's visitors instead of stopping with EADDRINUSE. Port 0 resolves to a free port here.
 */
export async function claimPort(port: number, host: string): Promise<number> {
  const probe = net.createServer();
  await listen(probe, { port, host });
  const address = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return address.port;
}

type CountedServer = net.Server & { _connections: number };
type CountedSocket = net.Socket & { server: net.Server; _server: net.Server };

/**
 * Gives a connection accepted by an extra socket to the HTTP server, counted as one of its own: `server.close()`
 * (and so Fastify's close, whose onClose hooks end the database and the mailer) waits for it as for the connections
 * the server accepted itself. Node counts a server's connections in `_connections` and a socket decrements its
 * `_server`'s count when it closes, which has held since Node 0.x; without the transfer, a request in flight on such
 * a connection was cut off at shutdown (test/health/graceful-shutdown.test.ts).
 */
function handOver(extra: net.Server, server: Server, socket: net.Socket) {
  (extra as CountedServer)._connections -= 1;
  (server as unknown as CountedServer)._connections += 1;
  (socket as CountedSocket).server = server;
  (socket as CountedSocket)._server = server;
  server.emit('connection', socket);
}

/** `count` more listening sockets on the port of `server`, which must listen with `reusePort`. */
export async function addAcceptors(server: Server, count: number): Promise<Acceptors> {
  const address = server.address();
  if (count <= 0 || !address || typeof address !== 'object') return { close: () => {} };
  const extras: net.Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      // The HTTP server's own socket options, so that a connection behaves the same whichever socket took it.
      const extra = net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) =>
        handOver(extra, server, socket),
      );
      extras.push(extra);
      await listen(extra, { port: address.port, host: address.address, reusePort: true });
    }
  } catch (error) {
    extras.forEach((extra) => extra.close());
    throw error;
  }
  return { close: () => extras.forEach((extra) => extra.listening && extra.close()) };
}
