import { describe, expect, it } from 'vitest';
import { todayInLithuania } from '../../../fields/index.ts';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample } from '../../parts/contacts-examples.ts';
import { addDays } from '../../parts/dates.ts';
import { l07Example, l07ExampleDocuments } from './example.ts';
import { l07 } from './index.ts';

const full = { ...l07Example, ...companyContactsExample };
const today = todayInLithuania();
const submit = (data: Record<string, unknown>, documentTypes = l07ExampleDocuments) =>
  validateApplication(l07, data, { mode: 'submit', filer: 'company', documentTypes, today });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);
const withGear = (row: Record<string, unknown>) => ({ ...full, gear: [row] });

describe('L07 special fishing (spec §3, §5 L07)', () => {
  it('accepts a complete application and types its numbers', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    expect(result.data.gear).toEqual([
      { type: 'STATOMASIS_TINKLAS', quantity: 8, length: 30, meshSize: 10 },
      { type: 'UDA', quantity: 1, length: 200, hookCount: 100 },
      { type: 'KITAS', typeOther: 'Elektros žvejybos aparatas', quantity: 1 },
    ]);
  });

  it('needs at least one place, or the places document', () => {
    expect(submit({ ...full, places: [] }).issues).toEqual([
      { path: 'places', message: 'l07.error.placeRequired', values: { min: 1 } },
    ]);
    const byDocument = { ...full, placesGiven: 'DOKUMENTAS', places: [] };
    expect(submit(byDocument).issues).toEqual([
      { path: 'documents.VIETU_SCHEMA', message: 'l07.error.placeDocumentRequired' },
    ]);
    const attached = submit({ ...byDocument, places: l07Example.places }, ['VIETU_SCHEMA']);
    expect(attached.issues).toEqual([]);
    expect(attached.data).not.toHaveProperty('places');
    expect(messagesAt({ ...full, placesGiven: '' }, 'placesGiven')).toEqual(['validation.required']);
  });

  it('needs at least one object, one gear and one responsible person', () => {
    expect(messagesAt({ ...full, objects: [] }, 'objects')).toEqual(['l07.error.objectRequired']);
    expect(messagesAt({ ...full, gear: [] }, 'gear')).toEqual(['l07.error.gearRequired']);
    expect(messagesAt({ ...full, responsiblePersons: [] }, 'responsiblePersons')).toEqual([
      'l07.error.personRequired',
    ]);
  });

  it('checks each object: a species (named when "other") and a positive amount', () => {
    const object = (row: Record<string, unknown>) => ({ ...full, objects: [row] });
    expect(messagesAt(object({ species: 'KITA', amount: '5' }), 'objects[0].speciesOther')).toEqual([
      'validation.required',
    ]);
    expect(messagesAt(object({ species: 'LYDEKA', amount: '0' }), 'objects[0].amount')).toEqual([
      'validation.positive',
    ]);
    expect(messagesAt(object({ species: 'RYKLYS', amount: '1' }), 'objects[0].species')).toEqual([
      'validation.choice',
    ]);
  });

  it('asks nets for length and mesh size, longlines for length and hooks, other gear for its name', () => {
    expect(submit(withGear({ type: 'BUCIUKAS', quantity: '2' })).issues).toEqual([
      { path: 'gear[0].length', message: 'validation.required' },
      { path: 'gear[0].meshSize', message: 'validation.required' },
    ]);
    expect(submit(withGear({ type: 'UDA', quantity: '1', length: '50' })).issues).toEqual([
      { path: 'gear[0].hookCount', message: 'validation.required' },
    ]);
    expect(submit(withGear({ type: 'KITAS', quantity: '1' })).issues).toEqual([
      { path: 'gear[0].typeOther', message: 'validation.required' },
    ]);
    expect(
      messagesAt(
        withGear({ type: 'STATOMASIS_TINKLAS', quantity: '1', length: '30', meshSize: '10.5' }),
        'gear[0].meshSize',
      ),
    ).toEqual(['validation.wholeNumber']);
  });

  it('checks the responsible persons, the purpose and the period', () => {
    const persons = [{ firstName: 'Ona', lastName: 'Petraitienė' }];
    expect(messagesAt({ ...full, responsiblePersons: persons }, 'responsiblePersons[0].position')).toEqual([
      'validation.required',
    ]);
    expect(messagesAt({ ...full, purpose: 'KITA' }, 'purposeOther')).toEqual(['validation.required']);
    expect(messagesAt({ ...full, periodTo: addDays(today, 1) }, 'periodTo')).toEqual([
      'validation.dateToAfterFrom',
    ]);
    expect(messagesAt({ ...full, periodFrom: addDays(today, -1) }, 'periodFrom')).toEqual([
      'validation.dateNotBeforeToday',
    ]);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l07, data, { mode: 'draft', filer: 'company', today });
    expect(draft({ purpose: 'REPRODUKCIJA', placesGiven: 'SARASAS', places: [{}] }).issues).toEqual([]);
    expect(draft({ responsiblePersons: [{ firstName: 'ona' }] }).issues).toEqual([
      { path: 'responsiblePersons[0].firstName', message: 'validation.name' },
    ]);
  });
});
