import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One full garbage collection in this thread, now. A thread calls it once, when its start is over: what the start
 * left (module sources parsed, PGlite's WebAssembly bytes once compiled, migrations and seeding) is otherwise kept
 * until V8's memory reducer runs, 8 to 12 s later (docs/decisions/0008-answers-and-memory-of-a-small-server.md).
 * V8 exposes `gc` only to contexts made while its flag is on: one is made for the call, and the flag goes off again,
 * so no other code ever sees a `gc` function.
 */
export function collectGarbageNow(): void {
  v8.setFlagsFromString('--expose-gc');
  try {
    (vm.runInNewContext('gc') as () => void)();
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}
