/**
 * The fishing permits summary (issue 18; spec §2 /zveju-leidimu-suvestine; ADR 0023): what was sold
 * on the lessor's water bodies, by period, water body and kind, with counts, revenue and totals.
 * Scoped twice: to the water bodies the acting party leases today, and on each to the days of its
 * own lease, so a previous or another lessor's sales on the same water body are never counted. L06
 * licences count only from pools of the party's own approved requests.
 */
import type { SummaryDto, SummaryKind, SummaryQuery } from '../../../shared/water-bodies/licence-requests.ts';
import type { Db } from '../../db/index.ts';
import { salesSummary } from './repository.ts';
import type { WaterBodyService } from './service.ts';

const UNIT = { day: 'day', month: 'month', season: 'year' } as const;

export function createSalesSummary({ db, waterBodies }: { db: Db; waterBodies: WaterBodyService }) {
  return {
    async of(partyCode: string, query: SummaryQuery): Promise<SummaryDto> {
      const today = waterBodies.leases.today();
      const to = query.to ?? (query.from && query.from > today ? query.from : today);
      const from = query.from ?? `${to.slice(0, 4)}-01-01`;
      const all = await waterBodies.leases.of(db, partyCode);
      const chosen = query.waterBody ? all.filter((l) => l.waterBody.code === query.waterBody) : all;
      const rows = await salesSummary(db, {
        leases: chosen.map((l) => ({
          waterBodyId: l.waterBody.id,
          from: l.permit.validFrom,
          to: l.permit.validUntil,
        })),
        lessorCode: partyCode,
        from,
        to,
        unit: UNIT[query.group],
      });
      const byId = new Map(all.map((l) => [l.waterBody.id, l.waterBody]));
      const items = rows
        .filter((r) => !query.kind || r.kind === query.kind)
        .map((r) => {
          const body = byId.get(r.waterBodyId!)!;
          return {
            period: r.period,
            waterBodyCode: body.code,
            waterBodyName: body.name,
            kind: r.kind as SummaryKind,
            count: r.count,
            revenueCents: r.revenueCents,
          };
        });
      return {
        from,
        to,
        rows: items,
        totals: {
          count: items.reduce((n, r) => n + r.count, 0),
          revenueCents: items.reduce((n, r) => n + r.revenueCents, 0),
        },
        waterBodies: all.map((l) => ({ code: l.waterBody.code, name: l.waterBody.name })),
      };
    },
  };
}

const KIND_LABEL: Record<SummaryKind, { lt: string; en: string }> = {
  l05_2: { lt: 'L05.2 leidimai', en: 'L05.2 permits' },
  offer: { lt: 'L05.2 pagal akciją', en: 'L05.2 under an offer' },
  l06: { lt: 'L06 licencijos', en: 'L06 licences' },
};

/** A CSV cell: quoted when it holds a separator, a quote or a line break; formulas defused. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The summary as CSV (semicolons, as Lithuanian spreadsheets expect; a BOM for Excel). */
export function summaryCsv(summary: SummaryDto, lang: 'lt' | 'en'): string {
  const head =
    lang === 'lt'
      ? ['Laikotarpis', 'Telkinio kodas', 'Telkinys', 'Rūšis', 'Kiekis', 'Pajamos, EUR']
      : ['Period', 'Water body code', 'Water body', 'Kind', 'Count', 'Revenue, EUR'];
  const money = (cents: number) => {
    const text = (cents / 100).toFixed(2);
    return lang === 'lt' ? text.replace('.', ',') : text;
  };
  const lines = [head.map(cell).join(';')];
  for (const r of summary.rows)
    lines.push(
      [r.period, r.waterBodyCode, r.waterBodyName, KIND_LABEL[r.kind][lang], r.count, money(r.revenueCents)]
        .map(cell)
        .join(';'),
    );
  lines.push(
    [
      lang === 'lt' ? 'Iš viso' : 'Total',
      '',
      '',
      '',
      summary.totals.count,
      money(summary.totals.revenueCents),
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
