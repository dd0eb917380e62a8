/**
 * The unique number of a land plot in the real estate cadastre (spec §5 L08 "cadastral locality,
 * block, plot 4 digits"): cadastral locality (kadastro vietovė), block (blokas) and plot (sklypas),
 * 4 digits each, leading zeros kept, written `6280/0004:0127`.
 */

/** One part of the cadastral number: exactly 4 digits. */
export const CADASTRAL_PART = /^\d{4}$/;

export function isValidCadastralPart(text: string): boolean {
  return CADASTRAL_PART.test(text);
}

/** `locality/block:plot`, the way the cadastre and the registry extract print it; null if a part is wrong. */
export function formatCadastralNumber(locality: string, block: string, plot: string): string | null {
  if (![locality, block, plot].every(isValidCadastralPart)) return null;
  return `${locality}/${block}:${plot}`;
}
