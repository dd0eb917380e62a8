// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../../../shared/i18n/all-messages.ts';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { l13 } from '../../../shared/permits/kinds/l13/index.ts';
import { REGISTERED_KINDS } from '../../../shared/permits/registry.ts';
import { permitDataItems, wrapText } from './pdf.ts';

describe('permitDataItems', () => {
  it('renders the kind definition with Lithuanian labels, option labels and numbered rows', () => {
    const items = permitDataItems(l13, {
      siteName: 'Aikštelė',
      activities: [{ activity: 'SURINKIMAS' }, { activity: 'LAIKYMAS', description: 'Sandėlyje' }],
      hasPollutionPermit: 'NE',
      // Hidden by its condition (hasPollutionPermit = NE): left out even though it is stored.
      pollutionPermitNumber: 'TL-1',
      flows: [{ wasteCode: '13 02 05*', tonnesPerYear: 1200.5, activity: 'SURINKIMAS' }, {}],
      employees: [],
      contactEmail: 'info@example.lt',
      declaration: true,
    });
    expect(items).toEqual([
      { type: 'heading', text: 'Veikla' },
      { type: 'row', label: 'Objekto (aikštelės) pavadinimas', value: 'Aikštelė', depth: 0 },
      { type: 'subheading', text: 'Atliekų tvarkymo veiklos', depth: 0 },
      { type: 'subheading', text: 'Veikla 1', depth: 1 },
      { type: 'row', label: 'Veikla', value: 'Surinkimas', depth: 1 },
      { type: 'subheading', text: 'Veikla 2', depth: 1 },
      { type: 'row', label: 'Veikla', value: 'Laikymas', depth: 1 },
      { type: 'row', label: 'Veiklos aprašymas', value: 'Sandėlyje', depth: 1 },
      { type: 'row', label: 'Ar įmonė turi taršos leidimą?', value: 'Ne', depth: 0 },
      { type: 'heading', text: 'Technologiniai atliekų srautai' },
      { type: 'subheading', text: 'Atliekų srautai', depth: 0 },
      { type: 'subheading', text: 'Srautas 1', depth: 1 },
      { type: 'row', label: 'Atliekų kodas', value: '13 02 05*', depth: 1 },
      { type: 'row', label: 'Veikla', value: 'Surinkimas', depth: 1 },
      // lt-LT groups thousands with a no-break space and uses a decimal comma.
      { type: 'row', label: 'Tvarkomas kiekis per metus', value: '1\u00a0200,5 t per metus', depth: 1 },
    ]);
  });
});

describe('every registered kind', () => {
  it.each(REGISTERED_KINDS.map((kind) => [kind.code, kind] as const))(
    '%s: its example becomes labelled rows with readable values',
    async (_code, kind) => {
      const module = (await import(`../../../shared/permits/kinds/${kind.segment}/example.ts`)) as Record<
        string,
        unknown
      >;
      const example = module[`${kind.segment}Example`] as Record<string, unknown>;
      const items = permitDataItems(kind.definition, example);
      expect(items.filter((item) => item.type === 'row').length).toBeGreaterThan(0);
      for (const item of items) {
        const label = item.type === 'row' ? item.label : item.text;
        // A label that failed to translate shows its id; an object value shows as JSON.
        expect(label).not.toMatch(/^[a-z0-9_]+(\.[A-Za-z0-9_]+)+$/);
        if (item.type === 'row') expect(item.value).not.toMatch(/^[[{]/);
      }
    },
  );
});

describe('wrapText', () => {
  it('wraps at spaces, keeps paragraphs and cuts a word wider than the column', async () => {
    const require = createRequire(import.meta.url);
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const font = await doc.embedFont(await readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
    const style = { font, size: 10 };
    const width = font.widthOfTextAtSize('Ąžuolų giraitė', 10);
    expect(wrapText('Ąžuolų giraitė Ąžuolų giraitė', style, width)).toEqual([
      'Ąžuolų giraitė',
      'Ąžuolų giraitė',
    ]);
    expect(wrapText('vienas\n\ndu', style, width)).toEqual(['vienas', '', 'du']);
    const long = 'ž'.repeat(40);
    const lines = wrapText(long, style, width);
    expect(lines.join('')).toBe(long);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(width);
    expect(wrapText('a\tb\u0007c', style, 500)).toEqual(['a bc']);
  });
});
