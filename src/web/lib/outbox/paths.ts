/**
 * Where the catch report lives (`/laimikio-ataskaita`, issue 6) and how pages link to it: for one
 * permit (`?leidimas=`, with the holder's names `&vardas=&pavarde=` when the wallet may not have
 * the card) or to correct one refused report (`?ataskaita=`).
 */
import { DOWNLOAD_PARAMS } from '../wallet/download-link.ts';

export const CATCH_REPORT_PATH = '/laimikio-ataskaita';
export const CATCH_PARAMS = { permit: 'leidimas', report: 'ataskaita' } as const;

export function catchReportPath(permit?: {
  number: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}): string {
  if (!permit) return CATCH_REPORT_PATH;
  const query = new URLSearchParams({ [CATCH_PARAMS.permit]: permit.number });
  if (permit.firstName) query.set(DOWNLOAD_PARAMS.firstName, permit.firstName);
  if (permit.lastName) query.set(DOWNLOAD_PARAMS.lastName, permit.lastName);
  return `${CATCH_REPORT_PATH}?${query.toString()}`;
}

export function correctReportPath(report: { id: string }): string {
  return `${CATCH_REPORT_PATH}?${new URLSearchParams({ [CATCH_PARAMS.report]: report.id }).toString()}`;
}
