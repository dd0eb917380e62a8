/**
 * Permits of every kind (spec §3 Permit, §4 Permit states): issued, amended, extended, replaced
 * and annulled only through the permit transition table (engine/lifecycle.ts), each change with a
 * history row naming who, when and why (the back office's audit trail). Expiry is a scheduled job.
 */
import { addDays, addMonths, differenceInCalendarDays, format } from 'date-fns';
import { todayInLithuania } from '../../../shared/fields/index.ts';
import type {
  HolderPermitRequest,
  Page,
  PermitDetail,
  PermitSummary,
} from '../../../shared/permits/api-types.ts';
import type { ApplicationType, KindDefinition } from '../../../shared/permits/engine/definition.ts';
import { offersExtension } from '../../../shared/permits/engine/extension.ts';
import {
  allowedPermitActions,
  canRequestChanges,
  type Actor as LifecycleActor,
  OFFICER_PERMIT_ACTIONS,
  type PermitState,
  permitTransition,
} from '../../../shared/permits/engine/lifecycle.ts';
import type { KindSegment } from '../../../shared/permits/kind-list.ts';
import {
  offersVolumeSpecification,
  specifiedVolumes,
} from '../../../shared/permits/parts/forest-volume-specification.ts';
import { familyNumber, makePermitNumber } from '../../../shared/permits/permit-number.ts';
import { definitionOf } from '../../../shared/permits/registry.ts';
import type { Actor } from '../../core/access.ts';
import { eventValues, type HistoryEvent, toHistoryEntry } from '../../core/history.ts';
import { nextSequenceValue } from '../../core/serials.ts';
import { type Db, type Tx, transaction } from '../../db/index.ts';
import type { ApplicationRow, PermitRow } from '../../db/schema-permits.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { IssueTerms, PermitEffects } from '../applications/index.ts';
import {
  applicationNumberOf,
  insertPermit,
  insertPermitEvent,
  lockPermitRow,
  lockPermitsDueToExpire,
  type PermitChanges,
  type PermitListQuery,
  permitEventsOf,
  permitPage,
  updatePermit,
} from './repository.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** States a permit leaves for PASIBAIGES when its last valid day has passed. */
const EXPIRING_STATES = [
  'GALIOJANTIS',
  'PATIKSLINTAS_GALIOJANTIS',
  'LAIKINAI_SUSTABDYTAS',
  'PATIKSLINTAS_LAIKINAI_SUSTABDYTAS',
];

export type { PermitListQuery };

function kindOf(segment: string): KindDefinition {
  const kind = definitionOf(segment);
  if (!kind) throw notFound();
  return kind;
}

