/**
 * Catch reports (issue 6; paths and shapes in src/shared/anglers/catch-reports.ts; ADR 0010): filing
 * a report exactly once whatever the network does, the holder's own reports, and the public lookup
 * of an angler permit. The public report of caught fish is in public-report.ts.
 *
 * Exactly once (architecture §5; field notes "Idempotency"): the phone makes the report's id and
 * sends it as the Idempotency-Key. The key is scoped by the permit: the unique index on
 * (permit_id, client_id) holds one row per report, and that row keeps the hash of what was sent
 * (without `sentAt`, which the outbox renews on every attempt) and the answer given. A repeat with
 * the same body gets that answer again (200); with another body 422. The first acceptance runs in
 * one transaction that first locks the permit's row: duplicates sent at the same moment, and two
 * different reports of one card, queue there, so the second finds the first's row (and the card as
 * the first left it) instead of racing it.
 *
 * Proof of the holder (issue 15; ADR 0015; anglers/holder-proof.ts): the number, the names and the
 * card's security code, or a session of the angler or the buyer. A repeat of a report already
 * stored is answered first, before any proof: only the phone that made the report knows its random
 * id, and the stored hash covers the names. Until the holder is proven every refusal is one 404,
 * the same for a wrong number, wrong names, a wrong or missing code, a species not on the card or a
 * card that has ended; failed proofs count against the address with the download form's.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type AnglerKind, isAnglerKind } from '../../../shared/anglers/api-types.ts';
import {
  type AnglerPermitLookup,
  type CatchReportRequest,
  type CatchReportResult,
  isUuid,
  validateCatchReport,
} from '../../../shared/anglers/catch-reports.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import { type Language, translate } from '../../../shared/i18n/index.ts';
import { isPermitValid, type PermitState } from '../../../shared/permits/engine/lifecycle.ts';
import { dammDigit, normalizePermitNumber } from '../../../shared/permits/permit-number.ts';
import { holderInitials } from '../../../shared/permits/permit-seal.ts';
import { definitionOf } from '../../../shared/permits/registry.ts';
import { eventValues } from '../../core/history.ts';
import { type Db, type Tx, transaction } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { idempotentReplays } from '../../observability/metrics.ts';
import { type HolderProof, sessionHolds, ticketFacts } from '../anglers/index.ts';
import { CatchReportRefused, type SpeciesNames } from './refusals.ts';
import {
  type CatchReportRow,
  cardEndedAt,
  endCard,
  insertReport,
  markReportFiled,
  type PermitWithCard,
  permitWithCard,
  permitWithCardAndReport,
  reportOf,
  reportsOfPermit,
  speciesExists,
  speciesNamesOf,
} from './repository.ts';
import { type CardFacts, END_ACTION, judgeReport } from './rules.ts';

export type { CatchReportRow };

export interface FiledReport {
  /** 201 the first time, 200 for a repeat. */
  status: 200 | 201;
  result: CatchReportResult;
}

/**
 * What the report is judged by: SHA-256 of the body without `sentAt` (renewed on every attempt) and
 * `securityCode` (proof, not report: a report sent again with the code it lacked is the same report;
 * reports stored before codes existed keep their hashes).
 */
