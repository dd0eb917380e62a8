import { messages as fieldLt } from '../../shared/i18n/catalog-permits.field.lt.gen.ts';
import { PERMIT_MESSAGE_IDS } from '../../shared/i18n/catalog-permits.gen.ts';
import { messages as restLt } from '../../shared/i18n/catalog-permits.lt.gen.ts';
import { i18nFor, type MessageId } from '../../shared/i18n/index.ts';
import { loadBundle } from './catalogs.ts';

describe("the permit texts' two parts (issue 16)", () => {
  it('are the permit texts, each in one part only', () => {
    const field = Object.keys(fieldLt);
    const rest = Object.keys(restLt);
    expect(field.filter((id) => id in restLt)).toEqual([]);
    // The web app carries no texts of the pages the server draws itself (scripts/i18n.ts).
    expect([...field, ...rest].sort()).toEqual(
      PERMIT_MESSAGE_IDS.filter((id) => id in fieldLt || id in restLt),
    );
    expect(field.length).toBeGreaterThan(0);
    expect(rest.length).toBeGreaterThan(0);
  });

  it('bring the rest along when a field page asks for a text the field part lacks', async () => {
    await loadBundle('field', 'lt');
    const i18n = i18nFor('lt');
    const outside = Object.keys(restLt)[0] as MessageId;
    const inside = Object.keys(fieldLt)[0] as MessageId;
    expect(i18n._(inside)).not.toBe(inside);
    const changed = new Promise<void>((resolve) => i18n.on('change', resolve));
    // Not there yet: the id, once; then the text, as soon as the rest has arrived.
    expect(i18n._(outside)).toBe(outside);
    await changed;
    expect(i18n._(outside)).not.toBe(outside);
  });
});
