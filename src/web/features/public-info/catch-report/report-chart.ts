/**
 * The numbers behind the chart of fish kept per month: every month of the period (months without
 * reports are 0, the API lists only months with some), the value axis in round steps and which
 * month labels fit. Pure, so the drawing stays simple and the arithmetic is tested.
 */

export interface MonthBar {
  /** `yyyy-MM`. */
  month: string;
  year: number;
  /** 1–12. */
  monthNumber: number;
  fish: number;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])/;

/** Every month from the one of `from` to the one of `to` (`yyyy-MM-dd`), with the fish kept in it. */
export function monthBars(
  from: string,
  to: string,
  byMonth: readonly { month: string; fish: number }[],
): MonthBar[] {
  const counts = new Map<string, number>();
  for (const entry of byMonth) counts.set(entry.month, (counts.get(entry.month) ?? 0) + entry.fish);
  const bars: MonthBar[] = [];
  if (!MONTH.test(from) || !MONTH.test(to)) return bars;
  let year = Number(from.slice(0, 4));
  let monthNumber = Number(from.slice(5, 7));
  const lastYear = Number(to.slice(0, 4));
  const lastMonth = Number(to.slice(5, 7));
  while (year < lastYear || (year === lastYear && monthNumber <= lastMonth)) {
    const month = `${year}-${String(monthNumber).padStart(2, '0')}`;
    bars.push({ month, year, monthNumber, fish: counts.get(month) ?? 0 });
    monthNumber += 1;
    if (monthNumber > 12) {
      monthNumber = 1;
      year += 1;
    }
  }
  return bars;
}

/**
 * The value axis: from 0 to a round top in 1, 2 or 5 × 10ⁿ steps, at most `maxTicks` steps, never
 * a fraction of a fish. An empty chart still has an axis up to 1.
 */
export function valueTicks(max: number, maxTicks = 5): number[] {
  const top = Math.max(1, Math.ceil(max));
  let step = 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    const found = [1, 2, 5].map((f) => f * magnitude).find((s) => Math.ceil(top / s) <= maxTicks);
    if (found !== undefined) {
      step = found;
      break;
    }
  }
  const ticks: number[] = [];
  for (let value = 0; value < top + step; value += step) {
    ticks.push(value);
    if (value >= top) break;
  }
  return ticks;
}

/** Label every n-th month so that labels `labelWidth` wide do not overlap in `width`. */
export function labelEvery(count: number, width: number, labelWidth: number): number {
  if (count <= 0 || width <= 0) return 1;
  const fit = Math.max(1, Math.floor(width / labelWidth));
  return Math.max(1, Math.ceil(count / fit));
}

/** The month with the most fish kept (the earliest of equals), or null when none were. */
export function busiestMonth(bars: readonly MonthBar[]): MonthBar | null {
  let best: MonthBar | null = null;
  for (const bar of bars) if (bar.fish > 0 && (best === null || bar.fish > best.fish)) best = bar;
  return best;
}
