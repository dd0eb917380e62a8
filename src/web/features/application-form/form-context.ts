/** What every field of the form reads: the state, the check of the data and how to change them. */
import { createContext, type Dispatch, useContext } from 'react';
import type { ApplicationType, StepDef } from '../../../shared/permits/engine/definition.ts';
import type { PathFormAction, PathFormState } from '../../platform/forms/path-form.ts';
import type { FormCheck } from './form-check.ts';

export interface FormContextValue {
  state: PathFormState;
  dispatch: Dispatch<PathFormAction>;
  check: FormCheck;
  steps: readonly StepDef[];
  /** `yyyy-MM-dd` in Lithuania, for the worker warnings. */
  today: string;
  /** The applicant's company code, when a company files (worker warnings). */
  applicantCompanyCode: string | undefined;
  /** Top-level conditions may name the pseudo-field `applicationType` (validate.ts). */
  applicationType: ApplicationType;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('form fields render inside the application form');
  return value;
}
