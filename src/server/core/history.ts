/** History rows of applications and permits: written the same way, shown the same way (shared/permits/api-types.ts). */
import type { HistoryEntry } from '../../shared/permits/api-types.ts';
import type { Actor as LifecycleActor } from '../../shared/permits/engine/lifecycle.ts';
import type { Actor } from './access.ts';

export interface HistoryEvent {
  action: string;
  from: string | null;
  to: string;
  /** Null: the system (a scheduled job). */
  actor: Actor | null;
  role: LifecycleActor;
  note?: string | null;
}

/** The columns of a history row for one event, without the record's id. */
export function eventValues(event: HistoryEvent) {
  return {
    action: event.action,
    fromState: event.from,
    toState: event.to,
    actorCode: event.actor?.code ?? null,
    actorName: event.actor?.name ?? 'Sistema',
    actorRole: event.role,
    note: event.note ?? null,
  };
}

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
