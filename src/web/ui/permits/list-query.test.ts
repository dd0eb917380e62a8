import { pageCount, pageFromParam, pageItems } from '../../platform/pagination.ts';
import {
  apiListQuery,
  changeListQuery,
  hasFilters,
  type ListQuerySpec,
  listQuerySearch,
  pageRange,
  parseListQuery,
} from './list-query.ts';
import { APPLICATION_LIST_SPEC, KIND_PERMIT_LIST_SPEC, PERMIT_LIST_SPEC } from './options.ts';

const parse = (search: string, spec: ListQuerySpec = APPLICATION_LIST_SPEC) =>
  parseListQuery(new URLSearchParams(search), spec);

describe('list filters in the address (issue 4 item 4)', () => {
  it('reads kind, state, sort and page', () => {
    expect(parse('?kind=l13&state=PATEIKTA&sort=number-asc&page=3')).toEqual({
      kind: 'l13',
      state: 'PATEIKTA',
      sort: 'number-asc',
      page: 3,
    });
  });

  it('uses the first sort and page 1 when the address says nothing', () => {
    expect(parse('')).toEqual({ sort: 'updated-desc', page: 1 });
    expect(parse('', PERMIT_LIST_SPEC)).toEqual({ sort: 'issued-desc', page: 1 });
  });

  it('accepts a kind written as a code and drops values the list does not know', () => {
    expect(parse('?kind=L13').kind).toBe('l13');
    expect(parse('?kind=l99&state=GALIOJANTIS&sort=random&page=abc')).toEqual({
      sort: 'updated-desc',
      page: 1,
    });
    // An application state is not a permit state, and the other way round.
    expect(parse('?state=GALIOJANTIS', PERMIT_LIST_SPEC).state).toBe('GALIOJANTIS');
    expect(parse('?state=PATEIKTA', PERMIT_LIST_SPEC).state).toBeUndefined();
  });

  it('ignores filters the list does not offer', () => {
    expect(parse('?kind=l13&q=abc', KIND_PERMIT_LIST_SPEC)).toEqual({ sort: 'issued-desc', page: 1 });
    expect(parse('?q=%20LT-13%20', { search: true })).toEqual({ q: 'LT-13', page: 1 });
    expect(parse(`?q=${'x'.repeat(300)}`, { search: true }).q).toHaveLength(100);
  });

  it('reads only positive whole page numbers', () => {
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('-2')).toBe(1);
    expect(pageFromParam('1e3')).toBe(1);
    expect(pageFromParam('12')).toBe(12);
  });

  it('writes the query back without the defaults, so the plain list keeps a plain address', () => {
    expect(listQuerySearch({ sort: 'updated-desc', page: 1 }, APPLICATION_LIST_SPEC)).toBe('');
    expect(
      listQuerySearch({ kind: 'l13', state: 'PRIIMTA', sort: 'state', page: 2 }, APPLICATION_LIST_SPEC),
    ).toBe('?kind=l13&state=PRIIMTA&sort=state&page=2');
    expect(listQuerySearch({ q: 'Ž 1', page: 1 }, { search: true })).toBe('?q=%C5%BD+1');
  });

  it('round-trips every state through the address', () => {
    const value = { kind: 'l05_1', state: 'GRAZINTA', sort: 'number-desc' as const, page: 4 };
    expect(parse(listQuerySearch(value, APPLICATION_LIST_SPEC))).toEqual(value);
  });

  it('goes back to page 1 when the filters change, and drops cleared filters', () => {
    const value = { kind: 'l13', state: 'PATEIKTA', sort: 'state' as const, page: 5 };
    expect(changeListQuery(value, { state: '' })).toEqual({ kind: 'l13', sort: 'state', page: 1 });
    expect(changeListQuery(value, { kind: 'l10' })).toEqual({
      kind: 'l10',
      state: 'PATEIKTA',
      sort: 'state',
      page: 1,
    });
  });

  it('tells a narrowed list from a whole one', () => {
    expect(hasFilters({ page: 3, sort: 'state' })).toBe(false);
    expect(hasFilters({ page: 1, state: 'PATEIKTA' })).toBe(true);
    expect(hasFilters({ page: 1, q: 'x' })).toBe(true);
  });

  it('asks the API for 20 rows a page', () => {
    expect(apiListQuery({ kind: 'l13', page: 2, sort: 'state' })).toEqual({
      kind: 'l13',
      state: undefined,
      sort: 'state',
      q: undefined,
      page: 2,
      pageSize: 20,
    });
  });
});

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('says which rows are shown', () => {
    expect(pageRange(1, 20, 20, 45)).toEqual({ from: 1, to: 20, total: 45 });
    expect(pageRange(3, 20, 5, 45)).toEqual({ from: 41, to: 45, total: 45 });
    expect(pageRange(1, 20, 0, 0)).toBeNull();
  });

  it('shows first, last, current and neighbours with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});
