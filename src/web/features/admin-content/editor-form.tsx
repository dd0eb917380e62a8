/**
 * One form component for every content editor, built from a list of field definitions (house
 * style: many forms from data). GOV.UK patterns: labels, hints, errors at the field and an error
 * summary linked to the fields that takes focus after a failed save (ui/form/error-summary.tsx);
 * the server's 400 `fieldErrors` land on the fields they name (spec §8). HTML is typed in a plain
 * textarea with a live preview beside it.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldValues, type Path, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { ErrorSummary, type SummaryItem } from '../../ui/form/error-summary.tsx';
import { fieldClass } from '../../ui/form/text-field.tsx';
import { messageOf, schemaResolver } from './form-resolver.ts';
import { HtmlPreview } from './html-preview.tsx';
import { splitFieldErrors } from './server-errors.ts';

export type FormValues = Record<string, string | boolean | string[]>;

export interface FieldOption {
  value: string;
  label: string;
  /** Language of the label when it differs from the page's. */
  lang?: string | undefined;
}

export interface FieldDef {
  name: string;
  kind: 'text' | 'html' | 'select' | 'checkbox' | 'checkboxes' | 'date' | 'number';
  label: string;
  hint?: string | undefined;
  required?: boolean;
  /** Shown but not changed (text fields only); values fixed entirely stay out of `fields`. */
  readOnly?: boolean;
  options?: FieldOption[];
  /** Characters the browser lets one type (the schema checks again). */
  maxLength?: number;
}

interface EditorFormProps<TOut> {
  /** Prefix of the field ids, unique on the page. */
  id: string;
  title: string;
  lead?: ReactNode;
  /** The fields shown; values the form must send but not show (an id, a fixed language) sit in `defaultValues` only. */
  fields: FieldDef[];
  schema: v.GenericSchema<unknown, TOut>;
  defaultValues: FormValues;
  submitLabel: string;
  /** Saves; a thrown ApiError 400 is shown on the form. */
  onSubmit: (values: TOut) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
}

