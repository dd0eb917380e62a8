/**
 * Fish kept per month as a bar chart drawn in inline SVG (no chart library: a few rectangles and
 * labels do not need one). Drawn in the container's real pixels, so labels stay readable on a phone
 * instead of shrinking with a scaled drawing. The picture is `role="img"` named by a sentence that
 * says what it shows (WCAG 1.1.1); the same numbers are in a table under it.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { MessageId } from '../../../../shared/i18n/index.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { busiestMonth, labelEvery, type MonthBar, valueTicks } from './report-chart.ts';
import { formatCount } from './report-format.ts';

const HEIGHT = 260;
const MARGIN = { top: 32, right: 8, bottom: 48 };
/** Room for one month's label written across. */
const LABEL_WIDTH = 46;
/** About the width of a character of the 13 px labels. */
const CHAR_WIDTH = 7.5;
/** Narrower slots write the labels at a slant. */
const SLANT_MIN_SLOT = 16;
const SLANT_BOTTOM = 64;

export const shortMonth = (month: number) => `publicCatch.monthShort.${month}` as MessageId;
export const longMonth = (month: number) => `publicCatch.monthLong.${month}` as MessageId;

/** The width of the element, following window and layout changes. */
function useWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** `axisTitle`: what the bars count (fish kept unless said; the lessors' summary counts permits sold). */
export function CatchChart({
  bars,
  summary,
  axisTitle,
}: {
  bars: MonthBar[];
  summary: string;
  axisTitle?: string | undefined;
}) {
  const t = useT();
  // The year is written under the first month and under every January, so a period across years reads right.
  const drawn = bars.map(
    (bar, index): ChartBar => ({
      key: bar.month,
      label: t(shortMonth(bar.monthNumber)),
      sublabel: index === 0 || bar.monthNumber === 1 ? String(bar.year) : undefined,
      value: bar.fish,
    }),
  );
  return <BarChart bars={drawn} summary={summary} axisTitle={axisTitle ?? t('publicCatch.chart.axis')} />;
}

/** One bar of BarChart: its label, a second line under it (a year) and its value. */
export interface ChartBar {
  key: string;
  label: string;
  sublabel?: string | undefined;
  /** null: nothing drawn, `valueText` written instead (a count not published, "<5"). */
  value: number | null;
  valueText?: string;
}

/**
 * Bars over a value axis, in the container's real pixels (the catch report's months; the public
 * statistics' periods). The caller gives the text alternative (`summary`) and the table.
 */
export function BarChart({
  bars,
  summary,
  axisTitle,
}: {
  bars: ChartBar[];
  summary: string;
  axisTitle: string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  return (
    <div ref={ref} className="catch-chart__canvas">
      {width > 0 && <ChartDrawing bars={bars} summary={summary} width={width} axisTitle={axisTitle} />}
    </div>
  );
}

function ChartDrawing({
  bars,
  summary,
  width,
  axisTitle,
}: {
  bars: ChartBar[];
  summary: string;
  width: number;
  axisTitle: string;
}) {
  const { language } = useLanguage();
  const ticks = valueTicks(Math.max(0, ...bars.map((b) => b.value ?? 0)));
  const top = ticks[ticks.length - 1]!;
  const axisLeft = 16 + CHAR_WIDTH * formatCount(top, language).length;
  const firstSlot = (width - axisLeft - MARGIN.right) / Math.max(1, bars.length);
  const widest = Math.max(0, ...bars.map((b) => b.label.length));
  const slanted = firstSlot < Math.max(LABEL_WIDTH, widest * CHAR_WIDTH + 6);
  // A slanted label reaches left of its bar by ~0.7 of its length: the first one (with its year) must fit.
  const first = bars[0];
  const firstLabel = first ? `${first.label}${first.sublabel ? ` ${first.sublabel}` : ''}` : '';
  const left = slanted
    ? Math.max(axisLeft, Math.ceil(firstLabel.length * CHAR_WIDTH * 0.72 - firstSlot / 2) + 4)
    : axisLeft;
  const plotWidth = Math.max(1, width - left - MARGIN.right);
  const slot = plotWidth / Math.max(1, bars.length);
  const every = slanted ? labelEvery(bars.length, plotWidth, SLANT_MIN_SLOT) : 1;
  const bottom = slanted ? SLANT_BOTTOM : MARGIN.bottom;
  const plotHeight = HEIGHT - MARGIN.top - bottom;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const barWidth = Math.max(2, Math.min(48, slot * 0.7));
  const showValues = slot >= 20;

  return (
    <svg
      className="catch-chart__svg"
      role="img"
      aria-label={summary}
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
    >
      <text className="catch-chart__axis-title" x={0} y={12}>
        {axisTitle}
      </text>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            className={tick === 0 ? 'catch-chart__baseline' : 'catch-chart__grid'}
            x1={left}
            x2={width - MARGIN.right}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text className="catch-chart__tick" x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatCount(tick, language)}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => {
        const centre = left + slot * index + slot / 2;
        const labelled = index % every === 0;
        const value = bar.value ?? 0;
        return (
          <g key={bar.key}>
            {value > 0 && (
              <rect
                className="catch-chart__bar"
                x={centre - barWidth / 2}
                y={y(value)}
                width={barWidth}
                height={MARGIN.top + plotHeight - y(value)}
              />
            )}
            {showValues && (value > 0 || bar.valueText) && (
              <text className="catch-chart__value" x={centre} y={y(value) - 4} textAnchor="middle">
                {bar.valueText ?? formatCount(value, language)}
              </text>
            )}
            {labelled &&
              (slanted ? (
                <text
                  className="catch-chart__month"
                  transform={`translate(${centre} ${MARGIN.top + plotHeight + 12}) rotate(-45)`}
                  textAnchor="end"
                >
                  {bar.label}
                  {bar.sublabel ? ` ${bar.sublabel}` : ''}
                </text>
              ) : (
                <text
                  className="catch-chart__month"
                  x={centre}
                  y={MARGIN.top + plotHeight + 18}
                  textAnchor="middle"
                >
                  {bar.label}
                  {bar.sublabel && (
                    <tspan className="catch-chart__year" x={centre} dy="1.2em">
                      {bar.sublabel}
                    </tspan>
                  )}
                </text>
              ))}
          </g>
        );
      })}
    </svg>
  );
}

/** One sentence that says what the chart shows, for its text alternative. */
export function useChartSummary(bars: MonthBar[], period: string): string {
  const t = useT();
  const { language } = useLanguage();
  const total = bars.reduce((sum, bar) => sum + bar.fish, 0);
  const busiest = busiestMonth(bars);
  if (!busiest) return t('publicCatch.chart.summaryNone', { period });
  return t('publicCatch.chart.summary', {
    period,
    total: formatCount(total, language),
    month: t('publicCatch.monthYear', {
      month: t(longMonth(busiest.monthNumber)),
      year: String(busiest.year),
    }),
    most: formatCount(busiest.fish, language),
  });
}

/** The chart's numbers as a table, for anyone who prefers reading them (WCAG 1.1.1, 1.3.1). */
export function ChartTable({ bars, caption }: { bars: MonthBar[]; caption: string }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <details className="catch-chart__data">
      <summary>{t('publicCatch.chart.showTable')}</summary>
      <table className="catch-table catch-table--months">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('publicCatch.chart.month')}</th>
            <th scope="col" className="catch-table__number">
              {t('publicCatch.column.fish')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.month}>
              <th scope="row">
                {t('publicCatch.monthYear', { month: t(longMonth(bar.monthNumber)), year: String(bar.year) })}
              </th>
              <td className="catch-table__number">{formatCount(bar.fish, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
