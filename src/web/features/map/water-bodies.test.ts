// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../../../shared/i18n/all-messages.ts';
import { translate } from '../../../shared/i18n/index.ts';
import { licence, offer, waterBody } from './test-fixtures.ts';
import {
  ANGLER_TICKET_HREF,
  compareNames,
  foldText,
  licenceHref,
  markerKind,
  municipalityLabel,
  permitHref,
  purchaseActions,
} from './water-bodies.ts';

describe('markerKind', () => {
  it('tells the four kinds of water body apart', () => {
    expect(markerKind({ leased: false, limited: false })).toBe('free');
    expect(markerKind({ leased: true, limited: false })).toBe('leased');
    expect(markerKind({ leased: false, limited: true })).toBe('limited');
    expect(markerKind({ leased: true, limited: true })).toBe('leasedLimited');
  });
});

describe('purchase actions', () => {
  it('sends a leased water body with offers to L05.2 with its id', () => {
    const body = waterBody({ id: 'a1b2', leased: true, lessorName: 'UAB „Žuvėdra“', offers: [offer()] });
    expect(purchaseActions(body)).toEqual({
      permit: '/paraiskos/l05_2?telkinys=a1b2',
      licences: [],
      ticket: null,
    });
    expect(permitHref(body)).toBe('/paraiskos/l05_2?telkinys=a1b2');
  });

  it('offers no permit while the leaseholder sells none, and no ticket either', () => {
    const actions = purchaseActions(waterBody({ leased: true, offers: [] }));
    expect(actions.permit).toBeNull();
    expect(actions.ticket).toBeNull();
  });

  it('links each licence with licences left to its own kind, water body and licence', () => {
    const body = waterBody({
      id: 'wb-9',
      limited: true,
      licences: [
        licence({ id: 'l-1', waterBodyId: 'wb-9', kind: 'l06_1' }),
        licence({ id: 'l-2', waterBodyId: 'wb-9', kind: 'l06_2', speciesCode: 'lasisa' }),
        licence({ id: 'l-3', waterBodyId: 'wb-9', available: 0 }),
      ],
    });
    const actions = purchaseActions(body);
    expect(actions.licences.map((l) => l.href)).toEqual([
      '/paraiskos/l06_1?telkinys=wb-9&licencija=l-1',
      '/paraiskos/l06_2?telkinys=wb-9&licencija=l-2',
      null,
    ]);
    expect(actions.permit).toBeNull();
    expect(actions.ticket).toBeNull();
  });

  it('says an angler ticket is enough where the water body is neither leased nor limited (spec §8)', () => {
    expect(purchaseActions(waterBody()).ticket).toBe(ANGLER_TICKET_HREF);
    expect(ANGLER_TICKET_HREF).toBe('/paraiskos/l05_1');
  });

  it('escapes what it puts in the address', () => {
    expect(licenceHref({ id: 'a&b', kind: 'l06_1', waterBodyId: 'c d' })).toBe(
      '/paraiskos/l06_1?telkinys=c+d&licencija=a%26b',
    );
  });
});

describe('names', () => {
  it('names municipalities from the engine catalogue in both languages', () => {
    const label = municipalityLabel('ZARASU_R_SAV');
    expect(label).toBe('municipality.ZARASU_R_SAV');
    expect(translate('lt', label!)).toBe('Zarasų rajono savivaldybė');
    expect(translate('en', label!)).toBe('Zarasai District Municipality');
    expect(municipalityLabel('NOWHERE')).toBeNull();
  });

  it('compares text without case or Lithuanian letters', () => {
    expect(foldText('ŽUVINTAS Ąžuolų')).toBe('zuvintas azuolu');
    expect(foldText('Drūkšiai')).toBe('druksiai');
  });

  it('orders names the Lithuanian way in Lithuanian', () => {
    const names = ['Žeimena', 'Zarasas', 'Čepkeliai', 'Cirvija', 'Dusia'];
    expect([...names].sort(compareNames('lt'))).toEqual([
      'Cirvija',
      'Čepkeliai',
      'Dusia',
      'Zarasas',
      'Žeimena',
    ]);
  });
});
