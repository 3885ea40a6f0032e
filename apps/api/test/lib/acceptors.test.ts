import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addAcceptors,
  claimPort,
  severalAcceptorsSupported,
  type Acceptors,
} from '../../src/lib/acceptors.ts';

// Opens `count` connections to the port and waits until the kernel has completed every handshake (they then wait in
// the listening sockets' queues), in a process of its own while this one is blocked and cannot accept any.
const CONNECT_ALL = `
const net = require('node:net');
const [port, count] = process.argv.slice(1).map(Number);
let open = 0;
for (let i = 0; i < count; i++) {
  const socket = net.connect(port, '127.0.0.1', () => { if (++open === count) process.exit(0); });
  socket.on('error', () => process.exit(1));
}`;

/** The most of `count` waiting connections the server took in one event-loop iteration. */
async function acceptedInOneIteration(server: http.Server, count: number): Promise<number> {
  let accepted = 0;
  server.on('connection', (socket) => {
    accepted += 1;
    socket.destroy();
  });
  const { port } = server.address() as AddressInfo;
  execFileSync(process.execPath, ['-e', CONNECT_ALL, String(port), String(count)]);
  // Each iteration's poll phase accepts what it can, and its check phase (setImmediate) comes right after it.
  let most = 0;
  let before = accepted;
  while (accepted < count) {
    await new Promise((resolve) => setImmediate(resolve));
    most = Math.max(most, accepted - before);
    before = accepted;
  }
  return most;
}

function listen(options: { port: number; host: string; reusePort?: boolean }) {
  const server = http.createServer((_request, response) => response.end('ok'));
  return new Promise<http.Server>((resolve) => server.listen(options, () => resolve(server)));
}

describe.skipIf(!severalAcceptorsSupported())('the server listens on several sockets of one port', () => {
  const servers: http.Server[] = [];
  let acceptors: Acceptors | undefined;
  afterEach(async () => {
    acceptors?.close();
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('takes many waiting connections in one event-loop iteration, where one socket takes one', async () => {
    const single = await listen({ port: 0, host: '127.0.0.1' });
    servers.push(single);
    expect(await acceptedInOneIteration(single, 32)).toBe(1);

    const port = await claimPort(0, '127.0.0.1');
    const several = await listen({ port, host: '127.0.0.1', reusePort: true });
    servers.push(several);
    acceptors = await addAcceptors(several, 15);
    expect(await acceptedInOneIteration(several, 32)).toBeGreaterThan(4);
  });

  it('answers requests that arrive through any of its sockets', async () => {
    const port = await claimPort(0, '127.0.0.1');
    const server = await listen({ port, host: '127.0.0.1', reusePort: true });
    servers.push(server);
    acceptors = await addAcceptors(server, 15);
    const answers = await Promise.all(
      Array.from({ length: 64 }, () =>
        fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } }).then((r) => r.text()),
      ),
    );
    expect(answers.every((text) => text === 'ok')).toBe(true);
  });

  it('refuses a port another server holds, even one listening on several sockets, as a plain listen would', async () => {
    const plain = await listen({ port: 0, host: '127.0.0.1' });
    servers.push(plain);
    await expect(claimPort((plain.address() as AddressInfo).port, '127.0.0.1')).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });

    const port = await claimPort(0, '127.0.0.1');
    const shared = await listen({ port, host: '127.0.0.1', reusePort: true });
    servers.push(shared);
    acceptors = await addAcceptors(shared, 15);
    await expect(claimPort(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('stops taking connections on every socket when closed', async () => {
    const port = await claimPort(0, '127.0.0.1');
    const server = await listen({ port, host: '127.0.0.1', reusePort: true });
    acceptors = await addAcceptors(server, 15);
    acceptors.close();
    await new Promise((resolve) => server.close(resolve));
    const refused = await Promise.all(
      Array.from({ length: 32 }, () =>
        fetch(`http://127.0.0.1:${port}/`).then(
          () => false,
          () => true,
        ),
      ),
    );
    expect(refused.every(Boolean)).toBe(true);
  });
});
