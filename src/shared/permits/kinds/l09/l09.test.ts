import { describe, expect, it } from 'vitest';
import type { ApplicationType, Filer } from '../../engine/definition.ts';
import { validateApplication } from '../../engine/validate.ts';
import { definitionOf } from '../../registry.ts';

/** L10, whose installation fields L09 shares (parts/installation-fields.ts), from the registry. */
const l10 = definitionOf('l10')!;

import { companyContactsExample, personContactsExample } from '../../parts/contacts-examples.ts';
import { l09Example, l09ExampleDocuments } from './example.ts';
import { l09 } from './index.ts';

const TODAY = '2026-11-21';
const full = { ...l09Example, ...companyContactsExample };

interface Options {
  filer?: Filer;
  documentTypes?: readonly string[];
  applicationType?: ApplicationType;
}

const submit = (data: Record<string, unknown>, options: Options = {}) => {
  const applicationType = options.applicationType ?? 'NAUJA';
  return validateApplication(
    l09,
    { ...data, applicationType },
    {
      mode: 'submit',
      filer: options.filer ?? 'company',
      documentTypes: options.documentTypes ?? l09ExampleDocuments,
      today: TODAY,
      applicationType,
    },
  );
};
const messagesAt = (data: Record<string, unknown>, path: string, options?: Options) =>
  submit(data, options)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

const bat = (l09Example.batConclusions as Record<string, unknown>[])[0] ?? {};

describe('L09 IPPC permit (spec §3 L09/L10)', () => {
  it('is registered with change variants and shares the installation fields of L10', () => {
    expect(definitionOf('l09')).toBe(l09);
    expect(l09.applicationTypes).toEqual(l10.applicationTypes);
    const names = (definition: typeof l09) =>
      definition.steps.flatMap((step) => step.fields.map((field) => field.name));
    for (const name of names(l10)) expect(names(l09)).toContain(name);
  });

  it('accepts the complete example from a company and from a natural person, typing the capacity', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    expect(result.data.capacity).toBe(6500);
    expect(result.data.otherOwners).toBeUndefined();
    expect(submit({ ...l09Example, ...personContactsExample }, { filer: 'person' }).issues).toEqual([]);
  });

  it('checks the Annex I point and the capacity', () => {
    for (const point of ['6.6 b', '5.3 b) ii)', '1.1', '4.1 a)']) {
      expect(messagesAt({ ...full, annexPoint: point }, 'annexPoint'), point).toEqual([]);
    }
    for (const point of ['7.1', 'šeši', '6.6 bb']) {
      expect(messagesAt({ ...full, annexPoint: point }, 'annexPoint'), point).toEqual([
        'l09.error.annexPoint',
      ]);
    }
    expect(messagesAt({ ...full, capacity: '0' }, 'capacity')).toEqual(['validation.positive']);
    expect(messagesAt({ ...full, capacity: '12.345' }, 'capacity')).toEqual(['validation.decimals']);
    expect(messagesAt({ ...full, capacityUnit: 'kW' }, 'capacityUnit')).toEqual(['validation.choice']);
  });

  it('needs at least one set of BAT conclusions, each once, with a plan when the installation does not conform', () => {
    expect(messagesAt({ ...full, batConclusions: [] }, 'batConclusions')).toEqual(['l09.error.batRequired']);
    expect(
      messagesAt(
        { ...full, batConclusions: [bat, { conclusions: 'IRPP', conforms: 'TAIP' }] },
        'batConclusions[1].conclusions',
      ),
    ).toEqual(['l09.error.duplicateBat']);
    const unplanned = submit({ ...full, batConclusions: [{ conclusions: 'IRPP', conforms: 'NE' }] });
    expect(unplanned.issues.map((issue) => issue.path)).toEqual([
      'batConclusions[0].explanation',
      'batConclusions[0].conformBy',
    ]);
    expect(
      messagesAt(
        { ...full, batConclusions: [{ ...bat, conformBy: '2026-11-20' }] },
        'batConclusions[0].conformBy',
      ),
    ).toEqual(['validation.dateNotBeforeToday']);
    const conforming = submit({ ...full, batConclusions: [{ ...bat, conforms: 'TAIP' }] });
    expect(conforming.issues).toEqual([]);
    expect(conforming.data.batConclusions).toEqual([{ conclusions: 'IRPP', conforms: 'TAIP' }]);
  });

  it('keeps the L10 rules: criteria, other owners and the change description', () => {
    expect(messagesAt({ ...full, criteria: [] }, 'criteria')).toEqual(['pollution.error.criterionRequired']);
    expect(messagesAt({ ...full, hasOtherOwners: true }, 'otherOwners')).toEqual([
      'pollution.error.ownerRequired',
    ]);
    expect(messagesAt(full, 'changeDescription', { applicationType: 'LEIDIMO_KEITIMAS' })).toEqual([
      'validation.required',
    ]);
  });

  it('needs the BAT assessment and the monitoring programme besides the common documents', () => {
    const result = submit(full, {
      documentTypes: ['PARAISKA', 'PARAISKA_PDF', 'SITUACIJOS_PLANAS', 'TECHNINIS_APRASAS'],
    });
    expect(result.issues.map((issue) => issue.path)).toEqual([
      'documents.GPGB_VERTINIMAS',
      'documents.MONITORINGO_PROGRAMA',
    ]);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l09, data, { mode: 'draft', filer: 'company', today: TODAY });
    expect(
      draft({ installationName: 'Kiaulių kompleksas', batConclusions: [{ conclusions: 'IRPP' }] }).ok,
    ).toBe(true);
    expect(draft({ annexPoint: '9' }).issues).toEqual([
      { path: 'annexPoint', message: 'l09.error.annexPoint' },
    ]);
  });
});
