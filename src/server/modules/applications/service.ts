/**
 * Applications of every kind on one engine (issue 4; architecture §3): create, save, autosave,
 * move through the transition table (engine/lifecycle.ts), and answer the shapes of
 * shared/permits/api-types.ts. Every change happens in a transaction that locks the application's
 * row, writes its history, and — on a decision — issues, amends, extends or annuls the permit
 * through the permits service, so that two officers clicking at once cannot issue two permits.
 */
import type { FeeDto } from '../../../shared/fees/api-types.ts';
import type { Language, MessageId } from '../../../shared/i18n/index.ts';
import { translate } from '../../../shared/i18n/index.ts';
import type {
  ApplicationDetail,
  ApplicationSummary,
  DocumentDto,
  HistoryEntry,
  Page,
} from '../../../shared/permits/api-types.ts';
import type { ApplicationType, Filer, KindDefinition } from '../../../shared/permits/engine/definition.ts';
import { definitionForType, offersRequest } from '../../../shared/permits/engine/extension.ts';
import {
  type ApplicationState,
  allowedApplicationActions,
  applicationTransition,
  canRequestChanges,
  isEditable,
  type PermitState,
} from '../../../shared/permits/engine/lifecycle.ts';
import { migrateData, validateApplication } from '../../../shared/permits/engine/validate.ts';
import { applicationWarnings } from '../../../shared/permits/engine/warnings.ts';
import type { KindSegment } from '../../../shared/permits/kind-list.ts';
import { volumeSpecificationRows } from '../../../shared/permits/parts/forest-volume-specification.ts';
import { definitionOf } from '../../../shared/permits/registry.ts';
import type { Actor } from '../../core/access.ts';
import { eventValues, type HistoryEvent, toHistoryEntry } from '../../core/history.ts';
import { nextSerial } from '../../core/serials.ts';
import { type Db, isUniqueViolation, type Tx, transaction } from '../../db/index.ts';
import type { ApplicationRow, PermitRow } from '../../db/schema-permits.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { idempotentReplays } from '../../observability/metrics.ts';
import type { RepresentedPerson } from '../../plugins/session.ts';
import { applicantDocumentUrl, listDocuments, officerDocumentUrl } from '../documents/index.ts';
import type { DecisionListener } from '../messages/index.ts';
import {
  type ApplicationScope,
  applicationByClientKey,
  applicationEventsOf,
  applicationPage,
  documentTypesOf,
  holderPermit,
  insertApplication,
  insertApplicationEvent,
  type ListQuery,
  lockApplicationRow,
  permitById,
  permitNumbersOf,
  profileOf,
  saveAutosave,
  unreadCountsOf,
  updateApplication,
} from './repository.ts';

/** What creating an application takes (routes.ts `createSchema`). */
interface CreateInput {
  type: ApplicationType;
  permitId?: string | undefined;
  data?: unknown;
  /** The device's id of the draft (issue 7): the same key answers the same application. */
  clientKey?: string | undefined;
}
export type Side = 'applicant' | 'officer';

export interface IssueTerms {
  validFrom?: string | undefined;
  validUntil?: string | undefined;
  priceCents?: number | undefined;
}

/** What the permits service does when a decision touches a permit (permits/service.ts). */
export interface PermitEffects {
  /** `project`: the state fee is unpaid, so the permit waits as LEIDIMO_PROJEKTAS (issue 20). */
  issueFor(
    tx: Tx,
    application: ApplicationRow,
    terms: IssueTerms,
    actor: Actor,
    options?: { project?: boolean },
  ): Promise<PermitRow>;
  annulFromApplication(tx: Tx, application: ApplicationRow, actor: Actor, reason: string): Promise<void>;
}

/**
 * What the fees module does as an application moves (issue 20, ADR 0027; modules/fees implements
 * it): each runs inside the transition's transaction, under the application's row lock.
 */
