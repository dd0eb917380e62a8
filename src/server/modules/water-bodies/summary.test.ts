import { summaryCsv } from './summary.ts';

const summary = {
  from: '2026-11-01',
  to: '2026-11-30',
  rows: [
    {
      period: '2026-11',
      waterBodyCode: '20010014',
      waterBodyName: 'Luodis',
      kind: 'offer' as const,
      count: 3,
      revenueCents: 360,
    },
    {
      period: '2026-11',
      waterBodyCode: '1',
      waterBodyName: '=HYPERLINK("x";"y")',
      kind: 'l06' as const,
      count: 1,
      revenueCents: 800,
    },
  ],
  totals: { count: 4, revenueCents: 1160 },
  waterBodies: [],
};

describe('the summary as CSV', () => {
  it('writes semicolon rows with a BOM, comma decimals in Lithuanian and a totals line', () => {
    const lines = summaryCsv(summary, 'lt').split('\r\n');
    expect(lines[0]).toBe('\uFEFFLaikotarpis;Telkinio kodas;Telkinys;Rūšis;Kiekis;Pajamos, EUR');
    expect(lines[1]).toBe('2026-11;20010014;Luodis;L05.2 pagal akciją;3;3,60');
    expect(lines[3]).toBe('Iš viso;;;;4;11,60');
  });

  it('uses points in English and defuses a cell that would be a formula', () => {
    const lines = summaryCsv(summary, 'en').split('\r\n');
    expect(lines[1]).toBe('2026-11;20010014;Luodis;L05.2 under an offer;3;3.60');
    expect(lines[2]).toBe(`2026-11;1;"'=HYPERLINK(""x"";""y"")";L06 licences;1;8.00`);
  });
});
