/**
 * The public report of caught fish from the API (`GET /api/public/zvejyba/laimikis/ataskaita`,
 * src/shared/anglers/catch-reports.ts): no personal data and no session needed, so a 401 only throws.
 */
import type { PublicCatchReport } from '../../../../shared/anglers/catch-reports.ts';
import { api } from '../../../platform/api.ts';
import { type CatchFilters, reportQuery } from './report-filters.ts';

export const catchReportKey = (filters: CatchFilters) => ['public-catch-report', filters] as const;

export function fetchCatchReport(filters: CatchFilters, signal?: AbortSignal): Promise<PublicCatchReport> {
  return api.get<PublicCatchReport>('/public/zvejyba/laimikis/ataskaita', {
    query: reportQuery(filters),
    on401: 'throw',
    ...(signal ? { signal } : {}),
  });
}
