/**
 * A permit kind's step as a step of the step form (ADR 0039): its fields are the definition's,
 * checked by the engine's `validateFields`, the same walker the server runs on every save and
 * submit. Kept apart from step-form.ts so that a page whose checks are not the engine's (the catch
 * report) does not load the validator and its schemas.
 */
import type { CrossFieldRule, StepDef } from '../../../shared/permits/engine/definition.ts';
import { type ValidationMode, validateFields } from '../../../shared/permits/engine/validate.ts';
import type { FormStep } from './step-form.ts';

export interface EngineStepOptions {
  /** `submit` (the default) asks for every required field; `draft` only for valid values. */
  mode?: ValidationMode;
  /** Rules across the step's fields (submit only). */
  rules?: readonly CrossFieldRule[];
  /** `yyyy-MM-dd` in Lithuania; injectable for tests. */
  today?: string;
}

export function engineStep(
  step: StepDef,
  { mode = 'submit', rules, today }: EngineStepOptions = {},
): FormStep<Record<string, unknown>> {
  return {
    id: step.id,
    fields: step.fields.map((field) => field.name),
    check: (values) =>
      validateFields(step.fields, values, {
        mode,
        ...(rules ? { rules } : {}),
        ...(today ? { today } : {}),
      }).issues.map(({ path, message, values: messageValues }) =>
        messageValues ? { field: path, message, values: messageValues } : { field: path, message },
      ),
  };
}
