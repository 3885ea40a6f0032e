import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import type {
  EmbeddedWorkerAnswer,
  EmbeddedWorkerData,
  EmbeddedWorkerRequest,
  EmbeddedWorkerStart,
} from './embedded-worker.ts';

/** The database thread's script: the built one beside the server's bundle, or the sources' through tsx. */
function workerScript(): URL {
  const runsSources = import.meta.url.endsWith('.ts');
  return new URL(
    runsSources ? './embedded-worker-from-sources.mjs' : './embedded-worker.js',
    import.meta.url,
  );
}

/**
 * The thread's own JavaScript allocates little (PGlite's memory is its WebAssembly heap, the socket's data are
 * buffers outside the heap): a small young generation keeps it from holding memory it does not need.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 4 };

/**
 * The server runs with `--max-semi-space-size` (scripts/server-node-flags.mjs), and V8 lets that flag override a
 * worker's own young-generation limit: the thread then held 16 MB of young generation instead of 4. The flag is
 * cleared while the thread's heap is set up (it is read only then) and given back once the thread runs.
 */
export async function withoutProcessSemiSpaceFlag<T>(start: () => Promise<T>): Promise<T> {
  const flag = process.execArgv.find((arg) => arg.startsWith('--max-semi-space-size'));
  if (!flag) return start();
  v8.setFlagsFromString('--max-semi-space-size=0');
  try {
    return await start();
  } finally {
    v8.setFlagsFromString(flag);
  }
}

export interface EmbeddedWorker {
  /** The database as of now, in PGlite's dump format (the backup's). */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Starts the embedded database's thread on `dataDir` and resolves once it serves the folder's socket
 * (docs/decisions/0013-the-embedded-database-in-a-worker.md). The thread stopping on its own takes the process down:
 * without its database the server cannot answer.
 */
export function startEmbeddedWorker(data: EmbeddedWorkerData): Promise<EmbeddedWorker> {
  return withoutProcessSemiSpaceFlag(() => startWorker(data));
}

async function startWorker(data: EmbeddedWorkerData): Promise<EmbeddedWorker> {
  const worker = new Worker(workerScript(), { workerData: data, resourceLimits: WORKER_LIMITS });
  let closing = false;
  const waiting = new Map<number, (answer: EmbeddedWorkerAnswer) => void>();
  let lastId = 0;
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`The embedded database's thread stopped (exit code ${code}).`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: EmbeddedWorkerStart) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (message.type === 'ready') return resolve();
      const failure = new Error(message.message);
      if (message.stack) failure.stack = message.stack;
      void worker.terminate();
      reject(failure);
    });
  });
  worker.on('message', (answer: EmbeddedWorkerAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  worker.on('error', (error) => {
    if (!closing)
      setImmediate(() => {
        throw error;
      });
  });
  worker.on('exit', (code) => {
    if (!closing)
      setImmediate(() => {
        throw new Error(`The embedded database's thread stopped (exit code ${code}).`);
      });
  });
  const ask = (type: EmbeddedWorkerRequest['type']) =>
    new Promise<EmbeddedWorkerAnswer>((resolve) => {
      const id = ++lastId;
      waiting.set(id, resolve);
      worker.postMessage({ id, type } satisfies EmbeddedWorkerRequest);
    });
  return {
    async dump() {
      const answer = await ask('dump');
      if (answer.type === 'dump') return new Blob([answer.dump]);
      throw new Error(answer.type === 'failed' ? answer.message : `unexpected ${answer.type}`);
    },
    async close() {
      if (closing) return;
      closing = true;
      await ask('close');
      await worker.terminate();
    },
  };
}
