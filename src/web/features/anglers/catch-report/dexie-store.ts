/**
 * The outbox in the browser: the wallet's IndexedDB database (version 3, `wallet-db.ts`), tables
 * `catchReports` and `outbox`. A report and its outbox entry are written, and settled, in one
 * transaction each, so the phone never holds a waiting report without its entry or an entry
 * without its report. Nothing here waits for the network (field notes: never `await fetch` inside
 * a Dexie transaction).
 */
import type { CatchReportRequest, CatchReportResult } from '../../../../shared/anglers/catch-reports.ts';
import type { AttemptProblem, OutboxEntry, StoredRefusal } from '../../../platform/outbox/types.ts';
import { walletDb } from '../wallet/wallet-db.ts';
import type { CatchReportStore, NewCatchReport, StoredCatchReport } from './report-types.ts';
import { newReport, queued, requestOf } from './reports.ts';

export class DexieCatchReportStore implements CatchReportStore {
  private get db() {
    return walletDb();
  }

  async entries(): Promise<OutboxEntry[]> {
    return this.db.outbox.orderBy('nextAttemptAt').toArray();
  }

  async beginAttempt(id: string, now: Date): Promise<CatchReportRequest | null> {
    const db = this.db;
    return db.transaction('rw', db.catchReports, db.outbox, db.tickets, async () => {
      const [report, entry] = await Promise.all([db.catchReports.get(id), db.outbox.get(id)]);
      if (!report || !entry || report.state !== 'WAITING') return null;
      const sentAt = now.toISOString();
      await db.catchReports.update(id, { sentAt, attempts: report.attempts + 1 });
      await db.outbox.update(id, { attempts: entry.attempts + 1 });
      // A report without a code of its own goes with the code the wallet has for the card by now.
      const ticket = report.securityCode ? undefined : await db.tickets.get(report.permitNumber);
      return requestOf(report, sentAt, ticket?.securityCode);
    });
  }

  async delivered(id: string, result: CatchReportResult): Promise<void> {
    const db = this.db;
    await db.transaction('rw', db.catchReports, db.outbox, db.tickets, async () => {
      const report = await db.catchReports.get(id);
      await db.catchReports.update(id, { state: 'SENT', result, refusal: null });
      await db.outbox.delete(id);
      // The code typed for a card the wallet keeps without one proved right: the wallet keeps it,
      // so it is asked for once (ADR 0015).
      const ticket = report?.securityCode ? await db.tickets.get(result.permitNumber) : undefined;
      if (ticket && !ticket.securityCode)
        await db.tickets.update(result.permitNumber, { securityCode: report!.securityCode });
      // The report ended the card (spec §4): the wallet must not go on showing it valid to an
      // inspector until its next update from the server, which will say the same.
      if (result.cardEnded) await db.tickets.update(result.permitNumber, { state: 'PASIBAIGES' });
    });
  }

  async refused(id: string, refusal: StoredRefusal): Promise<void> {
    const db = this.db;
    await db.transaction('rw', db.catchReports, db.outbox, async () => {
      const report = await db.catchReports.get(id);
      // A report another tab's attempt already delivered stays delivered (the server keeps it).
      if (report && report.state !== 'SENT') await db.catchReports.update(id, { state: 'REFUSED', refusal });
      await db.outbox.delete(id);
    });
  }

  async postpone(id: string, nextAttemptAt: number, problem: AttemptProblem): Promise<void> {
    await this.db.outbox.update(id, { nextAttemptAt, lastProblem: problem });
  }

  async save(report: NewCatchReport & { id: string }, now: Date): Promise<StoredCatchReport> {
    const db = this.db;
    const stored = newReport(report, now, null);
    await db.transaction('rw', db.catchReports, db.outbox, async () => {
      // `add`, not `put`: a second save of the same id is an error, never an overwrite.
      await db.catchReports.add(stored);
      await db.outbox.add(queued(stored.id, now));
    });
    return stored;
  }

  async correct(
    refusedId: string,
    report: NewCatchReport & { id: string },
    now: Date,
  ): Promise<StoredCatchReport | null> {
    const db = this.db;
    const stored = newReport(report, now, refusedId);
    return db.transaction('rw', db.catchReports, db.outbox, async () => {
      const old = await db.catchReports.get(refusedId);
      if (old?.state !== 'REFUSED') return null;
      await db.catchReports.delete(refusedId);
      await db.catchReports.add(stored);
      await db.outbox.add(queued(stored.id, now));
      return stored;
    });
  }

  async retryRefused(id: string, now: Date): Promise<boolean> {
    const db = this.db;
    return db.transaction('rw', db.catchReports, db.outbox, async () => {
      const report = await db.catchReports.get(id);
      if (report?.state !== 'REFUSED') return false;
      await db.catchReports.update(id, { state: 'WAITING', refusal: null });
      await db.outbox.put(queued(id, now));
      return true;
    });
  }

  async discardRefused(id: string): Promise<boolean> {
    const db = this.db;
    return db.transaction('rw', db.catchReports, async () => {
      const report = await db.catchReports.get(id);
      if (report?.state !== 'REFUSED') return false;
      await db.catchReports.delete(id);
      return true;
    });
  }

  async get(id: string): Promise<StoredCatchReport | undefined> {
    return this.db.catchReports.get(id);
  }

  async list(): Promise<StoredCatchReport[]> {
    return this.db.catchReports.orderBy('caughtAt').reverse().toArray();
  }
}
