/**
 * One validator for every permit kind (architecture §3): it walks a kind's definition and checks the
 * data the same way in the browser (the form engine's resolver) and on the server (every save,
 * submit and amend re-validates). Each field type brings its rules; coded fields use the shared
 * valibot schemas of `src/shared/fields`. Messages are ids with values, translated late.
 *
 * Modes (spec §5 "A form with errors cannot be submitted, amended or saved"):
 * - `draft`: what is filled in must be valid; empty required fields, row minimums, document slots
 *   and cross-field rules wait for the submit.
 * - `submit`: everything, including the responsibility declaration.
 *
 * Hidden fields (a `when` condition that does not hold) are neither validated nor kept.
 */
import * as v from 'valibot';
import {
  addressSchema,
  companyCodeSchema,
  emailSchema,
  GEOCODES_MAX_TEXT,
  geocodeListMessage,
  isDateToAfterFrom,
  isValidIsoDate,
  nameSchema,
  normalizeGeocodes,
  personCodeEntrySchema,
  personCodeOrBirthDateSchema,
  personCodeSchema,
  phoneSchema,
  postcodeSchema,
  todayInLithuania,
  VALIDATION,
} from '../../fields/index.ts';
import type { MessageId, MessageValues } from '../../i18n/index.ts';
import { contactStep, DECLARATION_FIELD } from './common.ts';
import type {
  ApplicationType,
  Condition,
  CrossFieldRule,
  DocumentSlot,
  FieldDef,
  Filer,
  GroupField,
  KindDefinition,
  StepDef,
} from './definition.ts';

export interface FieldIssue {
  /** Dotted path, rows in brackets: `employees[0].personCode`. Document slots: `documents.<type>`. */
  path: string;
  message: MessageId;
  values?: MessageValues;
}

export type ValidationMode = 'draft' | 'submit';

export interface ValidationContext {
  mode: ValidationMode;
  /** Who files: a company's contact person must give a position (spec §5 Profile). */
  filer: Filer;
  /** Types of documents attached so far (submit checks required slots). Omit to skip the check. */
  documentTypes?: readonly string[];
  /** `yyyy-MM-dd` in Lithuania; injectable for tests. */
  today?: string;
  /**
   * The application's type. Fields may depend on it through a condition on the pseudo-field
   * `applicationType` (e.g. a "what changes" field only on a LEIDIMO_KEITIMAS); it is never stored.
   */
  applicationType?: ApplicationType;
}

export interface ValidationResult {
  ok: boolean;
  /** Trimmed, typed (numbers as numbers), hidden fields dropped, empty optional fields dropped. */
  data: Record<string, unknown>;
  issues: FieldIssue[];
}

const TEXTAREA_MAX = 4000;
const TEXT_MAX = 255;
const GROUP_MAX_DEFAULT = 200;

const CODED_SCHEMAS = {
  personCode: personCodeSchema,
  personCodeOrBirthDate: personCodeOrBirthDateSchema,
  companyCode: companyCodeSchema,
  email: emailSchema,
  phone: phoneSchema,
  postcode: postcodeSchema,
  address: addressSchema,
  name: nameSchema,
} as const;

/** Every step the person walks through: the kind's own, then contact details (not for anonymous filers). */
export function stepsOf(definition: KindDefinition, filer: Filer): StepDef[] {
  // Anglers give their contacts in the purchase itself (spec §3 L05/L06 angler data).
  return filer === 'anonymous' || definition.journey === 'angler'
    ? [...definition.steps]
    : [...definition.steps, contactStep(filer)];
}

export function conditionHolds(
  condition: Condition | undefined,
  siblings: Readonly<Record<string, unknown>>,
) {
  if (!condition) return true;
  const value = siblings[condition.field];
  // A checkbox may arrive as the text 'true' from a form post; compare booleans by their text.
  if ('equals' in condition)
    return (
      value === condition.equals ||
      (typeof condition.equals === 'boolean' && String(value) === String(condition.equals))
    );
  if ('in' in condition) return typeof value === 'string' && condition.in.includes(value);
  return !isEmpty(value);
}

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function isRequired(field: FieldDef): boolean {
  if (field.type === 'checkbox') return field.required === true;
  if (field.type === 'group') return false;
  return field.required !== false;
}

function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

class Walker {
  readonly issues: FieldIssue[] = [];
  constructor(private readonly context: Required<Pick<ValidationContext, 'mode' | 'today'>>) {}

  private issue(path: string, message: MessageId, values?: MessageValues) {
    this.issues.push(values ? { path, message, values } : { path, message });
  }

