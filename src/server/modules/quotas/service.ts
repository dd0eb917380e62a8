/**
 * Commercial fishing quotas of L04 permits (issue 19; spec §2 /kvotos, /kvotuKonvertavimas/{id},
 * §3 L04). ADR 0024: the officer prepares a season's quota of a type and kind in units of a gear
 * (RUOSIAMA), activates it (AKTYVI) and closes it (DEAKTYVI), and allocates parts of it to L04
 * permits; PIRMINE and RESPUBLIKINE allocations follow different rules. ADR 0025: the holder asks
 * to convert units into other gear by the officer's coefficients; the request holds the units back
 * at once (under a lock on the quota's row, so two requests never take more than it holds) and the
 * officer's approval moves them in one transaction. ADR 0026: the L04 permit states.
 */
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import type { Language, MessageId, MessageValues } from '../../../shared/i18n/index.ts';
import { translate } from '../../../shared/i18n/index.ts';
import {
  type AllocationInput,
  type CoefficientInput,
  type ConversionDto,
  type ConversionInput,
  convertedUnits,
  filterOf,
  type HistoryItemDto,
  type L04PermitFilter,
  l04PermitState,
  type OfficerQuotasDto,
  type QuotaDetailDto,
  type QuotaDto,
  type QuotaGear,
  type QuotaKind,
  type QuotaStatus,
  type QuotaType,
  type SeasonQuotaInput,
} from '../../../shared/quotas/api.ts';
import type { Actor } from '../../core/access.ts';
import { type Db, type Runner, transaction } from '../../db/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { PartyNotifier } from '../messages/index.ts';
import {
  addConverted,
  allocatedUnits,
  allocationOfPermit,
  allocationsOf,
  type CoefficientRow,
  type ConversionRow,
  coefficients,
  coefficientsFrom,
  conversionsOf,
  decideConversion,
  deleteCoefficient,
  eventsOf,
  type HeldQuota,
  insertAllocation,
  insertConversion,
  insertEvent,
  insertSeasonQuota,
  l04PermitByNumber,
  lockAllocation,
  lockConversion,
  lockSeasonQuota,
  pendingConversions,
  quotaById,
  quotaOfHolder,
  quotasOfHolder,
  seasonQuotaByKey,
  seasonQuotas,
  setSeasonQuotaStatus,
  upsertCoefficient,
} from './repository.ts';

/** Status changes of a season's quota the officer may make (ADR 0024). */
const STATUS_CHANGES: Record<'activate' | 'close', { from: QuotaStatus[]; to: QuotaStatus }> = {
  activate: { from: ['RUOSIAMA'], to: 'AKTYVI' },
  close: { from: ['RUOSIAMA', 'AKTYVI'], to: 'DEAKTYVI' },
};

function fieldError(lang: Language, field: string, id: MessageId, values?: MessageValues): HttpError {
  return new HttpError(400, 'error.validation', undefined, [{ field, message: translate(lang, id, values) }]);
}

const remainingOf = (held: HeldQuota) => held.allocation.allocated - held.allocation.converted - held.pending;

