import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** How much of a refused body is read and thrown away, at most, before the 413 leaves (docs/decisions/0102-refused-bodies-are-drained.md). */
export const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;
export const DISCARD_WAIT_MS = 5_000;

/**
 * Resolves once the rest of the request body has arrived and been dropped, or the bounds are reached. Closing a
 * socket with unread data makes the kernel answer with a reset, which throws away the 413 the client has not read.
 */
function discardRest(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DISCARD_LIMIT_BYTES) finish();
    };
    const timer = setTimeout(finish, DISCARD_WAIT_MS);
    raw.on('data', onData).once('end', finish).once('error', finish).once('close', finish);
    raw.resume();
  });
}

/** A 413 (JSON body over BODY_LIMIT_BYTES, upload over its size) waits for the unread body, within bounds. */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode === 413) await discardRest(request.raw);
      return payload;
    });
  },
  { name: 'drain-refused-body' },
);
