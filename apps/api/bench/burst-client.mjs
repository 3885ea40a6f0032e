// A burst of new clients, run as a process of its own so that the bench's load generator does not delay it: COUNT
// connections opened in the same instant (no keep-alive agent, so each is a new TCP connection), one GET each.
// Prints one JSON line: how many were answered with 200, and each one's time from connect to the answer's end.
import http from 'node:http';

const [url, countArg, timeoutArg] = process.argv.slice(2);
const count = Number(countArg ?? 200);
const timeoutMs = Number(timeoutArg ?? 10_000);

function one() {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      resolve({ status: 0, ms: performance.now() - started, error: error.message }),
    );
  });
}

const results = await Promise.all(Array.from({ length: count }, one));
const times = results.map((r) => r.ms).sort((a, b) => a - b);
console.log(
  JSON.stringify({
    count,
    answered: results.filter((r) => r.status === 200).length,
    p50: times[Math.floor(count / 2)],
    p99: times[Math.min(count - 1, Math.floor(count * 0.99))],
    max: times[count - 1],
    errors: [...new Set(results.filter((r) => r.error).map((r) => r.error))],
  }),
);
