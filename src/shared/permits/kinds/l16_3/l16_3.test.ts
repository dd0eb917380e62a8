import { describe, expect, it } from 'vitest';
import type { Filer } from '../../engine/definition.ts';
import { validateApplication } from '../../engine/validate.ts';
import { companyContactsExample, personContactsExample } from '../../parts/contacts-examples.ts';
import { definitionOf } from '../../registry.ts';
import { l16_3Example, l16_3ExampleDocuments } from './example.ts';
import { l16_3 } from './index.ts';

const TODAY = '2026-11-21';
const full = { ...l16_3Example, ...companyContactsExample };

const submit = (
  data: Record<string, unknown>,
  filer: Filer = 'company',
  documentTypes: readonly string[] = l16_3ExampleDocuments,
) => validateApplication(l16_3, data, { mode: 'submit', filer, documentTypes, today: TODAY });
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

const activities = l16_3Example.activities as Record<string, unknown>[];
const workers = l16_3Example.workers as Record<string, unknown>[];
const resources = l16_3Example.resources as Record<string, unknown>[];

describe('L16.3 F-gas handling attestation (spec §3, §5 L16)', () => {
  it('is registered for companies and self-employed persons, with pdf, tiff or jpg files', () => {
    expect(definitionOf('l16_3')).toBe(l16_3);
    expect([...l16_3.filers].sort()).toEqual(['company', 'person']);
    expect(new Set(l16_3.documents.map((slot) => slot.accept))).toEqual(new Set(['l16']));
  });

  it('accepts a type II company and a type I self-employed technician', () => {
    expect(submit(full).issues).toEqual([]);
    const alone = { ...l16_3Example, ...personContactsExample, caseType: 'I', workers: [workers[0]] };
    expect(submit(alone, 'person').issues).toEqual([]);
  });

  it('needs exactly one worker in a type I case and two or more in a type II case', () => {
    expect(messagesAt({ ...full, caseType: 'I' }, 'workers')).toEqual(['l16.error.typeOneWorkers']);
    expect(messagesAt({ ...full, workers: [workers[0]] }, 'workers')).toEqual(['l16.error.typeTwoWorkers']);
    expect(messagesAt({ ...full, workers: [] }, 'workers')).toEqual(['l16.error.workerRequired']);
    expect(messagesAt({ ...full, caseType: 'I', workers: [] }, 'workers')).toEqual([
      'l16.error.workerRequired',
    ]);
    expect(messagesAt({ ...full, caseType: 'III' }, 'caseType')).toEqual(['validation.choice']);
  });

  it('checks the workers: person codes, no one twice, a certificate number each', () => {
    expect(
      messagesAt(
        { ...full, workers: [{ ...workers[0], asmensKodas: '38304050007' }, workers[1]] },
        'workers[0].asmensKodas',
      ),
    ).toEqual(['validation.personCode']);
    expect(messagesAt({ ...full, workers: [workers[0], workers[0]] }, 'workers[1].asmensKodas')).toEqual([
      'worker.error.duplicate',
    ]);
    expect(
      messagesAt(
        { ...full, workers: [{ ...workers[0], certificateNumber: '' }, workers[1]] },
        'workers[0].certificateNumber',
      ),
    ).toEqual(['validation.required']);
  });

  it('refuses a duplicate activity type and an activity without a category', () => {
    expect(
      messagesAt({ ...full, activities: [...activities, activities[0]] }, 'activities[3].activityType'),
    ).toEqual(['l16.error.duplicateActivity']);
    expect(
      messagesAt(
        { ...full, activities: [{ activityType: 'REMONTAS', categories: [] }] },
        'activities[0].categories',
      ),
    ).toEqual(['validation.required']);
    expect(messagesAt({ ...full, activities: [] }, 'activities')).toEqual(['l16.error.activityRequired']);
  });

  it('needs a recovery unit for recovery and a leak detector for leak checks', () => {
    const noRecovery = resources.filter((row) => row.resourceType !== 'SURINKIMO_IRENGINYS');
    expect(messagesAt({ ...full, resources: noRecovery }, 'resources')).toEqual([
      'l16.error.recoveryUnitRequired',
    ]);
    const noDetector = resources.filter((row) => row.resourceType !== 'NUOTEKIO_DETEKTORIUS');
    expect(messagesAt({ ...full, resources: noDetector }, 'resources')).toEqual([
      'l16.error.leakDetectorRequired',
    ]);
    const installOnly = { ...full, activities: [activities[0]], resources: [resources[2]] };
    expect(submit(installOnly).issues).toEqual([]);
    const rig = [...resources, { resourceType: 'STENDAS_STACIONARUS', model: 'RT-200', quantity: '1' }];
    expect(messagesAt({ ...full, resources: rig }, 'resources[3].resourceType')).toEqual([
      'validation.choice',
    ]);
  });

  it("needs copies of the workers' certificates and a payment method", () => {
    expect(submit(full, 'company', []).issues.map((issue) => issue.path)).toEqual([
      'documents.DARBUOTOJU_PAZYMEJIMAI',
    ]);
    expect(messagesAt({ ...full, paymentMethod: '' }, 'paymentMethod')).toEqual(['validation.required']);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l16_3, data, { mode: 'draft', filer: 'company', today: TODAY });
    expect(draft({ caseType: 'I', workers: [{ vardas: 'Mantas' }] }).issues).toEqual([]);
    expect(draft({ workers: [{ vardas: 'mantas' }] }).issues).toEqual([
      { path: 'workers[0].vardas', message: 'validation.name' },
    ]);
  });
});
