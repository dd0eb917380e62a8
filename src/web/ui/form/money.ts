/**
 * Money typed into a form: euros as text ("4,50" or "4.50", at most two decimals) to integer cents
 * (spec §9: money is kept in cents), and cents back to the text a field shows (decimal comma).
 */

/** Euros typed as text to cents; undefined for anything that is not a plain amount. */
export function centsOf(text: string): number | undefined {
  const normal = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return undefined;
  return Math.round(Number(normal) * 100);
}

/** Cents as a field's text: 450 → "4,50". */
export const eurosInput = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');
