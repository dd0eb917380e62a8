import { busiestMonth, labelEvery, monthBars, valueTicks } from './report-chart.ts';

describe('the chart of fish kept per month', () => {
  it('has every month of the period, 0 where nothing was reported', () => {
    const bars = monthBars('2026-01-01', '2026-04-15', [
      { month: '2026-02', fish: 3 },
      { month: '2026-04', fish: 1 },
    ]);
    expect(bars.map((b) => [b.month, b.fish])).toEqual([
      ['2026-01', 0],
      ['2026-02', 3],
      ['2026-03', 0],
      ['2026-04', 1],
    ]);
  });

  it('runs across a new year', () => {
    const bars = monthBars('2025-11-20', '2026-02-01', []);
    expect(bars.map((b) => `${b.year}/${b.monthNumber}`)).toEqual(['2025/11', '2025/12', '2026/1', '2026/2']);
  });

  it('has one month for a period within a month, and none for dates it cannot read', () => {
    expect(monthBars('2026-11-01', '2026-11-21', [{ month: '2026-11', fish: 2 }])).toHaveLength(1);
    expect(monthBars('', '2026-11-21', [])).toEqual([]);
  });

  it('steps the value axis in round whole numbers', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(valueTicks(230)).toEqual([0, 50, 100, 150, 200, 250]);
  });

  it('labels every month when there is room, and fewer when there is not', () => {
    expect(labelEvery(12, 600, 46)).toBe(1);
    expect(labelEvery(12, 300, 16)).toBe(1);
    expect(labelEvery(60, 300, 16)).toBe(4);
  });

  it('finds the month with the most fish, the earliest of equals', () => {
    const bars = monthBars('2026-01-01', '2026-03-31', [
      { month: '2026-02', fish: 2 },
      { month: '2026-03', fish: 2 },
    ]);
    expect(busiestMonth(bars)?.month).toBe('2026-02');
    expect(busiestMonth(monthBars('2026-01-01', '2026-03-31', []))).toBeNull();
  });
});
