// Preloaded into a benchmarked server (node --import): answers the bench's IPC question with the event-loop delay
// since the last question and the process's resident memory.
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('message', (message) => {
    if (message !== 'bench:stats') return;
    process.send?.({
      type: 'bench:stats',
      eventLoopP50: histogram.percentile(50) / 1e6,
      eventLoopP99: histogram.percentile(99) / 1e6,
      eventLoopMax: histogram.max / 1e6,
      rss: process.memoryUsage().rss,
    });
    histogram.reset();
  });
  // The IPC channel must not keep a server alive that is shutting down.
  process.channel?.unref();
}
