import { pageCount, pageFromParam, pageItems } from './pagination.ts';

describe('article pages (spec §9: 20 per page)', () => {
  it('reads the page number from the address', () => {
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam('2')).toBe(2);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('-3')).toBe(1);
    expect(pageFromParam('abc')).toBe(1);
    expect(pageFromParam('1e9')).toBe(1);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(25, 20)).toBe(2);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(0, 20)).toBe(1);
  });

  it('shows first, last, current and neighbours with gaps', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    // A gap of a single page shows that page instead.
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});