  /** Validates the fields of one level (the top or one row) and returns their cleaned values. */
  fields(fields: readonly FieldDef[], input: Readonly<Record<string, unknown>>, prefix: string) {
    const out: Record<string, unknown> = {};
    for (const field of fields) {
      if (!conditionHolds(field.when, input)) continue;
      const path = prefix === '' ? field.name : `${prefix}.${field.name}`;
      const value = this.field(field, input[field.name], path, input);
      if (value !== undefined) out[field.name] = value;
    }
    return out;
  }

  private field(
    field: FieldDef,
    raw: unknown,
    path: string,
    siblings: Readonly<Record<string, unknown>>,
  ): unknown {
    const submit = this.context.mode === 'submit';
    if (field.type === 'group') return this.group(field, raw, path);
    if (field.type === 'checkbox') {
      const checked = raw === true || raw === 'true';
      if (submit && isRequired(field) && !checked) {
        this.issue(path, field.name === DECLARATION_FIELD ? 'validation.declaration' : VALIDATION.required);
      }
      return checked;
    }
    if (field.type === 'checkboxes') {
      const values = Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
      const allowed = new Set(field.options.map((option) => option.value));
      if (values.some((item) => !allowed.has(item))) {
        this.issue(path, 'validation.choice');
        return undefined;
      }
      if (values.length === 0) {
        if (submit && isRequired(field)) this.issue(path, VALIDATION.required);
        return undefined;
      }
      return [...new Set(values)];
    }
    if (isEmpty(raw)) {
      if (submit && isRequired(field)) this.issue(path, VALIDATION.required);
      return undefined;
    }
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      this.issue(path, VALIDATION.invalid);
      return undefined;
    }
    const text = String(raw).trim().normalize('NFC');
    switch (field.type) {
      case 'text':
      case 'textarea': {
        const max = field.maxLength ?? (field.type === 'text' ? TEXT_MAX : TEXTAREA_MAX);
        if (text.length > max) return this.issue(path, VALIDATION.maxLength, { max });
        if (
          field.type === 'text' &&
          field.pattern &&
          !new RegExp(`^(?:${field.pattern.regex})$`, 'u').test(text)
        ) {
          return this.issue(path, field.pattern.message);
        }
        return text;
      }
      case 'number':
        return this.number(field, text, path);
      case 'date': {
        if (!isValidIsoDate(text)) return this.issue(path, VALIDATION.invalidDate);
        if (field.notBefore === 'today' && text < this.context.today) {
          return this.issue(path, 'validation.dateNotBeforeToday');
        }
        const from = field.after ? siblings[field.after] : undefined;
        if (
          typeof from === 'string' &&
          isValidIsoDate(from.trim()) &&
          !isDateToAfterFrom(from.trim(), text)
        ) {
          return this.issue(path, VALIDATION.dateToAfterFrom);
        }
        return text;
      }
      case 'select':
      case 'radio':
        if (!field.options.some((option) => option.value === text))
          return this.issue(path, 'validation.choice');
        return text;
      case 'geocodes': {
        if (text.length > GEOCODES_MAX_TEXT)
          return this.issue(path, VALIDATION.maxLength, { max: GEOCODES_MAX_TEXT });
        const problem = geocodeListMessage(text);
        if (problem) return this.issue(path, problem.id, problem.values);
        return normalizeGeocodes(text);
      }
      default: {
        const schema =
          field.type === 'personCode' && field.entryMessages
            ? personCodeEntrySchema
            : CODED_SCHEMAS[field.type];
        const result = v.safeParse(schema, text);
        if (result.success) return result.output;
        const first = result.issues[0];
        return this.issue(path, (first?.message as MessageId) ?? VALIDATION.invalid);
      }
    }
  }

  private number(field: Extract<FieldDef, { type: 'number' }>, text: string, path: string) {
    const normalized = text.replace(',', '.').replace(/\s/g, '');
    if (!NUMBER_TEXT.test(normalized)) return this.issue(path, 'validation.number');
    const decimals = field.decimals ?? 0;
    if (decimalsOf(normalized) > decimals) {
      return decimals === 0
        ? this.issue(path, 'validation.wholeNumber')
        : this.issue(path, 'validation.decimals', { decimals });
    }
    const value = Number(normalized);
    if (field.min !== undefined) {
      if (field.exclusiveMin && value <= field.min) {
        return field.min === 0
          ? this.issue(path, VALIDATION.positive)
          : this.issue(path, 'validation.minValue', { min: field.min });
      }
      if (value < field.min) return this.issue(path, 'validation.minValue', { min: field.min });
    }
    if (field.max !== undefined && value > field.max)
      return this.issue(path, 'validation.maxValue', { max: field.max });
    return value;
  }

  private group(field: GroupField, raw: unknown, path: string) {
    const rows = Array.isArray(raw) ? raw : [];
    if (raw !== undefined && raw !== null && !Array.isArray(raw)) this.issue(path, VALIDATION.invalid);
    const max = field.max ?? GROUP_MAX_DEFAULT;
    if (rows.length > max) {
      this.issue(path, 'validation.arrayMax', { max });
      return undefined;
    }
    const min = field.min ?? 0;
    if (this.context.mode === 'submit' && rows.length < min) {
      this.issue(path, field.minMessage ?? VALIDATION.arrayMin, { min });
    }
    const cleaned = rows.map((row, index) => {
      const object =
        row !== null && typeof row === 'object' && !Array.isArray(row)
          ? (row as Record<string, unknown>)
          : {};
      return this.fields(field.fields, object, `${path}[${index}]`);
    });
    if (field.unique) {
      const seen = new Set<string>();
      const keyField = field.unique.fields[0] ?? '';
      cleaned.forEach((row, index) => {
        const parts = field.unique!.fields.map((name) => row[name]);
        if (parts.some(isEmpty)) return;
        const key = JSON.stringify(parts);
        if (seen.has(key)) this.issue(`${path}[${index}].${keyField}`, field.unique!.message);
        seen.add(key);
      });
    }
    return cleaned.length > 0 ? cleaned : undefined;
  }
}

