/**
 * The address of the L05/L06 download form filled in (spec §2 `/atsisiusti/{kind}`): the payment
 * page sends the buyer there after paying, the wallet links a device ticket's PDF there and a
 * refused purchase links the permit that already covers the days, so the query's names live in one
 * place: `?numeris=&vardas=&pavarde=` (number, first name, last name).
 */
export const DOWNLOAD_PARAMS = { number: 'numeris', firstName: 'vardas', lastName: 'pavarde' } as const;

/** `Jonas Petras Jonaitis` → first names `Jonas Petras`, surname `Jonaitis` (Lithuanian order: the surname last). */
export function splitHolderName(holderName: string): { firstName: string; lastName: string } {
  const words = holderName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

/** The form's address with what is known filled in; a name not known (or empty) is left for the person to type. */
export function downloadFormPath(
  kind: string,
  person: { number: string; firstName?: string; lastName?: string },
): string {
  const query = new URLSearchParams();
  for (const key of ['number', 'firstName', 'lastName'] as const) {
    const value = person[key];
    if (value) query.set(DOWNLOAD_PARAMS[key], value);
  }
  return `/atsisiusti/${encodeURIComponent(kind)}?${query.toString()}`;
}
