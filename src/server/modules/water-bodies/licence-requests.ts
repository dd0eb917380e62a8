/**
 * Lessors' requests for limited-fishing licences (issue 18; spec §3 L03 statuses PATEIKTAS,
 * ATMESTAS, GRAZINTAS, PATVIRTINTAS and L06 licence; §4 "withdraw conditions"; ADR 0022).
 *
 *   lessor  submit     → PATEIKTAS
 *   officer patvirtinti PATEIKTAS → PATVIRTINTAS: the request becomes a licence pool (the anglers'
 *           `fishing_licences`), sold with the L06 card like every pool, never beyond its total
 *   officer grazinti   PATEIKTAS → GRAZINTAS (a message says what to correct)
 *   officer atmesti    PATEIKTAS → ATMESTAS (a message says why)
 *   lessor  resubmit   GRAZINTAS → PATEIKTAS (corrected conditions)
 *   lessor  withdraw   PATEIKTAS | GRAZINTAS → ATSIIMTAS ("withdraw conditions")
 *
 * Each step locks the request's row, checks its status and writes one history row, so two officers
 * (or an officer and the lessor) acting at once cannot both move it.
 */
import type { AnglerPeriod } from '../../../shared/anglers/periods.ts';
import { type Language, translate } from '../../../shared/i18n/index.ts';
import type {
  LicenceRequestDto,
  LicenceRequestInput,
  LicenceRequestStatus,
  OfficerLicenceAction,
} from '../../../shared/water-bodies/licence-requests.ts';
import type { Actor } from '../../core/access.ts';
import { type Db, type Runner, transaction } from '../../db/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { PartyNotifier } from '../messages/index.ts';
import {
  insertLicencePool,
  insertLicenceRequest,
  insertLicenceRequestEvent,
  type LicenceRequestRow,
  licenceRequestEventsOf,
  licenceRequestRows,
  lockLicenceRequest,
  markLimited,
  speciesExists,
  updateLicenceRequest,
} from './repository.ts';
import { fieldError, type WaterBodyService } from './service.ts';

/** Whom a step is by: the person acting, and for a lessor the party it acts for. */
interface By {
  actor: Actor;
  role: 'lessor' | 'officer';
}

const OFFICER_STEPS: Record<OfficerLicenceAction, { to: LicenceRequestStatus; needsMessage: boolean }> = {
  patvirtinti: { to: 'PATVIRTINTAS', needsMessage: false },
  grazinti: { to: 'GRAZINTAS', needsMessage: true },
  atmesti: { to: 'ATMESTAS', needsMessage: true },
};

const conflict = () => new HttpError(409, 'licenceRequests.error.notPending');

