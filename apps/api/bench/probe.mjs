// Preloaded into a benchmarked server (node --import): answers the bench's IPC question with the event-loop delay
// since the last question and the process's resident memory.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';

/**
 * Resident bytes of WebAssembly memories (the embedded database's PostgreSQL): V8 places each in a read-write mapping
 * followed by gigabytes of inaccessible guard region, which nothing else in the process has.
 */
function webAssemblyResident() {
  let smaps;
  try {
    smaps = fs.readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return 0;
  }
  const mappings = [];
  for (const line of smaps.split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) (\S{4}) /.exec(line);
    if (range)
      mappings.push({ size: parseInt(range[2], 16) - parseInt(range[1], 16), perm: range[3], rss: 0 });
    else if (line.startsWith('Rss:') && mappings.length)
      mappings.at(-1).rss = Number(line.split(/\s+/)[1]) * 1024;
  }
  let resident = 0;
  for (let i = 0; i + 1 < mappings.length; i++) {
    const guard = mappings[i + 1];
    if (mappings[i].perm === 'rw-p' && guard.perm === '---p' && guard.size >= 2 ** 32)
      resident += mappings[i].rss;
  }
  return resident;
}

// The histogram records the time between two ticks of a timer of this many ms, not the delay beyond it: an idle
// loop reads about 10 ms. The delay is what exceeds the timer's period, as @fastify/under-pressure reads it.
const RESOLUTION_MS = 10;
const delayMs = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  process.on('message', (message) => {
    if (message !== 'bench:stats') return;
    process.send?.({
      type: 'bench:stats',
      eventLoopP50: delayMs(histogram.percentile(50)),
      eventLoopP99: delayMs(histogram.percentile(99)),
      eventLoopMax: delayMs(histogram.max),
      rss: process.memoryUsage().rss,
      heapCommitted: v8.getHeapStatistics().total_physical_size,
      webAssemblyResident: webAssemblyResident(),
    });
    histogram.reset();
  });
  // The IPC channel must not keep a server alive that is shutting down.
  process.channel?.unref();
}
