/**
 * `/leidimo-paieska/l06_2`: the public permit lookup (spec §2 Public routes; issue 6 item 4). Anyone
 * — a fisheries inspector, a landowner, the angler — types a fishing card's number and sees whether
 * it is valid today, its kind, days and state, the water body and species, and the holder's
 * initials only (the public sees no names).
 *
 * The number lives in the address (`?numeris=`): a shared link shows the same lookup. A typo is
 * caught before asking (length and check digit); the server limits lookups per address (429).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { AnglerPermitLookup } from '../../../../shared/anglers/catch-reports.ts';
import { todayInLithuania } from '../../../../shared/fields/dates.ts';
import { findKind } from '../../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { formatPortalDate } from '../../../platform/dates.ts';
import { messageText } from '../../../platform/message-text.ts';
import { ErrorSummary, type SummaryItem } from '../../../ui/form/error-summary.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { LinkCards, PageHeader } from '../../../ui/page.tsx';
import { type Fact, Facts } from '../../../ui/permits/facts.tsx';
import { formatDay, stateLabel } from '../../../ui/permits/format.ts';
import { StateBadge } from '../../../ui/permits/state-badge.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { lookupPermit, permitLookupKey } from './lookup-api.ts';
import { lookupProblem, standingOf } from './lookup-outcome.ts';
import {
  type LookupFormInput,
  type LookupFormOutput,
  lookupFormSchema,
  lookupNumber,
  NUMBER_PARAM,
  numberFromParams,
} from './lookup-schema.ts';
import './permit-lookup.css';

const NUMBER_ID = 'permit-lookup-number';

export function PermitLookupPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const typed = numberFromParams(params);
  const number = lookupNumber(typed);
  const lookup = useQuery({
    queryKey: permitLookupKey(number ?? ''),
    queryFn: ({ signal }) => lookupPermit(number!, signal),
    enabled: number !== null,
    // Each lookup is an answer about today; a repeat asks again, a 4xx never heals by itself.
    staleTime: 0,
    retry: false,
    meta: { silent: true },
  });

  return (
    <article className="page permit-lookup">
      <PageHeader
        caption={`L06.2 · ${t('kind.l06_2.title')}`}
        title={t('route.permitLookup')}
        lead={t('publicLookup.lead')}
      />
      <LookupForm
        key={typed}
        typed={typed}
        serverError={lookup.isError && !lookup.isFetching ? lookupProblem(lookup.error) : null}
        onLookup={(next) => {
          if (next === number) void lookup.refetch();
          else setParams(new URLSearchParams({ [NUMBER_PARAM]: next }));
        }}
      />
      <section className="page-section" aria-labelledby="permit-lookup-result-title">
        <h2 className="section-title" id="permit-lookup-result-title">
          {t('publicLookup.resultTitle')}
        </h2>
        {/* Always in the page, so that screen readers announce each new answer (WCAG 4.1.3). */}
        <div role="status" aria-live="polite" className="permit-lookup__status">
          {number === null ? (
            <p className="permit-lookup__none">{t('publicLookup.none')}</p>
          ) : lookup.isFetching ? (
            <Spinner label={t('publicLookup.checking')} inline />
          ) : lookup.isError ? (
            <LookupFailure error={lookup.error} />
          ) : lookup.data ? (
            <Verdict result={lookup.data} number={number} />
          ) : null}
        </div>
        {number !== null && !lookup.isFetching && !lookup.isError && lookup.data?.found && (
          <Details permit={lookup.data} checkedAt={lookup.dataUpdatedAt} />
        )}
      </section>
      <section className="page-section" aria-labelledby="permit-lookup-related">
        <h2 className="section-title" id="permit-lookup-related">
          {t('planned.related')}
        </h2>
        <LinkCards
          items={[
            { to: '/atsisiusti/l06_2', label: t('kindPage.downloadLink'), icon: 'download' },
            { to: '/ataskaita/l06_2', label: t('route.catchReport'), icon: 'fish' },
            { to: '/l06_2', label: t('kind.l06.pageTitle'), icon: 'card' },
          ]}
        />
      </section>
    </article>
  );
}

