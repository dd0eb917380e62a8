import { describe, expect, it } from 'vitest';
import { validateApplication } from '../../engine/validate.ts';
import { personContactsExample } from '../../parts/contacts-examples.ts';
import { definitionOf } from '../../registry.ts';
import { l16_2Example, l16_2ExampleDocuments } from './example.ts';
import { l16_2 } from './index.ts';

const TODAY = '2026-11-21';
const full = { ...l16_2Example, ...personContactsExample };

const submit = (data: Record<string, unknown>, documentTypes: readonly string[] = l16_2ExampleDocuments) =>
  validateApplication(l16_2, data, { mode: 'submit', filer: 'person', documentTypes, today: TODAY });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

const certificate = (l16_2Example.certificates as Record<string, unknown>[])[0] ?? {};
const lithuanian = {
  number: 'FD-LT-2026-0311',
  issuer: 'VšĮ „Šaldymo technikos mokymo centras“',
  issueDate: '2026-10-02',
  validFrom: '2026-10-02',
  validTo: '2031-10-01',
  country: 'LT',
  categories: ['I', 'II'],
};

describe('L16.2 F-gas individual certificate (spec §3, §5 L16)', () => {
  it('is registered for persons only: a company must not file it', () => {
    expect(definitionOf('l16_2')).toBe(l16_2);
    expect(l16_2.filers).toEqual(['person']);
    expect(new Set(l16_2.documents.map((slot) => slot.accept))).toEqual(new Set(['l16']));
  });

  it('accepts the complete example', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    expect(result.data.requestedCategories).toEqual(['I']);
  });

  it('needs the recipient data and a valid person code', () => {
    expect(messagesAt({ ...full, recipientPersonCode: '38703181746' }, 'recipientPersonCode')).toEqual([
      'validation.personCode',
    ]);
    expect(messagesAt({ ...full, recipientFirstName: 'jonas' }, 'recipientFirstName')).toEqual([
      'validation.name',
    ]);
    expect(messagesAt({ ...full, basis: '' }, 'basis')).toEqual(['validation.required']);
  });

  it('needs certificate data, each certificate with at least one category gained', () => {
    expect(messagesAt({ ...full, certificates: [] }, 'certificates')).toEqual([
      'l16.error.certificateRequired',
    ]);
    expect(
      messagesAt(
        { ...full, certificates: [{ ...certificate, categories: [] }] },
        'certificates[0].categories',
      ),
    ).toEqual(['validation.required']);
    expect(
      messagesAt({ ...full, certificates: [{ ...certificate, country: 'NO' }] }, 'certificates[0].country'),
    ).toEqual(['validation.choice']);
    expect(
      messagesAt(
        { ...full, certificates: [{ ...certificate, validTo: '2022-05-12' }] },
        'certificates[0].validTo',
      ),
    ).toEqual(['validation.dateToAfterFrom']);
    expect(
      messagesAt({ ...full, certificates: [certificate, certificate] }, 'certificates[1].number'),
    ).toEqual(['l16.error.duplicateCertificate']);
    const open = submit({ ...full, certificates: [{ ...certificate, validTo: '' }] });
    expect(open.issues).toEqual([]);
  });

  it('needs at least one requested category, and only categories gained', () => {
    expect(messagesAt({ ...full, requestedCategories: [] }, 'requestedCategories')).toEqual([
      'validation.required',
    ]);
    expect(messagesAt({ ...full, requestedCategories: ['I', 'MAC'] }, 'requestedCategories')).toEqual([
      'l16.error.categoryNotGained',
    ]);
  });

  it('recognises only a certificate from another member state; an exam certificate may be Lithuanian', () => {
    expect(messagesAt({ ...full, certificates: [lithuanian] }, 'certificates')).toEqual([
      'l16.error.foreignCertificateRequired',
    ]);
    const exam = submit({
      ...full,
      basis: 'EGZAMINAS',
      certificates: [lithuanian],
      requestedCategories: ['II'],
    });
    expect(exam.issues).toEqual([]);
  });

  it('needs a copy of the certificate and of an identity document, and a payment method', () => {
    expect(submit(full, []).issues).toEqual([
      { path: 'documents.PAZYMEJIMO_KOPIJA', message: 'l16.error.certificateCopyRequired' },
      { path: 'documents.ASMENS_DOKUMENTAS', message: 'l16.error.idDocumentRequired' },
    ]);
    expect(messagesAt({ ...full, paymentMethod: '' }, 'paymentMethod')).toEqual(['validation.required']);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l16_2, data, { mode: 'draft', filer: 'person', today: TODAY });
    expect(draft({ recipientFirstName: 'Jonas', certificates: [{ number: 'FD-1' }] }).issues).toEqual([]);
    expect(draft({ certificates: [{ issueDate: '2022-13-01' }] }).issues).toEqual([
      { path: 'certificates[0].issueDate', message: 'validation.invalidDate' },
    ]);
  });
});