function titleOf(row: PermitRow): string | null {
  const field = definitionOf(row.kind)?.titleField;
  const value = field ? (row.data as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

function summary(row: PermitRow): PermitSummary {
  return {
    id: row.id,
    kind: row.kind as KindSegment,
    number: row.number,
    state: row.state as PermitState,
    title: titleOf(row),
    holder: { code: row.holderCode, kind: row.holderKind, name: row.holderName },
    issuedAt: row.issuedAt.toISOString(),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    priceCents: row.priceCents,
  };
}

export function createPermitService(deps: { db: Db }) {
  const { db } = deps;

  async function addEvent(tx: Db | Tx, permit: PermitRow, event: HistoryEvent) {
    await insertPermitEvent(tx, permit.id, eventValues(event));
  }

  /** Moves one permit along the table inside `tx`; refuses what the table does not list. */
  async function move(
    tx: Db | Tx,
    permit: PermitRow,
    action: string,
    role: LifecycleActor,
    actor: Actor | null,
    changes: PermitChanges = {},
    note: string | null = null,
  ): Promise<PermitRow> {
    const kind = kindOf(permit.kind);
    const transition = permitTransition(kind.permitLifecycle, action, permit.state as PermitState, role);
    if (!transition) throw new HttpError(409, 'engine.error.permitTransitionNotAllowed');
    const updated = await updatePermit(tx, permit.id, {
      ...changes,
      state: transition.to,
      updatedAt: new Date(),
    });
    await addEvent(tx, updated, { action, from: permit.state, to: transition.to, actor, role, note });
    return updated;
  }

  async function lockPermit(tx: Tx, id: string): Promise<PermitRow> {
    const row = await lockPermitRow(tx, id);
    if (!row) throw notFound();
    return row;
  }

  function validDates(
    kind: KindDefinition,
    terms: IssueTerms,
  ): { validFrom: string; validUntil: string | null } {
    const today = todayInLithuania();
    const validFrom = terms.validFrom && ISO_DAY.test(terms.validFrom) ? terms.validFrom : today;
    if ('indefinite' in kind.validity) return { validFrom, validUntil: null };
    const validUntil =
      terms.validUntil && ISO_DAY.test(terms.validUntil)
        ? terms.validUntil
        : format(addMonths(new Date(`${validFrom}T12:00:00Z`), kind.validity.months), 'yyyy-MM-dd');
    if (validUntil <= validFrom) {
      throw new HttpError(400, 'error.validation', undefined, [
        { field: 'validUntil', message: 'validation.dateToAfterFrom' },
      ]);
    }
    return { validFrom, validUntil };
  }

  async function newPermit(
    tx: Tx,
    application: ApplicationRow,
    terms: IssueTerms,
    actor: Actor,
    data: unknown,
    project = false,
  ) {
    const kind = kindOf(application.kind);
    const action = project ? 'project' : 'issue';
    const transition = permitTransition(kind.permitLifecycle, action, null, 'system')!;
    const issuedAt = new Date();
    const year = issuedAt.getFullYear();
    const family = familyNumber(kind.segment);
    const serial = await nextSequenceValue(tx, `permit:${family}:${year % 100}`);
    const price = terms.priceCents ?? (kind.price.type === 'fixed' ? kind.price.cents : 0);
    if (!Number.isSafeInteger(price) || price < 0) {
      throw new HttpError(400, 'error.validation', undefined, [
        { field: 'priceCents', message: 'validation.money' },
      ]);
    }
    const permit = await insertPermit(tx, {
      number: makePermitNumber(family, year, serial),
      kind: kind.segment,
      state: transition.to,
      applicationId: application.id,
      holderCode: application.ownerCode,
      holderKind: application.ownerKind,
      holderName: application.ownerName,
      issuedAt,
      ...validDates(kind, terms),
      priceCents: price,
      schemaVersion: application.schemaVersion,
      data: data as Record<string, unknown>,
    });
    await addEvent(tx, permit, { action, from: null, to: transition.to, actor, role: 'officer' });
    return permit;
  }

  const effects: PermitEffects = {
    /**
     * Accepting an application: a new permit (NAUJA); a new permit that replaces the old one
     * (LEIDIMO_KEITIMAS); the same permit with corrected data (LEIDIMO_TIKSLINIMAS) or with the
     * fellings' specified volumes (TURIO_TIKSLINIMAS); or a later end date (PRATESIMAS).
     */
    async issueFor(tx, application, terms, actor, options) {
      const type = application.type as ApplicationType;
      const data = application.data as Record<string, unknown>;
      if (type === 'NAUJA') return newPermit(tx, application, terms, actor, data, options?.project);
      const related = await lockPermit(tx, application.relatedPermitId ?? '');
      const note = application.number;
      if (type === 'LEIDIMO_KEITIMAS') {
        const permit = await newPermit(tx, application, terms, actor, data);
        await move(tx, related, 'replace', 'system', actor, { replacedBy: permit.id }, note);
        return permit;
      }
      if (type === 'TURIO_TIKSLINIMAS') {
        const amended = specifiedVolumes(related.data as Record<string, unknown>, data);
        return move(tx, related, 'amend', 'system', actor, { data: amended }, note);
      }
      if (type === 'LEIDIMO_TIKSLINIMAS') {
        return move(
          tx,
          related,
          'amend',
          'system',
          actor,
          { data, schemaVersion: application.schemaVersion },
          note,
        );
      }
      const newValidUntil = typeof data.newValidUntil === 'string' ? data.newValidUntil : '';
      const until = terms.validUntil && ISO_DAY.test(terms.validUntil) ? terms.validUntil : newValidUntil;
      if (!ISO_DAY.test(until) || (related.validUntil !== null && until <= related.validUntil)) {
        throw new HttpError(400, 'error.validation', undefined, [
          { field: 'validUntil', message: 'validation.dateToAfterFrom' },
        ]);
      }
      return move(tx, related, 'extend', 'system', actor, { validUntil: until }, note);
    },

    async annulFromApplication(tx, application, actor, reason) {
      if (!application.permitId || application.type !== 'NAUJA') return;
      const permit = await lockPermit(tx, application.permitId);
      const kind = kindOf(permit.kind);
      if (permitTransition(kind.permitLifecycle, 'annul', permit.state as PermitState, 'system')) {
        await move(tx, permit, 'annul', 'system', actor, {}, reason);
      }
    },
  };

  async function history(permitId: string) {
    const rows = await permitEventsOf(db, permitId);
    return rows.map(toHistoryEntry);
  }

  async function list(holderCode: string | null, query: PermitListQuery): Promise<Page<PermitSummary>> {
    const { rows, total } = await permitPage(db, holderCode, query);
    return {
      items: rows.map(summary),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  return {
    effects,
    history,

    /**
     * The state fee of a permit project was paid (issue 20, ADR 0027): it is issued now, once (a
     * permit no longer a project is left as it is). Its validity starts today at the earliest,
     * keeping its length, and the history names the payment.
     */
    async issueProject(tx: Tx, permitId: string, note: string): Promise<PermitRow | null> {
      const current = await lockPermit(tx, permitId);
      if (current.state !== 'LEIDIMO_PROJEKTAS') return null;
      const today = todayInLithuania();
      const changes: PermitChanges = { issuedAt: new Date() };
      if (current.validFrom < today) {
        const shift = differenceInCalendarDays(
          new Date(`${today}T12:00:00Z`),
          new Date(`${current.validFrom}T12:00:00Z`),
        );
        changes.validFrom = today;
        if (current.validUntil) {
          changes.validUntil = format(
            addDays(new Date(`${current.validUntil}T12:00:00Z`), shift),
            'yyyy-MM-dd',
          );
        }
      }
      return move(tx, current, 'issue', 'system', null, changes, note);
    },

    listForHolder(holderCode: string, query: PermitListQuery) {
      return list(holderCode, query);
    },
    listForOfficer(query: PermitListQuery) {
      return list(null, query);
    },

    async detail(row: PermitRow, side: 'applicant' | 'officer'): Promise<PermitDetail> {
      const kind = kindOf(row.kind);
      const [events, applicationNumber] = await Promise.all([
        history(row.id),
        row.applicationId ? applicationNumberOf(db, row.applicationId) : Promise.resolve(null),
      ]);
      const state = row.state as PermitState;
      const requests: HolderPermitRequest[] = [];
      if (side === 'applicant' && canRequestChanges(state)) {
        if (kind.applicationTypes.includes('LEIDIMO_KEITIMAS')) requests.push('LEIDIMO_KEITIMAS');
        if (kind.applicationTypes.includes('LEIDIMO_TIKSLINIMAS')) requests.push('LEIDIMO_TIKSLINIMAS');
        if (offersExtension(kind)) requests.push('PRATESIMAS');
        if (offersVolumeSpecification(kind)) requests.push('TURIO_TIKSLINIMAS');
      }
      return {
        ...summary(row),
        schemaVersion: row.schemaVersion,
        data: row.data as Record<string, unknown>,
        applicationId: row.applicationId,
        applicationNumber,
        history: events,
        requests,
        actions:
          side === 'officer'
            ? allowedPermitActions(kind.permitLifecycle, state, 'officer').filter((a) =>
                OFFICER_PERMIT_ACTIONS.includes(a),
              )
            : [],
        downloadUrl:
          side === 'officer'
            ? `/api/v1/tarnyba/leidimai/${row.id}/pdf`
            : `/api/v1/atsisiusti/${row.kind}/${row.id}`,
      };
    },

    /** Suspend, renew, annul or archive from the back office; the reason goes into the history. */
    async officerAction(
      row: PermitRow,
      action: string,
      actor: Actor,
      reason: string | undefined,
    ): Promise<PermitRow> {
      if (!OFFICER_PERMIT_ACTIONS.includes(action as never))
        throw new HttpError(409, 'engine.error.permitTransitionNotAllowed');
      return transaction(db, async (tx) => {
        const current = await lockPermit(tx, row.id);
        const kind = kindOf(current.kind);
        const transition = permitTransition(
          kind.permitLifecycle,
          action,
          current.state as PermitState,
          'officer',
        );
        if (!transition) throw new HttpError(409, 'engine.error.permitTransitionNotAllowed');
        const note = reason?.trim() ?? '';
        if (transition.needsReason && note === '') {
          throw new HttpError(400, 'error.validation', undefined, [
            { field: 'reason', message: 'engine.error.reasonRequired' },
          ]);
        }
        return move(tx, current, action, 'officer', actor, {}, note === '' ? null : note);
      });
    },

    /**
     * The expiry job: permits whose last valid day has passed (Lithuanian time) become PASIBAIGES.
     * Runs in batches so that a backlog after downtime cannot hold one long transaction.
     */
    async expireDue(today = todayInLithuania(), batch = 500): Promise<number> {
      let expired = 0;
      for (;;) {
        const moved = await transaction(db, async (tx) => {
          const due = await lockPermitsDueToExpire(tx, today, EXPIRING_STATES, batch);
          for (const permit of due) await move(tx, permit, 'expire', 'system', null);
          return due.length;
        });
        expired += moved;
        if (moved < batch) return expired;
      }
    },
  };
}

export type PermitService = ReturnType<typeof createPermitService>;
