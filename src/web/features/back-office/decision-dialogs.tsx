/**
 * The dialogs that confirm an officer's decision (issue 4 item 7): every decision is asked once
 * more in a modal dialog (ui/modal.tsx, WAI-ARIA dialog pattern) that says what will happen. A
 * decision the transition table marks `needsReason` asks for the reason (it reaches the applicant
 * or holder); accepting asks the permit's validity and price. A refusal from the server stays in
 * the dialog, beside its field or above the form, with what was typed kept (spec §8, house style 12).
 */
import { type FormEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import type { Validity } from '../../../shared/permits/engine/definition.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { ErrorSummary, type SummaryItem } from '../../ui/form/error-summary.tsx';
import { fieldClass } from '../../ui/form/text-field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { formatDay } from '../../ui/permits/format.ts';
import {
  type AcceptMode,
  centsToInput,
  defaultValidUntil,
  isCalendarDay,
  parseEuros,
  placeFailure,
  vilniusToday,
} from './decision.ts';

type Errors = Record<string, string>;

interface DialogFormProps {
  title: string;
  confirmLabel: string;
  danger?: boolean;
  /** Checks the input; returns errors by field id (empty when it may be sent). */
  validate: () => Errors;
  /** Sends the decision; a thrown ApiError is shown in the dialog. */
  send: () => Promise<void>;
  /** Field names the server may name in `fieldErrors`, mapped to the dialog's field ids. */
  serverFields: Record<string, string>;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  children: (errors: Errors, shown: boolean) => ReactNode;
  /** Labels of the fields, in order, for the error summary. */
  fieldOrder: string[];
}

function DialogForm({
  title,
  confirmLabel,
  danger = false,
  validate,
  send,
  serverFields,
  onClose,
  initialFocus,
  children,
  fieldOrder,
}: DialogFormProps) {
  const t = useT();
  const formId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setGeneral(null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await send();
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.sessionExpired) return;
      const failure = isApiError(error)
        ? placeFailure(error, Object.keys(serverFields))
        : { atFields: {}, general: t('error.defaultError') };
      setErrors(
        Object.fromEntries(
          Object.entries(failure.atFields).map(([field, message]) => [serverFields[field] ?? field, message]),
        ),
      );
      setGeneral(failure.general);
      setFailedSubmits((n) => n + 1);
    }
  };

  const summary: SummaryItem[] = fieldOrder
    .filter((fieldId) => errors[fieldId])
    .map((fieldId) => ({ fieldId, message: errors[fieldId]! }));

  return (
    <Modal
      title={title}
      onClose={busy ? undefined : onClose}
      size="medium"
      initialFocus={initialFocus ?? cancelRef}
      footer={
        <div className="button-row">
          <button
            type="submit"
            form={formId}
            className={danger ? 'button back-office__danger' : 'button button--primary'}
            disabled={busy}
          >
            {busy ? t('backOffice.working') : confirmLabel}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={onClose}
            ref={cancelRef}
            disabled={busy}
          >
            {t('common.cancel')}
          </button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {general && (
          <div className="alert alert--danger" role="alert">
            <p>{general}</p>
          </div>
        )}
        <ErrorSummary title={t('form.errorSummaryTitle')} items={summary} focusKey={failedSubmits} />
        {children(errors, failedSubmits > 0)}
      </form>
    </Modal>
  );
}

