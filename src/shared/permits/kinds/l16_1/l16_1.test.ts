import { describe, expect, it } from 'vitest';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample } from '../../parts/contacts-examples.ts';
import { definitionOf } from '../../registry.ts';
import { l16_1Example, l16_1ExampleDocuments } from './example.ts';
import { l16_1 } from './index.ts';

const TODAY = '2026-11-21';
const full = { ...l16_1Example, ...companyContactsExample };

const submit = (data: Record<string, unknown>, documentTypes: readonly string[] = l16_1ExampleDocuments) =>
  validateApplication(l16_1, data, { mode: 'submit', filer: 'company', documentTypes, today: TODAY });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

const programmes = l16_1Example.programmes as Record<string, unknown>[];
const instructors = l16_1Example.instructors as Record<string, unknown>[];
const premises = (l16_1Example.premises as Record<string, unknown>[])[0] ?? {};
const resources = l16_1Example.resources as Record<string, unknown>[];

describe('L16.1 F-gas training-provider permit (spec §3, §5 L16)', () => {
  it('is registered for companies only, with pdf, tiff or jpg files', () => {
    expect(definitionOf('l16_1')).toBe(l16_1);
    expect(l16_1.filers).toEqual(['company']);
    expect(new Set(l16_1.documents.map((slot) => slot.accept))).toEqual(new Set(['l16']));
  });

  it('accepts the complete example and types its numbers', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    expect((result.data.programmes as { hours: number }[])[0]?.hours).toBe(40);
  });

  it('needs at least one programme, each once, from FD-01 to FD-04', () => {
    expect(messagesAt({ ...full, programmes: [] }, 'programmes')).toEqual(['l16.error.programmeRequired']);
    expect(
      messagesAt({ ...full, programmes: [...programmes, programmes[0]] }, 'programmes[2].programme'),
    ).toEqual(['l16.error.duplicateProgramme']);
    expect(
      messagesAt(
        { ...full, programmes: [{ ...programmes[0], programme: 'FD-05' }] },
        'programmes[0].programme',
      ),
    ).toEqual(['validation.choice']);
  });

  it('needs instructors with valid person codes who between them teach every programme', () => {
    expect(messagesAt({ ...full, instructors: [] }, 'instructors')).toEqual(['l16.error.instructorRequired']);
    const onlyFd01 = [{ ...instructors[0], programmes: ['FD-01'] }];
    expect(messagesAt({ ...full, instructors: onlyFd01 }, 'instructors')).toEqual([
      'l16.error.programmeWithoutInstructor',
    ]);
    expect(
      messagesAt(
        { ...full, instructors: [{ ...instructors[0], programmes: [] }] },
        'instructors[0].programmes',
      ),
    ).toEqual(['validation.required']);
    expect(
      messagesAt(
        { ...full, instructors: [{ ...instructors[0], personCode: '37806090003' }] },
        'instructors[0].personCode',
      ),
    ).toEqual(['validation.personCode']);
    expect(
      messagesAt({ ...full, instructors: [instructors[0], instructors[0]] }, 'instructors[1].personCode'),
    ).toEqual(['worker.error.duplicate']);
  });

  it('needs premises with city or village, street, house and room number and postcode', () => {
    expect(messagesAt({ ...full, premises: [] }, 'premises')).toEqual(['l16.error.premisesRequired']);
    const empty = submit({ ...full, premises: [{}] });
    expect(empty.issues.map((issue) => issue.path)).toEqual([
      'premises[0].city',
      'premises[0].street',
      'premises[0].houseNumber',
      'premises[0].roomNumber',
      'premises[0].postcode',
      'premises[0].basis',
    ]);
    expect(
      messagesAt({ ...full, premises: [{ ...premises, houseNumber: 'A16' }] }, 'premises[0].houseNumber'),
    ).toEqual(['l16.error.houseNumber']);
    expect(
      messagesAt({ ...full, premises: [{ ...premises, houseNumber: '17/3' }] }, 'premises[0].houseNumber'),
    ).toEqual([]);
    expect(
      messagesAt({ ...full, premises: [{ ...premises, postcode: 'LT-51329' }] }, 'premises[0].postcode'),
    ).toEqual(['validation.postcode']);
  });

  it('needs at least one ownership or lease document and a photo of the premises', () => {
    const result = submit(full, ['PROGRAMOS', 'INSTRUKTORIU_KVALIFIKACIJA']);
    expect(result.issues).toEqual([
      { path: 'documents.PATALPU_DOKUMENTAS', message: 'l16.error.premisesDocumentRequired' },
      { path: 'documents.PATALPU_NUOTRAUKA', message: 'l16.error.photoRequired' },
    ]);
  });

  it('needs the resources each programme names (FD-01 to FD-04)', () => {
    const withoutScales = resources.filter((row) => row.resourceType !== 'SVARSTYKLES');
    expect(messagesAt({ ...full, resources: withoutScales }, 'resources')).toEqual([
      'l16.error.resources.FD-01',
    ]);
    const withoutCarRig = resources.filter((row) => row.resourceType !== 'STENDAS_AUTOMOBILIO');
    expect(messagesAt({ ...full, resources: withoutCarRig }, 'resources')).toEqual([
      'l16.error.resources.FD-04',
    ]);
    const switchgear = {
      ...full,
      programmes: [...programmes, { programme: 'FD-03', hours: '24', groupSize: '6' }],
      instructors: [{ ...instructors[0], programmes: ['FD-01', 'FD-03', 'FD-04'] }],
    };
    expect(messagesAt(switchgear, 'resources')).toEqual(['l16.error.resources.FD-03']);
    const equipped = {
      ...switchgear,
      resources: [
        ...resources,
        { resourceType: 'STENDAS_SKIRSTYKLES', model: 'SF6 stendas', quantity: '1' },
        { resourceType: 'SF6_SURINKIMO_IRENGINYS', model: 'DILO Mini', quantity: '1' },
        { resourceType: 'SF6_DETEKTORIUS', model: 'DILO 3-033', quantity: '1' },
      ],
    };
    expect(submit(equipped).issues).toEqual([]);
    const transport = { ...full, programmes: [{ programme: 'FD-02', hours: '24', groupSize: '8' }] };
    expect(messagesAt(transport, 'resources')).toEqual(['l16.error.resources.FD-02']);
    expect(messagesAt({ ...full, resources: [] }, 'resources')).toContain('l16.error.resourceRequired');
  });

  it('needs a payment method', () => {
    expect(messagesAt({ ...full, paymentMethod: '' }, 'paymentMethod')).toEqual(['validation.required']);
    expect(messagesAt({ ...full, paymentMethod: 'GRYNAIS' }, 'paymentMethod')).toEqual(['validation.choice']);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l16_1, data, { mode: 'draft', filer: 'company', today: TODAY });
    expect(draft({ providerName: 'Mokymo centras', programmes: [{ programme: 'FD-01' }] }).issues).toEqual(
      [],
    );
    expect(draft({ programmes: [{ programme: 'FD-01', hours: '-4' }] }).issues).toEqual([
      { path: 'programmes[0].hours', message: 'validation.positive' },
    ]);
  });
});
