/**
 * The journey's inputs, in the portal's field pattern (label, hint, error, input tied together
 * with aria-describedby; radio groups in a fieldset whose legend names the question; GOV.UK). The
 * form engine's own fields read its definitions and context, so this journey, whose screens are
 * not engine definitions, has these small ones with the same classes and behaviour.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useT } from '../../../i18n/use-t.ts';

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  const t = useT();
  if (!error) return null;
  return (
    <p className="field__error" id={`${id}-error`}>
      <span className="visually-hidden">{t('applicationForm.errorPrefix')} </span>
      {error}
    </p>
  );
}

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  onValue: (value: string) => void;
  /** Not an answer the screen needs (a search box). */
  optional?: boolean;
}

export function TextInput({
  id,
  label,
  hint,
  error,
  value,
  onValue,
  optional = false,
  ...input
}: TextInputProps) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <ErrorText id={id} error={error} />
      <input
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        {...input}
      />
    </div>
  );
}

export interface RadioChoice<T extends string> {
  value: T;
  label: ReactNode;
  /** More about the choice, read with it. */
  description?: ReactNode;
  disabled?: boolean;
}

interface RadioGroupProps<T extends string> {
  /** The first option carries this id, so the error summary's link lands on the group. */
  id: string;
  legend: string;
  /** The legend repeats the page's heading: screen readers hear it, the eye reads the heading. */
  legendHidden?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  choices: readonly RadioChoice<T>[];
  value: T | null;
  onChoose: (value: T) => void;
  /** Cards with a border (long descriptions) rather than plain radio rows. */
  cards?: boolean;
  children?: ReactNode;
}

export function RadioGroup<T extends string>({
  id,
  legend,
  legendHidden = false,
  hint,
  error,
  choices,
  value,
  onChoose,
  cards = false,
  children,
}: RadioGroupProps<T>) {
  return (
    <fieldset
      className={error ? 'field fieldset form-choices field--invalid' : 'field fieldset form-choices'}
      aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
    >
      <legend className={legendHidden ? 'visually-hidden' : 'field__label'}>{legend}</legend>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <ErrorText id={id} error={error} />
      <div
        className={cards ? 'angler-choices angler-choices--cards' : 'form-choices__options angler-choices'}
      >
        {choices.map((choice, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          const descriptionId = choice.description ? `${optionId}-description` : undefined;
          const checked = value === choice.value;
          return (
            <div
              key={choice.value}
              className={[
                'checkbox form-radio angler-choice',
                checked ? 'angler-choice--checked' : '',
                choice.disabled ? 'angler-choice--disabled' : '',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <input
                id={optionId}
                className="checkbox__input"
                type="radio"
                name={id}
                value={choice.value}
                checked={checked}
                disabled={choice.disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={descriptionId}
                onChange={() => onChoose(choice.value)}
              />
              <div className="angler-choice__text">
                <label className="checkbox__label angler-choice__label" htmlFor={optionId}>
                  {choice.label}
                </label>
                {choice.description && (
                  <div className="angler-choice__description" id={descriptionId}>
                    {choice.description}
                  </div>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}

interface CheckboxInputProps {
  id: string;
  label: string;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  /** The field it reveals (GOV.UK conditional reveal): shown under the box while ticked. */
  children?: ReactNode;
}

export function CheckboxInput({ id, label, checked, onCheck, children }: CheckboxInputProps) {
  return (
    <div className="angler-checkbox">
      <div className="checkbox">
        <input
          id={id}
          className="checkbox__input"
          type="checkbox"
          checked={checked}
          aria-controls={children ? `${id}-reveal` : undefined}
          onChange={(event) => onCheck(event.target.checked)}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      {children && (
        <div className="angler-reveal" id={`${id}-reveal`} hidden={!checked}>
          {checked && children}
        </div>
      )}
    </div>
  );
}
