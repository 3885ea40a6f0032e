// Runs a command whose output lines are printed with a prefix naming the run they came from, for runs side by side
// (the browser test shards, Vitest beside them). Resolves to its exit code (1 when it was killed).
import { spawn } from 'node:child_process';
import readline from 'node:readline';

export function runPrefixed(prefix, command, args, env = process.env) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}