export interface FeeEffects {
  /** Submitted: a kind whose fee is due at submission now owes it (once; a resubmission keeps it). */
  submitted(tx: Tx, application: ApplicationRow): Promise<void>;
  /**
   * Being accepted: a kind whose fee is due at acceptance now owes it, at the price the officer
   * confirms. Answers whether the permit must wait unpaid, and the amount owed (the permit's price).
   */
  accepting(
    tx: Tx,
    application: ApplicationRow,
    priceCents: number | undefined,
  ): Promise<{ unpaid: boolean; amountCents: number } | null>;
  /** Rejected, withdrawn or annulled: a fee due is cancelled; one paid for a permit never issued is refunded. */
  ended(tx: Tx, application: ApplicationRow, actor: Actor): Promise<void>;
  /** The fees of these applications, as their pages show them. */
  feesOf(applicationIds: string[]): Promise<Map<string, FeeDto>>;
  /**
   * After a submission or an acceptance is committed: tells the party of a fee now owed, with how
   * to pay it (issue 21 "a fee due"; once per fee, address and channel, ADR 0034).
   */
  owed?(application: ApplicationRow): Promise<void>;
}

/** Called after a decision is committed: a message to the applicant and, when allowed, an e-mail. */
export type { DecisionListener };

export interface ApplicationServiceDeps {
  db: Db;
  permitEffects: PermitEffects;
  /** State fees (issue 20); without it no fee is ever asked (tests of the engine alone). */
  feeEffects?: FeeEffects;
  onDecision?: DecisionListener;
}

export type { ListQuery };

const filerOf = (party: { kind: 'person' | 'company' }): Filer => party.kind;

/** The definition an application is filled against (its kind, or the extension form). */
export function definitionFor(row: Pick<ApplicationRow, 'kind' | 'type'>): KindDefinition {
  const kind = definitionOf(row.kind);
  if (!kind) throw notFound();
  return definitionForType(kind, row.type as ApplicationType);
}

