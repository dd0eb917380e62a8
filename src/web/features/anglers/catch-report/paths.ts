/**
 * Where the catch report lives (`/laimikio-ataskaita`, issue 6) and how pages link to it: for one
 * permit (`?leidimas=`) or to correct one refused report (`?ataskaita=`). The holder's names and the
 * card's security code never go into the address (issue 15; ADR 0015): the form takes them from
 * this device's wallet.
 */
export const CATCH_REPORT_PATH = '/laimikio-ataskaita';
export const CATCH_PARAMS = { permit: 'leidimas', report: 'ataskaita' } as const;

export function catchReportPath(permit?: { number: string }): string {
  if (!permit) return CATCH_REPORT_PATH;
  const query = new URLSearchParams({ [CATCH_PARAMS.permit]: permit.number });
  return `${CATCH_REPORT_PATH}?${query.toString()}`;
}

export function correctReportPath(report: { id: string }): string {
  return `${CATCH_REPORT_PATH}?${new URLSearchParams({ [CATCH_PARAMS.report]: report.id }).toString()}`;
}
