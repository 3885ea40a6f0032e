// Preloaded into a benchmarked server (node --import): answers the bench's IPC question with the event-loop delay
// since the last question and the process's resident memory.
import { monitorEventLoopDelay } from 'node:perf_hooks';

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
    });
    histogram.reset();
  });
  // The IPC channel must not keep a server alive that is shutting down.
  process.channel?.unref();
}