export function EditorForm<TOut>({
  id,
  title,
  lead,
  fields,
  schema,
  defaultValues,
  submitLabel,
  onSubmit,
  onSaved,
  onCancel,
}: EditorFormProps<TOut>) {
  const t = useT();
  const { showError } = useFeedback();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, TOut>({
    resolver: schemaResolver<FormValues, TOut>(schema),
    mode: 'onTouched',
    // The error summary takes focus instead, so every problem is heard first (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues,
  });
  const { errors, touchedFields, isSubmitted, isSubmitting } = form.formState;
  const names = fields.map((field) => field.name);

  // Opening an editor moves focus to its heading, so keyboard and screen reader users start there.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: string) => messageOf(errors[name]?.message as string | undefined, t);
  const shown = (name: string) => !!(touchedFields as Record<string, unknown>)[name] || isSubmitted;
  const summary: SummaryItem[] = isSubmitted
    ? fields.flatMap((field) => {
        const message = errorOf(field.name);
        return message ? [{ fieldId: fieldId(field.name), message: `${field.label}: ${message}` }] : [];
      })
    : [];

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await onSubmit(values);
        onSaved();
      } catch (error) {
        if (isApiError(error) && error.status === 400) {
          const { matched, other } = splitFieldErrors(error.fieldErrors, names);
          for (const fieldError of matched) {
            form.setError(fieldError.field as Path<FieldValues>, {
              type: 'server',
              message: fieldError.message,
            });
          }
          const rest = [...error.globalErrors, ...other.map((e) => e.message)];
          setFormError(rest.length > 0 ? rest.join('; ') : matched.length > 0 ? null : error.message);
          setFailedSubmits((n) => n + 1);
        } else if (!(isApiError(error) && error.sessionExpired)) {
          showError(error);
        }
      }
    },
    () => setFailedSubmits((n) => n + 1),
  );

  return (
    <section className="admin-editor" aria-labelledby={titleId}>
      <h2 className="section-title admin-editor__title" id={titleId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {lead}
      <form noValidate onSubmit={submit}>
        <ErrorSummary title={t('form.errorSummaryTitle')} items={summary} focusKey={failedSubmits} />
        {formError && (
          <div className="alert alert--danger" role="alert">
            <p>{formError}</p>
          </div>
        )}
        {fields.map((field) => {
          const state = { error: errorOf(field.name), shown: shown(field.name) };
          return (
            <Field
              key={field.name}
              field={field}
              id={fieldId(field.name)}
              state={state}
              registration={form.register(field.name)}
              value={form.watch(field.name)}
              optionalText={t('form.optional')}
              previewTitle={t('contentAdmin.preview')}
            />
          );
        })}
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('contentAdmin.saving') : submitLabel}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

interface FieldProps {
  field: FieldDef;
  id: string;
  state: { error?: string | undefined; shown: boolean };
  registration: UseFormRegisterReturn;
  value: unknown;
  optionalText: string;
  previewTitle: string;
}

function Field({ field, id, state, registration, value, optionalText, previewTitle }: FieldProps) {
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = state.shown && state.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = state.shown && state.error ? true : undefined;
  const label = (
    <>
      {field.label}
      {!field.required && field.kind !== 'checkbox' && (
        <span className="field__optional"> ({optionalText})</span>
      )}
    </>
  );
  const hint = field.hint && (
    <p className="field__hint" id={hintId}>
      {field.hint}
    </p>
  );
  const error = errorId && (
    <p className="field__error" id={errorId}>
      {state.error}
    </p>
  );
  const common = {
    id,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    ...registration,
  };

  switch (field.kind) {
    case 'checkbox':
      return (
        <div className="checkbox">
          <input type="checkbox" className="checkbox__input" {...common} />
          <label className="checkbox__label" htmlFor={id}>
            {field.label}
            {field.hint && (
              <span className="checkbox__hint" id={hintId}>
                {field.hint}
              </span>
            )}
          </label>
        </div>
      );
    case 'checkboxes':
      return (
        <fieldset
          className={`fieldset ${fieldClass('field', state)}`}
          id={id}
          tabIndex={-1}
          aria-describedby={describedBy}
        >
          <legend className="fieldset__legend field__label">{label}</legend>
          {hint}
          {error}
          {(field.options ?? []).length === 0 && <p className="field__hint">—</p>}
          {(field.options ?? []).map((option) => (
            <div className="checkbox" key={option.value}>
              <input
                type="checkbox"
                className="checkbox__input"
                id={`${id}-${option.value}`}
                value={option.value}
                {...registration}
              />
              <label className="checkbox__label" htmlFor={`${id}-${option.value}`} lang={option.lang}>
                {option.label}
              </label>
            </div>
          ))}
        </fieldset>
      );
    case 'select':
      return (
        <div className={fieldClass('field', state)}>
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          {hint}
          {error}
          <select className="field__input field__select" {...common}>
            {(field.options ?? []).map((option) => (
              <option key={option.value} value={option.value} lang={option.lang}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      );
    case 'html': {
      const previewId = `${id}-preview`;
      return (
        <div className={fieldClass('field html-field', state)}>
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          {hint}
          {error}
          <div className="html-field__panes">
            <textarea className="field__input html-field__source" rows={10} spellCheck {...common} />
            <div className="html-field__preview">
              <p className="html-field__preview-title" id={`${previewId}-title`}>
                {previewTitle}
              </p>
              <HtmlPreview html={typeof value === 'string' ? value : ''} labelledBy={`${previewId}-title`} />
            </div>
          </div>
        </div>
      );
    }
    default:
      return (
        <div className={fieldClass('field', state)}>
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          {hint}
          {error}
          <input
            className={field.kind === 'text' ? 'field__input' : 'field__input field__input--short'}
            type={field.kind === 'date' ? 'date' : 'text'}
            inputMode={field.kind === 'number' ? 'numeric' : undefined}
            readOnly={field.readOnly}
            maxLength={field.maxLength}
            {...common}
          />
        </div>
      );
  }
}
