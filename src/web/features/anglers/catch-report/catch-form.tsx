/**
 * The catch report form (issue 6 item 1; spec §3 Catch report), phone first: the big "I caught a
 * fish" button records the catch time on this device at that moment; the permit, the holder's
 * names and the card's security code (filled in from the wallet; the code is asked for once, when
 * the wallet does not have it; ADR 0015); species (the card's own when the wallet
 * knows the card), amount, length, sex, the eel question; spec §8's salmon and sea trout warning
 * with a timer since the catch where it matters. Saving writes the report and its outbox entry in
 * one transaction, with no network needed, and wakes the outbox.
 */
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { isAnglerKind } from '../../../../shared/anglers/api-types.ts';
import {
  CATCH_SEXES,
  type CatchSex,
  isSalmonid,
  SALMON_REPORT_MINUTES,
} from '../../../../shared/anglers/catch-reports.ts';
import { formatSecurityCode } from '../../../../shared/anglers/security-code.ts';
import type { MessageId } from '../../../../shared/i18n/index.ts';
import { findKind } from '../../../../shared/permits/kind-list.ts';
import { normalizePermitNumber } from '../../../../shared/permits/permit-number.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { formatPortalDate } from '../../../platform/dates.ts';
import { useStepForm } from '../../../platform/forms/use-step-form.ts';
import { requestPersistentStorage } from '../../../platform/offline/persistent-storage.ts';
import { ErrorSummary, type SummaryItem } from '../../../ui/form/error-summary.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Notice } from '../../../ui/page.tsx';
import { formatDay } from '../../../ui/permits/format.ts';
import { splitHolderName } from '../wallet/download-link.ts';
import type { WalletTicket } from '../wallet/wallet-db.ts';
import {
  type CatchField,
  type CatchFormValues,
  catchStep,
  checkForm,
  forgetUnsaved,
  keepUnsaved,
  loadUnsaved,
  recordCatchNow,
  resolveCaughtAt,
} from './catch-form-model.ts';
import { elapsed } from './catch-time.ts';
import { catchReportStore, kickOutbox, requestBackgroundSync } from './outbox.ts';
import type { NewCatchReport, StoredCatchReport } from './report-types.ts';
import { changesWhatIsSent, newReportId } from './reports.ts';
import {
  cardSpecies,
  type SpeciesOption,
  speciesName,
  ticketSpecies,
  useCatalogue,
} from './species-options.ts';

const fieldId = (field: CatchField) => `catch-${field}`;

const SEX_LABEL: Record<CatchSex, MessageId> = {
  PATINAS: 'catchForm.sexMale',
  PATELE: 'catchForm.sexFemale',
  NEZINOMA: 'catchForm.sexUnknown',
};

const L06_KINDS = new Set(['l06_1', 'l06_2']);

/** Messages that say which field they are about. */
const NAMES_ITS_FIELD =
  /^(catchForm\.(required\.|time|future|notACard)|permitDocument\.error\.|catchReport\.error\.length)/;

/** The wallet's card of a typed permit number, if the wallet has it. */
function ticketOf(tickets: readonly WalletTicket[], typed: string): WalletTicket | null {
  const number = normalizePermitNumber(typed.trim());
  return tickets.find((candidate) => candidate.number === number) ?? null;
}

/** The clock, ticking every second while `running` (the timer since the catch). */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  return now;
}

export interface CatchFormProps {
  /** Which unsaved form the tab keeps (the permit or the report being corrected). */
  draftKey: string;
  initial: CatchFormValues;
  tickets: readonly WalletTicket[];
  /** A refused report being corrected. */
  correcting: StoredCatchReport | null;
  onSaved: (report: StoredCatchReport) => void;
  /** Another catch after a saved one: the "I caught a fish" button takes the focus the confirmation had. */
  focusOnStart?: boolean;
  /** A session may prove the card without its security code (its angler or buyer; ADR 0015). */
  loggedIn?: boolean;
}