/** Required document slots with no file yet, as issues at `documents.<type>`. */
export function missingDocuments(
  slots: readonly DocumentSlot[],
  data: Readonly<Record<string, unknown>>,
  documentTypes: readonly string[],
): FieldIssue[] {
  const present = new Set(documentTypes);
  return slots
    .filter(
      (slot) =>
        (typeof slot.required === 'object' ? conditionHolds(slot.required, data) : slot.required === true) ||
        slot.requiredWhen?.(data) === true,
    )
    .filter((slot) => !present.has(slot.type))
    .map((slot) => ({
      path: `documents.${slot.type}`,
      message: slot.requiredMessage ?? 'validation.documentRequired',
    }));
}

/**
 * Validates an application's data against its kind. The declaration lives at the top level
 * (`declaration`, engine/common.ts) and counts on submit.
 */
export function validateApplication(
  definition: KindDefinition,
  input: unknown,
  context: ValidationContext,
): ValidationResult {
  const record =
    input !== null && typeof input === 'object' && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const walker = new Walker({ mode: context.mode, today: context.today ?? todayInLithuania() });
  const data: Record<string, unknown> = {};
  for (const step of stepsOf(definition, context.filer)) {
    Object.assign(data, walker.fields(step.fields, record, ''));
  }
  const declaration = walker.fields(
    [{ type: 'checkbox', name: DECLARATION_FIELD, label: 'engine.field.declaration', required: true }],
    record,
    '',
  );
  Object.assign(data, declaration);
  const issues = walker.issues;
  if (context.mode === 'submit') {
    for (const rule of definition.rules ?? []) {
      if (!rule.test(data)) issues.push({ path: rule.path, message: rule.message });
    }
    if (context.documentTypes)
      issues.push(...missingDocuments(definition.documents, data, context.documentTypes));
  }
  return { ok: issues.length === 0, data, issues };
}

export interface FieldsContext {
  mode: ValidationMode;
  /** `yyyy-MM-dd` in Lithuania; injectable for tests. */
  today?: string;
  /** Rules across these fields (submit mode only, as in `validateApplication`). */
  rules?: readonly CrossFieldRule[];
}

/**
 * Validates some fields only, by the same rules as a whole application: one step of a form (the
 * step form's Continue, web/platform/forms; ADR 0039). `when` conditions hold against the same
 * input, so a hidden field is neither checked nor kept. The rules see the cleaned values of these
 * fields alone: a rule that needs another step's answer belongs to the kind's `rules`.
 */
export function validateFields(
  fields: readonly FieldDef[],
  input: unknown,
  context: FieldsContext,
): ValidationResult {
  const record =
    input !== null && typeof input === 'object' && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const walker = new Walker({ mode: context.mode, today: context.today ?? todayInLithuania() });
  const data = walker.fields(fields, record, '');
  const issues = walker.issues;
  if (context.mode === 'submit') {
    for (const rule of context.rules ?? []) {
      if (!rule.test(data)) issues.push({ path: rule.path, message: rule.message });
    }
  }
  return { ok: issues.length === 0, data, issues };
}

/** Upgrades stored data to the kind's current schema version (architecture §2: migrated on read). */
export function migrateData(
  definition: KindDefinition,
  data: Record<string, unknown>,
  fromVersion: number,
): Record<string, unknown> {
  let current = data;
  for (let version = fromVersion; version < definition.schemaVersion; version++) {
    const step = definition.migrations?.[version];
    if (step) current = step(current);
  }
  return current;
}
