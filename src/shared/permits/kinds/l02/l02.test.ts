import { describe, expect, it } from 'vitest';
import type { ApplicationType, Filer } from '../../engine/definition.ts';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample, personContactsExample } from '../../parts/contacts-examples.ts';
import { definitionOf } from '../../registry.ts';
import { l02Example, l02ExampleDocuments } from './example.ts';
import { l02 } from './index.ts';

const TODAY = '2026-11-21';
const full = { ...l02Example, ...companyContactsExample };

interface Options {
  filer?: Filer;
  documentTypes?: readonly string[];
  applicationType?: ApplicationType;
}

const submit = (data: Record<string, unknown>, options: Options = {}) => {
  const applicationType = options.applicationType ?? 'NAUJA';
  return validateApplication(
    l02,
    { ...data, applicationType },
    {
      mode: 'submit',
      filer: options.filer ?? 'company',
      documentTypes: options.documentTypes ?? l02ExampleDocuments,
      today: TODAY,
      applicationType,
    },
  );
};
const messagesAt = (data: Record<string, unknown>, path: string, options?: Options) =>
  submit(data, options)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

const [parrot = {}, orchid = {}] = l02Example.specimens as Record<string, unknown>[];

describe('L02 trade in wild animals and plants (spec §1, §2)', () => {
  it('is registered with its change variants for persons and companies', () => {
    expect(definitionOf('l02')).toBe(l02);
    expect(l02.applicationTypes).toEqual(['NAUJA', 'LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS']);
    expect([...l02.filers].sort()).toEqual(['company', 'person']);
  });

  it('accepts the complete example from a company and from a private breeder', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    expect(result.data.activities).toEqual(['PIRKIMAS', 'PARDAVIMAS', 'LAIKYMAS_PARDUOTI']);
    expect(submit({ ...l02Example, ...personContactsExample }, { filer: 'person' }).issues).toEqual([]);
  });

  it('needs at least one commercial activity from the list and at least one specimen', () => {
    expect(messagesAt({ ...full, activities: [] }, 'activities')).toEqual(['validation.required']);
    expect(messagesAt({ ...full, activities: ['DOVANOJIMAS'] }, 'activities')).toEqual(['validation.choice']);
    expect(messagesAt({ ...full, specimens: [] }, 'specimens')).toEqual(['l02.error.specimenRequired']);
  });

  it('asks for the website only when trading online', () => {
    expect(messagesAt({ ...full, website: '' }, 'website')).toEqual(['validation.required']);
    expect(messagesAt({ ...full, website: 'papūgėlė' }, 'website')).toEqual(['l02.error.website']);
    expect(messagesAt({ ...full, website: 'https://papūgėlė.lt/parduotuve' }, 'website')).toEqual([]);
    const offline = submit({ ...full, online: false });
    expect(offline.issues).toEqual([]);
    expect(offline.data.website).toBeUndefined();
  });

  it('takes Annex A and B specimens only, with a document of origin', () => {
    expect(messagesAt({ ...full, specimens: [{ ...orchid, annex: 'C' }] }, 'specimens[0].annex')).toEqual([
      'validation.choice',
    ]);
    expect(
      messagesAt({ ...full, specimens: [{ ...orchid, originDocument: '' }] }, 'specimens[0].originDocument'),
    ).toEqual(['validation.required']);
  });

  it('needs the marking of a live Annex A animal and refuses the same marking twice', () => {
    expect(messagesAt({ ...full, specimens: [{ ...parrot, marking: '' }] }, 'specimens')).toEqual([
      'l02.error.markingRequired',
    ]);
    expect(submit({ ...full, specimens: [{ ...parrot, annex: 'B', marking: '' }] }).issues).toEqual([]);
    expect(messagesAt({ ...full, specimens: [parrot, parrot] }, 'specimens[1].marking')).toEqual([
      'l02.error.duplicateMarking',
    ]);
    const plant = submit({ ...full, specimens: [{ ...orchid, marking: 'Žiedas' }] });
    expect((plant.data.specimens as Record<string, unknown>[])[0]?.marking).toBeUndefined();
  });

  it('describes a part or product only for that kind of specimen', () => {
    const ivory = {
      specimenKind: 'DALIS_GAMINYS',
      scientificName: 'Loxodonta africana',
      annex: 'A',
      source: 'O',
      quantity: '1',
      unit: 'VNT',
      originDocument: 'ES sertifikatas 24LT00031/EC',
    };
    expect(messagesAt({ ...full, specimens: [ivory] }, 'specimens[0].description')).toEqual([
      'validation.required',
    ]);
    expect(
      submit({ ...full, specimens: [{ ...ivory, description: 'Dramblio kaulo statulėlė, XIX a.' }] }).issues,
    ).toEqual([]);
  });

  it('asks what changes and why on a change or an amendment', () => {
    expect(messagesAt(full, 'changeDescription', { applicationType: 'LEIDIMO_TIKSLINIMAS' })).toEqual([
      'validation.required',
    ]);
    const changed = submit(
      { ...full, changeDescription: 'Pakeistas prekybos vietos adresas' },
      {
        applicationType: 'LEIDIMO_KEITIMAS',
      },
    );
    expect(changed.issues).toEqual([]);
    expect(submit({ ...full, changeDescription: 'x' }).data.changeDescription).toBeUndefined();
  });

  it('needs proof of origin and photographs', () => {
    expect(submit(full, { documentTypes: [] }).issues.map((issue) => issue.path)).toEqual([
      'documents.KILMES_DOKUMENTAS',
      'documents.NUOTRAUKOS',
    ]);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l02, data, { mode: 'draft', filer: 'company', today: TODAY });
    expect(
      draft({ tradePlaceName: 'Papūgėlė', specimens: [{ specimenKind: 'GYVAS_GYVUNAS' }] }).issues,
    ).toEqual([]);
    expect(draft({ tradePlaceAddress: 'Savanorių prospektas' }).issues).toEqual([
      { path: 'tradePlaceAddress', message: 'validation.address' },
    ]);
  });
});
