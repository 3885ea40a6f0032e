import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';

/**
 * A client that is still sending when the server refuses its body must get the 413, not a reset: the server reads
 * and discards a bounded amount of the body before it closes the connection.
 */

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await buildTestApp({ BODY_LIMIT_BYTES: '1024' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});

/**
 * Sends the headers, then the body in pieces while not reading (as a browser busy uploading), and only reads the
 * answer once everything is sent. Resolves with what arrived, or the socket error.
 */
function slowUpload(bodyBytes: number, headers: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('error', (error) => resolve(`error ${error.message}`));
    socket.on('close', () => resolve(received));
    socket.pause();
    socket.write(
      `POST /api/login/ HTTP/1.1\r\nHost: school.test\r\nContent-Type: application/json\r\n${headers}\r\n`,
    );
    let sent = 0;
    const piece = Buffer.alloc(64 * 1024, 'x');
    const next = () => {
      if (sent >= bodyBytes) {
        setTimeout(() => socket.resume(), 200);
        return;
      }
      const size = Math.min(piece.length, bodyBytes - sent);
      sent += size;
      socket.write(piece.subarray(0, size), () => setTimeout(next, 2));
    };
    next();
  });
}

describe('a body over the limit', () => {
  it('gets its 413 while the client is still sending (Content-Length)', async () => {
    const bytes = 2 * 1024 * 1024;
    const answer = await slowUpload(bytes, `Content-Length: ${bytes}\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('{"message":"Request body is too large","code":"body_too_large"}');
  });

  it('gets its 413 while the client is still sending (chunked)', async () => {
    const bytes = 2 * 1024 * 1024;
    const chunked = new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (data) => (received += data.toString('latin1')));
      socket.on('error', (error) => resolve(`error ${error.message}`));
      socket.on('close', () => resolve(received));
      socket.pause();
      socket.write(
        'POST /api/login/ HTTP/1.1\r\nHost: school.test\r\nContent-Type: application/json\r\n' +
          'Transfer-Encoding: chunked\r\n\r\n',
      );
      let sent = 0;
      const next = () => {
        if (sent >= bytes) {
          socket.write('0\r\n\r\n', () => setTimeout(() => socket.resume(), 200));
          return;
        }
        sent += 65536;
        socket.write(`10000\r\n${'x'.repeat(65536)}\r\n`, () => setTimeout(next, 2));
      };
      next();
    });
    const answer = await chunked;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('does not wait for a body larger than it is willing to discard', async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (data) => (received += data.toString('latin1')));
      socket.on('error', () => resolve(received));
      socket.on('close', () => resolve(received));
      socket.write(
        'POST /api/login/ HTTP/1.1\r\nHost: school.test\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${10 * 1024 ** 3}\r\n\r\n`,
      );
      // Sends as fast as the server reads, far beyond the bound, until the server closes.
      const piece = Buffer.alloc(256 * 1024, 'x');
      const pump = () => {
        if (!socket.destroyed && socket.write(piece)) setImmediate(pump);
      };
      socket.on('drain', pump);
      pump();
    });
    expect(answer === '' || answer.startsWith('HTTP/1.1 413 ')).toBe(true);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
