/**
 * Every kind of spec §1 is registered, and every definition is whole: unique step ids and field
 * names, conditions naming real siblings, documents that exist, and an example that passes the
 * submit check. A new kind folder is covered by adding it to the registry.
 */
import { describe, expect, it } from 'vitest';
import type { FieldDef, KindDefinition } from './engine/definition.ts';
import { stepsOf, validateApplication } from './engine/validate.ts';
import { KIND_SEGMENTS } from './kind-list.ts';
import { definitionOf, REGISTERED_KINDS, registeredKind } from './registry.ts';

function problems(fields: readonly FieldDef[], where: string): string[] {
  const found: string[] = [];
  const names = fields.map((f) => f.name);
  names.forEach((name, i) => {
    if (names.indexOf(name) !== i) found.push(`${where}: field ${name} twice`);
  });
  for (const field of fields) {
    if (field.when && !names.includes(field.when.field) && field.when.field !== 'applicationType') {
      found.push(`${where}.${field.name}: condition on unknown ${field.when.field}`);
    }
    if (field.type === 'date' && field.after && !names.includes(field.after)) {
      found.push(`${where}.${field.name}: after unknown ${field.after}`);
    }
    if (field.type === 'group') {
      found.push(...problems(field.fields, `${where}.${field.name}`));
      for (const name of field.unique?.fields ?? []) {
        if (!field.fields.some((f) => f.name === name))
          found.push(`${where}.${field.name}: unique on unknown ${name}`);
      }
    }
    if (
      (field.type === 'select' || field.type === 'radio' || field.type === 'checkboxes') &&
      field.options.length === 0
    ) {
      found.push(`${where}.${field.name}: no options`);
    }
  }
  return found;
}

function definitionProblems(kind: KindDefinition): string[] {
  const found: string[] = [];
  const filer = kind.filers.includes('company')
    ? 'company'
    : kind.filers.includes('person')
      ? 'person'
      : 'anonymous';
  const steps = stepsOf(kind, filer);
  const ids = steps.map((s) => s.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) found.push(`step ${id} twice`);
  });
  const topLevel = steps.flatMap((s) => s.fields);
  found.push(...problems(topLevel, kind.segment));
  const slotTypes = kind.documents.map((d) => d.type);
  for (const step of steps) {
    for (const type of step.documents ?? [])
      if (!slotTypes.includes(type)) found.push(`step ${step.id}: unknown document ${type}`);
  }
  for (const type of slotTypes) {
    if (!steps.some((s) => s.documents?.includes(type))) found.push(`document ${type} on no step`);
  }
  if (kind.titleField && !topLevel.some((f) => f.name === kind.titleField))
    found.push(`titleField ${kind.titleField}`);
  if (!kind.applicationTypes.includes('NAUJA')) found.push('no NAUJA type');
  if (kind.filers.length === 0) found.push('nobody may file it');
  return found;
}

describe('the permit-kind registry (architecture §3)', () => {
  it('registers all 22 kinds of spec §1, each once', () => {
    expect(REGISTERED_KINDS.map((k) => k.segment)).toEqual([...KIND_SEGMENTS]);
    expect(registeredKind('L05.1')?.segment).toBe('l05_1');
    expect(definitionOf('l13')?.segment).toBe('l13');
  });

  it('offers change and amendment applications exactly for L02, L04, L09, L10, L11, L12 and L13 (spec §2)', () => {
    const withVariants = REGISTERED_KINDS.filter(
      (k) =>
        k.definition.applicationTypes.includes('LEIDIMO_KEITIMAS') &&
        k.definition.applicationTypes.includes('LEIDIMO_TIKSLINIMAS'),
    ).map((k) => k.type);
    expect([...new Set(withVariants)]).toEqual(['L02', 'L04', 'L09', 'L10', 'L11', 'L12', 'L13']);
    // The pages' "change and amendment" note reads the same list from the definitions.
    expect(REGISTERED_KINDS.filter((k) => k.hasChangeVariants).map((k) => k.code)).toEqual([
      'L02',
      'L04',
      'L09',
      'L10',
      'L11',
      'L12',
      'L13',
    ]);
  });

  it('lets anonymous visitors file only L05 and L06 (spec §6)', () => {
    const anonymous = REGISTERED_KINDS.filter((k) => k.definition.filers.includes('anonymous')).map(
      (k) => k.segment,
    );
    expect(anonymous).toEqual(['l05_1', 'l05_2', 'l06_1', 'l06_2']);
  });

  for (const kind of REGISTERED_KINDS) {
    it(`${kind.code}: has a whole definition and an example that passes the submit check`, async () => {
      expect(definitionProblems(kind.definition)).toEqual([]);
      const module = (await import(`./kinds/${kind.segment}/example.ts`)) as Record<string, unknown>;
      const example = module[`${kind.segment}Example`] as Record<string, unknown> | undefined;
      const docs = module[`${kind.segment}ExampleDocuments`] as string[] | undefined;
      expect(example, `${kind.segment}Example`).toBeDefined();
      expect(docs, `${kind.segment}ExampleDocuments`).toBeDefined();
      const filer = kind.definition.filers.includes('company')
        ? 'company'
        : kind.definition.filers.includes('person')
          ? 'person'
          : 'anonymous';
      const contacts =
        filer === 'anonymous'
          ? { declaration: true }
          : {
              contactFirstName: 'Ona',
              contactLastName: 'Petraitienė',
              contactPosition: 'Direktorė',
              contactEmail: 'ona@example.lt',
              contactPhone: '+37061234567',
              contactAddress: 'Gedimino pr. 1, Vilnius',
              declaration: true,
            };
      const result = validateApplication(
        kind.definition,
        { ...example, ...contacts },
        {
          mode: 'submit',
          filer,
          documentTypes: docs!,
        },
      );
      expect(result.issues).toEqual([]);
    });
  }
});
