import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';

const TOKEN = 'metrics-token-for-the-tests';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => ctx?.app.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('answers only a request bearing METRICS_TOKEN', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests by route pattern and status class, and server errors', async () => {
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'GET', url: '/api/courses/' });
    await ctx.app.inject({ method: 'GET', url: '/api/courses/999999/' });
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/courses\/",status="2xx"\} 3/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/courses\/:id\/",status="4xx"\} 1/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/courses\/"/,
    );
    expect(body).toContain('# TYPE http_server_errors_total counter');
  });

  it("shows the event-loop delay, memory, the database's connections and job runs", async () => {
    ctx.app.metrics.jobRun('billing-lifecycle', 'done', 0.2);
    ctx.app.metrics.jobRun('billing-lifecycle', 'skipped');
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(body).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(body).toMatch(/process_resident_memory_bytes \d/);
    expect(body).toMatch(/database_connections\{state="[a-z ]+"\} \d+/);
    expect(body).toContain('job_runs_total{job="billing-lifecycle",outcome="done"} 1');
    expect(body).toContain('job_runs_total{job="billing-lifecycle",outcome="skipped"} 1');
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics at all', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      plain.app.metrics.jobRun('any', 'done');
    } finally {
      await plain.app.close();
    }
  });
});
