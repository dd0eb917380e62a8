/**
 * WCAG 2.1 contrast ratio of two `#rrggbb` colours (relative luminance, 1.4.3 and 1.4.11), for the
 * map styles' tests: every marker, dot and outline must stand at least 3:1 against the land.
 * Pure and tiny; nothing in the page imports it.
 */

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (the same) to 21 (black on white), whichever of the two is lighter. */
export function contrastRatio(one: string, other: string): number {
  const [dark, light] = [luminance(one), luminance(other)].sort((a, b) => a - b) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
