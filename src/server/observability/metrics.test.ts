import { Counter, Histogram, Registry, sampleLines } from './metrics.ts';

describe('metrics registry', () => {
  it('writes counters per label set in the Prometheus text format, escaping label values', () => {
    const registry = new Registry();
    const counter = registry.register(new Counter('jobs_total', 'Jobs run', ['job', 'outcome']));
    counter.inc({ job: 'mail', outcome: 'ok' });
    counter.inc({ outcome: 'ok', job: 'mail' }, 2);
    counter.inc({ job: 'say "hi"\\\n', outcome: 'failed' });
    expect(counter.get({ job: 'mail', outcome: 'ok' })).toBe(3);
    expect(registry.exposition()).toBe(
      [
        '# HELP jobs_total Jobs run',
        '# TYPE jobs_total counter',
        'jobs_total{job="mail",outcome="ok"} 3',
        'jobs_total{job="say \\"hi\\"\\\\\\n",outcome="failed"} 1',
        '',
      ].join('\n'),
    );
  });

  it('writes cumulative histogram buckets with +Inf, the sum and the count', () => {
    const registry = new Registry();
    const histogram = registry.register(new Histogram('took_seconds', 'Time taken', ['route'], [0.1, 1]));
    histogram.observe({ route: '/a/:id' }, 0.05);
    histogram.observe({ route: '/a/:id' }, 0.5);
    histogram.observe({ route: '/a/:id' }, 3);
    expect(registry.exposition().split('\n')).toEqual([
      '# HELP took_seconds Time taken',
      '# TYPE took_seconds histogram',
      'took_seconds_bucket{route="/a/:id",le="0.1"} 1',
      'took_seconds_bucket{route="/a/:id",le="1"} 2',
      'took_seconds_bucket{route="/a/:id",le="+Inf"} 3',
      'took_seconds_sum{route="/a/:id"} 3.55',
      'took_seconds_count{route="/a/:id"} 3',
      '',
    ]);
  });

  it('refuses to register one name twice', () => {
    const registry = new Registry();
    registry.register(new Counter('a_total', 'A'));
    expect(() => registry.register(new Counter('a_total', 'A again'))).toThrow(/registered twice/);
  });

  it('writes samples read at scrape time with their type', () => {
    expect(
      sampleLines({
        name: 'up',
        help: 'Up',
        values: [{ value: 1 }, { labels: { x: 'y' }, value: Infinity }],
      }),
    ).toEqual(['# HELP up Up', '# TYPE up gauge', 'up 1', 'up{x="y"} +Inf']);
  });
});
