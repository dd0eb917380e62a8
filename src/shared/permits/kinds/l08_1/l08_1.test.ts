import { describe, expect, it } from 'vitest';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample } from '../../parts/contacts-examples.ts';
import { l08_1Example, l08_1ExampleDocuments, personContactsExample } from './example.ts';
import { l08_1 } from './index.ts';

const full = { ...l08_1Example, ...personContactsExample };
const submit = (data: Record<string, unknown>, filer: 'person' | 'company' = 'person') =>
  validateApplication(l08_1, data, {
    mode: 'submit',
    filer,
    documentTypes: l08_1ExampleDocuments,
    today: '2026-11-21',
  });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);
const owner = (l08_1Example.owners as Record<string, unknown>[])[0]!;
const felling = (l08_1Example.fellings as Record<string, unknown>[])[0]!;
const withOwner = (changes: Record<string, unknown>) => ({ ...full, owners: [{ ...owner, ...changes }] });
const withFelling = (changes: Record<string, unknown>) => ({
  ...full,
  fellings: [{ ...felling, ...changes }],
});

describe('L08.1 forest felling permit (spec §3 L08, §5 L08)', () => {
  it('accepts a complete application from a person or a company and types its numbers', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    expect(result.data.fellings).toEqual([
      expect.objectContaining({ area: 1.8, volume: 486.5, retainedTrees: 10, protectedUnderstorey: true }),
    ]);
    expect(submit({ ...l08_1Example, ...companyContactsExample }, 'company').issues).toEqual([]);
    expect(l08_1.filers).toEqual(['person', 'company']);
    expect(l08_1.journey).toBe('forest');
    expect(l08_1.validity).toEqual({ months: 12 });
  });

  it('needs at least one owner', () => {
    expect(messagesAt({ ...full, owners: [] }, 'owners')).toEqual(['l08.error.ownerRequired']);
  });

  it('refuses an owner person code that is missing, not digits, too short, too long or mistyped, each with its own message', () => {
    const at = 'owners[0].personCode';
    expect(messagesAt(withOwner({ personCode: '' }), at)).toEqual(['validation.required']);
    expect(messagesAt(withOwner({ personCode: undefined }), at)).toEqual(['validation.required']);
    expect(messagesAt(withOwner({ personCode: '4450117345a' }), at)).toEqual(['validation.digitsOnly']);
    expect(messagesAt(withOwner({ personCode: '4450117345' }), at)).toEqual([
      'validation.personCodeTooShort',
    ]);
    expect(messagesAt(withOwner({ personCode: '445011734590' }), at)).toEqual([
      'validation.personCodeTooLong',
    ]);
    expect(messagesAt(withOwner({ personCode: '24501173459' }), at)).toEqual(['validation.personCodeFormat']);
    expect(messagesAt(withOwner({ personCode: '44501173458' }), at)).toEqual(['validation.personCode']);
  });

  it('asks a natural owner for names and code, a legal owner for its name and company code', () => {
    const legal = withOwner({
      ownerType: 'JURIDINIS',
      companyName: 'UAB „Miško ratas“',
      companyCode: '997941705',
    });
    const result = submit(legal);
    expect(result.issues).toEqual([]);
    expect(result.data.owners).toEqual([
      { ownerType: 'JURIDINIS', companyName: 'UAB „Miško ratas“', companyCode: '997941705' },
    ]);
    expect(
      messagesAt(
        withOwner({ ownerType: 'JURIDINIS', companyName: 'UAB „Miško ratas“', companyCode: '99794170' }),
        'owners[0].companyCode',
      ),
    ).toEqual(['validation.companyCode']);
    expect(messagesAt(withOwner({ firstName: 'aldona' }), 'owners[0].firstName')).toEqual([
      'validation.name',
    ]);
    expect(messagesAt(withOwner({ ownerType: undefined }), 'owners[0].ownerType')).toEqual([
      'validation.required',
    ]);
    expect(messagesAt({ ...full, owners: [owner, owner] }, 'owners[1].personCode')).toEqual([
      'l08.error.duplicateOwner',
    ]);
  });

  it('needs the cadastral locality, block and plot as 4 digits each', () => {
    for (const field of ['cadastralLocality', 'cadastralBlock', 'cadastralPlot']) {
      for (const wrong of ['628', '62800', '62a0']) {
        expect(messagesAt({ ...full, [field]: wrong }, field)).toEqual(['l08.error.fourDigits']);
      }
      expect(messagesAt({ ...full, [field]: '' }, field)).toEqual(['validation.required']);
    }
  });

  it('asks for the forest management project number only when the holding has a project', () => {
    expect(
      messagesAt({ ...full, forestManagementProjectNumber: '' }, 'forestManagementProjectNumber'),
    ).toEqual(['validation.required']);
    const without = submit({ ...full, hasForestManagementProject: 'NE' });
    expect(without.issues).toEqual([]);
    expect(without.data.forestManagementProjectNumber).toBeUndefined();
  });

  it('checks quarter (1–4 digits), plot (1–3 digits), plot part (a–z) and geocodes (semicolons)', () => {
    expect(messagesAt(withFelling({ quarter: '12345' }), 'fellings[0].quarter')).toEqual([
      'l08.error.quarter',
    ]);
    expect(messagesAt(withFelling({ quarter: '12a' }), 'fellings[0].quarter')).toEqual(['l08.error.quarter']);
    expect(submit(withFelling({ quarter: '1', plot: '999' })).issues).toEqual([]);
    expect(messagesAt(withFelling({ plot: '1000' }), 'fellings[0].plot')).toEqual(['l08.error.plot']);
    for (const wrong of ['A', 'ab', 'ą', '1']) {
      expect(messagesAt(withFelling({ plotPart: wrong }), 'fellings[0].plotPart')).toEqual([
        'l08.error.plotPart',
      ]);
    }
    expect(submit(withFelling({ plotPart: '' })).issues).toEqual([]);
    const listed = submit(withFelling({ geocodes: '623-112-7;623-112-8 ; 623-112-9' }));
    expect(listed.issues).toEqual([]);
    expect(listed.data.fellings).toEqual([
      expect.objectContaining({ geocodes: '623-112-7; 623-112-8; 623-112-9' }),
    ]);
    const geocodeIssues = (geocodes: string) =>
      submit(withFelling({ geocodes })).issues.filter((issue) => issue.path === 'fellings[0].geocodes');
    expect(geocodeIssues('623-112-7, 623-112-8')).toEqual([
      {
        path: 'fellings[0].geocodes',
        message: 'validation.geocode',
        values: { geocode: '623-112-7, 623-112-8' },
      },
    ]);
    expect(geocodeIssues('623-112-7; 623 112 8')).toEqual([
      { path: 'fellings[0].geocodes', message: 'validation.geocode', values: { geocode: '623 112 8' } },
    ]);
    for (const wrong of ['623-112-7;', ';623-112-7', '623-112-7;;623-112-8']) {
      expect(messagesAt(withFelling({ geocodes: wrong }), 'fellings[0].geocodes')).toEqual([
        'validation.geocodeEmpty',
      ]);
    }
    expect(messagesAt(withFelling({ geocodes: '623-112-7; 623-112-7' }), 'fellings[0].geocodes')).toEqual([
      'validation.geocodeDuplicate',
    ]);
    expect(messagesAt(withFelling({ geocodes: '1'.repeat(900) }), 'fellings[0].geocodes')).toEqual([
      'validation.maxLength',
    ]);
  });

  it('keeps the area to 0.1 ha, the volume to 0.01 m³ and the trees whole, all above zero', () => {
    const at = (changes: Record<string, unknown>, field: string) =>
      submit(withFelling(changes)).issues.filter((issue) => issue.path === `fellings[0].${field}`);
    expect(at({ area: '1.85' }, 'area')).toEqual([
      { path: 'fellings[0].area', message: 'validation.decimals', values: { decimals: 1 } },
    ]);
    expect(at({ area: '0' }, 'area')).toEqual([{ path: 'fellings[0].area', message: 'validation.positive' }]);
    expect(at({ volume: '486.505' }, 'volume')).toEqual([
      { path: 'fellings[0].volume', message: 'validation.decimals', values: { decimals: 2 } },
    ]);
    expect(at({ volume: '' }, 'volume')).toEqual([
      { path: 'fellings[0].volume', message: 'validation.required' },
    ]);
    expect(at({ treeCount: '12.5' }, 'treeCount')).toEqual([
      { path: 'fellings[0].treeCount', message: 'validation.wholeNumber' },
    ]);
    expect(at({ retainedTrees: '-1' }, 'retainedTrees')).toEqual([
      { path: 'fellings[0].retainedTrees', message: 'validation.minValue', values: { min: 0 } },
    ]);
  });

  it('asks which species when it is another one, and takes only the permit’s kinds of felling and forest groups', () => {
    expect(messagesAt(withFelling({ species: 'KITA' }), 'fellings[0].speciesOther')).toEqual([
      'validation.required',
    ]);
    expect(submit(withFelling({ species: 'KITA', speciesOther: 'Guoba' })).issues).toEqual([]);
    expect(submit(withFelling({ speciesOther: 'Guoba' })).data.fellings).toEqual([
      expect.not.objectContaining({ speciesOther: 'Guoba' }),
    ]);
    expect(messagesAt(withFelling({ fellingType: 'UGDOMIEJI' }), 'fellings[0].fellingType')).toEqual([
      'validation.choice',
    ]);
    expect(messagesAt(withFelling({ forestGroup: 'V' }), 'fellings[0].forestGroup')).toEqual([
      'validation.choice',
    ]);
    expect(messagesAt({ ...full, fellings: [] }, 'fellings')).toEqual(['l08.error.fellingRequired']);
  });

  it('offers to specify species, forest group and protected understorey, all from their options', () => {
    const values = submit(full).data.fellings as Record<string, unknown>[];
    expect(values[0]).toEqual(
      expect.objectContaining({ species: 'EGLE', forestGroup: 'IV', protectedUnderstorey: true }),
    );
    expect(messagesAt(withFelling({ species: 'BANANAS' }), 'fellings[0].species')).toEqual([
      'validation.choice',
    ]);
    expect(messagesAt(withFelling({ species: '' }), 'fellings[0].species')).toEqual(['validation.required']);
    expect(messagesAt(withFelling({ forestGroup: '' }), 'fellings[0].forestGroup')).toEqual([
      'validation.required',
    ]);
    expect(submit(withFelling({ protectedUnderstorey: false })).data.fellings).toEqual([
      expect.objectContaining({ protectedUnderstorey: false }),
    ]);
  });

  it('bounds the special conditions and the project number, and takes the municipality from the list', () => {
    expect(
      messagesAt(withFelling({ specialConditions: 'a'.repeat(2001) }), 'fellings[0].specialConditions'),
    ).toEqual(['validation.maxLength']);
    expect(submit(withFelling({ specialConditions: '' })).issues).toEqual([]);
    expect(
      messagesAt({ ...full, forestManagementProjectNumber: 'V'.repeat(51) }, 'forestManagementProjectNumber'),
    ).toEqual(['validation.maxLength']);
    expect(messagesAt({ ...full, municipality: 'NIEKUR' }, 'municipality')).toEqual(['validation.choice']);
  });

  it('does not apply the own-use volume limit to a felling permit', () => {
    expect(l08_1.rules ?? []).toEqual([]);
    expect(submit(withFelling({ area: '0.5', volume: '200' })).issues).toEqual([]);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l08_1, data, { mode: 'draft', filer: 'person', today: '2026-11-21' });
    expect(draft({ owners: [{ ownerType: 'FIZINIS' }], fellings: [{ quarter: '112' }] }).ok).toBe(true);
    expect(draft({ cadastralLocality: '62' }).issues).toEqual([
      { path: 'cadastralLocality', message: 'l08.error.fourDigits' },
    ]);
  });
});
