import { describe, expect, it } from 'vitest';
import type { ApplicationType, Filer } from '../../engine/definition.ts';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample, personContactsExample } from '../../parts/contacts-examples.ts';
import { definitionOf } from '../../registry.ts';
import { l10Example, l10ExampleDocuments } from './example.ts';
import { l10 } from './index.ts';

const TODAY = '2026-11-21';
const full = { ...l10Example, ...companyContactsExample };

interface Options {
  filer?: Filer;
  documentTypes?: readonly string[];
  applicationType?: ApplicationType;
}

/*
 * The application's type reaches the validator both ways the server may hand it over: in the
 * context and as the pseudo-field `data.applicationType` (groups/change-description.ts).
 */
const submit = (data: Record<string, unknown>, options: Options = {}) => {
  const applicationType = options.applicationType ?? 'NAUJA';
  return validateApplication(
    l10,
    { ...data, applicationType },
    {
      mode: 'submit',
      filer: options.filer ?? 'company',
      documentTypes: options.documentTypes ?? l10ExampleDocuments,
      today: TODAY,
      applicationType,
    },
  );
};
const messagesAt = (data: Record<string, unknown>, path: string, options?: Options) =>
  submit(data, options)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

const criteria = l10Example.criteria as Record<string, unknown>[];
const owners = l10Example.otherOwners as Record<string, unknown>[];

