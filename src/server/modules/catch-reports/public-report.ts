/**
 * The public report of caught fish (spec §2 `/ataskaita/l06_2`; issue 6 §4): what L06.2 salmon and
 * sea trout cards' holders reported, by water body, species and period, as table rows and fish per
 * month for the chart. Aggregates only: no names, numbers or times of single reports (ADR 0010).
 *
 * Periods are Lithuanian days: a fish caught at 00:30 on 1 June in Vilnius counts in June, judged
 * by the catch time on the server's clock (the phone's time corrected by its measured skew).
 */
import { type PublicCatchReport, REPORT_PERIOD_MAX_YEARS } from '../../../shared/anglers/catch-reports.ts';
import { isValidIsoDate, todayInLithuania } from '../../../shared/fields/dates.ts';
import { VALIDATION } from '../../../shared/fields/message-ids.ts';
import { type Language, type MessageId, type MessageValues, translate } from '../../../shared/i18n/index.ts';
import type { Db } from '../../db/index.ts';
import { type FieldError, HttpError } from '../../http/errors.ts';
import { reportFilterOptions, reportTotals } from './repository.ts';

/** The card whose catches are published (ADR 0009: the salmon and sea trout card). */
export const PUBLIC_REPORT_KIND = 'l06_2';

export interface ReportQuery {
  waterBodyId: string | null;
  speciesCode: string | null;
  from: string;
  to: string;
}

const one = (value: unknown): string | undefined => {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

/** The months `yyyy-MM` from `from`'s to `to`'s, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/**
 * Reads `telkinys`, `rusis`, `nuo`, `iki` (see the shared module's header). The water body and the
 * species are checked against the report's own filter lists by the caller.
 */
export function parseReportQuery(query: unknown, lang: Language, today = todayInLithuania()): ReportQuery {
  const q = (query ?? {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const problem = (field: string, id: MessageId, values?: MessageValues) =>
    errors.push({ field, message: translate(lang, id, values) });

  const from = one(q.nuo) ?? `${today.slice(0, 4)}-01-01`;
  if (!isValidIsoDate(from)) problem('nuo', VALIDATION.invalidDate);
  const given = one(q.iki);
  const to = given ?? (from > today ? from : today);
  if (!isValidIsoDate(to)) problem('iki', VALIDATION.invalidDate);
  else if (isValidIsoDate(from)) {
    if (to < from) problem('iki', VALIDATION.dateToNotBeforeFrom);
    else {
      const limit = `${Number(from.slice(0, 4)) + REPORT_PERIOD_MAX_YEARS}${from.slice(4)}`;
      if (to >= limit) problem('iki', 'catchReport.error.periodTooLong', { years: REPORT_PERIOD_MAX_YEARS });
    }
  }
  if (errors.length > 0) throw new HttpError(400, 'error.validation', undefined, errors);
  return { waterBodyId: one(q.telkinys) ?? null, speciesCode: one(q.rusis) ?? null, from, to };
}

export async function publicCatchReport(
  db: Db,
  query: ReportQuery,
  lang: Language,
): Promise<PublicCatchReport> {
  // Filters offered: water bodies with salmon card licences or reports, and the species on them.
  const { licensedWaters, reportedWaters, licensedSpecies, reportedSpecies } = await reportFilterOptions(
    db,
    PUBLIC_REPORT_KIND,
  );
  const waters = new Map([...licensedWaters, ...reportedWaters].map((w) => [w.id, w]));
  const species = new Map([...licensedSpecies, ...reportedSpecies].map((s) => [s.code, s]));
  const waterList = [...waters.values()].sort((a, b) => a.name.localeCompare(b.name, 'lt'));
  const speciesList = [...species.values()]
    .sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code))
    .map(({ code, nameLt, nameEn }) => ({ code, nameLt, nameEn }));

  const errors: FieldError[] = [];
  if (query.waterBodyId !== null && !waters.has(query.waterBodyId.toLowerCase()))
    errors.push({ field: 'telkinys', message: translate(lang, 'validation.choice') });
  if (query.speciesCode !== null && !species.has(query.speciesCode))
    errors.push({ field: 'rusis', message: translate(lang, 'validation.choice') });
  if (errors.length > 0) throw new HttpError(400, 'error.validation', undefined, errors);

  const { rows, months } = await reportTotals(db, PUBLIC_REPORT_KIND, {
    from: query.from,
    to: query.to,
    waterBodyId: query.waterBodyId === null ? null : query.waterBodyId.toLowerCase(),
    speciesCode: query.speciesCode,
  });
  const fishByMonth = new Map(months.map((m) => [m.month, m.fish]));
  return {
    from: query.from,
    to: query.to,
    rows: [...rows].sort(
      (a, b) =>
        a.waterBodyName.localeCompare(b.waterBodyName, 'lt') || a.speciesCode.localeCompare(b.speciesCode),
    ),
    byMonth: monthsBetween(query.from, query.to).map((m) => ({ month: m, fish: fishByMonth.get(m) ?? 0 })),
    waterBodies: waterList,
    species: speciesList,
  };
}
