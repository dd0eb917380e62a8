/**
 * A refused catch report as its answer (HTTP 409, body `{ message, refusal }`, like the anglers'
 * spec §8 refusals): `message` in the caller's language for the person, `refusal` with the rule and
 * its facts for the phone, which keeps the report and shows why.
 */
import { type CatchReportRefusal, REPORT_WINDOW_DAYS } from '../../../shared/anglers/catch-reports.ts';
import { type Language, translate } from '../../../shared/i18n/index.ts';

/** Species names the messages need, by code. */
export type SpeciesNames = Record<string, { nameLt: string; nameEn: string }>;

export class CatchReportRefused extends Error {
  constructor(
    readonly refusal: CatchReportRefusal,
    readonly species: SpeciesNames = {},
  ) {
    super(refusal.rule);
  }
}

const VILNIUS_MINUTE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Vilnius',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `yyyy-MM-dd HH:mm` in Lithuanian time (spec §9 date formats). */
export function lithuanianMinute(iso: string | Date): string {
  const parts = Object.fromEntries(
    VILNIUS_MINUTE.formatToParts(typeof iso === 'string' ? new Date(iso) : iso).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export function refusalMessage(lang: Language, refusal: CatchReportRefusal, species: SpeciesNames = {}) {
  const name = (code: string) => {
    const found = species[code];
    return found ? (lang === 'lt' ? found.nameLt : found.nameEn) : code;
  };
  switch (refusal.rule) {
    case 'notACard':
      return translate(lang, 'catchReport.refused.notACard');
    case 'notYetValid':
      return translate(lang, 'catchReport.refused.notYetValid', { validFrom: refusal.validFrom });
    case 'annulled':
      return translate(lang, 'catchReport.refused.annulled');
    case 'suspended':
      return translate(lang, 'catchReport.refused.suspended');
    case 'speciesNotOnCard':
      return translate(lang, 'catchReport.refused.speciesNotOnCard', {
        species: name(refusal.speciesCode),
        cardSpecies: name(refusal.cardSpeciesCode),
      });
    case 'catchOutsideValidity':
      return translate(lang, 'catchReport.refused.catchOutsideValidity', {
        caughtAt: lithuanianMinute(refusal.caughtAt),
        validFrom: refusal.validFrom,
        validUntil: refusal.validUntil,
      });
    case 'reportWindowClosed':
      return translate(lang, 'catchReport.refused.reportWindowClosed', {
        validUntil: refusal.validUntil,
        days: REPORT_WINDOW_DAYS,
      });
    case 'cardEnded':
      return translate(lang, 'catchReport.refused.cardEnded', { endedAt: lithuanianMinute(refusal.endedAt) });
  }
}

export function refusalBody(lang: Language, refused: CatchReportRefused) {
  return { message: refusalMessage(lang, refused.refusal, refused.species), refusal: refused.refusal };
}