function ReasonField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  shown,
  inputRef,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  shown: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const errorId = shown && error ? `${id}-error` : undefined;
  return (
    <div className={fieldClass('field', { error, shown })}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {errorId && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      <textarea
        ref={inputRef}
        id={id}
        className="field__input back-office__textarea"
        rows={5}
        maxLength={4000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
      />
    </div>
  );
}

export interface ActionDialogProps {
  title: string;
  /** What the decision does, in plain words. */
  text: string;
  confirmLabel: string;
  danger?: boolean;
  /** The decision needs a written reason (lifecycle.ts `needsReason`). */
  reason?: { label: string; hint: string } | undefined;
  onConfirm: (reason: string | undefined) => Promise<void>;
  onClose: () => void;
}

/** Confirms a decision, with its reason when it needs one. */
export function ActionDialog({
  title,
  text,
  confirmLabel,
  danger,
  reason,
  onConfirm,
  onClose,
}: ActionDialogProps) {
  const t = useT();
  const id = useId();
  const reasonId = `${id}-reason`;
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState('');
  return (
    <DialogForm
      title={title}
      confirmLabel={confirmLabel}
      danger={danger}
      initialFocus={reason ? reasonRef : undefined}
      onClose={onClose}
      fieldOrder={[reasonId]}
      serverFields={{ reason: reasonId }}
      validate={() => (reason && value.trim() === '' ? { [reasonId]: t('engine.error.reasonRequired') } : {})}
      send={() => onConfirm(reason ? value.trim() : undefined)}
    >
      {(errors, shown) => (
        <>
          <p>{text}</p>
          {reason && (
            <ReasonField
              id={reasonId}
              label={reason.label}
              hint={reason.hint}
              value={value}
              onChange={setValue}
              error={errors[reasonId]}
              shown={shown}
              inputRef={reasonRef}
            />
          )}
        </>
      )}
    </DialogForm>
  );
}

export interface AcceptValues {
  validFrom?: string;
  validUntil?: string;
  priceCents?: number;
}

interface AcceptDialogProps {
  number: string;
  mode: AcceptMode;
  validity: Validity;
  proposedPriceCents: number | undefined;
  /** The permit an amendment or extension changes. */
  relatedPermitNumber?: string | undefined;
  /** Extension: the permit's current end and the end the holder asked for. */
  currentValidUntil?: string | null | undefined;
  requestedValidUntil?: string | undefined;
  onConfirm: (values: AcceptValues) => Promise<void>;
  onClose: () => void;
}

/**
 * Accept and issue: valid from (today by default), valid until (from the kind's validity; no
 * field for a kind valid indefinitely) and the price in euros, prefilled with what the kind's
 * price rule proposes; sent in cents.
 */
export function AcceptDialog({
  number,
  mode,
  validity,
  proposedPriceCents,
  relatedPermitNumber,
  currentValidUntil,
  requestedValidUntil,
  onConfirm,
  onClose,
}: AcceptDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const id = useId();
  const ids = { validFrom: `${id}-from`, validUntil: `${id}-until`, price: `${id}-price` };
  const indefinite = 'indefinite' in validity;
  const asksFrom = mode === 'issue';
  const asksUntil = (mode === 'issue' && !indefinite) || mode === 'extend';
  const asksPrice = mode === 'issue';
  const [validFrom, setValidFrom] = useState(() => vilniusToday());
  const [validUntil, setValidUntil] = useState(() =>
    mode === 'extend'
      ? (requestedValidUntil ?? '')
      : mode === 'issue'
        ? (defaultValidUntil(vilniusToday(), validity) ?? '')
        : '',
  );
  // Until the officer changes the end date, it follows the start date.
  const [untilEdited, setUntilEdited] = useState(false);
  const [price, setPrice] = useState(() =>
    proposedPriceCents === undefined ? '' : centsToInput(proposedPriceCents, language),
  );

  const changeFrom = (value: string) => {
    setValidFrom(value);
    if (!untilEdited) setValidUntil(defaultValidUntil(value, validity) ?? '');
  };

  const validate = (): Errors => {
    const errors: Errors = {};
    if (asksFrom && !isCalendarDay(validFrom))
      errors[ids.validFrom] = t('backOffice.accept.validFromInvalid');
    if (asksUntil) {
      if (!isCalendarDay(validUntil)) errors[ids.validUntil] = t('backOffice.accept.validUntilInvalid');
      else if (asksFrom && isCalendarDay(validFrom) && validUntil <= validFrom)
        errors[ids.validUntil] = t('backOffice.accept.validUntilBeforeFrom');
      else if (mode === 'extend' && currentValidUntil && validUntil <= currentValidUntil)
        errors[ids.validUntil] = t('backOffice.accept.validUntilNotLater', {
          date: formatDay(currentValidUntil, language),
        });
    }
    if (asksPrice && parseEuros(price) === null) errors[ids.price] = t('backOffice.accept.priceInvalid');
    return errors;
  };

  const field = (
    fieldId: string,
    label: string,
    hint: string | null,
    input: (describedBy: string | undefined, invalid: boolean) => ReactNode,
    errors: Errors,
    shown: boolean,
  ) => {
    const error = errors[fieldId];
    const errorId = shown && error ? `${fieldId}-error` : undefined;
    const hintId = hint ? `${fieldId}-hint` : undefined;
    return (
      <div className={fieldClass('field', { error, shown })}>
        <label className="field__label" htmlFor={fieldId}>
          {label}
        </label>
        {hint && (
          <p className="field__hint" id={hintId}>
            {hint}
          </p>
        )}
        {errorId && (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        )}
        {input([hintId, errorId].filter(Boolean).join(' ') || undefined, Boolean(errorId))}
      </div>
    );
  };

  const text =
    mode === 'amend'
      ? t('backOffice.accept.amendText', { number, permit: relatedPermitNumber ?? '' })
      : mode === 'extend'
        ? t('backOffice.accept.extendText', {
            number,
            permit: relatedPermitNumber ?? '',
            date: currentValidUntil ? formatDay(currentValidUntil, language) : '—',
          })
        : t('backOffice.accept.text', { number });

  const untilHint =
    mode === 'extend'
      ? t('backOffice.accept.extendHint')
      : t('backOffice.accept.validUntilHint', { months: 'months' in validity ? validity.months : 0 });

  return (
    <DialogForm
      title={t('backOffice.accept.title')}
      confirmLabel={t('backOffice.accept.confirm')}
      onClose={onClose}
      fieldOrder={[ids.validFrom, ids.validUntil, ids.price]}
      serverFields={{ validFrom: ids.validFrom, validUntil: ids.validUntil, priceCents: ids.price }}
      validate={validate}
      send={() =>
        onConfirm({
          ...(asksFrom ? { validFrom } : {}),
          ...(asksUntil ? { validUntil } : {}),
          ...(asksPrice ? { priceCents: parseEuros(price) ?? 0 } : {}),
        })
      }
    >
      {(errors, shown) => (
        <>
          <p>{text}</p>
          {asksFrom &&
            field(
              ids.validFrom,
              t('backOffice.accept.validFrom'),
              null,
              (describedBy, invalid) => (
                <input
                  id={ids.validFrom}
                  type="date"
                  className="field__input back-office__date"
                  value={validFrom}
                  onChange={(event) => changeFrom(event.target.value)}
                  required
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                />
              ),
              errors,
              shown,
            )}
          {mode === 'issue' && indefinite && (
            <p className="back-office__note">{t('backOffice.accept.indefinite')}</p>
          )}
          {asksUntil &&
            field(
              ids.validUntil,
              t('backOffice.accept.validUntil'),
              untilHint,
              (describedBy, invalid) => (
                <input
                  id={ids.validUntil}
                  type="date"
                  className="field__input back-office__date"
                  value={validUntil}
                  onChange={(event) => {
                    setUntilEdited(true);
                    setValidUntil(event.target.value);
                  }}
                  required
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                />
              ),
              errors,
              shown,
            )}
          {asksPrice &&
            field(
              ids.price,
              t('backOffice.accept.price'),
              t('backOffice.accept.priceHint'),
              (describedBy, invalid) => (
                <span className="back-office__money">
                  <input
                    id={ids.price}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    className="field__input back-office__price"
                    value={price}
                    onChange={(event) => setPrice(event.target.value)}
                    aria-required
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                  />
                  <span aria-hidden="true">€</span>
                </span>
              ),
              errors,
              shown,
            )}
        </>
      )}
    </DialogForm>
  );
}
