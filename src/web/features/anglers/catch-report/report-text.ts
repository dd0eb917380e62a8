/**
 * How a catch report on this phone reads, wherever it is listed (the catch report page, the
 * wallet's cards): what was caught, and its state in words (waiting, sent with the late flag and
 * the card's end, refused with the reason).
 */
import type { Language, MessageId, MessageValues } from '../../../../shared/i18n/index.ts';
import { formatPortalDate } from '../../../platform/dates.ts';
import type { CatchReportState, StoredCatchReport } from './report-types.ts';

type Translate = (id: MessageId, values?: MessageValues) => string;

export const STATE_LABEL: Record<CatchReportState, MessageId> = {
  WAITING: 'catchList.waiting',
  SENT: 'catchList.sent',
  REFUSED: 'catchList.refused',
};

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-GB', { maximumFractionDigits: 1 }).format(
    value,
  );
}

/** "Lašiša: 1 žuvis, 72,5 cm". */
export function reportWhat(report: StoredCatchReport, t: Translate, language: Language): string {
  const species = language === 'lt' ? report.speciesLt : report.speciesEn;
  return report.lengthCm === null
    ? t('catchList.what', { species, amount: report.amount })
    : t('catchList.whatLength', {
        species,
        amount: report.amount,
        length: formatNumber(report.lengthCm, language),
      });
}

/** The lines under the state: when it was saved or received, lateness, the card's end, the refusal. */
export function stateDetails(report: StoredCatchReport, t: Translate, language: Language): string[] {
  const time = (value: string | number) => formatPortalDate(value, language, 'dateTime');
  switch (report.state) {
    case 'WAITING':
      return [
        t('catchList.waitingText', { time: time(report.savedAt) }),
        ...(report.attempts > 0 ? [t('catchList.attempts', { count: report.attempts })] : []),
      ];
    case 'SENT': {
      const result = report.result;
      if (!result) return [];
      return [
        t('catchList.sentText', { time: time(result.receivedAt) }),
        ...(result.late
          ? [t('catchList.late', { minutes: formatNumber(result.minutesToReport, language) })]
          : []),
        ...(result.cardEnded ? [t('catchList.cardEnded')] : []),
      ];
    }
    case 'REFUSED':
      return [report.refusal?.message.trim() || t('catchList.refusedDefault')];
  }
}
