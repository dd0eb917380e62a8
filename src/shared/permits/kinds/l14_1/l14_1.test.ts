import { describe, expect, it } from 'vitest';
import type { Filer } from '../../engine/definition.ts';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample } from '../../parts/contacts-examples.ts';
import { l14_1Example, l14_1ExampleDocuments, personContactsExample } from './example.ts';
import { l14_1 } from './index.ts';

const full = { ...l14_1Example, ...companyContactsExample };
const gear = l14_1Example.gear as Record<string, unknown>[];
const net = gear[0]!;
const submit = (
  data: Record<string, unknown>,
  documentTypes = l14_1ExampleDocuments,
  filer: Filer = 'company',
) => validateApplication(l14_1, data, { mode: 'submit', filer, documentTypes, today: '2026-11-21' });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);
const withGear = (row: Record<string, unknown>) => ({ ...full, gear: [row] });

describe('L14.1 request for a seal for net gear (spec §3, §5 L14)', () => {
  it('accepts a complete request from a company and from a person, and types its numbers', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    const rows = result.data.gear as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({ quantity: 10, length: 60, height: 3.5, meshWidth: 40, meshHeight: 40 });
    expect(rows[2]).toMatchObject({ type: 'UDA', length: 500, hookCount: 200 });
    expect(
      submit({ ...l14_1Example, ...personContactsExample }, l14_1ExampleDocuments, 'person').issues,
    ).toEqual([]);
    expect(l14_1.filers).toEqual(['person', 'company']);
  });

  it('needs at least one fishing gear or seal, either one sufficing', () => {
    expect(messagesAt({ ...full, gear: [], seals: [] }, 'gear')).toEqual(['l14.error.gearOrSealRequired']);
    expect(submit({ ...full, gear: [] }).issues).toEqual([]);
    expect(submit({ ...full, seals: [] }).issues).toEqual([]);
  });

  it('needs the document of buying or making the gear', () => {
    expect(submit(full, []).issues).toEqual([
      { path: 'documents.IRANKIU_IGIJIMAS', message: 'l14.error.gearDocumentRequired' },
    ]);
  });

  it('asks for the other colour, other material and gear name only when "other" is chosen', () => {
    const other = { ...net, type: 'KITAS', colour: 'KITA', material: 'KITA' };
    expect(submit(withGear(other)).issues).toEqual([
      { path: 'gear[0].typeOther', message: 'validation.required' },
      { path: 'gear[0].colourOther', message: 'validation.required' },
      { path: 'gear[0].materialOther', message: 'validation.required' },
    ]);
    const plain = submit(
      withGear({ ...net, colourOther: 'Raudona', materialOther: 'Vilna', typeOther: 'Gaudyklė' }),
    );
    expect(plain.issues).toEqual([]);
    expect((plain.data.gear as Record<string, unknown>[])[0]).not.toHaveProperty('colourOther');
    expect((plain.data.gear as Record<string, unknown>[])[0]).not.toHaveProperty('materialOther');
    expect((plain.data.gear as Record<string, unknown>[])[0]).not.toHaveProperty('typeOther');
  });

  it('asks nets for height and mesh, longlines for a hook count', () => {
    const bareNet = {
      type: 'VENTERIS',
      quantity: '1',
      colour: 'RUDA',
      material: 'POLIETILENAS',
      length: '8',
    };
    expect(messagesAt(withGear(bareNet), 'gear[0].height')).toEqual(['validation.required']);
    expect(messagesAt(withGear(bareNet), 'gear[0].meshWidth')).toEqual(['validation.required']);
    expect(messagesAt(withGear(bareNet), 'gear[0].meshHeight')).toEqual(['validation.required']);
    expect(messagesAt(withGear(bareNet), 'gear[0].hookCount')).toEqual([]);
    const line = { ...bareNet, type: 'UDA', height: '2', meshWidth: '30' };
    expect(submit(withGear(line)).issues).toEqual([
      { path: 'gear[0].hookCount', message: 'validation.required' },
    ]);
    const kept = submit(withGear({ ...line, hookCount: '150' }));
    expect(kept.issues).toEqual([]);
    expect((kept.data.gear as Record<string, unknown>[])[0]).not.toHaveProperty('height');
    expect((kept.data.gear as Record<string, unknown>[])[0]).not.toHaveProperty('meshWidth');
  });

  it('checks the measurements: positive, length and height to 0.1 m, mesh and hooks whole', () => {
    const at = (row: Record<string, unknown>, field: string) => messagesAt(withGear(row), `gear[0].${field}`);
    expect(at({ ...net, length: '0' }, 'length')).toEqual(['validation.positive']);
    expect(at({ ...net, length: '60.25' }, 'length')).toEqual(['validation.decimals']);
    expect(submit(withGear({ ...net, length: '60,5' })).issues).toEqual([]);
    expect(at({ ...net, height: '-1' }, 'height')).toEqual(['validation.positive']);
    expect(at({ ...net, meshWidth: '40.5' }, 'meshWidth')).toEqual(['validation.wholeNumber']);
    expect(at({ ...net, meshHeight: 'keturiasdešimt' }, 'meshHeight')).toEqual(['validation.number']);
    expect(at({ ...net, quantity: '0' }, 'quantity')).toEqual(['validation.positive']);
    const line = { ...(gear[2] as Record<string, unknown>), hookCount: '12.5' };
    expect(at(line, 'hookCount')).toEqual(['validation.wholeNumber']);
    expect(submit(withGear({ ...net, colour: 'ORANZINE' })).issues).toEqual([
      { path: 'gear[0].colour', message: 'validation.choice' },
    ]);
  });

  it('checks seal numbers and refuses the same seal twice', () => {
    expect(messagesAt({ ...full, seals: [{ sealNumber: 'KM 00#1' }] }, 'seals[0].sealNumber')).toEqual([
      'l14.error.sealNumber',
    ]);
    const twice = [{ sealNumber: 'KM-004512' }, { sealNumber: 'KM-004512' }];
    expect(messagesAt({ ...full, seals: twice }, 'seals[1].sealNumber')).toEqual(['l14.error.duplicateSeal']);
    expect(messagesAt({ ...full, seals: [{ other: 'Be numerio' }] }, 'seals[0].sealNumber')).toEqual([
      'validation.required',
    ]);
  });

  it('needs a pick-up location, and its description when it is another place', () => {
    expect(messagesAt({ ...full, pickUpLocation: '' }, 'pickUpLocation')).toEqual(['validation.required']);
    expect(messagesAt({ ...full, pickUpLocation: 'KITA' }, 'pickUpOther')).toEqual(['validation.required']);
    expect(submit({ ...full, pickUpLocation: 'KITA', pickUpOther: 'Nidos uostas' }).issues).toEqual([]);
  });

  it('needs the responsible person and checks the fishing permit number when given', () => {
    expect(messagesAt({ ...full, responsibleLastName: 'kazlauskas' }, 'responsibleLastName')).toEqual([
      'validation.name',
    ]);
    expect(messagesAt({ ...full, responsiblePosition: '' }, 'responsiblePosition')).toEqual([
      'validation.required',
    ]);
    expect(messagesAt({ ...full, fishingPermitNumber: 'L04-153' }, 'fishingPermitNumber')).toEqual([
      'l14.error.permitNumber',
    ]);
    expect(submit({ ...full, fishingPermitNumber: '' }).issues).toEqual([]);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l14_1, data, { mode: 'draft', filer: 'company', today: '2026-11-21' });
    expect(draft({ gear: [{ type: 'STATOMASIS_TINKLAS' }] }).issues).toEqual([]);
    expect(draft({ gear: [{ type: 'STATOMASIS_TINKLAS', meshWidth: '40.5' }] }).issues).toEqual([
      { path: 'gear[0].meshWidth', message: 'validation.wholeNumber' },
    ]);
  });
});
