/**
 * A labelled input with hint and error (GOV.UK pattern). Shows invalid when the field was touched
 * or a submit was tried and it has an error; valid when touched without error (spec §5).
 */
import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface FieldState {
  error?: string | undefined;
  /** Touched or submitted: spec §5 shows validity only then. */
  shown: boolean;
}

export function fieldClass(base: string, state: FieldState): string {
  if (!state.shown) return base;
  return `${base} ${state.error ? `${base}--invalid` : `${base}--valid`}`;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  label: string;
  hint?: string | undefined;
  state: FieldState;
  registration: UseFormRegisterReturn;
  required?: boolean;
  /** Shown after the label of an optional field, e.g. "(optional)". */
  optionalText?: string | undefined;
}

export function TextField({
  id,
  label,
  hint,
  state,
  registration,
  required,
  optionalText,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = state.shown && state.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldClass('field', state)}>
      <label className="field__label" htmlFor={id}>
        {label}
        {!required && optionalText && <span className="field__optional"> ({optionalText})</span>}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {errorId && (
        <p className="field__error" id={errorId}>
          {state.error}
        </p>
      )}
      <input
        id={id}
        className="field__input"
        aria-invalid={state.shown && state.error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...input}
        {...registration}
      />
    </div>
  );
}
