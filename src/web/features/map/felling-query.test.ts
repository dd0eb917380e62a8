import {
  EMPTY_FELLING_FILTERS,
  type FellingMapQuery,
  fellingApiQuery,
  fellingQuerySearch,
  parseFellingQuery,
  pickFellingFilters,
} from './felling-query.ts';

const parse = (search: string) => parseFellingQuery(new URLSearchParams(search));

describe('the felling layer’s state in the address', () => {
  it('reads every parameter', () => {
    expect(
      parse(
        'sluoksnis=kirtimai&vaizdas=sarasas&savivaldybe=MOLETU_R_SAV&nuo=2026-01-01&iki=2026-06-30&leidimas=08260000018',
      ),
    ).toEqual({
      view: 'list',
      municipality: 'MOLETU_R_SAV',
      from: '2026-01-01',
      to: '2026-06-30',
      open: '08260000018',
    });
    expect(parse('vaizdas=zemelapis').view).toBe('map');
  });

  it('ignores what it does not understand, so an old or edited link still opens', () => {
    expect(parse('vaizdas=3d&savivaldybe=ATLANTIDOS_SAV&nuo=2026-02-30&iki=rytoj&leidimas=%3Cb%3E')).toEqual({
      view: null,
      ...EMPTY_FELLING_FILTERS,
      open: null,
    });
    // An end before the start: the end is dropped, the start kept.
    expect(parse('nuo=2026-05-02&iki=2026-05-01')).toMatchObject({ from: '2026-05-02', to: '' });
  });

  it('writes back what it read, always with the layer, and nothing for defaults', () => {
    const search =
      '?sluoksnis=kirtimai&vaizdas=sarasas&savivaldybe=MOLETU_R_SAV&nuo=2026-01-01&iki=2026-06-30&leidimas=08260000018';
    expect(fellingQuerySearch(parse(search.slice(1)))).toBe(search);
    const empty: FellingMapQuery = { view: null, ...EMPTY_FELLING_FILTERS, open: null };
    expect(fellingQuerySearch(empty)).toBe('?sluoksnis=kirtimai');
  });

  it('keeps the filters apart from the view and the open permit', () => {
    expect(pickFellingFilters(parse('vaizdas=sarasas&nuo=2026-01-01&leidimas=1'))).toEqual({
      ...EMPTY_FELLING_FILTERS,
      from: '2026-01-01',
    });
  });

  it('asks the API with its own names and leaves "all" and open ends out', () => {
    expect(fellingApiQuery(EMPTY_FELLING_FILTERS)).toEqual({
      savivaldybe: undefined,
      nuo: undefined,
      iki: undefined,
    });
    expect(fellingApiQuery({ municipality: 'BIRZU_R_SAV', from: '2026-01-01', to: '' })).toEqual({
      savivaldybe: 'BIRZU_R_SAV',
      nuo: '2026-01-01',
      iki: undefined,
    });
  });
});
