import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROBE = path.join(apiDir, 'bench', 'probe.mjs');
const COMPILED = path.join(apiDir, 'dist', 'server.js');

export interface ProcessStats {
  eventLoopP50: number;
  eventLoopP99: number;
  eventLoopMax: number;
  rss: number;
  /** The server thread's V8 heap, committed. */
  heapCommitted: number;
  /** The embedded database's WebAssembly memory, resident (0 on PostgreSQL). */
  webAssemblyResident: number;
}

export interface ServerProcess {
  child: ChildProcess;
  address: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  stats(): Promise<ProcessStats>;
  stop(): Promise<void>;
}

/** The compiled server when it is built (npm run build), else the TypeScript sources through tsx. */
export function serverCommand(): { args: string[]; label: string } {
  if (fs.existsSync(COMPILED) && process.env['BENCH_TSX'] !== '1')
    return {
      args: [...SERVER_NODE_FLAGS, '--import', PROBE, COMPILED],
      label: 'compiled',
    };
  return {
    args: ['--import', 'tsx', '--import', PROBE, path.join(apiDir, 'src', 'server.ts')],
    label: 'tsx',
  };
}

function askStats(child: ChildProcess): Promise<ProcessStats> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no stats from the server')), 5000);
    const onMessage = (message: { type?: string } & ProcessStats) => {
      if (message.type !== 'bench:stats') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send('bench:stats');
  });
}

async function waitHealthy(address: string, child: ChildProcess, started: number): Promise<number> {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server exited before it was healthy');
    try {
      const res = await fetch(`${address}/api/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function startServer(script: { args: string[] }, env: NodeJS.ProcessEnv, port: number) {
  const started = performance.now();
  const child = spawn(process.execPath, script.args, {
    env: { ...SERVER_ENV, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const address = `http://127.0.0.1:${port}`;
  let startMs: number;
  try {
    startMs = await waitHealthy(address, child, started);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  }
  const handle: ServerProcess = {
    child,
    address,
    startMs,
    stats: () => askStats(child),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  return handle;
}

export async function startBare(): Promise<{
  address: string;
  child: ChildProcess;
  stats(): Promise<ProcessStats>;
}> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', PROBE, path.join(apiDir, 'bench', 'bare-server.ts')],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  const address = await new Promise<string>((resolve, reject) => {
    child.once('exit', () => reject(new Error('the bare server exited')));
    child.on('message', (m: { type?: string; address?: string }) => {
      if (m.type === 'bench:ready' && m.address) resolve(m.address);
    });
  });
  return { address, child, stats: () => askStats(child) };
}
