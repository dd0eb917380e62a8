import type { MessageValues } from '../../../shared/i18n/index.ts';
import { requestHref, validityText } from './permit-text.ts';

// The texts themselves are the catalogue's; here only which text and which values.
const t = (id: string, values?: MessageValues) => `${id} ${JSON.stringify(values)}`;

describe('permit validity', () => {
  it('reads from a day to a day in the portal date style', () => {
    expect(validityText({ validFrom: '2026-03-01', validUntil: '2027-02-28' }, 'en', t)).toBe(
      'myLists.validFromTo {"from":"01-03-2026","until":"28-02-2027"}',
    );
  });

  it('says "indefinitely" when the permit has no end date (L13 licences)', () => {
    expect(validityText({ validFrom: '2026-03-01', validUntil: null }, 'lt', t)).toBe(
      'myLists.validFromIndefinite {"from":"2026-03-01"}',
    );
  });
});

describe('holder requests', () => {
  it('opens a new application of the request type for the permit', () => {
    expect(requestHref('l13', 'a1b2', 'LEIDIMO_KEITIMAS')).toBe(
      '/paraiskos/l13?tipas=LEIDIMO_KEITIMAS&leidimas=a1b2',
    );
    expect(requestHref('l10', 'x y', 'PRATESIMAS')).toBe('/paraiskos/l10?tipas=PRATESIMAS&leidimas=x+y');
  });
});