export function createLicenceRequests({
  db,
  waterBodies,
  notify,
}: {
  db: Db;
  waterBodies: WaterBodyService;
  /** Tells the lessor the officer's decision by e-mail and SMS as its profiles ask (modules/messages). */
  notify?: PartyNotifier;
}) {
  const { leases } = waterBodies;

  /**
   * The officer's decision, told to the lessor in both languages by the channels its profiles ask
   * for (issue 21). Keyed by the request and its step (`licence-request:<id>:<steps>`): a request
   * returned, corrected and decided again is a new notice; the same decision is never told twice.
   */
  async function tell(dto: LicenceRequestDto) {
    if (!notify) return;
    const both = (make: (lang: Language) => string) => ({ lt: make('lt'), en: make('en') });
    const status = (lang: Language) =>
      translate(lang, `licenceRequests.status.${dto.status}` as 'licenceRequests.status.PATEIKTAS');
    await notify({
      ownerCode: dto.lessorCode,
      subject: both((lang) => translate(lang, 'licenceRequests.mail.subject', { status: status(lang) })),
      text: both((lang) =>
        [
          translate(lang, 'licenceRequests.mail.text', {
            waterBody: dto.waterBodyName,
            place: lang === 'lt' ? dto.placeLt : dto.placeEn,
            status: status(lang),
          }),
          dto.message ?? '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
      smsText: both((lang) =>
        translate(lang, 'notice.licenceRequest.sms', { waterBody: dto.waterBodyName, status: status(lang) }),
      ),
      noticeKey: `licence-request:${dto.id}:${dto.history.length}`,
    });
  }

  async function dtos(runner: Runner, filter: Parameters<typeof licenceRequestRows>[1]) {
    const rows = await licenceRequestRows(runner, filter);
    const events = await licenceRequestEventsOf(
      runner,
      rows.map((r) => r.request.id),
    );
    return rows.map(
      ({ request: r, waterBodyCode, waterBodyName, sold, reserved }): LicenceRequestDto => ({
        id: r.id,
        waterBodyCode,
        waterBodyName,
        lessorCode: r.lessorCode,
        lessorName: r.lessorName,
        status: r.status,
        speciesCode: r.speciesCode,
        placeLt: r.placeLt,
        placeEn: r.placeEn,
        period: r.period as AnglerPeriod,
        fishingFrom: r.fishingFrom,
        fishingTo: r.fishingTo,
        conditionsLt: r.conditionsLt,
        conditionsEn: r.conditionsEn,
        amount: r.amount,
        minSizeCm: r.minSizeCm,
        total: r.total,
        priceCents: r.priceCents,
        released: r.released,
        message: r.message,
        pool:
          r.licenceId && sold !== null && reserved !== null
            ? { sold, available: Math.max(0, r.total - sold - reserved) }
            : null,
        createdAt: r.createdAt.toISOString(),
        history: events
          .filter((e) => e.requestId === r.id)
          .map((e) => ({
            action: e.action,
            fromStatus: e.fromStatus as LicenceRequestStatus | null,
            toStatus: e.toStatus as LicenceRequestStatus,
            actorName: e.actorName,
            actorRole: e.actorRole,
            note: e.note,
            at: e.at.toISOString(),
          })),
      }),
    );
  }

  async function one(runner: Runner, id: string): Promise<LicenceRequestDto> {
    const [dto] = await dtos(runner, { id });
    if (!dto) throw notFound('licenceRequests.error.notFound');
    return dto;
  }

  /** The lessor's rules beyond the schema: a known species, a price within the ceiling, within the lease. */
  async function check(
    runner: Runner,
    lease: Awaited<ReturnType<typeof leases.one>>,
    input: LicenceRequestInput,
    lang: Language,
  ) {
    if (!(await speciesExists(runner, input.speciesCode)))
      throw fieldError(lang, 'speciesCode', 'licenceRequests.error.species');
    const max = await leases.maxPriceCents(runner);
    if (input.priceCents > max)
      throw fieldError(lang, 'priceCents', 'waterBodies.error.priceAboveMax', {
        max: (max / 100).toFixed(2),
      });
    const leaseTo = lease.permit.validUntil;
    if (leaseTo !== null && input.fishingTo > leaseTo)
      throw fieldError(lang, 'fishingTo', 'licenceRequests.error.afterLease', { date: leaseTo });
    if (input.fishingTo < leases.today()) throw fieldError(lang, 'fishingTo', 'licenceRequests.error.past');
  }

  async function step(
    runner: Runner,
    row: LicenceRequestRow,
    action: string,
    to: LicenceRequestStatus,
    by: By,
    note: string | null,
  ) {
    await insertLicenceRequestEvent(runner, {
      requestId: row.id,
      action,
      fromStatus: row.status,
      toStatus: to,
      actorCode: by.actor.code,
      actorName: by.actor.name,
      actorRole: by.role,
      note,
    });
  }

  /** The lessor's own request on its water body, locked; 404 for another's. */
  async function ownRequest(runner: Runner, partyCode: string, code: string, id: string) {
    const lease = await leases.one(runner, partyCode, code);
    const row = await lockLicenceRequest(runner, id);
    if (!row || row.lessorCode !== partyCode || row.waterBodyId !== lease.waterBody.id)
      throw notFound('licenceRequests.error.notFound');
    return { lease, row };
  }

  return {
    /** The lessor's requests for one of its water bodies, newest first. */
    async ofWaterBody(partyCode: string, code: string): Promise<LicenceRequestDto[]> {
      const lease = await leases.one(db, partyCode, code);
      return dtos(db, { lessorCode: partyCode, waterBodyId: lease.waterBody.id });
    },

    async submit(
      partyCode: string,
      code: string,
      input: LicenceRequestInput,
      actor: Actor,
      lang: Language,
    ): Promise<LicenceRequestDto> {
      return transaction(db, async (tx) => {
        const lease = await leases.one(tx, partyCode, code);
        await check(tx, lease, input, lang);
        const id = await insertLicenceRequest(tx, {
          ...input,
          waterBodyId: lease.waterBody.id,
          lessorCode: partyCode,
          lessorName: lease.permit.holderName,
          status: 'PATEIKTAS',
          createdBy: actor.code,
        });
        const row = (await lockLicenceRequest(tx, id))!;
        await insertLicenceRequestEvent(tx, {
          requestId: id,
          action: 'submit',
          fromStatus: null,
          toStatus: 'PATEIKTAS',
          actorCode: actor.code,
          actorName: actor.name,
          actorRole: 'lessor',
          note: null,
        });
        return one(tx, row.id);
      });
    },

    /** A returned request, corrected and submitted again. */
    async resubmit(
      partyCode: string,
      code: string,
      id: string,
      input: LicenceRequestInput,
      actor: Actor,
      lang: Language,
    ): Promise<LicenceRequestDto> {
      return transaction(db, async (tx) => {
        const { lease, row } = await ownRequest(tx, partyCode, code, id);
        if (row.status !== 'GRAZINTAS') throw new HttpError(409, 'licenceRequests.error.notReturned');
        await check(tx, lease, input, lang);
        await updateLicenceRequest(tx, id, { ...input, status: 'PATEIKTAS' });
        await step(tx, row, 'resubmit', 'PATEIKTAS', { actor, role: 'lessor' }, null);
        return one(tx, id);
      });
    },

    /** Spec §4 "withdraw conditions": a request not yet decided stops; nothing is sold from it. */
    async withdraw(partyCode: string, code: string, id: string, actor: Actor): Promise<LicenceRequestDto> {
      return transaction(db, async (tx) => {
        const { row } = await ownRequest(tx, partyCode, code, id);
        if (row.status !== 'PATEIKTAS' && row.status !== 'GRAZINTAS') throw conflict();
        await updateLicenceRequest(tx, id, { status: 'ATSIIMTAS' });
        await step(tx, row, 'withdraw', 'ATSIIMTAS', { actor, role: 'lessor' }, null);
        return one(tx, id);
      });
    },

    /** The officer's list, newest first (waiting ones by default). */
    async forOfficer(status: LicenceRequestStatus | undefined): Promise<LicenceRequestDto[]> {
      return dtos(db, { status });
    },

    /** The officer approves, returns or rejects a request waiting for a decision. */
    async decide(
      id: string,
      action: OfficerLicenceAction,
      message: string | undefined,
      actor: Actor,
      lang: Language,
    ): Promise<LicenceRequestDto> {
      const { to, needsMessage } = OFFICER_STEPS[action];
      const note = message?.trim() ? message.trim() : null;
      if (needsMessage && note === null)
        throw fieldError(lang, 'message', 'licenceRequests.error.messageRequired');
      const decided = await transaction(db, async (tx) => {
        const row = await lockLicenceRequest(tx, id);
        if (!row) throw notFound('licenceRequests.error.notFound');
        if (row.status !== 'PATEIKTAS') throw conflict();
        let licenceId: string | null = null;
        if (to === 'PATVIRTINTAS') {
          licenceId = await insertLicencePool(tx, {
            kind: 'l06_1',
            waterBodyId: row.waterBodyId,
            placeLt: row.placeLt,
            placeEn: row.placeEn,
            speciesCode: row.speciesCode,
            period: row.period,
            fishingFrom: row.fishingFrom,
            fishingTo: row.fishingTo,
            conditionsLt: row.conditionsLt,
            conditionsEn: row.conditionsEn,
            amount: row.amount,
            minSizeCm: row.minSizeCm,
            total: row.total,
            priceCents: row.priceCents,
            released: row.released,
          });
          await markLimited(tx, row.waterBodyId);
        }
        await updateLicenceRequest(tx, id, {
          status: to,
          message: note,
          ...(licenceId ? { licenceId } : {}),
        });
        await step(tx, row, action, to, { actor, role: 'officer' }, note);
        return one(tx, id);
      });
      // After the commit: a mail never undoes a decision (the outbox delivers it later).
      await tell(decided);
      return decided;
    },
  };
}

export type LicenceRequests = ReturnType<typeof createLicenceRequests>;
