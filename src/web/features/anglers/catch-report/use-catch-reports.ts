/**
 * The catch reports on this device as the pages draw them, followed live (Dexie `liveQuery`): a
 * report the engine sends, or that another tab saves, changes state on the screen by itself.
 */
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { catchReportStore } from './outbox.ts';
import type { StoredCatchReport } from './report-types.ts';

export type CatchReportsView =
  | { status: 'loading' }
  /** IndexedDB refused (some private modes): nothing can be kept on this device. */
  | { status: 'unavailable' }
  | { status: 'ready'; reports: StoredCatchReport[] };

/** Every report on this device, newest catch first. */
export function useCatchReports(): CatchReportsView {
  const [view, setView] = useState<CatchReportsView>({ status: 'loading' });
  useEffect(() => {
    const subscription = liveQuery(() => catchReportStore().list()).subscribe({
      next: (reports) => setView({ status: 'ready', reports }),
      error: () => setView({ status: 'unavailable' }),
    });
    return () => subscription.unsubscribe();
  }, []);
  return view;
}

/** Reports waiting to be sent. */
export function waitingCount(reports: readonly StoredCatchReport[]): number {
  return reports.filter((report) => report.state === 'WAITING').length;
}
