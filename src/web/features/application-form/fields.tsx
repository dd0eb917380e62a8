/**
 * One component per field type of the engine (definition.ts), laid out on a grid from the width
 * hints (phones stack). Each field has a label, its hint, its message and its warning tied to the
 * input with aria-describedby (GOV.UK pattern); required fields carry a mark and aria-required.
 * Spec §5: a field shows invalid when touched or after a Continue/Submit covered its step and it
 * has an error; valid when touched without one.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { MessageId } from '../../../shared/i18n/index.ts';
import type {
  CheckboxField,
  ChoiceField,
  FieldDef,
  GroupField,
  MultiChoiceField,
} from '../../../shared/permits/engine/definition.ts';
import { workerWarnings } from '../../../shared/permits/groups/workers.ts';
import { useT } from '../../i18n/use-t.ts';
import { isAnswered } from '../../ui/answers/answer-format.ts';
import { afterPendingClick } from './after-click.ts';
import { issueText, visibleFields } from './form-check.ts';
import { useFormContext } from './form-context.ts';
import { childPath, fieldId, isShown, rowPath } from './form-paths.ts';

const GROUP_MAX_DEFAULT = 200;

/** Same defaults as the validator: checkboxes optional, groups by their minimum, the rest required. */
export function isRequiredField(field: FieldDef): boolean {
  if (field.type === 'checkbox') return field.required === true;
  if (field.type === 'group') return (field.min ?? 0) > 0;
  return field.required !== false;
}

/** The worker record of spec §3 (groups/workers.ts) warns without blocking. */
function isWorkerGroup(field: GroupField): boolean {
  const names = new Set(field.fields.map((child) => child.name));
  return ['asmensKodas', 'dirbaNuoData', 'dirbaIkiData', 'imonesKodas'].every((name) => names.has(name));
}

/** The browser may fill in the person's own contact details (WCAG 1.3.5 input purpose). */
const AUTOCOMPLETE: Record<string, string> = {
  contactFirstName: 'given-name',
  contactLastName: 'family-name',
  contactPosition: 'organization-title',
  contactEmail: 'email',
  contactPhone: 'tel',
  contactAddress: 'street-address',
};

interface FieldStatus {
  error: string | undefined;
  valid: boolean;
}

