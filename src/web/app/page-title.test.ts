// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../../shared/i18n/all-messages.ts';
import { translate } from '../../shared/i18n/index.ts';
import { buildDocumentTitle, documentTitleFor } from './page-title.ts';
import { NOT_FOUND_ROUTE, routeByPath } from './route-table.ts';

const lt = (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
  translate('lt', id, values);
const en = (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
  translate('en', id, values);

describe('document title (spec §2 Shell)', () => {
  it('joins product, category page and route title', () => {
    expect(buildDocumentTitle({ product: 'P', subtitle: 'S', category: 'C', title: 'T' })).toBe('P – C – T');
  });

  it('uses the default subtitle when there is no route title', () => {
    expect(buildDocumentTitle({ product: 'P', subtitle: 'S' })).toBe('P – S');
  });

  it('does not repeat a category page in its own title', () => {
    expect(buildDocumentTitle({ product: 'P', subtitle: 'S', category: 'C', title: 'C' })).toBe('P – C');
  });

  it('names the home page with the subtitle', () => {
    expect(documentTitleFor(routeByPath('/')!, lt)).toBe('Aplinkos leidimai – Leidimų išdavimo sistema');
    expect(documentTitleFor(routeByPath('/')!, en)).toBe('Environmental permits – Permit issuing system');
  });

  it('prefixes a permit-kind route with its kind page title', () => {
    expect(documentTitleFor(routeByPath('/paraiskos/l05_1')!, en)).toBe(
      'Environmental permits – Fishing ticket – Application',
    );
    expect(documentTitleFor(routeByPath('/l05_1')!, en)).toBe('Environmental permits – Fishing ticket');
  });

  it('fills values into the title', () => {
    expect(documentTitleFor(routeByPath('/public-info/l16.2')!, en)).toBe(
      'Environmental permits – Public information – L16.2 statistics',
    );
  });

  it('adds a record number', () => {
    expect(documentTitleFor(routeByPath('/paraiskos/l01/:id')!, en, 'No. 42')).toBe(
      'Environmental permits – Import and export of wild animals, plants and fungi – Application No. 42',
    );
  });

  it('has a title for unknown pages', () => {
    expect(documentTitleFor(NOT_FOUND_ROUTE, lt)).toBe('Aplinkos leidimai – Puslapis nerastas');
  });
});
