/**
 * Values read when /metrics is scraped (ADR 0012): the process (resident memory, heap, CPU,
 * uptime, event-loop lag), the database pool, and the mail outbox's depth. The outbox is read with
 * one indexed query under a short timeout; when the database does not answer, its samples are left
 * out and `metrics_database_up` says so, so a scrape never waits on a dead database.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { MAIL_RETRY } from '../adapters/mail/mailer.ts';
import type { Database } from '../db/client.ts';
import type { GaugeSample } from './metrics.ts';

const NS = 1e9;

/** Event-loop lag since the previous scrape (the histogram is reset on every read). */
export function eventLoopMonitor() {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  return {
    samples(): GaugeSample[] {
      const seconds = (ns: number) => (Number.isFinite(ns) && histogram.count > 0 ? ns / NS : 0);
      const out: GaugeSample[] = [
        {
          name: 'nodejs_eventloop_lag_seconds',
          help: 'Event-loop delay since the previous scrape: mean, 99th percentile and maximum',
          values: [
            { labels: { stat: 'mean' }, value: seconds(histogram.mean) },
            { labels: { stat: 'p99' }, value: seconds(histogram.percentile(99)) },
            { labels: { stat: 'max' }, value: seconds(histogram.max) },
          ],
        },
      ];
      histogram.reset();
      return out;
    },
    stop: () => histogram.disable(),
  };
}

export function processSamples(): GaugeSample[] {
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  return [
    {
      name: 'process_resident_memory_bytes',
      help: 'Resident memory of this process',
      values: [{ value: memory.rss }],
    },
    { name: 'nodejs_heap_used_bytes', help: 'V8 heap in use', values: [{ value: memory.heapUsed }] },
    {
      name: 'process_cpu_seconds_total',
      help: 'CPU time used by this process, user and system',
      type: 'counter',
      values: [{ value: (cpu.user + cpu.system) / 1e6 }],
    },
    {
      name: 'process_uptime_seconds',
      help: 'Seconds since this process started',
      values: [{ value: process.uptime() }],
    },
    {
      name: 'process_start_time_seconds',
      help: 'Start of this process, in seconds since the Unix epoch',
      values: [{ value: Math.round(Date.now() / 1000 - process.uptime()) }],
    },
  ];
}

export function poolSamples(database: Database): GaugeSample[] {
  const { pool } = database;
  return [
    {
      name: 'db_pool_connections',
      help: 'Connections of this process to PostgreSQL, open in all and idle',
      values: [
        { labels: { state: 'total' }, value: pool.totalCount },
        { labels: { state: 'idle' }, value: pool.idleCount },
      ],
    },
    {
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a free connection of this process',
      values: [{ value: pool.waitingCount }],
    },
  ];
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The outbox's depth: mails still to send, mails given up on (after `MAIL_RETRY.maxAttempts`), and
 * the age of the oldest one waiting. These are the database's numbers, the same from every node.
 */
export async function outboxSamples(database: Database, timeoutMs = 1_000): Promise<GaugeSample[]> {
  try {
    const result = await withTimeout(
      database.db.execute<{ pending: number; failed: number; oldest: number | null }>(sql`
        select
          count(*) filter (where attempts < ${MAIL_RETRY.maxAttempts})::int as pending,
          count(*) filter (where attempts >= ${MAIL_RETRY.maxAttempts})::int as failed,
          extract(epoch from now() - min(created_at) filter (where attempts < ${MAIL_RETRY.maxAttempts}))::float8 as oldest
        from mail_outbox where sent_at is null`),
      timeoutMs,
    );
    const row = result.rows[0]!;
    return [
      {
        name: 'metrics_database_up',
        help: 'Whether the database answered this scrape',
        values: [{ value: 1 }],
      },
      {
        name: 'mail_outbox_pending',
        help: 'Mails waiting in the outbox to be sent',
        values: [{ value: row.pending }],
      },
      {
        name: 'mail_outbox_failed',
        help: 'Mails the outbox gave up on after every retry',
        values: [{ value: row.failed }],
      },
      {
        name: 'mail_outbox_oldest_pending_age_seconds',
        help: 'Age of the oldest mail waiting in the outbox (0 when none waits)',
        values: [{ value: row.oldest ?? 0 }],
      },
    ];
  } catch {
    return [
      {
        name: 'metrics_database_up',
        help: 'Whether the database answered this scrape',
        values: [{ value: 0 }],
      },
    ];
  }
}
