import { describe, expect, it } from 'vitest';
import type { Filer } from '../../engine/definition.ts';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample } from '../../parts/contacts-examples.ts';
import { definitionOf } from '../../registry.ts';
import { addDays, l01ExampleDocuments, l01ExampleFor, personContactsExample } from './example.ts';
import { l01 } from './index.ts';

const TODAY = '2026-11-21';
const example = l01ExampleFor(TODAY);
const full = { ...example, ...personContactsExample };

const submit = (
  data: Record<string, unknown>,
  filer: Filer = 'person',
  documentTypes = l01ExampleDocuments,
) => validateApplication(l01, data, { mode: 'submit', filer, documentTypes, today: TODAY });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

const tortoise = (example.animals as Record<string, unknown>[])[0] ?? {};
const trophy = {
  scientificName: 'Ursus arctos',
  commonName: 'Rudasis lokys',
  description: 'Kaukolė ir kailis',
  annex: 'A',
  source: 'W',
  quantity: '1',
  unit: 'VNT',
};

describe('L01 import and export of wild animals, plants and fungi (spec §3, §5 L01)', () => {
  it('is registered for persons and companies', () => {
    expect(definitionOf('l01')).toBe(l01);
    expect([...l01.filers].sort()).toEqual(['company', 'person']);
  });

  it('accepts the complete example from a person and from a company, counting live specimens', () => {
    const result = submit(full);
    expect(result.issues).toEqual([]);
    expect((result.data.animals as { quantity: number }[])[0]?.quantity).toBe(2);
    expect(submit({ ...example, ...companyContactsExample }, 'company').issues).toEqual([]);
  });

  it('keeps the example valid from the real today', () => {
    const result = validateApplication(
      l01,
      { ...l01ExampleFor(addDays(TODAY, 400)), ...personContactsExample },
      { mode: 'submit', filer: 'person', documentTypes: l01ExampleDocuments, today: addDays(TODAY, 400) },
    );
    expect(result.issues).toEqual([]);
  });

  it('needs at least one entry among animals, parts or products', () => {
    expect(messagesAt({ ...full, animals: [] }, 'animals')).toEqual(['l01.error.entryRequired']);
    const partsOnly = { ...full, animals: [], parts: [trophy], purpose: 'H' };
    expect(submit(partsOnly, 'person', ['KILMES_DOKUMENTAS', 'EKSPORTO_LEIDIMAS']).issues).toEqual([]);
    const productsOnly = {
      ...full,
      animals: [],
      products: [{ ...trophy, description: 'Rankinė', quantity: '0.5', unit: 'KG' }],
    };
    expect(submit(productsOnly).issues).toEqual([]);
  });

  it('refuses a date before today and an end before the start, but allows the same day', () => {
    expect(messagesAt({ ...full, dateFrom: '2026-11-20' }, 'dateFrom')).toEqual([
      'validation.dateNotBeforeToday',
    ]);
    expect(messagesAt({ ...full, dateFrom: '2026-12-10', dateTo: '2026-12-09' }, 'dateTo')).toEqual([
      'validation.dateToNotBeforeFrom',
    ]);
    expect(submit({ ...full, dateFrom: TODAY, dateTo: TODAY }).issues).toEqual([]);
    expect(messagesAt({ ...full, dateTo: '2026-02-30' }, 'dateTo')).toEqual(['validation.invalidDate']);
  });

  it('asks for the country of export on an import and the country of destination on an export', () => {
    expect(messagesAt({ ...full, exportCountry: '' }, 'exportCountry')).toEqual(['validation.required']);
    const exported = submit({ ...full, direction: 'EKSPORTAS' });
    expect(exported.issues.map((issue) => issue.path)).toEqual(['destinationCountry']);
    const reExport = submit({ ...full, direction: 'REEKSPORTAS', destinationCountry: 'Jungtinė Karalystė' });
    expect(reExport.issues).toEqual([]);
    expect(reExport.data.exportCountry).toBeUndefined();
  });

  it('checks the species name, the codes and the quantities', () => {
    const animals = (row: Record<string, unknown>) => ({ ...full, animals: [{ ...tortoise, ...row }] });
    expect(messagesAt(animals({ scientificName: 'testudo Hermanni' }), 'animals[0].scientificName')).toEqual([
      'cites.error.scientificName',
    ]);
    expect(messagesAt(animals({ scientificName: 'Acipenser spp.' }), 'animals[0].scientificName')).toEqual(
      [],
    );
    expect(messagesAt(animals({ annex: 'E' }), 'animals[0].annex')).toEqual(['validation.choice']);
    expect(messagesAt(animals({ source: 'Z' }), 'animals[0].source')).toEqual(['validation.choice']);
    expect(messagesAt(animals({ quantity: '1.5' }), 'animals[0].quantity')).toEqual([
      'validation.wholeNumber',
    ]);
    expect(messagesAt(animals({ quantity: '0' }), 'animals[0].quantity')).toEqual(['validation.positive']);
    expect(messagesAt({ ...full, purpose: 'X' }, 'purpose')).toEqual(['validation.choice']);
    const parts = { ...full, parts: [{ ...trophy, unit: '' }] };
    expect(messagesAt(parts, 'parts[0].unit')).toEqual(['validation.required']);
  });

  it("needs proof of origin, the exporting country's permit on an import and a health certificate for live specimens", () => {
    const missing = submit(full, 'person', []);
    expect(missing.issues).toEqual([
      { path: 'documents.KILMES_DOKUMENTAS', message: 'validation.documentRequired' },
      { path: 'documents.EKSPORTO_LEIDIMAS', message: 'l01.error.exportPermitRequired' },
      { path: 'documents.SVEIKATOS_SERTIFIKATAS', message: 'l01.error.healthCertificateRequired' },
    ]);
    const exportOfParts = {
      ...full,
      direction: 'EKSPORTAS',
      destinationCountry: 'Norvegija',
      animals: [],
      parts: [trophy],
    };
    expect(submit(exportOfParts, 'person', ['KILMES_DOKUMENTAS']).issues).toEqual([]);
  });

  it('saves a half-filled draft but not one with a date in the past', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l01, data, { mode: 'draft', filer: 'person', today: TODAY });
    expect(
      draft({ direction: 'IMPORTAS', animals: [{ scientificName: 'Testudo hermanni' }] }).issues,
    ).toEqual([]);
    expect(draft({ dateFrom: '2026-01-01' }).issues).toEqual([
      { path: 'dateFrom', message: 'validation.dateNotBeforeToday' },
    ]);
  });
});
