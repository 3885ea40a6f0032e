import '../map-bundle-stacks.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { collectGarbageNow } from '../lib/collect-garbage.ts';
import { openEmbeddedHere } from './embedded-pglite.ts';

/**
 * The server's embedded database in a thread of its own (docs/decisions/0013-the-embedded-database-in-a-worker.md):
 * PGlite, served on the data folder's socket. The server's thread reaches it over that socket, as the CLI does.
 */
export interface EmbeddedWorkerData {
  dataDir: string;
}
type Failed = { type: 'failed'; message: string; stack?: string };
/** The thread's first message: it serves the socket, or it could not open the database. */
export type EmbeddedWorkerStart = { type: 'ready' } | Failed;
/** A request of the server's thread; the answer carries the same `id`. */
export type EmbeddedWorkerRequest = { id: number; type: 'close' | 'dump' };
export type EmbeddedWorkerAnswer = { id: number } & (
  { type: 'closed' } | { type: 'dump'; dump: ArrayBuffer } | Failed
);

const port = parentPort!;

function failure(error: unknown): Failed {
  const failed = error instanceof Error ? error : new Error(String(error));
  return { type: 'failed', message: failed.message, ...(failed.stack ? { stack: failed.stack } : {}) };
}
const { dataDir } = workerData as EmbeddedWorkerData;
const post = (message: EmbeddedWorkerStart | EmbeddedWorkerAnswer, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

try {
  const database = await openEmbeddedHere(dataDir);
  port.on('message', ({ id, type }: EmbeddedWorkerRequest) => {
    const answer: Promise<void> =
      type === 'close'
        ? database.close().then(() => post({ id, type: 'closed' }))
        : database
            .dump()
            .then((blob) => blob.arrayBuffer())
            .then((dump) => post({ id, type: 'dump', dump }, [dump]));
    // A request that fails is answered with its error: the server's thread decides what it means.
    answer.catch((error: unknown) => post({ id, ...failure(error) }));
  });
  // PGlite's WebAssembly bytes, once compiled, and the rest of its start go now, not 8 s later.
  collectGarbageNow();
  post({ type: 'ready' });
} catch (error) {
  post(failure(error));
}