export function CatchForm({
  draftKey,
  initial,
  tickets,
  correcting,
  onSaved,
  focusOnStart,
  loggedIn = false,
}: CatchFormProps) {
  const t = useT();
  const nowButton = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form first shows.
  useEffect(() => {
    if (focusOnStart) nowButton.current?.focus();
  }, []);
  const { language } = useLanguage();
  const [storageFailed, setStorageFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  // The form's one step (ADR 0039): the shared checks, and a permit the wallet knows is not a card.
  const steps = useMemo(
    () => [
      catchStep({
        codeOptional: loggedIn,
        notACard: (typed) => {
          const known = ticketOf(tickets, typed);
          return known !== null && !L06_KINDS.has(known.kind);
        },
      }),
    ],
    [tickets, loggedIn],
  );
  const form = useStepForm(steps, () => loadUnsaved(draftKey) ?? initial);
  const { values, update: setValues, set } = form;
  const ticket = ticketOf(tickets, values.permitNumber);
  const kind = ticket?.kind ?? null;
  const catalogue = useCatalogue(ticket === null);
  const options: SpeciesOption[] = useMemo(() => {
    const known = ticket
      ? ticketSpecies(ticket)
      : catalogue.data
        ? cardSpecies(catalogue.data, language)
        : [];
    // A species the list does not have (a refused report's) stays visible, to be changed.
    if (values.speciesCode && !known.some((option) => option.code === values.speciesCode) && correcting)
      return [
        ...known,
        { code: correcting.speciesCode, nameLt: correcting.speciesLt, nameEn: correcting.speciesEn },
      ];
    return known;
  }, [ticket, catalogue.data, language, values.speciesCode, correcting]);

  // The wallet's card fills in what proves it (ADR 0015): its code, and the names if none were typed.
  const walletCode = ticket?.securityCode ?? '';
  useEffect(() => {
    if (!ticket) return;
    setValues((current) => {
      const names = splitHolderName(ticket.holderName);
      const next = {
        ...current,
        securityCode: ticket.securityCode ?? current.securityCode,
        firstName: current.firstName || names.firstName,
        lastName: current.lastName || names.lastName,
      };
      return next.securityCode === current.securityCode &&
        next.firstName === current.firstName &&
        next.lastName === current.lastName
        ? current
        : next;
    });
  }, [ticket, setValues]);

  // The card names one species: it is the answer, chosen for the person.
  const only = ticket && options.length === 1 ? options[0]!.code : null;
  useEffect(() => {
    if (only && values.speciesCode === '') setValues((current) => ({ ...current, speciesCode: only }));
  }, [only, values.speciesCode, setValues]);

  useEffect(() => keepUnsaved(draftKey, values), [draftKey, values]);

  const caughtAt = resolveCaughtAt(values);
  const now = useNow(caughtAt !== null);
  // After a save was tried, the messages follow the corrections as they are typed.
  const errorOf = (field: CatchField) => {
    const issue = form.issueOf(field);
    return issue ? t(issue.message, issue.values) : undefined;
  };
  const labels: Record<CatchField, string> = {
    permitNumber: t('catchForm.number'),
    firstName: t('catchForm.firstName'),
    lastName: t('catchForm.lastName'),
    securityCode: t('catchForm.securityCode'),
    caughtDate: t('catchForm.date'),
    caughtTime: t('catchForm.time'),
    speciesCode: t('catchForm.species'),
    amount: t('catchForm.amount'),
    lengthCm: t('catchForm.length'),
    sex: t('catchForm.sex'),
    eelCaught: t('catchForm.eel'),
  };
  const summary: SummaryItem[] = [
    ...(storageFailed ? [{ fieldId: fieldId('caughtDate'), message: t('catchForm.storageFailed') }] : []),
    ...form.issues.map((issue) => {
      const message = t(issue.message, issue.values);
      // A message that names its field reads alone; a general one ("Enter digits only") after the label.
      const label = labels[issue.field];
      const text = NAMES_ITS_FIELD.test(issue.message)
        ? message
        : `${label}${label.endsWith('?') ? '' : ':'} ${message}`;
      return { fieldId: fieldId(issue.field), message: text };
    }),
  ];

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    setStorageFailed(false);
    if (form.next() !== 'done') return;
    const checked = checkForm(values, new Date(), { codeOptional: loggedIn });
    if (!checked.ok) {
      form.refuse();
      return;
    }
    const chosen = options.find((option) => option.code === checked.report.speciesCode);
    const report: NewCatchReport = {
      ...checked.report,
      kind: kind && isAnglerKind(kind) ? kind : null,
      speciesLt: chosen?.nameLt ?? checked.report.speciesCode,
      speciesEn: chosen?.nameEn ?? checked.report.speciesCode,
    };
    setSaving(true);
    try {
      const store = catchReportStore();
      let saved: StoredCatchReport | null | undefined;
      const savedAt = new Date();
      if (correcting && !changesWhatIsSent(correcting, report)) {
        // Unchanged: the same request again, under its own id.
        saved = (await store.retryRefused(correcting.id, savedAt)) ? await store.get(correcting.id) : null;
      } else if (correcting) {
        saved = await store.correct(correcting.id, { ...report, id: newReportId() }, savedAt);
      } else {
        saved = await store.save({ ...report, id: newReportId() }, savedAt);
      }
      if (!saved) throw new Error('the report could not be saved');
      forgetUnsaved(draftKey);
      // After the first real action the browser is asked to keep the site's storage (architecture §5).
      void requestPersistentStorage();
      void requestBackgroundSync();
      void kickOutbox('saved');
      onSaved(saved);
    } catch {
      setStorageFailed(true);
      form.refuse();
    } finally {
      setSaving(false);
    }
  }

  const kept = values.amount.trim() !== '' && Number(values.amount.replace(',', '.')) > 0;
  const salmon = isSalmonid(values.speciesCode) && (kind === null || kind === 'l06_2');
  const since = caughtAt ? elapsed(caughtAt.getTime(), now) : null;
  const late = caughtAt !== null && now - caughtAt.getTime() > SALMON_REPORT_MINUTES * 60_000;
  const kindInfo = ticket ? findKind(ticket.kind) : undefined;

  return (
    <form className="catch-form" noValidate onSubmit={(event) => void save(event)}>
      <ErrorSummary title={t('form.errorSummaryTitle')} items={summary} focusKey={form.refusals} />
      {correcting && (
        <Notice tone="warning">
          <p>{t('catchForm.correcting')}</p>
          <p>
            {t('catchForm.refusedReason', {
              reason: correcting.refusal?.message.trim() || t('catchList.refusedDefault'),
            })}
          </p>
        </Notice>
      )}

      <fieldset className="fieldset catch-form__section">
        <legend className="fieldset__legend catch-form__legend">{t('catchForm.timeTitle')}</legend>
        <button
          type="button"
          ref={nowButton}
          className="button button--primary button--large catch-form__now"
          aria-describedby="catch-now-hint"
          onClick={() => setValues((current) => recordCatchNow(current, new Date()))}
        >
          <Icon name="fish" size={28} />
          {t('catchForm.recordNow')}
        </button>
        <p className="field__hint" id="catch-now-hint">
          {t('catchForm.recordNowHint')}
        </p>
        {values.caughtExact && caughtAt?.toISOString() === values.caughtExact && (
          <p className="catch-form__recorded" role="status">
            {t('catchForm.recorded', {
              time: formatPortalDate(values.caughtExact, language, 'dateTimeSeconds'),
            })}
          </p>
        )}
        <div className="catch-form__when">
          <Input
            id={fieldId('caughtDate')}
            label={labels.caughtDate}
            error={errorOf('caughtDate')}
            type="date"
            value={values.caughtDate}
            onValue={(value) => set('caughtDate', value)}
            describedBy="catch-time-hint"
          />
          <Input
            id={fieldId('caughtTime')}
            label={labels.caughtTime}
            error={errorOf('caughtTime')}
            type="time"
            value={values.caughtTime}
            onValue={(value) => set('caughtTime', value)}
            describedBy="catch-time-hint"
          />
        </div>
        <p className="field__hint" id="catch-time-hint">
          {t('catchForm.timeHint')}
        </p>
        {since && (
          <p className="catch-form__elapsed" role="timer">
            {since.hours > 0
              ? t('catchForm.elapsedHours', { hours: since.hours, minutes: since.minutes })
              : t('catchForm.elapsed', { minutes: since.minutes, seconds: since.seconds })}
          </p>
        )}
      </fieldset>

      <fieldset className="fieldset catch-form__section" aria-describedby="catch-permit-hint">
        <legend className="fieldset__legend catch-form__legend">{t('catchForm.permitTitle')}</legend>
        <p className="field__hint" id="catch-permit-hint">
          {t('catchForm.permitHint')}
        </p>
        {ticket && kindInfo && (
          <div className="catch-form__ticket">
            <p className="catch-form__ticket-title">
              {t('catchForm.ticket', {
                kind: kindInfo.code,
                number: ticket.number,
                holder: ticket.holderName,
              })}
            </p>
            {ticket.licence && (
              <p>
                {t('catchForm.ticketLicence', {
                  species: speciesName(
                    { nameLt: ticket.licence.speciesLt, nameEn: ticket.licence.speciesEn },
                    language,
                  ),
                  place: language === 'lt' ? ticket.licence.placeLt : ticket.licence.placeEn,
                })}
              </p>
            )}
            <p>
              {t('catchForm.ticketValidity', {
                validity:
                  ticket.validFrom === ticket.validUntil
                    ? formatDay(ticket.validFrom, language)
                    : `${formatDay(ticket.validFrom, language)} – ${formatDay(ticket.validUntil, language)}`,
              })}
            </p>
          </div>
        )}
        <Input
          id={fieldId('permitNumber')}
          label={labels.permitNumber}
          hint={t('catchForm.numberHint')}
          error={errorOf('permitNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={values.permitNumber}
          onValue={(value) => set('permitNumber', value)}
        />
        <Input
          id={fieldId('firstName')}
          label={labels.firstName}
          error={errorOf('firstName')}
          autoComplete="given-name"
          value={values.firstName}
          onValue={(value) => set('firstName', value)}
        />
        <Input
          id={fieldId('lastName')}
          label={labels.lastName}
          error={errorOf('lastName')}
          autoComplete="family-name"
          value={values.lastName}
          onValue={(value) => set('lastName', value)}
        />
        {walletCode && walletCode === values.securityCode ? (
          // Asked for once: the wallet keeps it and goes with every report of the card.
          <p className="catch-form__code" id={fieldId('securityCode')}>
            {t('catchForm.securityCodeFromWallet', { code: formatSecurityCode(walletCode) })}
          </p>
        ) : (
          <Input
            id={fieldId('securityCode')}
            label={labels.securityCode}
            hint={t(loggedIn ? 'catchForm.securityCodeHintLoggedIn' : 'catchForm.securityCodeHint')}
            error={errorOf('securityCode')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={values.securityCode}
            onValue={(value) => set('securityCode', value)}
          />
        )}
      </fieldset>

      <fieldset className="fieldset catch-form__section">
        <legend className="fieldset__legend catch-form__legend">{t('catchForm.fishTitle')}</legend>
        <Field
          id={fieldId('speciesCode')}
          label={labels.speciesCode}
          hint={only ? t('catchForm.speciesFromCard') : undefined}
          error={errorOf('speciesCode')}
        >
          {(describedBy) => (
            <select
              id={fieldId('speciesCode')}
              className="field__input field__select"
              value={values.speciesCode}
              aria-invalid={errorOf('speciesCode') ? true : undefined}
              aria-required
              aria-describedby={describedBy}
              onChange={(event) => set('speciesCode', event.target.value)}
            >
              {!only && <option value="">{t('catchForm.speciesChoose')}</option>}
              {options.map((option) => (
                <option key={option.code} value={option.code}>
                  {speciesName(option, language)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {!ticket && options.length === 0 && !catalogue.isPending && (
          <Notice tone="warning">
            <p>{t('catchForm.speciesUnavailable')}</p>
          </Notice>
        )}

        {salmon && (
          <section className="catch-salmon" aria-labelledby="catch-salmon-title">
            <h2 className="catch-salmon__title" id="catch-salmon-title">
              <Icon name="alert" />
              {t('catchForm.salmonTitle')}
            </h2>
            <p>{t('catchReport.salmonWarning')}</p>
            {since ? (
              <>
                <p className="catch-salmon__timer" role="timer">
                  {since.hours > 0
                    ? t('catchForm.elapsedHours', { hours: since.hours, minutes: since.minutes })
                    : t('catchForm.elapsed', { minutes: since.minutes, seconds: since.seconds })}
                </p>
                <p>{late ? t('catchForm.salmonLate') : t('catchForm.salmonSaveCounts')}</p>
              </>
            ) : (
              <p>{t('catchForm.salmonNoTime')}</p>
            )}
          </section>
        )}

        <Input
          id={fieldId('amount')}
          label={labels.amount}
          hint={t('catchForm.amountHint')}
          error={errorOf('amount')}
          inputMode="numeric"
          autoComplete="off"
          className="field__input field__input--short"
          value={values.amount}
          onValue={(value) => set('amount', value)}
        />
        {kept && (
          <>
            <Input
              id={fieldId('lengthCm')}
              label={labels.lengthCm}
              hint={t('catchForm.lengthHint')}
              error={errorOf('lengthCm')}
              inputMode="decimal"
              autoComplete="off"
              className="field__input field__input--short"
              value={values.lengthCm}
              onValue={(value) => set('lengthCm', value)}
            />
            <Choices
              id={fieldId('sex')}
              legend={labels.sex}
              error={errorOf('sex')}
              value={values.sex}
              choices={CATCH_SEXES.map((sex) => ({ value: sex, label: t(SEX_LABEL[sex]) }))}
              onChoose={(value) => set('sex', value)}
            />
          </>
        )}
        <Choices
          id={fieldId('eelCaught')}
          legend={labels.eelCaught}
          hint={t('catchForm.eelHint')}
          error={errorOf('eelCaught')}
          value={values.eelCaught}
          choices={[
            { value: 'yes' as const, label: t('catchForm.yes') },
            { value: 'no' as const, label: t('catchForm.no') },
          ]}
          onChoose={(value) => set('eelCaught', value)}
        />
      </fieldset>

      <div className="button-row">
        <button
          type="submit"
          className="button button--primary button--large"
          aria-busy={saving || undefined}
        >
          <Icon name="check" />
          {saving ? t('catchForm.saving') : correcting ? t('catchForm.saveCorrected') : t('catchForm.save')}
        </button>
      </div>
    </form>
  );
}

// --- Fields in the portal's pattern (label, hint, error tied together; GOV.UK) -------------------

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

function Field({
  id,
  label,
  hint,
  error,
  describedBy,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  describedBy?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const ids =
    [describedBy, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
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
      {children(ids)}
    </div>
  );
}

interface InputProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  value: string;
  onValue: (value: string) => void;
  describedBy?: string;
}

function Input({ id, label, hint, error, value, onValue, describedBy, className, ...input }: InputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={describedBy}>
      {(ids) => (
        <input
          id={id}
          className={className ?? 'field__input'}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={ids}
          {...input}
        />
      )}
    </Field>
  );
}

function Choices<T extends string>({
  id,
  legend,
  hint,
  error,
  value,
  choices,
  onChoose,
}: {
  id: string;
  legend: string;
  hint?: string;
  error: string | undefined;
  value: T | '';
  choices: { value: T; label: string }[];
  onChoose: (value: T) => void;
}) {
  const name = useId();
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={error ? 'field fieldset field--invalid' : 'field fieldset'} aria-describedby={ids}>
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <ErrorText id={id} error={error} />
      <div className="catch-form__choices">
        {choices.map((choice, index) => {
          // The first option carries the field's id, so the error summary's link lands on the group.
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={choice.value} className="checkbox catch-form__choice">
              <input
                id={optionId}
                className="checkbox__input"
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                aria-invalid={error ? true : undefined}
                onChange={() => onChoose(choice.value)}
              />
              <label className="checkbox__label" htmlFor={optionId}>
                {choice.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
