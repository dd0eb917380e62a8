/**
 * The process's metrics (issue 8 §5, ADR 0012) in the Prometheus text format, written here rather
 * than with a client library: counters, gauges and histograms with labels are a page of code, and
 * what a scrape shows stays in our hands. Metrics are per process: each node is scraped on its own
 * and Prometheus adds them up.
 *
 * Modules import the metric they feed (`idempotentReplays`, `jobRuns`) and count at the place where
 * the event happens; the observability plugin feeds the HTTP metrics and exposes the registry.
 */

export type Labels = Record<string, string>;

/** Label values as the exposition format wants them: backslash, quote and newline escaped. */
function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labelText(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
}

/** Numbers as Prometheus reads them (`+Inf`, never `Infinity`). */
function num(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return Number.isNaN(value) ? 'NaN' : String(value);
}

interface Metric {
  readonly name: string;
  /** The metric's lines, `# HELP` and `# TYPE` included. */
  lines(): string[];
}

function header(name: string, help: string, type: string): string[] {
  return [`# HELP ${name} ${help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${name} ${type}`];
}

/** Keys one label set the same way whatever order its properties were written in. */
function keyOf(labelNames: readonly string[], labels: Labels): string {
  return JSON.stringify(labelNames.map((name) => labels[name] ?? ''));
}

function labelsOf(labelNames: readonly string[], key: string): Labels {
  const values = JSON.parse(key) as string[];
  return Object.fromEntries(labelNames.map((name, i) => [name, values[i]!]));
}

export class Counter<L extends string = never> implements Metric {
  private readonly values = new Map<string, number>();
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labelNames: readonly L[] = [],
  ) {}

  inc(labels: Record<L, string> = {} as Record<L, string>, by = 1): void {
    const key = keyOf(this.labelNames, labels);
    this.values.set(key, (this.values.get(key) ?? 0) + by);
  }

  /** The current count of one label set (tests and health checks read it). */
  get(labels: Record<L, string> = {} as Record<L, string>): number {
    return this.values.get(keyOf(this.labelNames, labels)) ?? 0;
  }

  lines(): string[] {
    const out = header(this.name, this.help, 'counter');
    for (const [key, value] of this.values)
      out.push(`${this.name}${labelText(labelsOf(this.labelNames, key))} ${num(value)}`);
    return out;
  }
}

export class Histogram<L extends string = never> implements Metric {
  private readonly series = new Map<string, { counts: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labelNames: readonly L[],
    /** Upper bounds in ascending order; `+Inf` is added. */
    private readonly buckets: readonly number[],
  ) {}

  observe(labels: Record<L, string>, value: number): void {
    const key = keyOf(this.labelNames, labels);
    let s = this.series.get(key);
    if (!s) {
      s = { counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    for (let i = 0; i < this.buckets.length; i++) if (value <= this.buckets[i]!) s.counts[i]!++;
    s.sum += value;
    s.count++;
  }

  lines(): string[] {
    const out = header(this.name, this.help, 'histogram');
    for (const [key, s] of this.series) {
      const labels = labelsOf(this.labelNames, key);
      this.buckets.forEach((le, i) => {
        out.push(`${this.name}_bucket${labelText({ ...labels, le: num(le) })} ${s.counts[i]}`);
      });
      out.push(`${this.name}_bucket${labelText({ ...labels, le: '+Inf' })} ${s.count}`);
      out.push(`${this.name}_sum${labelText(labels)} ${num(s.sum)}`);
      out.push(`${this.name}_count${labelText(labels)} ${s.count}`);
    }
    return out;
  }
}

/** A value read when scraped (memory, pool size, queue depth). */
export interface GaugeSample {
  name: string;
  help: string;
  /** `counter` for totals read from elsewhere (CPU seconds). */
  type?: 'gauge' | 'counter';
  values: { labels?: Labels; value: number }[];
}

/** Writes read-at-scrape samples the same way as the registry's own metrics. */
export function sampleLines(sample: GaugeSample): string[] {
  const out = header(sample.name, sample.help, sample.type ?? 'gauge');
  for (const { labels, value } of sample.values)
    out.push(`${sample.name}${labelText(labels ?? {})} ${num(value)}`);
  return out;
}

export class Registry {
  private readonly metrics = new Map<string, Metric>();

  register<M extends Metric>(metric: M): M {
    if (this.metrics.has(metric.name)) throw new Error(`metric ${metric.name} is registered twice`);
    this.metrics.set(metric.name, metric);
    return metric;
  }

  /** The exposition text: the registry's metrics, then `extra` samples read at scrape time. */
  exposition(extra: GaugeSample[] = []): string {
    const lines = [...this.metrics.values()].flatMap((m) => m.lines());
    for (const sample of extra) lines.push(...sampleLines(sample));
    return `${lines.join('\n')}\n`;
  }
}

/** The content type of the text format, version 0.0.4 (what every Prometheus server reads). */
export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** This process's registry. */
export const metrics = new Registry();

/** Seconds; from a fast cached answer to the slowest upload or PDF. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = metrics.register(
  new Counter('http_requests_total', 'HTTP requests answered, by method, route pattern and status', [
    'method',
    'route',
    'status',
  ]),
);

export const httpDuration = metrics.register(
  new Histogram(
    'http_request_duration_seconds',
    'Time from receiving a request to sending its answer, by method and route pattern',
    ['method', 'route'],
    DURATION_BUCKETS,
  ),
);

/**
 * Replays answered from an idempotency store instead of doing the work again (architecture §5):
 * a phone's outbox resending a catch report, a browser repeating a purchase.
 */
export const idempotentReplays = metrics.register(
  new Counter('idempotent_replays_total', 'Requests answered from the idempotency store, by operation', [
    'operation',
  ]),
);

/** Runs of scheduled jobs on this node (a job runs on one node only: see jobs/scheduler.ts). */
export const jobRuns = metrics.register(
  new Counter('scheduled_job_runs_total', 'Scheduled job runs on this node, by job and outcome', [
    'job',
    'outcome',
  ]),
);
