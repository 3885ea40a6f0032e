import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { connectionsByState } from '../../db/probes.ts';

import type { JobOutcome } from '../../core/scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /** Counts one run of a scheduled job; `skipped` when another process held it. */
      jobRun(job: string, outcome: JobOutcome, seconds?: number): void;
    };
  }
}

/** Latency buckets in seconds, from a cached answer to a slow page. */
const BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const sameToken = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * Prometheus metrics at `/metrics`, only when METRICS_TOKEN is set and only for a request bearing it: request rate,
 * latency by route, server errors, the process's own figures (event-loop delay, memory, CPU), the database's
 * connections and the scheduled jobs' runs. See docs/decisions/0502-metrics-and-readiness.md.
 */
export default fp(
  async (app) => {
    const token = app.config.metricsToken;
    if (!token) {
      app.decorate('metrics', { jobRun: () => {} });
      return;
    }
    // Loaded only here: a process without metrics does not carry the client library.
    const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: BUCKETS,
      registers: [registry],
    });
    const errors = new Counter({
      name: 'http_server_errors_total',
      help: 'Answers with a 5xx status, by route pattern',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    const jobRuns = new Counter({
      name: 'job_runs_total',
      help: 'Runs of scheduled jobs, by job and outcome (skipped: another process ran it)',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    });
    const jobSeconds = new Histogram({
      name: 'job_duration_seconds',
      help: 'Time a scheduled job took',
      labelNames: ['job'] as const,
      buckets: [0.01, 0.1, 1, 10, 60],
      registers: [registry],
    });
    new Gauge({
      name: 'database_connections',
      help: "Connections to this server's database, by state (all processes of the school)",
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const rows = await connectionsByState(app.db);
          for (const row of rows) this.set({ state: row.state }, row.n);
        } catch {
          this.set({ state: 'unreachable' }, 1);
        }
      },
    });

    app.decorate('metrics', {
      jobRun(job: string, outcome: JobOutcome, seconds?: number) {
        jobRuns.inc({ job, outcome });
        if (seconds !== undefined) jobSeconds.observe({ job }, seconds);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? '(unmatched)';
      if (route === '/metrics') return;
      const status = `${Math.floor(reply.statusCode / 100)}xx`;
      duration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc({ route });
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