function titleOf(row: ApplicationRow, definition: KindDefinition): string | null {
  const field = definition.titleField;
  const value = field ? (row.data as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function fieldErrors(
  issues: { path: string; message: MessageId; values?: Record<string, string | number | Date> }[],
  lang: Language,
) {
  return issues.map((issue) => ({
    field: issue.path,
    message: translate(lang, issue.message, issue.values),
  }));
}

/** A row of an application's history written by another module (the fee paid, issue 20). */
export async function recordApplicationEvent(tx: Tx, applicationId: string, event: HistoryEvent) {
  await insertApplicationEvent(tx, applicationId, eventValues(event));
}

export function createApplicationService(deps: ApplicationServiceDeps) {
  const { db, permitEffects, feeEffects } = deps;

  async function feesOf(ids: string[]): Promise<Map<string, FeeDto>> {
    if (!feeEffects || ids.length === 0) return new Map();
    return feeEffects.feesOf(ids);
  }

  async function history(applicationId: string): Promise<HistoryEntry[]> {
    const rows = await applicationEventsOf(db, applicationId);
    return rows.map(toHistoryEntry);
  }

  function documentList(row: ApplicationRow, side: Side): Promise<DocumentDto[]> {
    return listDocuments(
      db,
      row.id,
      side === 'officer' ? officerDocumentUrl(row.id) : applicantDocumentUrl(row.kind, row.id),
    );
  }

  async function documentTypes(executor: Db | Tx, applicationId: string): Promise<string[]> {
    return documentTypesOf(executor, applicationId);
  }

  async function unreadCounts(ids: string[], side: Side): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const direction = side === 'applicant' ? 'TO_APPLICANT' : 'TO_INSTITUTION';
    return unreadCountsOf(db, ids, direction);
  }

  async function permitNumbers(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    return permitNumbersOf(db, ids);
  }

  function summary(
    row: ApplicationRow,
    unread: number,
    permitNumber: string | null,
    fee?: FeeDto,
  ): ApplicationSummary {
    const definition = definitionFor(row);
    return {
      ...(fee ? { fee } : {}),
      id: row.id,
      kind: row.kind as KindSegment,
      number: row.number,
      type: row.type as ApplicationType,
      state: row.state as ApplicationState,
      title: titleOf(row, definition),
      applicant: { code: row.ownerCode, kind: row.ownerKind, name: row.ownerName },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      submittedAt: iso(row.submittedAt),
      permitId: row.permitId,
      permitNumber,
      unreadMessages: unread,
    };
  }

  /** Stored data migrated to the kind's current version (architecture §2: migrated on read). */
  function currentData(row: ApplicationRow): Record<string, unknown> {
    const definition = definitionFor(row);
    return migrateData(definition, row.data as Record<string, unknown>, row.schemaVersion);
  }

  async function detail(row: ApplicationRow, side: Side): Promise<ApplicationDetail> {
    const permitIds = [row.permitId, row.relatedPermitId].filter((id): id is string => id !== null);
    const [unread, numbers, docs, events, fees] = await Promise.all([
      unreadCounts([row.id], side),
      permitNumbers(permitIds),
      documentList(row, side),
      history(row.id),
      feesOf([row.id]),
    ]);
    const definition = definitionFor(row);
    const kind = definitionOf(row.kind)!;
    const state = row.state as ApplicationState;
    const autosaveNewer =
      row.autosave !== null &&
      row.autosavedAt !== null &&
      row.autosavedAt.getTime() > row.updatedAt.getTime();
    const base: ApplicationDetail = {
      ...summary(
        row,
        unread.get(row.id) ?? 0,
        row.permitId ? (numbers.get(row.permitId) ?? null) : null,
        fees.get(row.id),
      ),
      schemaVersion: definition.schemaVersion,
      revision: row.revision,
      filer: filerOf({ kind: row.ownerKind }),
      data: currentData(row),
      autosave: autosaveNewer
        ? { data: row.autosave as Record<string, unknown>, savedAt: row.autosavedAt!.toISOString() }
        : null,
      editable: side === 'applicant' && isEditable(state),
      documents: docs,
      warnings: applicationWarnings(definition, currentData(row), docs),
      history: events,
      actions: allowedApplicationActions(state, side),
      relatedPermit: row.relatedPermitId
        ? {
            id: row.relatedPermitId,
            number: numbers.get(row.relatedPermitId) ?? '',
            kind: row.kind as KindSegment,
          }
        : null,
    };
    if (side === 'officer') base.proposedPriceCents = kind.price.type === 'fixed' ? kind.price.cents : 0;
    return base;
  }

  async function list(
    scope: ApplicationScope,
    query: ListQuery,
    side: Side,
  ): Promise<Page<ApplicationSummary>> {
    const { rows, total } = await applicationPage(
      db,
      scope,
      query,
      side === 'officer' ? 'submitted-asc' : 'updated-desc',
    );
    const ids = rows.map((r) => r.id);
    const [unread, numbers, fees] = await Promise.all([
      unreadCounts(ids, side),
      permitNumbers(rows.flatMap((r) => (r.permitId ? [r.permitId] : []))),
      feesOf(ids),
    ]);
    return {
      items: rows.map((row) =>
        summary(
          row,
          unread.get(row.id) ?? 0,
          row.permitId ? (numbers.get(row.permitId) ?? null) : null,
          fees.get(row.id),
        ),
      ),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function addEvent(tx: Tx, row: ApplicationRow, event: HistoryEvent) {
    await insertApplicationEvent(tx, row.id, eventValues(event));
  }

  /** Locks the row for the rest of the transaction; a stale revision is a 409. */
  async function lock(tx: Tx, id: string, revision?: number): Promise<ApplicationRow> {
    const row = await lockApplicationRow(tx, id);
    if (!row) throw notFound();
    if (revision !== undefined && revision !== row.revision)
      throw new HttpError(409, 'engine.error.staleRevision');
    return row;
  }

  function validate(row: ApplicationRow, data: unknown, mode: 'draft' | 'submit', documentTypes?: string[]) {
    return validateApplication(definitionFor(row), data, {
      mode,
      filer: filerOf({ kind: row.ownerKind }),
      applicationType: row.type as ApplicationType,
      ...(documentTypes ? { documentTypes } : {}),
    });
  }

  /**
   * What the server, never the browser, puts in a request: the extension's `currentValidUntil` and
   * the volume specification's rows (each felling's place, area and volume) come from the permit.
   */
  async function withServerFields(tx: Db | Tx, row: ApplicationRow, data: unknown): Promise<unknown> {
    const fromPermit = row.type === 'PRATESIMAS' || row.type === 'TURIO_TIKSLINIMAS';
    if (!fromPermit || !row.relatedPermitId || data === null || typeof data !== 'object') return data;
    const permit = await permitById(tx, row.relatedPermitId);
    const input = data as Record<string, unknown>;
    if (row.type === 'TURIO_TIKSLINIMAS')
      return volumeSpecificationRows((permit?.data ?? {}) as Record<string, unknown>, input);
    return { ...input, currentValidUntil: permit?.validUntil ?? undefined };
  }

  async function saveData(
    tx: Tx,
    row: ApplicationRow,
    data: unknown,
    lang: Language,
  ): Promise<ApplicationRow> {
    if (!isEditable(row.state as ApplicationState)) throw new HttpError(409, 'engine.error.notEditable');
    const result = validate(row, await withServerFields(tx, row, data), 'draft');
    if (!result.ok) throw new HttpError(400, 'error.validation', undefined, fieldErrors(result.issues, lang));
    const { declaration: _declaration, ...stored } = result.data;
    return updateApplication(tx, row.id, {
      data: stored,
      schemaVersion: definitionFor(row).schemaVersion,
      autosave: null,
      autosavedAt: null,
      revision: row.revision + 1,
      updatedAt: new Date(),
    });
  }

  /** The application this user created for this party with this device key, if any. */
  async function createdWithKey(
    party: RepresentedPerson,
    actor: Actor,
    kindSegment: string,
    clientKey: string,
  ): Promise<ApplicationRow | undefined> {
    return applicationByClientKey(db, {
      createdBy: actor.code,
      clientKey,
      ownerCode: party.code,
      kind: kindSegment,
    });
  }

  async function createNew(
    party: RepresentedPerson,
    actor: Actor,
    kindSegment: string,
    input: CreateInput,
    lang: Language,
  ): Promise<ApplicationRow> {
    const kind = definitionOf(kindSegment);
    if (!kind || kind.segment !== kindSegment) throw notFound();
    if (!kind.filers.includes(filerOf(party))) {
      throw new HttpError(
        400,
        party.kind === 'company' ? 'engine.error.companyCannotFile' : 'engine.error.personCannotFile',
      );
    }
    // Angler tickets are bought and paid through their own journey (/api/public/zvejyba, ADR 0009).
    if (kind.journey === 'angler') throw new HttpError(400, 'engine.error.anglerJourney');
    const offered = offersRequest(kind, input.type);
    if (!offered)
      throw new HttpError(
        400,
        input.type === 'PRATESIMAS' ? 'engine.error.noExtension' : 'engine.error.typeNotOffered',
      );

    return transaction(db, async (tx) => {
      let related: PermitRow | undefined;
      if (input.type !== 'NAUJA') {
        if (!input.permitId) throw new HttpError(400, 'engine.error.permitRequired');
        related = await holderPermit(tx, input.permitId, kind.segment, party.code);
        if (!related) throw notFound();
        if (!canRequestChanges(related.state as PermitState))
          throw new HttpError(409, 'engine.error.permitNotChangeable');
      }
      const year = new Date().getFullYear();
      const serial = await nextSerial(tx, `application:${kind.segment}:${year}`);
      const code = kind.segment.toUpperCase().replace('_', '.');
      const profile = await profileOf(tx, actor.code, party.code);
      // Contact details start from the profile (spec §3 Contact details), the rest from the permit for changes.
      const prefill: Record<string, unknown> = {
        ...(related && (input.type === 'LEIDIMO_KEITIMAS' || input.type === 'LEIDIMO_TIKSLINIMAS')
          ? (related.data as Record<string, unknown>)
          : {}),
        ...(related && input.type === 'TURIO_TIKSLINIMAS'
          ? volumeSpecificationRows(related.data as Record<string, unknown>, {})
          : {}),
        ...(profile
          ? {
              contactFirstName: profile.firstName || undefined,
              contactLastName: profile.lastName || undefined,
              contactPosition: profile.position || undefined,
              contactEmail: profile.email || undefined,
              contactPhone: profile.phone || undefined,
              contactAddress: profile.address || undefined,
              infoByEmail: profile.infoByEmail,
              infoBySms: profile.infoBySms,
            }
          : {}),
        ...(input.type === 'PRATESIMAS' ? { currentValidUntil: related?.validUntil ?? undefined } : {}),
      };
      const definition = definitionForType(kind, input.type);
      const draft = validateApplication(definition, prefill, {
        mode: 'draft',
        filer: filerOf(party),
        applicationType: input.type,
      });
      // Prefilled values that no longer pass (an old profile) are left for the person to fix, not refused.
      const data = Object.fromEntries(
        Object.entries(draft.data).filter(
          ([key]) => !draft.issues.some((issue) => issue.path.split(/[.[]/)[0] === key),
        ),
      );
      delete data.declaration;
      const row = await insertApplication(tx, {
        number: `${code}-${year}-${String(serial).padStart(6, '0')}`,
        kind: kind.segment,
        type: input.type,
        state: 'RUOSIAMA',
        ownerCode: party.code,
        ownerKind: party.kind,
        ownerName: party.name,
        createdBy: actor.code,
        schemaVersion: definition.schemaVersion,
        data,
        relatedPermitId: related?.id ?? null,
        clientKey: input.clientKey ?? null,
      });
      await addEvent(tx, row, { action: 'create', from: null, to: 'RUOSIAMA', actor, role: 'applicant' });
      let saved = row;
      if (input.data !== undefined)
        saved = await saveData(tx, saved, { ...data, ...(input.data as object) }, lang);
      return saved;
    });
  }

  return {
    detail,
    documentTypes,

    currentData,

    listForParty(partyCode: string, query: ListQuery) {
      return list({ ownerCode: partyCode }, query, 'applicant');
    },

    listForOfficer(query: ListQuery) {
      // Drafts are the applicant's own business: officers never see RUOSIAMA.
      return list({ officer: query.state ? 'all-but-drafts' : 'queue' }, query, 'officer');
    },

    /** A new draft for the chosen party (spec §4 "save"): checks who may file which type of what. */
    async create(
      party: RepresentedPerson,
      actor: Actor,
      kindSegment: string,
      input: CreateInput,
      lang: Language,
    ): Promise<ApplicationRow> {
      if (input.clientKey) {
        const earlier = await createdWithKey(party, actor, kindSegment, input.clientKey);
        if (earlier) {
          idempotentReplays.inc({ operation: 'application-create' });
          return earlier;
        }
      }
      try {
        return await createNew(party, actor, kindSegment, input, lang);
      } catch (error) {
        // Two tabs or a retry raced with the same key: the one that won is the answer.
        const earlier =
          input.clientKey && isUniqueViolation(error)
            ? await createdWithKey(party, actor, kindSegment, input.clientKey)
            : undefined;
        if (earlier) return earlier;
        throw error;
      }
    },

    async save(row: ApplicationRow, input: { data: unknown; revision: number }, lang: Language) {
      return transaction(db, async (tx) =>
        saveData(tx, await lock(tx, row.id, input.revision), input.data, lang),
      );
    },

    /** Raw input kept between saves so that nothing typed is lost; not validated, never submitted as is. */
    /**
     * `revision`, when given, is the revision the input was typed on: input typed on another device
     * on an older revision (issue 7) is refused with 409 rather than overwriting what was saved since.
     */
    async autosave(row: ApplicationRow, data: Record<string, unknown>, revision?: number) {
      if (!isEditable(row.state as ApplicationState)) throw new HttpError(409, 'engine.error.notEditable');
      if (revision !== undefined && revision !== row.revision)
        throw new HttpError(409, 'engine.error.staleRevision');
      const now = new Date();
      await saveAutosave(db, row.id, data, now);
      return { autosavedAt: now.toISOString() };
    },

    /**
     * One transition of the table. The applicant's submit may carry the latest data (saved first);
     * decisions with `needsReason` need a reason, which becomes a message to the applicant.
     */
    async act(
      row: ApplicationRow,
      side: Side,
      action: string,
      actor: Actor,
      input: { data?: unknown; revision?: number | undefined; reason?: string | undefined } & IssueTerms,
      lang: Language,
    ): Promise<ApplicationRow> {
      const outcome = await transaction(db, async (tx) => {
        let current = await lock(tx, row.id, input.data !== undefined ? input.revision : undefined);
        const transition = applicationTransition(action, current.state as ApplicationState, side);
        if (!transition) throw new HttpError(409, 'engine.error.transitionNotAllowed');
        const reason = input.reason?.trim() ?? '';
        if (transition.needsReason && reason === '') {
          throw new HttpError(400, 'error.validation', undefined, [
            { field: 'reason', message: translate(lang, 'engine.error.reasonRequired') },
          ]);
        }
        if (action === 'submit') {
          if (input.data !== undefined) current = await saveData(tx, current, input.data, lang);
          const data = {
            ...(current.data as Record<string, unknown>),
            declaration: (input.data as { declaration?: unknown } | undefined)?.declaration,
          };
          const result = validate(
            current,
            await withServerFields(tx, current, data),
            'submit',
            await documentTypes(tx, current.id),
          );
          if (!result.ok)
            throw new HttpError(400, 'error.validation', undefined, fieldErrors(result.issues, lang));
        }
        const now = new Date();
        let permit: PermitRow | null = null;
        if (action === 'accept') {
          const fee = feeEffects ? await feeEffects.accepting(tx, current, input.priceCents) : null;
          permit = await permitEffects.issueFor(
            tx,
            current,
            fee ? { ...input, priceCents: fee.amountCents } : input,
            actor,
            { project: fee?.unpaid ?? false },
          );
        }
        if (action === 'annul') await permitEffects.annulFromApplication(tx, current, actor, reason);
        const updated = await updateApplication(tx, current.id, {
          state: transition.to,
          revision: current.revision + 1,
          updatedAt: now,
          ...(action === 'submit' ? { submittedAt: now } : {}),
          ...(['accept', 'reject', 'annul'].includes(action) ? { decidedAt: now } : {}),
          ...(permit ? { permitId: permit.id } : {}),
        });
        await addEvent(tx, updated, {
          action,
          from: current.state,
          to: transition.to,
          actor,
          role: side,
          note: reason === '' ? null : reason,
        });
        if (feeEffects && action === 'submit') await feeEffects.submitted(tx, updated);
        if (feeEffects && ['reject', 'withdraw', 'annul'].includes(action))
          await feeEffects.ended(tx, updated, actor);
        return { application: updated, permit, reason: reason === '' ? null : reason };
      });
      // Decisions, and the applicant's submission (a receipt notice, issue 21), are told to the party.
      if ((side === 'officer' || action === 'submit') && deps.onDecision) {
        await deps.onDecision({ ...outcome, action, actor }).catch(() => undefined);
      }
      if (feeEffects?.owed && (action === 'submit' || action === 'accept'))
        await feeEffects.owed(outcome.application).catch(() => undefined);
      return outcome.application;
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