function conversionDto(row: ConversionRow): ConversionDto {
  return {
    id: row.id,
    quotaId: row.allocationId,
    fromGear: row.fromGear as QuotaGear,
    toGear: row.toGear as QuotaGear,
    amount: row.amount,
    resultAmount: row.resultAmount,
    coefficient: row.coefficientX100 / 100,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    status: row.status as ConversionDto['status'],
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}

function coefficientDto(row: CoefficientRow) {
  return {
    id: row.id,
    quotaType: row.quotaType as QuotaType,
    fromGear: row.fromGear as QuotaGear,
    toGear: row.toGear as QuotaGear,
    coefficient: row.coefficientX100 / 100,
  };
}

export function createQuotaService({
  db,
  today = todayInLithuania,
  notify,
}: {
  db: Db;
  today?: () => string;
  /** Tells the holder the officer's decision on a conversion (issue 21; modules/messages). */
  notify?: PartyNotifier;
}) {
  /**
   * The decision on a conversion, told to the permit's holder in both languages by the channels
   * its profiles ask for; once per conversion (`conversion:<id>`, ADR 0034).
   */
  async function tellDecision(told: {
    conversion: ConversionRow;
    held: HeldQuota;
    approved: boolean;
    reason: string | null;
  }) {
    if (!notify) return;
    const { conversion, held, approved } = told;
    const values = (lang: Language) => ({
      permit: held.permit.number ?? '',
      amount: String(conversion.amount),
      resultAmount: String(conversion.resultAmount),
      fromGear: translate(lang, `l14.gear.type.${conversion.fromGear}` as MessageId),
      toGear: translate(lang, `l14.gear.type.${conversion.toGear}` as MessageId),
      from: conversion.dateFrom,
      to: conversion.dateTo,
      reason: told.reason ?? '',
    });
    const outcome = approved ? 'approved' : 'rejected';
    const both = (id: string) => ({
      lt: translate('lt', id as MessageId, values('lt')),
      en: translate('en', id as MessageId, values('en')),
    });
    await notify({
      ownerCode: held.permit.holderCode,
      subject: both(`notice.conversion.${outcome}.subject`),
      text: both(`notice.conversion.${outcome}.body`),
      smsText: both(`notice.conversion.${outcome}.sms`),
      noticeKey: `conversion:${conversion.id}`,
    }).catch(() => undefined);
  }

  /**
   * An allocation, told to the permit's holder in both languages by the channels its profiles ask
   * for; once per allocation (`allocation:<id>`, ADR 0034). After the transaction: a notice that
   * fails never undoes the allocation.
   */
  async function tellAllocation(told: {
    allocationId: string;
    holderCode: string;
    permitNumber: string;
    quota: { season: number; quotaType: string; gear: string };
    amount: number;
    validFrom: string;
    validTo: string;
  }) {
    if (!notify) return;
    const values = (lang: Language) => ({
      number: told.permitNumber,
      season: String(told.quota.season),
      type: translate(lang, `l04.quotaType.${told.quota.quotaType}` as MessageId),
      gear: translate(lang, `l14.gear.type.${told.quota.gear}` as MessageId),
      amount: String(told.amount),
      from: told.validFrom,
      to: told.validTo,
    });
    const both = (id: string) => ({
      lt: translate('lt', id as MessageId, values('lt')),
      en: translate('en', id as MessageId, values('en')),
    });
    await notify({
      ownerCode: told.holderCode,
      subject: both('notice.allocation.subject'),
      text: both('notice.allocation.body'),
      smsText: both('notice.allocation.sms'),
      noticeKey: `allocation:${told.allocationId}`,
    }).catch(() => undefined);
  }

  function quotaDto(held: HeldQuota): QuotaDto {
    const { allocation, quota, permit } = held;
    return {
      id: allocation.id,
      season: quota.season,
      type: quota.quotaType as QuotaType,
      kind: quota.quotaKind as QuotaKind,
      status: quota.status as QuotaStatus,
      gear: allocation.gear as QuotaGear,
      validFrom: allocation.validFrom,
      validTo: allocation.validTo,
      allocated: allocation.allocated,
      converted: allocation.converted,
      pending: held.pending,
      remaining: remainingOf(held),
      fromConversionId: allocation.sourceConversionId,
      permit: {
        id: permit.id,
        number: permit.number,
        state: l04PermitState(permit.state, permit.validUntil, today()),
        validUntil: permit.validUntil,
      },
      holderName: permit.holderName,
    };
  }

  /** Why the quota cannot be converted now, or null (ADR 0025, 0026). */
  function notConvertible(held: HeldQuota): MessageId | null {
    const state = l04PermitState(held.permit.state, held.permit.validUntil, today());
    if (state === 'LAIKINAI_SUSTABDYTAS') return 'quotas.error.permitSuspended';
    if (state !== 'ISDUOTAS') return 'quotas.error.permitNotInForce';
    if (held.quota.status !== 'AKTYVI') return 'quotas.error.quotaNotActive';
    if (held.allocation.validTo < today()) return 'quotas.error.periodOver';
    if (remainingOf(held) <= 0) return 'quotas.error.nothingLeft';
    return null;
  }

  async function detail(runner: Runner, held: HeldQuota, lang: Language): Promise<QuotaDetailDto> {
    const targets = await coefficientsFrom(runner, held.quota.quotaType, held.allocation.gear);
    const reason = notConvertible(held);
    const history: HistoryItemDto[] = (await eventsOf(runner, held.quota.id, held.allocation.id)).map(
      (e) => ({
        id: e.id,
        at: e.at.toISOString(),
        action: e.action,
        fromState: e.fromState,
        toState: e.toState,
        actorName: e.actorName,
        note: e.note,
      }),
    );
    return {
      ...quotaDto(held),
      targets: targets.map((c) => ({ gear: c.toGear as QuotaGear, coefficient: c.coefficientX100 / 100 })),
      convertible: reason === null && targets.length > 0,
      notConvertibleReason: reason
        ? translate(lang, reason)
        : targets.length === 0
          ? translate(lang, 'quotas.error.noTargets')
          : null,
      conversions: (await conversionsOf(runner, held.allocation.id)).map(conversionDto),
      history,
    };
  }

  async function heldOf(runner: Runner, holderCode: string, id: string): Promise<HeldQuota> {
    const held = await quotaOfHolder(runner, holderCode, id);
    if (!held) throw notFound('quotas.error.notFound');
    return held;
  }

  async function officerView(runner: Runner): Promise<OfficerQuotasDto> {
    const quotas = await seasonQuotas(runner);
    const allocations = await allocationsOf(
      runner,
      quotas.map((q) => q.id),
    );
    const pending = await pendingConversions(runner);
    const pendingHeld = await Promise.all(pending.map((c) => quotaById(runner, c.allocationId)));
    return {
      quotas: quotas.map((q) => {
        const mine = allocations.filter((a) => a.allocation.quotaId === q.id);
        return {
          id: q.id,
          season: q.season,
          type: q.quotaType as QuotaType,
          kind: q.quotaKind as QuotaKind,
          gear: q.gear as QuotaGear,
          totalUnits: q.totalUnits,
          allocatedUnits: mine
            .filter((a) => a.allocation.sourceConversionId === null)
            .reduce((sum, a) => sum + a.allocation.allocated, 0),
          validFrom: q.validFrom,
          validTo: q.validTo,
          status: q.status as QuotaStatus,
          allocations: mine.map((a) => ({
            id: a.allocation.id,
            permitNumber: a.permitNumber,
            holderName: a.holderName,
            gear: a.allocation.gear as QuotaGear,
            allocated: a.allocation.allocated,
            converted: a.allocation.converted,
            validFrom: a.allocation.validFrom,
            validTo: a.allocation.validTo,
          })),
        };
      }),
      coefficients: (await coefficients(runner)).map(coefficientDto),
      pendingConversions: pending.flatMap((c, index) => {
        const held = pendingHeld[index];
        if (!held) return [];
        return [
          {
            ...conversionDto(c),
            holderName: held.permit.holderName,
            permitNumber: held.permit.number,
            type: held.quota.quotaType as QuotaType,
            kind: held.quota.quotaKind as QuotaKind,
            remaining: remainingOf(held),
          },
        ];
      }),
    };
  }

  return {
    /** The holder's quotas (spec §2 /kvotos), filtered by the permit's L04 state and the quota status. */
    async list(holderCode: string, filter: { permitState?: L04PermitFilter; status?: QuotaStatus }) {
      const rows = await quotasOfHolder(db, holderCode);
      return rows
        .map(quotaDto)
        .filter(
          (q) =>
            (!filter.permitState || filterOf(q.permit.state) === filter.permitState) &&
            (!filter.status || q.status === filter.status),
        );
    },

    async detail(holderCode: string, id: string, lang: Language): Promise<QuotaDetailDto> {
      return detail(db, await heldOf(db, holderCode, id), lang);
    },

    /**
     * The holder asks to convert part of a quota (spec §3 conversion fields; ADR 0025). Checked and
     * written under a lock on the quota's row: a second request for the same quota waits, then sees
     * the units the first one holds back.
     */
    async requestConversion(
      holderCode: string,
      id: string,
      input: ConversionInput,
      by: Actor,
      lang: Language,
    ): Promise<QuotaDetailDto> {
      return transaction(db, async (tx) => {
        await heldOf(tx, holderCode, id);
        await lockAllocation(tx, id);
        const held = await heldOf(tx, holderCode, id);
        const reason = notConvertible(held);
        if (reason) throw new HttpError(409, reason);
        const remaining = remainingOf(held);
        if (input.amount > remaining)
          throw fieldError(lang, 'amount', 'quotas.error.aboveRemaining', { remaining });
        const { validFrom, validTo } = held.allocation;
        if (input.dateFrom < validFrom || input.dateFrom > validTo)
          throw fieldError(lang, 'dateFrom', 'quotas.error.outsidePeriod', { from: validFrom, to: validTo });
        if (input.dateTo > validTo)
          throw fieldError(lang, 'dateTo', 'quotas.error.outsidePeriod', { from: validFrom, to: validTo });
        const target = (await coefficientsFrom(tx, held.quota.quotaType, held.allocation.gear)).find(
          (c) => c.toGear === input.toGear,
        );
        if (!target) throw fieldError(lang, 'toGear', 'quotas.error.gearNotAllowed');
        const resultAmount = convertedUnits(input.amount, target.coefficientX100);
        if (resultAmount < 1)
          throw fieldError(lang, 'amount', 'quotas.error.tooFewToConvert', {
            min: Math.ceil(100 / target.coefficientX100),
          });
        const conversion = await insertConversion(tx, {
          allocationId: id,
          holderCode,
          fromGear: held.allocation.gear,
          toGear: input.toGear,
          amount: input.amount,
          resultAmount,
          coefficientX100: target.coefficientX100,
          dateFrom: input.dateFrom,
          dateTo: input.dateTo,
          status: 'PATEIKTA',
          requestedBy: by.code,
        });
        await insertEvent(tx, {
          quotaId: held.quota.id,
          allocationId: id,
          conversionId: conversion.id,
          action: 'conversionRequested',
          fromState: null,
          toState: 'PATEIKTA',
          actorCode: by.code,
          actorName: by.name,
          note: `${input.amount} ${held.allocation.gear} → ${resultAmount} ${input.toGear}`,
        });
        return detail(tx, await heldOf(tx, holderCode, id), lang);
      });
    },

    officerView: () => officerView(db),

    /** A season's quota of a type and kind in units of a gear, prepared (RUOSIAMA). */
    async createSeasonQuota(input: SeasonQuotaInput, by: Actor, lang: Language): Promise<OfficerQuotasDto> {
      return transaction(db, async (tx) => {
        const key = { season: input.season, quotaType: input.type, quotaKind: input.kind, gear: input.gear };
        if (await seasonQuotaByKey(tx, key)) throw fieldError(lang, 'type', 'quotas.error.seasonQuotaExists');
        if (Number(input.validFrom.slice(0, 4)) !== input.season)
          throw fieldError(lang, 'validFrom', 'quotas.error.seasonYear', { season: input.season });
        const quota = await insertSeasonQuota(tx, {
          ...key,
          totalUnits: input.totalUnits,
          validFrom: input.validFrom,
          validTo: input.validTo,
          status: 'RUOSIAMA',
          createdBy: by.code,
        });
        await insertEvent(tx, {
          quotaId: quota.id,
          action: 'prepared',
          fromState: null,
          toState: 'RUOSIAMA',
          actorCode: by.code,
          actorName: by.name,
          note: `${input.totalUnits} ${input.gear}`,
        });
        return officerView(tx);
      });
    },

    async changeStatus(id: string, action: 'activate' | 'close', by: Actor): Promise<OfficerQuotasDto> {
      return transaction(db, async (tx) => {
        const quota = await lockSeasonQuota(tx, id);
        if (!quota) throw notFound('quotas.error.notFound');
        const change = STATUS_CHANGES[action];
        if (!change.from.includes(quota.status as QuotaStatus))
          throw new HttpError(409, 'quotas.error.statusChange', { from: quota.status, to: change.to });
        await setSeasonQuotaStatus(tx, id, change.to);
        await insertEvent(tx, {
          quotaId: id,
          action,
          fromState: quota.status,
          toState: change.to,
          actorCode: by.code,
          actorName: by.name,
        });
        return officerView(tx);
      });
    },

    /**
     * Allocates units of a season's quota to an L04 permit in force (ADR 0024): not above what is
     * left of the season's quota (under its lock), within its period; a PIRMINE quota once per
     * permit for the whole period, a RESPUBLIKINE one any number of times for part of it.
     */
    async allocate(id: string, input: AllocationInput, by: Actor, lang: Language): Promise<OfficerQuotasDto> {
      let told: Parameters<typeof tellAllocation>[0] | null = null;
      const view = await transaction(db, async (tx) => {
        const quota = await lockSeasonQuota(tx, id);
        if (!quota) throw notFound('quotas.error.notFound');
        if (quota.status === 'DEAKTYVI') throw new HttpError(409, 'quotas.error.quotaClosed');
        const permit = await l04PermitByNumber(tx, input.permitNumber);
        if (!permit) throw fieldError(lang, 'permitNumber', 'quotas.error.permitUnknown');
        if (l04PermitState(permit.state, permit.validUntil, today()) !== 'ISDUOTAS')
          throw fieldError(lang, 'permitNumber', 'quotas.error.permitNotIssued');
        const validFrom = input.validFrom ?? quota.validFrom;
        const validTo = input.validTo ?? quota.validTo;
        if (quota.quotaKind === 'PIRMINE') {
          if (validFrom !== quota.validFrom || validTo !== quota.validTo)
            throw fieldError(lang, 'validFrom', 'quotas.error.primaryWholePeriod', {
              from: quota.validFrom,
              to: quota.validTo,
            });
          if (await allocationOfPermit(tx, id, permit.id))
            throw fieldError(lang, 'permitNumber', 'quotas.error.primaryOnce');
        } else if (validFrom < quota.validFrom || validTo > quota.validTo || validTo <= validFrom) {
          throw fieldError(lang, 'validFrom', 'quotas.error.outsidePeriod', {
            from: quota.validFrom,
            to: quota.validTo,
          });
        }
        const left = quota.totalUnits - (await allocatedUnits(tx, id));
        if (input.amount > left) throw fieldError(lang, 'amount', 'quotas.error.aboveSeasonQuota', { left });
        const allocation = await insertAllocation(tx, {
          quotaId: id,
          permitId: permit.id,
          holderCode: permit.holderCode,
          gear: quota.gear,
          allocated: input.amount,
          validFrom,
          validTo,
          createdBy: by.code,
        });
        await insertEvent(tx, {
          quotaId: id,
          allocationId: allocation.id,
          action: 'allocated',
          fromState: null,
          toState: quota.status,
          actorCode: by.code,
          actorName: by.name,
          note: `${input.amount} ${quota.gear}`,
        });
        told = {
          allocationId: allocation.id,
          holderCode: permit.holderCode,
          permitNumber: input.permitNumber,
          quota,
          amount: input.amount,
          validFrom,
          validTo,
        };
        return officerView(tx);
      });
      if (told) await tellAllocation(told);
      return view;
    },

    async setCoefficient(input: CoefficientInput, by: Actor): Promise<OfficerQuotasDto> {
      await upsertCoefficient(db, {
        quotaType: input.quotaType,
        fromGear: input.fromGear,
        toGear: input.toGear,
        coefficientX100: Math.round(input.coefficient * 100),
        updatedBy: by.code,
      });
      return officerView(db);
    },

    async removeCoefficient(id: string): Promise<OfficerQuotasDto> {
      if (!(await deleteCoefficient(db, id))) throw notFound();
      return officerView(db);
    },

    /**
     * The officer's decision on a conversion (ADR 0025). Approval, in one transaction: the quota's
     * converted units grow by the amount and a new quota of the target gear is allocated to the same
     * permit for the conversion's dates. Only while the permit is in force and the quota active.
     */
    async decide(
      conversionId: string,
      decision: { approve: true } | { approve: false; reason: string },
      by: Actor,
    ): Promise<OfficerQuotasDto> {
      let told: Parameters<typeof tellDecision>[0] | undefined;
      const view = await transaction(db, async (tx) => {
        // The request's row first, then its quota's: a second decision on it waits, then finds it decided.
        const conversion = await lockConversion(tx, conversionId);
        if (!conversion) throw notFound();
        if (conversion.status !== 'PATEIKTA') throw new HttpError(409, 'quotas.error.alreadyDecided');
        await lockAllocation(tx, conversion.allocationId);
        const held = await quotaById(tx, conversion.allocationId);
        if (!held) throw notFound();
        if (decision.approve) {
          const state = l04PermitState(held.permit.state, held.permit.validUntil, today());
          if (state === 'LAIKINAI_SUSTABDYTAS') throw new HttpError(409, 'quotas.error.permitSuspended');
          if (state !== 'ISDUOTAS') throw new HttpError(409, 'quotas.error.permitNotInForce');
          if (held.quota.status !== 'AKTYVI') throw new HttpError(409, 'quotas.error.quotaNotActive');
          await addConverted(tx, held.allocation.id, conversion.amount);
          const made = await insertAllocation(tx, {
            quotaId: held.quota.id,
            permitId: held.permit.id,
            holderCode: held.allocation.holderCode,
            gear: conversion.toGear,
            allocated: conversion.resultAmount,
            validFrom: conversion.dateFrom,
            validTo: conversion.dateTo,
            sourceConversionId: conversion.id,
            createdBy: by.code,
          });
          await decideConversion(tx, conversionId, {
            status: 'PATVIRTINTA',
            decidedBy: by.code,
            reason: null,
          });
          const note = `${conversion.amount} ${conversion.fromGear} → ${conversion.resultAmount} ${conversion.toGear}`;
          await insertEvent(tx, {
            quotaId: held.quota.id,
            allocationId: held.allocation.id,
            conversionId,
            action: 'conversionApproved',
            fromState: 'PATEIKTA',
            toState: 'PATVIRTINTA',
            actorCode: by.code,
            actorName: by.name,
            note,
          });
          await insertEvent(tx, {
            quotaId: held.quota.id,
            allocationId: made.id,
            conversionId,
            action: 'allocatedByConversion',
            fromState: null,
            toState: held.quota.status,
            actorCode: by.code,
            actorName: by.name,
            note,
          });
        } else {
          await decideConversion(tx, conversionId, {
            status: 'ATMESTA',
            decidedBy: by.code,
            reason: decision.reason,
          });
          await insertEvent(tx, {
            quotaId: held.quota.id,
            allocationId: held.allocation.id,
            conversionId,
            action: 'conversionRejected',
            fromState: 'PATEIKTA',
            toState: 'ATMESTA',
            actorCode: by.code,
            actorName: by.name,
            note: decision.reason,
          });
        }
        told = {
          conversion,
          held,
          approved: decision.approve,
          reason: decision.approve ? null : decision.reason,
        };
        return officerView(tx);
      });
      // After the commit: a notice never undoes a decision (the outboxes deliver it later).
      if (told) await tellDecision(told);
      return view;
    },
  };
}

export type QuotaService = ReturnType<typeof createQuotaService>;
