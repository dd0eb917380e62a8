/** History rows of applications and permits as the API shows them (shared/permits/api-types.ts). */
import type { HistoryEntry } from '../../../shared/permits/api-types.ts';

export interface HistoryRow {
  at: Date;
  action: string;
  fromState: string | null;
  toState: string;
  actorName: string;
  actorRole: 'applicant' | 'officer' | 'system';
  note: string | null;
}

export function toHistoryEntry(row: HistoryRow): HistoryEntry {
  return {
    at: row.at.toISOString(),
    action: row.action,
    fromState: row.fromState,
    toState: row.toState,
    actorName: row.actorName,
    actorRole: row.actorRole,
    note: row.note,
  };
}
