import { parentPort, workerData } from 'node:worker_threads';
import { openEmbeddedHere } from './embedded-pglite.ts';

/**
 * The server's embedded database in a thread of its own (docs/decisions/013-the-embedded-database-in-a-worker.md):
 * PGlite, served on the data folder's socket. The server's thread reaches it over that socket, as the CLI does.
 */
export interface EmbeddedWorkerData {
  dataDir: string;
}
export type EmbeddedWorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string; stack?: string }
  | { type: 'closed' }
  | { type: 'dump'; dump: ArrayBuffer };
export type EmbeddedWorkerRequest = { type: 'close' } | { type: 'dump' };

const port = parentPort!;

function failure(error: unknown): EmbeddedWorkerMessage {
  const failed = error instanceof Error ? error : new Error(String(error));
  return { type: 'failed', message: failed.message, ...(failed.stack ? { stack: failed.stack } : {}) };
}
const { dataDir } = workerData as EmbeddedWorkerData;
const post = (message: EmbeddedWorkerMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

try {
  const database = await openEmbeddedHere(dataDir);
  port.on('message', (request: EmbeddedWorkerRequest) => {
    const answer: Promise<void> =
      request.type === 'close'
        ? database.close().then(() => post({ type: 'closed' }))
        : database
            .dump()
            .then((blob) => blob.arrayBuffer())
            .then((dump) => post({ type: 'dump', dump }, [dump]));
    // A request that fails is answered with its error: the server's thread decides what it means.
    answer.catch((error: unknown) => post(failure(error)));
  });
  post({ type: 'ready' });
} catch (error) {
  post(failure(error));
}
