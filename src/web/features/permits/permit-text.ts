/** Pure helpers of the permit pages. */
import type { Language } from '../../../shared/i18n/index.ts';
import type { HolderPermitRequest, PermitSummary } from '../../../shared/permits/api-types.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { formatDay } from '../../ui/permits/format.ts';

/** How a permit's validity reads: from a day to a day, or from a day with no end. */
export function validityText(
  permit: Pick<PermitSummary, 'validFrom' | 'validUntil'>,
  language: Language,
  t: Translate,
): string {
  const from = formatDay(permit.validFrom, language);
  return permit.validUntil
    ? t('myLists.validFromTo', { from, until: formatDay(permit.validUntil, language) })
    : t('myLists.validFromIndefinite', { from });
}

/**
 * The request a holder starts from the permit's page: a new application of that type for this
 * permit, which the application page reads (`tipas` type, `leidimas` permit).
 */
export function requestHref(kind: string, permitId: string, request: HolderPermitRequest): string {
  const params = new URLSearchParams({ tipas: request, leidimas: permitId });
  return `/paraiskos/${kind}?${params}`;
}