describe('L10 pollution permit (spec §3 L09/L10, issue 4 item 10)', () => {
  it('is registered with its change and amend variants, for persons and companies, without an end date', () => {
    expect(definitionOf('l10')).toBe(l10);
    expect(l10.applicationTypes).toEqual(['NAUJA', 'LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS']);
    expect([...l10.filers].sort()).toEqual(['company', 'person']);
    expect(l10.validity).toEqual({ indefinite: true });
    expect(l10.permitLifecycle).toBe('general');
  });

  it('accepts the complete example from a company and from a natural person', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    expect(result.data.installationName).toBe(l10Example.installationName);
    expect(result.data[l10.titleField ?? '']).toBe(l10Example.installationName);
    const person = submit({ ...l10Example, ...personContactsExample }, { filer: 'person' });
    expect(person.issues).toEqual([]);
  });

  it('requires the installation, its place and its activity', () => {
    for (const field of [
      'installationName',
      'municipality',
      'locality',
      'address',
      'activityType',
      'activityDescription',
    ]) {
      expect(messagesAt({ ...full, [field]: '' }, field), field).toEqual(['validation.required']);
    }
    const optional = submit({ ...full, installationPart: '', elderate: '', street: '' });
    expect(optional.issues).toEqual([]);
    expect(optional.data.installationPart).toBeUndefined();
  });

  it('takes the municipality from the list of 60 and checks the address', () => {
    expect(messagesAt({ ...full, municipality: 'VILNIUS' }, 'municipality')).toEqual(['validation.choice']);
    expect(submit({ ...full, municipality: 'VILNIAUS_M_SAV' }).issues).toEqual([]);
    expect(messagesAt({ ...full, address: 'Minijos gatvė' }, 'address')).toEqual(['validation.address']);
  });

  it('asks which other activity only when "other" is chosen', () => {
    expect(messagesAt({ ...full, activityType: 'KITA' }, 'activityTypeOther')).toEqual([
      'validation.required',
    ]);
    const other = submit({ ...full, activityType: 'KITA', activityTypeOther: 'Medienos džiovinimas' });
    expect(other.issues).toEqual([]);
    const hidden = submit({ ...full, activityTypeOther: 'Medienos džiovinimas' });
    expect(hidden.data.activityTypeOther).toBeUndefined();
  });

  it('needs at least one criterion, each once, with an explanation when the installation does not conform', () => {
    expect(messagesAt({ ...full, criteria: [] }, 'criteria')).toEqual(['pollution.error.criterionRequired']);
    const twice = [criteria[0], { criterion: 'ATLIEKOS', conforms: 'NE', explanation: 'Trūksta talpų' }];
    expect(messagesAt({ ...full, criteria: twice }, 'criteria[1].criterion')).toEqual([
      'pollution.error.duplicateCriterion',
    ]);
    const unexplained = [{ criterion: 'KVAPAI', conforms: 'NE' }];
    expect(messagesAt({ ...full, criteria: unexplained }, 'criteria[0].explanation')).toEqual([
      'validation.required',
    ]);
    const conforming = submit({
      ...full,
      criteria: [{ criterion: 'KVAPAI', conforms: 'TAIP', explanation: 'x' }],
    });
    expect(conforming.issues).toEqual([]);
    expect((conforming.data.criteria as Record<string, unknown>[])[0]?.explanation).toBeUndefined();
    expect(
      messagesAt({ ...full, criteria: [{ criterion: 'KVAPAI', conforms: 'GAL' }] }, 'criteria[0].conforms'),
    ).toEqual(['validation.choice']);
  });

  it('lists other owners as persons with a person code or companies with a company code', () => {
    expect(messagesAt({ ...full, otherOwners: [] }, 'otherOwners')).toEqual([
      'pollution.error.ownerRequired',
    ]);
    const badPerson = [{ ...owners[1], personCode: '38001010008' }];
    expect(messagesAt({ ...full, otherOwners: badPerson }, 'otherOwners[0].personCode')).toEqual([
      'validation.personCode',
    ]);
    const company = [{ ownerType: 'JURIDINIS', personCode: '38001010009' }];
    const result = submit({ ...full, otherOwners: company });
    expect(result.issues.map((issue) => issue.path)).toEqual([
      'otherOwners[0].companyCode',
      'otherOwners[0].companyName',
    ]);
    expect(
      messagesAt(
        { ...full, otherOwners: [{ ...owners[0], companyCode: '304123456' }] },
        'otherOwners[0].companyCode',
      ),
    ).toEqual(['validation.companyCode']);
    expect(result.data.otherOwners).toEqual([{ ownerType: 'JURIDINIS' }]);
    expect(messagesAt({ ...full, otherOwners: [...owners, owners[0]] }, 'otherOwners')).toEqual([
      'pollution.error.duplicateOwner',
    ]);
  });

  it('drops the owners and does not ask for their consent when there are none', () => {
    const alone = { ...full, hasOtherOwners: false };
    const result = submit(alone, {
      documentTypes: l10ExampleDocuments.filter((type) => type !== 'SAVININKU_SUTIKIMAS'),
    });
    expect(result.issues).toEqual([]);
    expect(result.data.otherOwners).toBeUndefined();
    expect(messagesAt(full, 'documents.SAVININKU_SUTIKIMAS', { documentTypes: ['PARAISKA'] })).toEqual([
      'pollution.error.ownersConsentRequired',
    ]);
  });

  it('needs the application form, its pdf, the site plan and the technical description', () => {
    const result = submit(full, { documentTypes: [] });
    expect(result.issues.map((issue) => issue.path)).toEqual([
      'documents.PARAISKA',
      'documents.PARAISKA_PDF',
      'documents.SITUACIJOS_PLANAS',
      'documents.TECHNINIS_APRASAS',
      'documents.SAVININKU_SUTIKIMAS',
    ]);
  });

  it('asks what changes and why on a change or an amendment only, and never stores the type', () => {
    for (const applicationType of ['LEIDIMO_KEITIMAS', 'LEIDIMO_TIKSLINIMAS'] as const) {
      expect(messagesAt(full, 'changeDescription', { applicationType })).toEqual(['validation.required']);
      const result = submit(
        { ...full, changeDescription: 'Didinamas rūšiavimo pajėgumas iki 40 000 t per metus' },
        {
          applicationType,
        },
      );
      expect(result.issues).toEqual([]);
      expect(result.data.changeDescription).toMatch(/^Didinamas/);
      expect(result.data.applicationType).toBeUndefined();
    }
    const fresh = submit({ ...full, changeDescription: 'Nieko' });
    expect(fresh.issues).toEqual([]);
    expect(fresh.data.changeDescription).toBeUndefined();
  });

  it('needs the declaration and a company contact position', () => {
    expect(messagesAt({ ...full, declaration: false }, 'declaration')).toEqual(['validation.declaration']);
    expect(messagesAt({ ...full, contactPosition: '' }, 'contactPosition')).toEqual(['validation.required']);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l10, data, { mode: 'draft', filer: 'company', today: TODAY });
    expect(
      draft({ installationName: 'Katilinė', hasOtherOwners: true, criteria: [{ criterion: 'ORAS' }] }).issues,
    ).toEqual([]);
    expect(draft({ installationName: 'Katilinė', municipality: 'NERA' }).issues).toEqual([
      { path: 'municipality', message: 'validation.choice' },
    ]);
  });
});
