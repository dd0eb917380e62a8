/**
 * Figures read when /metrics is scraped (ADR 0012): the process (resident memory, heap, CPU,
 * uptime, event-loop lag), the database pool, and the mail outbox's depth. The outbox is read with
 * one indexed query under a short timeout; when the database does not answer, its figures are left
 * out and `metrics_database_up` says so, so a scrape never waits on a dead database.
 *
 * Each app has its own registry of these (they read its pool and database); prom-client's gauges
 * call `collect` on every scrape.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Gauge, Registry } from 'prom-client';
import { MAIL_RETRY } from '../adapters/mail/mailer.ts';
import type { Database } from '../db/index.ts';

const NS = 1e9;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface OutboxDepth {
  pending: number;
  failed: number;
  oldest: number | null;
}

/**
 * The outbox's depth: mails still to send, mails given up on (after `MAIL_RETRY.maxAttempts`), and
 * the age of the oldest one waiting. These are the database's numbers, the same from every node.
 */
async function outboxDepth(database: Database, timeoutMs: number): Promise<OutboxDepth | undefined> {
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
    return result.rows[0];
  } catch {
    return undefined;
  }
}

/** An app's scrape-time figures; `stop` ends the event-loop monitor. */
export function scrapeRegistry(database: Database, outboxTimeoutMs = 1_000) {
  const registry = new Registry();
  const registers = [registry];

  // Event-loop lag since the previous scrape (the histogram is reset on every read).
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  new Gauge({
    name: 'nodejs_eventloop_lag_seconds',
    help: 'Event-loop delay since the previous scrape: mean, 99th percentile and maximum',
    labelNames: ['stat'] as const,
    registers,
    collect() {
      const seconds = (ns: number) => (Number.isFinite(ns) && loop.count > 0 ? ns / NS : 0);
      this.set({ stat: 'mean' }, seconds(loop.mean));
      this.set({ stat: 'p99' }, seconds(loop.percentile(99)));
      this.set({ stat: 'max' }, seconds(loop.max));
      loop.reset();
    },
  });

  new Gauge({
    name: 'process_resident_memory_bytes',
    help: 'Resident memory of this process',
    registers,
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  new Gauge({
    name: 'nodejs_heap_used_bytes',
    help: 'V8 heap in use',
    registers,
    collect() {
      this.set(process.memoryUsage().heapUsed);
    },
  });
  // A total read from the process, not counted here: a counter by type, set at each scrape.
  const cpu = new Gauge({
    name: 'process_cpu_seconds_total',
    help: 'CPU time used by this process, user and system',
    registers,
    collect() {
      const used = process.cpuUsage();
      this.set((used.user + used.system) / 1e6);
    },
  });
  (cpu as unknown as { type: string }).type = 'counter';
  new Gauge({
    name: 'process_uptime_seconds',
    help: 'Seconds since this process started',
    registers,
    collect() {
      this.set(process.uptime());
    },
  });
  new Gauge({
    name: 'process_start_time_seconds',
    help: 'Start of this process, in seconds since the Unix epoch',
    registers,
    collect() {
      this.set(Math.round(Date.now() / 1000 - process.uptime()));
    },
  });

  const { pool } = database;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of this process to PostgreSQL, open in all and idle',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of this process',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });

  // One query per scrape feeds the outbox figures. They live in a registry of their own that a
  // scrape includes only when the database answered: no figure rather than a wrong one.
  let depth: OutboxDepth | undefined;
  const outbox = new Registry();
  const up = new Gauge({
    name: 'metrics_database_up',
    help: 'Whether the database answered this scrape',
    registers,
  });
  const outboxGauge = (name: string, help: string, pick: (d: OutboxDepth) => number) =>
    new Gauge({
      name,
      help,
      registers: [outbox],
      collect() {
        if (depth) this.set(pick(depth));
      },
    });
  outboxGauge('mail_outbox_pending', 'Mails waiting in the outbox to be sent', (d) => d.pending);
  outboxGauge('mail_outbox_failed', 'Mails the outbox gave up on after every retry', (d) => d.failed);
  outboxGauge(
    'mail_outbox_oldest_pending_age_seconds',
    'Age of the oldest mail waiting in the outbox (0 when none waits)',
    (d) => d.oldest ?? 0,
  );

  return {
    /** The registries to expose on this scrape, after reading the database once. */
    async registries(): Promise<Registry[]> {
      depth = await outboxDepth(database, outboxTimeoutMs);
      up.set(depth ? 1 : 0);
      return depth ? [registry, outbox] : [registry];
    },
    stop: () => loop.disable(),
  };
}
