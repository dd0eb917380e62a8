/**
 * The outbox kept in memory: for the unit tests and the reliability run (`bench/catch-reports.ts`),
 * where the same sync engine as the browser's runs in Node. It behaves as the Dexie store does,
 * each method atomic (one synchronous step between awaits), and hands out copies, never its own
 * objects, as IndexedDB would.
 */
import type { CatchReportRequest, CatchReportResult } from '../../../../shared/anglers/catch-reports.ts';
import type { AttemptProblem, OutboxEntry, StoredRefusal } from '../../../platform/outbox/types.ts';
import type { CatchReportStore, NewCatchReport, StoredCatchReport } from './report-types.ts';
import { newReport, queued, requestOf } from './reports.ts';

export class MemoryCatchReportStore implements CatchReportStore {
  private readonly reports = new Map<string, StoredCatchReport>();
  private readonly outbox = new Map<string, OutboxEntry>();

  async entries(): Promise<OutboxEntry[]> {
    return [...this.outbox.values()]
      .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.queuedAt - b.queuedAt)
      .map((entry) => ({ ...entry }));
  }

  async beginAttempt(id: string, now: Date): Promise<CatchReportRequest | null> {
    const report = this.reports.get(id);
    const entry = this.outbox.get(id);
    if (!report || !entry || report.state !== 'WAITING') return null;
    const sentAt = now.toISOString();
    this.reports.set(id, { ...report, sentAt, attempts: report.attempts + 1 });
    this.outbox.set(id, { ...entry, attempts: entry.attempts + 1 });
    return requestOf(report, sentAt);
  }

  async delivered(id: string, result: CatchReportResult): Promise<void> {
    const report = this.reports.get(id);
    if (report) this.reports.set(id, { ...report, state: 'SENT', result, refusal: null });
    this.outbox.delete(id);
  }

  async refused(id: string, refusal: StoredRefusal): Promise<void> {
    const report = this.reports.get(id);
    // A report another attempt already delivered stays delivered (the server keeps it).
    if (report && report.state !== 'SENT') this.reports.set(id, { ...report, state: 'REFUSED', refusal });
    this.outbox.delete(id);
  }

  async postpone(id: string, nextAttemptAt: number, problem: AttemptProblem): Promise<void> {
    const entry = this.outbox.get(id);
    if (entry) this.outbox.set(id, { ...entry, nextAttemptAt, lastProblem: problem });
  }

  async save(report: NewCatchReport & { id: string }, now: Date): Promise<StoredCatchReport> {
    if (this.reports.has(report.id)) throw new Error(`report ${report.id} exists`);
    const stored = newReport(report, now, null);
    this.reports.set(stored.id, stored);
    this.outbox.set(stored.id, queued(stored.id, now));
    return { ...stored };
  }

  async correct(
    refusedId: string,
    report: NewCatchReport & { id: string },
    now: Date,
  ): Promise<StoredCatchReport | null> {
    const old = this.reports.get(refusedId);
    if (old?.state !== 'REFUSED' || this.reports.has(report.id)) return null;
    const stored = newReport(report, now, refusedId);
    this.reports.delete(refusedId);
    this.reports.set(stored.id, stored);
    this.outbox.set(stored.id, queued(stored.id, now));
    return { ...stored };
  }

  async retryRefused(id: string, now: Date): Promise<boolean> {
    const report = this.reports.get(id);
    if (report?.state !== 'REFUSED') return false;
    this.reports.set(id, { ...report, state: 'WAITING', refusal: null });
    this.outbox.set(id, queued(id, now));
    return true;
  }

  async discardRefused(id: string): Promise<boolean> {
    if (this.reports.get(id)?.state !== 'REFUSED') return false;
    this.reports.delete(id);
    return true;
  }

  async get(id: string): Promise<StoredCatchReport | undefined> {
    const report = this.reports.get(id);
    return report ? { ...report } : undefined;
  }

  async list(): Promise<StoredCatchReport[]> {
    return [...this.reports.values()]
      .sort((a, b) => b.caughtAt.localeCompare(a.caughtAt))
      .map((report) => ({ ...report }));
  }
}
