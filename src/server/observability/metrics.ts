/**
 * The process's metrics (issue 8 §5, ADR 0012), kept by prom-client (issue 17 item 6: a kept
 * library instead of our own exposition code). Metrics are per process: each node is scraped on
 * its own and Prometheus adds them up.
 *
 * Modules import the metric they feed (`idempotentReplays`, `jobRuns`) and count at the place where
 * the event happens; the observability plugin feeds the HTTP metrics; the health module exposes
 * this registry together with the figures read at scrape time (samples.ts).
 */
import { Counter, Histogram, Registry } from 'prom-client';

/** This process's registry: what is counted while serving. */
export const metrics = new Registry();

/** The content type of the text format, version 0.0.4 (what every Prometheus server reads). */
export const EXPOSITION_CONTENT_TYPE = metrics.contentType;

/** Seconds; from a fast cached answer to the slowest upload or PDF. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metrics],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: DURATION_BUCKETS,
  registers: [metrics],
});

/**
 * Replays answered from an idempotency store instead of doing the work again (architecture §5):
 * a phone's outbox resending a catch report, a browser repeating a purchase.
 */
export const idempotentReplays = new Counter({
  name: 'idempotent_replays_total',
  help: 'Requests answered from the idempotency store, by operation',
  labelNames: ['operation'] as const,
  registers: [metrics],
});

/** Runs of scheduled jobs on this node (a job runs on one node only: see jobs/scheduler.ts). */
export const jobRuns = new Counter({
  name: 'scheduled_job_runs_total',
  help: 'Scheduled job runs on this node, by job and outcome',
  labelNames: ['job', 'outcome'] as const,
  registers: [metrics],
});

/**
 * The exposition text of several registries (this process's, and an app's figures read at scrape
 * time), one metric family after another.
 */
export async function exposition(registries: Registry[]): Promise<string> {
  const texts = await Promise.all(registries.map((registry) => registry.metrics()));
  return texts.filter((text) => text.trim() !== '').join('\n');
}