function useFieldStatus(path: string, value: unknown): FieldStatus {
  const t = useT();
  const { state, check, steps } = useFormContext();
  const server = state.serverErrors[path];
  const issue = check.byPath.get(path);
  const shown = isShown(state, path, steps);
  const error = shown ? (server ?? (issue ? issueText(issue, t) : undefined)) : undefined;
  return { error, valid: !!state.touched[path] && !server && !issue && isAnswered(value) };
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function RequiredMark({ required }: { required: boolean }) {
  // Screen readers hear "required" from aria-required on the input; the mark is for the eye.
  if (!required) return null;
  return (
    <span className="form-required" aria-hidden="true">
      {' *'}
    </span>
  );
}

function statusClass(base: string, status: FieldStatus) {
  if (status.error) return `${base} field--invalid`;
  if (status.valid) return `${base} field--valid`;
  return base;
}

function cellClass(field: FieldDef) {
  const width =
    field.type === 'group' || field.type === 'textarea' || field.type === 'checkboxes'
      ? 'full'
      : (field.width ?? 'full');
  return `form-grid__cell form-grid__cell--${width}`;
}

/** The visible fields of one level (the top of a step or one row), on the grid. */
export function FieldGrid({
  fields,
  prefix,
  values,
  warnings,
}: {
  fields: readonly FieldDef[];
  prefix: string;
  values: Readonly<Record<string, unknown>>;
  warnings?: ReadonlyMap<string, MessageId> | undefined;
}) {
  const { applicationType } = useFormContext();
  const siblings = prefix === '' ? { ...values, applicationType } : values;
  // The wrapper is the container the grid's width rules ask (application-form.css).
  return (
    <div className="form-fields">
      <div className="form-grid">
        {visibleFields(fields, siblings).map((field) => (
          <div key={field.name} className={cellClass(field)}>
            <FieldView
              field={field}
              path={childPath(prefix, field.name)}
              value={values[field.name]}
              warning={warnings?.get(field.name)}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

function FieldView({
  field,
  path,
  value,
  warning,
}: {
  field: FieldDef;
  path: string;
  value: unknown;
  warning: MessageId | undefined;
}) {
  switch (field.type) {
    case 'group':
      return <GroupView field={field} path={path} value={value} />;
    case 'radio':
    case 'checkboxes':
      return <ChoicesView field={field} path={path} value={value} />;
    case 'checkbox':
      return <CheckboxView field={field} path={path} value={value} />;
    default:
      return <InputView field={field} path={path} value={value} warning={warning} />;
  }
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

function Messages({
  id,
  hint,
  error,
  warning,
}: {
  id: string;
  hint: string | undefined;
  error: string | undefined;
  warning: string | undefined;
}) {
  const t = useT();
  return (
    <>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">{t('applicationForm.errorPrefix')} </span>
          {error}
        </p>
      )}
      {warning && (
        <p className="field__warning" id={`${id}-warning`}>
          <span className="visually-hidden">{t('applicationForm.warningPrefix')} </span>
          {warning}
        </p>
      )}
    </>
  );
}

type InputField = Exclude<FieldDef, GroupField | ChoiceField | MultiChoiceField | CheckboxField>;

function inputAttributes(field: InputField): {
  type: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  maxLength?: number;
  autoComplete: string;
  spellCheck?: boolean;
} {
  const autoComplete = AUTOCOMPLETE[field.name] ?? 'off';
  switch (field.type) {
    case 'number':
      return { type: 'text', inputMode: (field.decimals ?? 0) > 0 ? 'decimal' : 'numeric', autoComplete };
    case 'date':
      return { type: 'date', autoComplete };
    case 'email':
      return { type: 'email', autoComplete, spellCheck: false };
    case 'phone':
      return { type: 'tel', autoComplete };
    case 'personCode':
      return { type: 'text', inputMode: 'numeric', maxLength: 11, autoComplete, spellCheck: false };
    case 'companyCode':
    case 'postcode':
      return { type: 'text', inputMode: 'numeric', autoComplete, spellCheck: false };
    case 'text':
      return {
        type: 'text',
        autoComplete,
        ...(field.inputMode ? { inputMode: field.inputMode } : {}),
        ...(field.maxLength ? { maxLength: field.maxLength } : {}),
      };
    default:
      return { type: 'text', autoComplete };
  }
}

function InputView({
  field,
  path,
  value,
  warning,
}: {
  field: InputField | ChoiceField;
  path: string;
  value: unknown;
  warning: MessageId | undefined;
}) {
  const t = useT();
  const { dispatch } = useFormContext();
  const status = useFieldStatus(path, value);
  const id = fieldId(path);
  const required = isRequiredField(field);
  const hint = field.hint ? t(field.hint) : undefined;
  const unit = field.type === 'number' && field.unit ? t(field.unit) : undefined;
  const warningText = warning ? t(warning) : undefined;
  const aria = {
    'aria-invalid': status.error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(
      hint && `${id}-hint`,
      status.error && `${id}-error`,
      warningText && `${id}-warning`,
      unit && `${id}-unit`,
    ),
  } as const;
  // The message this may show must not move what a tap is landing on (after-click.ts).
  const onBlur = () => afterPendingClick(() => dispatch({ type: 'touch', path }));
  let control: ReactNode;
  if (field.type === 'select') {
    control = (
      <select
        id={id}
        className="field__input"
        value={textOf(value)}
        disabled={field.fromServer}
        onChange={(event) => dispatch({ type: 'change', path, value: event.target.value, touch: true })}
        onBlur={onBlur}
        {...aria}
      >
        <option value="">{t('applicationForm.choose')}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = (
      <textarea
        id={id}
        className="field__input form-textarea"
        rows={4}
        value={textOf(value)}
        maxLength={field.maxLength}
        readOnly={field.fromServer}
        onChange={(event) => dispatch({ type: 'change', path, value: event.target.value })}
        onBlur={onBlur}
        {...aria}
      />
    );
  } else {
    const input = (
      <input
        id={id}
        className={unit ? 'field__input form-input--with-unit' : 'field__input'}
        value={textOf(value)}
        readOnly={field.fromServer}
        onChange={(event) => dispatch({ type: 'change', path, value: event.target.value })}
        onBlur={onBlur}
        {...inputAttributes(field as InputField)}
        {...aria}
      />
    );
    control = unit ? (
      <div className="form-unit">
        {input}
        <span className="form-unit__label" id={`${id}-unit`}>
          {unit}
        </span>
      </div>
    ) : (
      input
    );
  }
  return (
    <div className={statusClass('field', status)}>
      <label className="field__label" htmlFor={id}>
        {t(field.label)}
        <RequiredMark required={required} />
      </label>
      <Messages id={id} hint={hint} error={status.error} warning={warningText} />
      {control}
    </div>
  );
}

/**
 * Radio buttons (one choice) or checkboxes (several) in a fieldset whose legend is the field's
 * label; the first option carries the field's id so the error summary's link lands on it.
 */
function ChoicesView({
  field,
  path,
  value,
}: {
  field: ChoiceField | MultiChoiceField;
  path: string;
  value: unknown;
}) {
  const t = useT();
  const { dispatch } = useFormContext();
  const status = useFieldStatus(path, value);
  const id = fieldId(path);
  const required = isRequiredField(field);
  const hint = field.hint ? t(field.hint) : undefined;
  const multiple = field.type === 'checkboxes';
  const chosen = multiple && Array.isArray(value) ? (value as string[]) : [];
  const isChosen = (option: string) => (multiple ? chosen.includes(option) : value === option);
  const change = (option: string, checked: boolean) =>
    dispatch({
      type: 'change',
      path,
      touch: true,
      value: !multiple ? option : checked ? [...chosen, option] : chosen.filter((item) => item !== option),
    });
  return (
    <fieldset
      className={statusClass('field fieldset form-choices', status)}
      aria-describedby={describedBy(hint && `${id}-hint`, status.error && `${id}-error`)}
    >
      <legend className="field__label">
        {t(field.label)}
        <RequiredMark required={required} />
      </legend>
      <Messages id={id} hint={hint} error={status.error} warning={undefined} />
      <div className="form-choices__options">
        {field.options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={option.value} className={multiple ? 'checkbox' : 'checkbox form-radio'}>
              <input
                id={optionId}
                className="checkbox__input"
                type={multiple ? 'checkbox' : 'radio'}
                {...(multiple
                  ? {}
                  : {
                      name: id,
                      required,
                      'aria-invalid': status.error ? true : undefined,
                      value: option.value,
                    })}
                checked={isChosen(option.value)}
                onChange={(event) => change(option.value, event.target.checked)}
              />
              <label className="checkbox__label" htmlFor={optionId}>
                {t(option.label)}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function CheckboxView({ field, path, value }: { field: CheckboxField; path: string; value: unknown }) {
  const t = useT();
  const { dispatch } = useFormContext();
  const checked = value === true || value === 'true';
  const status = useFieldStatus(path, checked || undefined);
  const id = fieldId(path);
  const required = isRequiredField(field);
  const hint = field.hint ? t(field.hint) : undefined;
  return (
    <div className={statusClass('field form-checkbox', status)}>
      {status.error && (
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">{t('applicationForm.errorPrefix')} </span>
          {status.error}
        </p>
      )}
      <div className="checkbox">
        <input
          id={id}
          className="checkbox__input"
          type="checkbox"
          checked={checked}
          aria-required={required || undefined}
          aria-invalid={status.error ? true : undefined}
          aria-describedby={describedBy(hint && `${id}-hint`, status.error && `${id}-error`)}
          onChange={(event) => dispatch({ type: 'change', path, value: event.target.checked, touch: true })}
        />
        <label className="checkbox__label" htmlFor={id}>
          {t(field.label)}
          <RequiredMark required={required} />
          {hint && (
            <span className="checkbox__hint" id={`${id}-hint`}>
              {hint}
            </span>
          )}
        </label>
      </div>
    </div>
  );
}

/**
 * Repeating rows (GOV.UK "add another"): each row a fieldset captioned "Employee 1"; adding moves
 * focus to the new row's first input, removing to the row that took its place (or the add
 * button) and says what was removed.
 */
function GroupView({ field, path, value }: { field: GroupField; path: string; value: unknown }) {
  const t = useT();
  const { dispatch, today, applicantCompanyCode } = useFormContext();
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const status = useFieldStatus(path, rows.length > 0 ? rows : undefined);
  const id = fieldId(path);
  const hint = field.hint ? t(field.hint) : undefined;
  const required = isRequiredField(field);
  const max = field.max ?? GROUP_MAX_DEFAULT;
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<{ kind: 'added' | 'removed'; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const worker = isWorkerGroup(field);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the rows changed.
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const row = document.getElementById(`${fieldId(rowPath(path, next.index))}-row`);
    if (next.kind === 'added') {
      row?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    } else if (row) {
      row.querySelector<HTMLElement>('.form-group__caption')?.focus();
    } else {
      addRef.current?.focus();
    }
  }, [rows.length]);

  return (
    <fieldset
      className={statusClass('field fieldset form-group', status)}
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy(hint && `${id}-hint`, status.error && `${id}-error`)}
    >
      <legend className="form-group__legend">
        {t(field.label)}
        <RequiredMark required={required} />
      </legend>
      <Messages id={id} hint={hint} error={status.error} warning={undefined} />
      {rows.length === 0 && <p className="form-group__empty">{t('applicationForm.noRows')}</p>}
      {rows.map((row, index) => {
        const itemPath = rowPath(path, index);
        const caption = t(field.itemLabel, { number: index + 1 });
        const warnings = worker
          ? new Map(
              workerWarnings(row ?? {}, {
                today,
                ...(applicantCompanyCode ? { applicantCompanyCode } : {}),
              }).map((warning) => [warning.field, warning.message]),
            )
          : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are numbered by their place.
          <fieldset key={index} className="form-group__row" id={`${fieldId(itemPath)}-row`}>
            <legend className="form-group__caption" tabIndex={-1}>
              {caption}
            </legend>
            <FieldGrid
              fields={field.fields}
              prefix={itemPath}
              values={row !== null && typeof row === 'object' ? row : {}}
              warnings={warnings}
            />
            {!field.fromServer && (
              <button
                type="button"
                className="button button--secondary button--small form-group__remove"
                onClick={() => {
                  focusNext.current = { kind: 'removed', index };
                  setAnnouncement(t('applicationForm.rowRemoved', { item: caption }));
                  dispatch({ type: 'removeRow', path, index });
                }}
              >
                {t('applicationForm.removeRow', { item: caption })}
              </button>
            )}
          </fieldset>
        );
      })}
      {rows.length < max && !field.fromServer && (
        <button
          ref={addRef}
          type="button"
          className="button button--secondary form-group__add"
          onClick={() => {
            focusNext.current = { kind: 'added', index: rows.length };
            setAnnouncement('');
            dispatch({ type: 'addRow', path });
          }}
        >
          {t(field.addLabel)}
        </button>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