export function requestHash(request: CatchReportRequest): string {
  const { sentAt: _sentAt, securityCode: _securityCode, ...rest } = request;
  // Fixed key order: the validator builds the object, so its keys are always in this order.
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

function numberProblem(number: string) {
  if (number === '') return 'permitDocument.error.numberRequired' as const;
  if (!/^\d{11}$/.test(number)) return 'permitDocument.error.numberFormat' as const;
  if (dammDigit(number) !== 0) return 'permitDocument.error.checkDigit' as const;
  return null;
}

/** A permit number given in a query or a path, normalised; 400 on `field` with what to fix. */
export function checkedPermitNumber(raw: unknown, field: string, lang: Language): string {
  const number = typeof raw === 'string' ? normalizePermitNumber(raw.trim()) : '';
  const problem = numberProblem(number);
  if (problem) throw new HttpError(400, problem, undefined, [{ field, message: translate(lang, problem) }]);
  return number;
}

/** `proof` undefined: only `fileProven()` files (the SMS channel proves the holder by the phone). */
export function createCatchReportService(deps: { db: Db; proof?: HolderProof }) {
  const { db, proof } = deps;

  const permitByNumber = permitWithCard;

  /** Whether the person logged in is the card's angler (their person code is its angler key). */
  function isAnglerOf(found: PermitWithCard, userCode: string): boolean {
    if (found.card) return found.card.anglerKey === userCode;
    return sessionHolds({ permit: found.permit, card: null }, userCode);
  }

  /**
   * The permit of a report's number, with its card and, in the same query, this report's row if it
   * was stored already (a repeat): one round trip whatever exists.
   */
  const permitAndReport = (number: string, clientId: string) => permitWithCardAndReport(db, number, clientId);

  function replay(row: { requestHash: string; response: unknown }, hash: string): FiledReport {
    if (row.requestHash !== hash) throw new HttpError(422, 'catchReport.error.keyReused');
    idempotentReplays.inc({ operation: 'catch-report' });
    return { status: 200, result: row.response as CatchReportResult };
  }

  /** Read in the card's transaction: a pool held by reports waiting for that card's lock has no other connection. */
  async function speciesNames(tx: Tx, codes: string[]): Promise<SpeciesNames> {
    const rows = await speciesNamesOf(tx, codes);
    return Object.fromEntries(rows.map((r) => [r.code, { nameLt: r.nameLt, nameEn: r.nameEn }]));
  }

  /** The card's species: the licence's, or the facts the permit was issued with. */
  function cardSpecies(found: PermitWithCard): string | null {
    return found.licenceSpecies ?? ticketFacts(found.permit).licence?.speciesCode ?? null;
  }

  /** Judges and stores a proven report under the card's row lock (see the module comment). */
  async function store(request: CatchReportRequest, hash: string, receivedAt: Date): Promise<FiledReport> {
    const outcome = await transaction(db, async (tx) => {
      const locked = (await permitByNumber(tx, request.permitNumber, true))!;
      const raced = await reportOf(tx, locked.permit.id, request.id);
      if (raced) return { replayed: true, row: raced } as const;

      const endedAt = await cardEndedAt(tx, locked.permit.id);
      const kind = definitionOf(locked.permit.kind);
      const facts: CardFacts = {
        kind: locked.permit.kind,
        state: locked.permit.state as PermitState,
        lifecycle: kind?.permitLifecycle ?? 'general',
        validFrom: locked.permit.validFrom,
        validUntil: locked.permit.validUntil ?? locked.permit.validFrom,
        speciesCode: cardSpecies(locked),
        reportFiledAt: locked.card?.reportFiledAt ?? null,
        endedAt,
      };
      const verdict = judgeReport(facts, request, receivedAt);
      if (!verdict.accepted) {
        const codes =
          verdict.refusal.rule === 'speciesNotOnCard'
            ? [verdict.refusal.speciesCode, verdict.refusal.cardSpeciesCode]
            : [];
        throw new CatchReportRefused(verdict.refusal, codes.length > 0 ? await speciesNames(tx, codes) : {});
      }

      const result: CatchReportResult = {
        id: request.id,
        permitNumber: locked.permit.number,
        kind: locked.permit.kind as AnglerKind,
        speciesCode: request.speciesCode,
        amount: request.amount,
        lengthCm: request.lengthCm,
        sex: request.sex,
        eelCaught: request.eelCaught,
        receivedAt: receivedAt.toISOString(),
        caughtAtServer: verdict.caughtAtServer.toISOString(),
        skewMs: verdict.skewMs,
        late: verdict.late,
        minutesToReport: verdict.minutesToReport,
        cardEnded: verdict.cardEnded,
      };
      const inserted = await insertReport(tx, {
        clientId: request.id,
        permitId: locked.permit.id,
        permitNumber: locked.permit.number,
        kind: locked.permit.kind,
        waterBodyId: locked.card?.waterBodyId ?? null,
        speciesCode: request.speciesCode,
        amount: request.amount,
        lengthCm: request.lengthCm,
        sex: request.sex,
        eelCaught: request.eelCaught,
        caughtAt: new Date(request.caughtAt),
        savedAt: new Date(request.savedAt),
        deviceSentAt: new Date(request.sentAt),
        receivedAt,
        skewMs: verdict.skewMs,
        caughtAtServer: verdict.caughtAtServer,
        late: verdict.late,
        cardEnded: verdict.cardEnded,
        requestHash: hash,
        response: result,
      });
      if (!inserted) {
        // Unreachable while the permit's lock is held; the unique index still has the last word.
        const winner = await reportOf(tx, locked.permit.id, request.id);
        if (!winner) throw new Error('catch report conflicted with a row that cannot be read');
        return { replayed: true, row: winner } as const;
      }
      if (locked.card && locked.card.reportFiledAt === null) {
        await markReportFiled(tx, locked.permit.id, receivedAt);
      }
      if (verdict.endsCard) {
        await endCard(
          tx,
          locked.permit.id,
          verdict.endsCard.to,
          receivedAt,
          eventValues({
            action: END_ACTION,
            from: locked.permit.state,
            to: verdict.endsCard.to,
            actor: null,
            role: 'system',
            // History notes are kept in the institution's language, like officers' reasons.
            note: translate('lt', 'catchReport.history.cardEnded'),
          }),
        );
      }
      return { replayed: false, result } as const;
    });
    if (outcome.replayed) return replay(outcome.row, hash);
    return { status: 201, result: outcome.result };
  }

  return {
    /**
     * Files one report (see the module comment). `receivedAt` is when the request arrived, so that
     * time spent waiting for a busy card's lock does not count as clock skew.
     */
    async file(
      body: unknown,
      idempotencyKey: unknown,
      http: FastifyRequest,
      receivedAt: Date,
    ): Promise<FiledReport> {
      const { lang } = http;
      const checked = validateCatchReport(body);
      if (!checked.ok)
        throw new HttpError(
          400,
          'error.validation',
          undefined,
          checked.issues.map((issue) => ({
            field: issue.path,
            message: translate(lang, issue.message, issue.values),
          })),
        );
      const request = checked.request;
      const key = typeof idempotencyKey === 'string' ? idempotencyKey.trim().toLowerCase() : '';
      if (!isUuid(key) || key !== request.id) throw new HttpError(400, 'catchReport.error.idempotencyKey');

      const hash = requestHash(request);
      const found = await permitAndReport(request.permitNumber, request.id);
      // The usual repeat (the phone did not hear the answer): no lock, no rules, the first answer.
      if (found?.report?.requestHash) return replay(found.report, hash);

      // Which species exist is no secret: a species that does not is the report's own mistake.
      if (!(await speciesExists(db, request.speciesCode)))
        throw new HttpError(400, 'error.validation', undefined, [
          { field: 'speciesCode', message: translate(lang, 'validation.choice') },
        ]);

      const proven = await proof?.attempt(http, request, async () => ({
        permit: found?.permit ?? null,
        card: found?.card ?? null,
      }));
      if (!proven) throw new HttpError(404, 'catchReport.error.notFound');

      return store(request, hash, receivedAt);
    },

    /**
     * Files a report whose holder the caller has proven otherwise — the SMS channel (issue 21,
     * ADR 0035): the phone number given at purchase sent it. The same rules and the same exactly-once
     * row as `file()`; `receivedAt` is the SMS's own time. A refusal throws CatchReportRefused.
     */
    async fileProven(request: CatchReportRequest, receivedAt: Date): Promise<FiledReport> {
      const hash = requestHash(request);
      const found = await permitAndReport(request.permitNumber, request.id);
      if (!found) throw new HttpError(404, 'catchReport.error.notFound');
      if (found.report?.requestHash) return replay(found.report, hash);
      return store(request, hash, receivedAt);
    },

    /** The logged-in holder's reports of one of their permits, oldest first (404 for anyone else's). */
    async holderReports(userCode: string, number: string): Promise<CatchReportResult[]> {
      const found = await permitByNumber(db, number);
      if (!found || !isAnglerOf(found, userCode)) throw new HttpError(404, 'error.notFound');
      const rows = await reportsOfPermit(db, found.permit.id);
      return rows.map((row) => row.response as CatchReportResult);
    },

    /**
     * The public lookup of an angler permit (`/leidimo-paieska/l06_2`): validity, the holder's
     * initials, the water body and species it is for. Other kinds answer "not found", like a number
     * that does not exist, so this lookup tells nothing about permits it is not for.
     */
    async lookup(number: string, today = todayInLithuania()): Promise<AnglerPermitLookup> {
      const found = await permitByNumber(db, number);
      if (!found || !isAnglerKind(found.permit.kind)) return { found: false };
      const { permit } = found;
      const facts = ticketFacts(permit);
      const validUntil = permit.validUntil ?? permit.validFrom;
      const state = permit.state as PermitState;
      const speciesCode = cardSpecies(found);
      const [species] = speciesCode ? await speciesNamesOf(db, [speciesCode]) : [];
      return {
        found: true,
        number: permit.number,
        kind: permit.kind as AnglerKind,
        state,
        valid: isPermitValid(state) && permit.validFrom <= today && today <= validUntil,
        validFrom: permit.validFrom,
        validUntil,
        holderInitials: holderInitials(permit.holderName, permit.holderKind),
        waterBody: facts.waterBody ? { code: facts.waterBody.code, name: facts.waterBody.name } : null,
        species: species ?? null,
      };
    },
  };
}

export type CatchReportService = ReturnType<typeof createCatchReportService>;
