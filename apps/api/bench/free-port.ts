import net from 'node:net';

/**
 * A port nobody listens on, below Linux's ephemeral range (32768 and up): a port chosen in that range could be the
 * one the kernel hands a moment later to another socket of the bench (the bare server listens on port 0), and the
 * server's start then fails with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
