/**
 * The address of the L05/L06 download form filled in (spec §2 `/atsisiusti/{kind}`): the payment
 * page sends the buyer there after paying, the wallet links a device ticket's PDF there and a
 * refused purchase links the permit that already covers the days. Only the number travels in the
 * address (`?numeris=`): the holder's names and the security code never do (issue 15; ADR 0015),
 * the form takes them from this device's wallet.
 */
export const DOWNLOAD_PARAMS = { number: 'numeris' } as const;

/** `Jonas Petras Jonaitis` → first names `Jonas Petras`, surname `Jonaitis` (Lithuanian order: the surname last). */
export function splitHolderName(holderName: string): { firstName: string; lastName: string } {
  const words = holderName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

/** The form's address for a permit number. */
export function downloadFormPath(kind: string, permit: { number: string }): string {
  const query = new URLSearchParams({ [DOWNLOAD_PARAMS.number]: permit.number });
  return `/atsisiusti/${encodeURIComponent(kind)}?${query.toString()}`;
}
