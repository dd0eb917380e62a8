import { Counter, Registry } from 'prom-client';
import { exposition, httpDuration, httpRequests, idempotentReplays, jobRuns, metrics } from './metrics.ts';

describe('metrics', () => {
  it('keeps the metric names and types that dashboards and alerts read (ADR 0012)', async () => {
    const text = await metrics.metrics();
    expect(text).toMatch(/^# TYPE http_requests_total counter$/m);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(text).toMatch(/^# TYPE idempotent_replays_total counter$/m);
    expect(text).toMatch(/^# TYPE scheduled_job_runs_total counter$/m);
    for (const metric of [httpRequests, httpDuration, idempotentReplays, jobRuns])
      expect(metrics.getSingleMetric((metric as unknown as { name: string }).name)).toBe(metric);
  });

  it('writes histogram buckets of route patterns with +Inf, the sum and the count', async () => {
    httpDuration.observe({ method: 'GET', route: '/unit/:id' }, 0.004);
    httpDuration.observe({ method: 'GET', route: '/unit/:id' }, 3);
    const lines = (await metrics.metrics()).split('\n').filter((l) => l.includes('route="/unit/:id"'));
    expect(lines).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/unit/:id"} 1',
    );
    expect(lines).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/unit/:id"} 2',
    );
    expect(lines).toContain('http_request_duration_seconds_count{method="GET",route="/unit/:id"} 2');
  });

  it('joins several registries into one exposition, each family once, label values escaped', async () => {
    const a = new Registry();
    const b = new Registry();
    new Counter({ name: 'a_total', help: 'A', labelNames: ['job'], registers: [a] }).inc({
      job: 'say "hi"\\\n',
    });
    new Counter({ name: 'b_total', help: 'B', registers: [b] }).inc(2);
    const empty = new Registry();
    const text = await exposition([a, empty, b]);
    expect(text).toBe(
      [
        '# HELP a_total A',
        '# TYPE a_total counter',
        'a_total{job="say \\"hi\\"\\\\\\n"} 1',
        '',
        '# HELP b_total B',
        '# TYPE b_total counter',
        'b_total 2',
        '',
      ].join('\n'),
    );
  });
});
