import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  total: number;
}

export const DEFAULT_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
export const DEFAULT_CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);

/** One autocannon run; failures are error answers, socket errors and timeouts. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? DEFAULT_CONNECTIONS,
    duration: options.seconds ?? DEFAULT_SECONDS,
    headers: options.headers ?? {},
    ...(options.requests ? { requests: options.requests } : {}),
    timeout: 10,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}
