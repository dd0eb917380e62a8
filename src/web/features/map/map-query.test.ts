import {
  EMPTY_FILTERS,
  filterWaterBodies,
  hasFilters,
  type MapQuery,
  mapQuerySearch,
  parseMapLayer,
  parseMapQuery,
  pickFilters,
} from './map-query.ts';
import { licence, waterBody } from './test-fixtures.ts';

const parse = (search: string) => parseMapQuery(new URLSearchParams(search));

describe('the map state in the address', () => {
  it('reads every parameter', () => {
    expect(
      parse(
        'vaizdas=sarasas&q=Kauno%20m&savivaldybe=KAUNO_R_SAV&nuomojami=1&limituota=1&zuvis=sterkas&telkinys=ab-12',
      ),
    ).toEqual({
      view: 'list',
      q: 'Kauno m',
      municipality: 'KAUNO_R_SAV',
      leased: true,
      limited: true,
      species: 'sterkas',
      open: 'ab-12',
    });
    expect(parse('vaizdas=zemelapis').view).toBe('map');
  });

  it('ignores what it does not understand, so an old or edited link still opens', () => {
    expect(parse('vaizdas=3d&savivaldybe=%3Cscript%3E&nuomojami=yes&zuvis=a%20b&telkinys=')).toEqual({
      view: null,
      ...EMPTY_FILTERS,
      open: null,
    });
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(100);
  });

  it('writes back what it read, and nothing for defaults', () => {
    const search =
      '?vaizdas=sarasas&q=Kauno+m&savivaldybe=KAUNO_R_SAV&nuomojami=1&limituota=1&zuvis=sterkas&telkinys=ab-12';
    expect(mapQuerySearch(parse(search.slice(1)))).toBe(search);
    const empty: MapQuery = { view: null, ...EMPTY_FILTERS, open: null };
    expect(mapQuerySearch(empty)).toBe('');
    expect(mapQuerySearch({ ...empty, q: '   ' })).toBe('');
  });

  it('keeps the filters apart from the view and the open water body', () => {
    expect(pickFilters(parse('vaizdas=sarasas&zuvis=lydeka&telkinys=x'))).toEqual({
      ...EMPTY_FILTERS,
      species: 'lydeka',
    });
  });

  it('knows when a filter is set', () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, q: '  ' })).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, limited: true })).toBe(true);
  });
});

describe('the map layer in the address', () => {
  it('is the fishing layer unless `sluoksnis=kirtimai` asks for the felling layer', () => {
    expect(parseMapLayer(new URLSearchParams(''))).toBe('fishing');
    expect(parseMapLayer(new URLSearchParams('sluoksnis=kirtimai&vaizdas=sarasas'))).toBe('felling');
    expect(parseMapLayer(new URLSearchParams('sluoksnis=zvejyba'))).toBe('fishing');
    expect(parseMapLayer(new URLSearchParams('sluoksnis=KIRTIMAI'))).toBe('fishing');
  });
});

describe('filtering water bodies', () => {
  const druksiai = waterBody({ id: '1', name: 'Drūkšiai', code: '20010001', municipality: 'ZARASU_R_SAV' });
  const avilys = waterBody({
    id: '2',
    name: 'Avilys',
    code: '20010018',
    municipality: 'ZARASU_R_SAV',
    leased: true,
  });
  const nemunas = waterBody({
    id: '3',
    name: 'Nemunas',
    code: '10010001',
    type: 'RIVER',
    municipality: 'JURBARKO_R_SAV',
    limited: true,
    licences: [licence({ speciesCode: 'lasisa' })],
  });
  const kaunas = waterBody({
    id: '4',
    name: 'Kauno marios',
    code: '40010001',
    municipality: 'KAUNO_R_SAV',
    leased: true,
    limited: true,
    licences: [licence({ speciesCode: 'sterkas' })],
  });
  const all = [druksiai, avilys, nemunas, kaunas];
  const names = (filters: Partial<typeof EMPTY_FILTERS>) =>
    filterWaterBodies(all, { ...EMPTY_FILTERS, ...filters }).map((b) => b.name);

  it('lets everything through without filters, in the order given', () => {
    expect(names({})).toEqual(['Drūkšiai', 'Avilys', 'Nemunas', 'Kauno marios']);
  });

  it('finds by name without Lithuanian letters or case, by every word, and by code', () => {
    expect(names({ q: 'druksiai' })).toEqual(['Drūkšiai']);
    expect(names({ q: 'MARIOS kauno ' })).toEqual(['Kauno marios']);
    expect(names({ q: '10010001' })).toEqual(['Nemunas']);
    expect(names({ q: '200100' })).toEqual(['Drūkšiai', 'Avilys']);
    expect(names({ q: 'Nėra tokio' })).toEqual([]);
  });

  it('filters by municipality', () => {
    expect(names({ municipality: 'ZARASU_R_SAV' })).toEqual(['Drūkšiai', 'Avilys']);
  });

  it('shows leased, limited, or either when both are ticked', () => {
    expect(names({ leased: true })).toEqual(['Avilys', 'Kauno marios']);
    expect(names({ limited: true })).toEqual(['Nemunas', 'Kauno marios']);
    expect(names({ leased: true, limited: true })).toEqual(['Avilys', 'Nemunas', 'Kauno marios']);
  });

  it('filters by the species a licence is for, together with the other filters', () => {
    expect(names({ species: 'lasisa' })).toEqual(['Nemunas']);
    expect(names({ species: 'sterkas', leased: true })).toEqual(['Kauno marios']);
    expect(names({ species: 'sterkas', municipality: 'ZARASU_R_SAV' })).toEqual([]);
  });
});
