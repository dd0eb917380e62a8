/**
 * Scheduled jobs that run once across all nodes (architecture §8): each job is a row in
 * `scheduled_jobs`; a node claims a due job with one conditional UPDATE (only one node's update
 * matches), runs it, and sets the next run. A node that dies mid-run leaves a lock that expires, so
 * another node takes over. Jobs must be idempotent (permit expiry, mail delivery are).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { scheduledJobs } from '../db/schema-permits.ts';
import { jobRuns } from '../observability/metrics.ts';

export interface Job {
  name: string;
  everyMs: number;
  /** How long a claim holds before another node may take the job over. */
  lockMs?: number;
  run(): Promise<unknown>;
}

export interface Scheduler {
  /** Runs every due job this node can claim; returns the names it ran. */
  tick(now?: Date): Promise<string[]>;
  /**
   * Runs the named job now, due or not, unless another node holds it; true when it ran. For the
   * test-only trigger (jobs/test-trigger.ts), so that a journey need not wait for the schedule.
   */
  runNow(name: string): Promise<boolean>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createScheduler(
  db: Db,
  jobs: readonly Job[],
  log?: (message: string, error?: unknown) => void,
): Scheduler {
  const node = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function ensureRows() {
    for (const job of jobs) {
      await db
        .insert(scheduledJobs)
        .values({ name: job.name, nextRunAt: new Date(0) })
        .onConflictDoNothing();
    }
  }
  let ensured: Promise<void> | undefined;

  /** Claims the job (when due, or at once with `anyTime`), runs it and sets its next run. */
  async function claimAndRun(job: Job, now: Date, anyTime: boolean): Promise<boolean> {
    const lockUntil = new Date(now.getTime() + (job.lockMs ?? 10 * 60_000));
    const claimed = await db
      .update(scheduledJobs)
      .set({ lockedBy: node, lockedUntil: lockUntil, lastStartedAt: now })
      .where(
        and(
          eq(scheduledJobs.name, job.name),
          anyTime ? undefined : lte(scheduledJobs.nextRunAt, now),
          or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, now)),
        ),
      )
      .returning({ name: scheduledJobs.name });
    if (claimed.length === 0) return false;
    let result: unknown = null;
    try {
      result = { ok: true, value: (await job.run()) ?? null };
      jobRuns.inc({ job: job.name, outcome: 'ok' });
    } catch (error) {
      jobRuns.inc({ job: job.name, outcome: 'failed' });
      result = { ok: false, error: error instanceof Error ? error.message : String(error) };
      log?.(`job ${job.name} failed`, error);
    }
    await db
      .update(scheduledJobs)
      .set({
        lockedBy: null,
        lockedUntil: null,
        lastFinishedAt: new Date(),
        lastResult: result,
        nextRunAt: new Date(now.getTime() + job.everyMs),
        runs: sql`${scheduledJobs.runs} + 1`,
      })
      .where(and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.lockedBy, node)));
    return true;
  }

  async function tick(now = new Date()): Promise<string[]> {
    ensured ??= ensureRows();
    await ensured;
    const ran: string[] = [];
    for (const job of jobs) if (await claimAndRun(job, now, false)) ran.push(job.name);
    return ran;
  }

  async function runNow(name: string): Promise<boolean> {
    const job = jobs.find((j) => j.name === name);
    if (!job) return false;
    ensured ??= ensureRows();
    await ensured;
    return claimAndRun(job, new Date(), true);
  }

  return {
    tick,
    runNow,
    start(intervalMs = 30_000) {
      const loop = () => {
        running = tick().catch((error) => log?.('scheduler tick failed', error));
      };
      loop();
      timer = setInterval(loop, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