function LookupForm({
  typed,
  serverError,
  onLookup,
}: {
  /** The number in the address, as it was typed. */
  typed: string;
  serverError: ReturnType<typeof lookupProblem> | null;
  onLookup: (number: string) => void;
}) {
  const t = useT();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useForm<LookupFormInput, unknown, LookupFormOutput>({
    resolver: valibotResolver(lookupFormSchema),
    // Checked when sent (GOV.UK): a message appearing on blur would move the button from under the pointer.
    mode: 'onSubmit',
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: { number: typed },
  });
  // Checked on submit only: before it a field is neither valid nor invalid (no green on an empty field).
  const { errors, isSubmitted } = form.formState;
  // A shared address with a mistyped number: say what is wrong with it at once, without asking the
  // server. The form is keyed by the address's number, so this runs once per number.
  const { handleSubmit } = form;
  useEffect(() => {
    if (typed !== '') void handleSubmit(() => undefined)();
  }, [typed, handleSubmit]);

  const serverText = serverError?.type === 'field' ? serverError.text : undefined;
  const error = messageText(errors.number?.message, t) ?? serverText;
  const label = t('publicLookup.number');
  const summary: SummaryItem[] =
    error && (isSubmitted || serverText) ? [{ fieldId: NUMBER_ID, message: `${label}: ${error}` }] : [];

  return (
    <form
      noValidate
      className="permit-lookup__form"
      onSubmit={form.handleSubmit(
        (values) => onLookup(values.number),
        () => setFailedSubmits((n) => n + 1),
      )}
    >
      <ErrorSummary title={t('form.errorSummaryTitle')} items={summary} focusKey={failedSubmits} />
      <TextField
        id={NUMBER_ID}
        label={label}
        hint={t('publicLookup.numberHint')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        required
        className="field__input permit-lookup__input"
        state={{ error, shown: isSubmitted || !!serverText }}
        registration={form.register('number')}
      />
      <button type="submit" className="button button--primary">
        <Icon name="search" />
        {t('publicLookup.submit')}
      </button>
    </form>
  );
}

function LookupFailure({ error }: { error: unknown }) {
  const t = useT();
  const problem = lookupProblem(error);
  const text =
    problem.type === 'tooMany'
      ? t('publicLookup.tooMany')
      : problem.type === 'offline'
        ? t('publicLookup.offline')
        : problem.type === 'field'
          ? t('publicLookup.numberRefused')
          : problem.text || t('error.defaultError');
  return (
    <p className="permit-lookup__verdict permit-lookup__verdict--problem">
      <Icon name="alert" />
      <span>{text}</span>
    </p>
  );
}

function Verdict({ result, number }: { result: AnglerPermitLookup; number: string }) {
  const t = useT();
  const { language } = useLanguage();
  if (!result.found) {
    return (
      <p className="permit-lookup__verdict permit-lookup__verdict--bad">
        <Icon name="alert" />
        <span>
          <strong>{t('publicLookup.notFound')}</strong> {t('publicLookup.notFoundText', { number })}
        </span>
      </p>
    );
  }
  const standing = standingOf(result, todayInLithuania());
  const stateText = (state: string) => {
    const label = stateLabel('permit', state);
    return label ? t(label) : state;
  };
  const day = (value: string) => formatDay(value, language);
  const reason =
    standing.type === 'valid'
      ? t('publicLookup.validText', { until: day(result.validUntil) })
      : standing.type === 'notYet'
        ? t('publicLookup.notYetText', { from: day(standing.validFrom) })
        : standing.type === 'expired'
          ? t('publicLookup.expiredText', { until: day(standing.validUntil) })
          : t('publicLookup.stateText', { state: stateText(standing.state) });
  const valid = standing.type === 'valid';
  return (
    <p className={`permit-lookup__verdict permit-lookup__verdict--${valid ? 'good' : 'bad'}`}>
      <Icon name={valid ? 'check' : 'alert'} />
      <span>
        <strong>{valid ? t('publicLookup.valid') : t('publicLookup.notValid')}</strong> {reason}
      </span>
    </p>
  );
}

function Details({
  permit,
  checkedAt,
}: {
  permit: Extract<AnglerPermitLookup, { found: true }>;
  checkedAt: number;
}) {
  const t = useT();
  const { language } = useLanguage();
  const kind = findKind(permit.kind);
  const facts: Fact[] = [
    { label: t('publicLookup.fact.number'), value: permit.number },
    {
      label: t('publicLookup.fact.kind'),
      value: kind ? `${kind.code} · ${t(kind.pageTitle)}` : permit.kind,
    },
    { label: t('publicLookup.fact.state'), value: <StateBadge subject="permit" state={permit.state} /> },
    {
      label: t('publicLookup.fact.validity'),
      value: t('publicLookup.period', {
        from: formatDay(permit.validFrom, language),
        to: formatDay(permit.validUntil, language),
      }),
    },
    { label: t('publicLookup.fact.holder'), value: permit.holderInitials },
    ...(permit.waterBody ? [{ label: t('publicLookup.fact.waterBody'), value: permit.waterBody.name }] : []),
    ...(permit.species
      ? [
          {
            label: t('publicLookup.fact.species'),
            value: language === 'lt' ? permit.species.nameLt : permit.species.nameEn,
          },
        ]
      : []),
  ];
  return (
    <>
      <Facts items={facts} />
      <p className="permit-lookup__checked">
        {t('publicLookup.checkedAt', { time: formatPortalDate(checkedAt, language, 'dateTime') })}
      </p>
    </>
  );
}
