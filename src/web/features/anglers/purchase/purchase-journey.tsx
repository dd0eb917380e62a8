/**
 * `/paraiskos/l05_1`, `/paraiskos/l05_2`, `/paraiskos/l06_1`, `/paraiskos/l06_2` (spec §2, issue 5
 * item 1), loaded by the route module purchase-page.tsx once it has drawn the header: an angler's permit bought on a phone, logged in or not, one question per screen, the
 * screen in the address (`?zingsnis=`) so Back and Forward work, every answer kept in the tab
 * (purchase-storage.ts) so a reload or the trip to the bank loses nothing.
 *
 * `/paraiskos/{kind}/:id` shows the purchase `id` (purchase-status.tsx).
 *
 * Deep links: `?telkinys=<waterBodyId>` (the fishing map) preselects a water body,
 * `?licencija=<licenceId>` an L06 licence.
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import type { AnglerKind } from '../../../../shared/anglers/api-types.ts';
import { todayInLithuania } from '../../../../shared/fields/index.ts';
import { findKind } from '../../../../shared/permits/kind-list.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useStepForm } from '../../../platform/forms/use-step-form.ts';
import { useSession } from '../../../platform/session/use-session.ts';
import { LoadProblem } from '../../../ui/permits/load-problem.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { catalogueQuery, selectCatalogue } from '../catalogue-query.ts';
import {
  anglerMode,
  applyPreselection,
  type DraftContext,
  emptyDraft,
  FIELD_LABELS,
  fieldOfServerPath,
  firstUnansweredBefore,
  offersForWhom,
  type PurchaseDraft,
  purchaseSteps,
  type SelfPerson,
} from './purchase-draft.ts';
import { PurchaseHeader, PurchasePending } from './purchase-header.tsx';
import {
  LICENCE_PARAM,
  questionOf,
  STEP_PARAM,
  type StepId,
  stepsFor,
  WATER_BODY_PARAM,
} from './purchase-screens.ts';
import { PurchaseStatusPage } from './purchase-status.tsx';
import {
  AnglerStep,
  DateStep,
  LicenceStep,
  OfferStep,
  PeriodStep,
  type StepProps,
  WaterBodyStep,
} from './purchase-steps.tsx';
import { loadDraft, saveDraft } from './purchase-storage.ts';
import { ReviewStep, type ServerFieldError } from './review-step.tsx';

/** Set on a "Change" link of the check screen: Continue then goes straight back to it. */
const FROM_REVIEW_PARAM = 'keisti';

export function PurchasePages({ kind }: { kind: AnglerKind }) {
  const { id } = useParams();
  return id ? <PurchaseStatusPage key={id} kind={kind} id={id} /> : <PurchaseJourney kind={kind} />;
}

/** The logged-in person (gateway names and code, their own profile's contacts), or null. */
function useSelf(): { loading: boolean; self: SelfPerson | null } {
  const session = useSession();
  const self = useMemo((): SelfPerson | null => {
    const user = session.user;
    if (!user) return null;
    const own = session.persons.find((person) => person.code === user.asmensKodas)?.contactInfo;
    return {
      firstName: user.name,
      lastName: user.surname,
      personCode: user.asmensKodas,
      email: own?.email ?? null,
      phone: own?.phone ?? null,
    };
  }, [session.user, session.persons]);
  return { loading: session.status === 'loading', self };
}

function startingDraft(kind: AnglerKind, today: string): PurchaseDraft {
  const stored = loadDraft(kind);
  if (!stored) return emptyDraft(today);
  // A start day that has passed since (the tab stayed open overnight) moves to today.
  return stored.validFrom && stored.validFrom < today ? { ...stored, validFrom: today } : stored;
}

interface SummaryEntry {
  step: StepId;
  field: string;
  text: string;
  /** The field's name, written before a short message in the summary ("Personal code: …"). */
  label?: string | undefined;
}

/** The error summary (GOV.UK): each problem links to its field, on this screen or another one. */
function JourneySummary({
  entries,
  focusKey,
  onOpen,
}: {
  entries: readonly SummaryEntry[];
  focusKey: number;
  onOpen: (entry: SummaryEntry) => void;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  useEffect(() => {
    if (focusKey > focusedFor.current && entries.length > 0 && ref.current) {
      focusedFor.current = focusKey;
      ref.current.focus();
      ref.current.scrollIntoView({ block: 'start' });
    }
  });
  if (entries.length === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="ap-summary-title">
      <h2 className="error-summary__title" id="ap-summary-title">
        {t('form.errorSummaryTitle')}
      </h2>
      <ul className="error-summary__list">
        {entries.map((entry) => (
          <li key={`${entry.field}:${entry.text}`}>
            <a
              href={`#${entry.field}`}
              onClick={(event) => {
                event.preventDefault();
                onOpen(entry);
              }}
            >
              {entry.label ? `${entry.label}: ${entry.text}` : entry.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function focusField(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
  return true;
}

function PurchaseJourney({ kind }: { kind: AnglerKind }) {
  const t = useT();
  const info = findKind(kind)!;
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { loading: sessionLoading, self } = useSelf();
  const today = useMemo(() => todayInLithuania(), []);
  // One query with the map and the catch report: a water body chosen on the map opens here from the same answer.
  const catalogue = useQuery({ ...catalogueQuery(), select: selectCatalogue });

  const steps = stepsFor(kind);
  const requested = params.get(STEP_PARAM) as StepId | null;
  const stepId: StepId = requested && steps.includes(requested) ? requested : steps[0]!;

  // The journey's steps on the step form (ADR 0039); the screen shown is the address's.
  const context: DraftContext | null = catalogue.data ? { catalogue: catalogue.data, today, self } : null;
  const form = useStepForm(purchaseSteps(kind, context), () => startingDraft(kind, today), { stepId });
  const draft = form.values;
  const setDraft = form.update;
  const draftRef = useRef(draft);
  draftRef.current = draft;
  useEffect(() => saveDraft(kind, draft), [kind, draft]);

  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([]);
  const update = useCallback(
    (change: (current: PurchaseDraft) => PurchaseDraft) => {
      setDraft(change);
      // What the server said was about the answers as they were.
      setServerErrors((current) => (current.length > 0 ? [] : current));
    },
    [setDraft],
  );
  const index = steps.indexOf(stepId);
  const fromReview = params.has(FROM_REVIEW_PARAM);

  const stepHref = useCallback(
    (step: StepId, change = false) =>
      `/paraiskos/${kind}?${STEP_PARAM}=${step}${change ? `&${FROM_REVIEW_PARAM}=1` : ''}`,
    [kind],
  );
  const returnTo = `${location.pathname}${location.search}`;

  // --- deep links from the map: preselect, then continue at the next open question ----------------
  const preselecting = params.has(WATER_BODY_PARAM) || params.has(LICENCE_PARAM);
  useEffect(() => {
    if (!catalogue.data || !preselecting) return;
    const applied = applyPreselection(
      kind,
      draftRef.current,
      catalogue.data,
      {
        waterBodyId: params.get(WATER_BODY_PARAM),
        licenceId: params.get(LICENCE_PARAM),
      },
      today,
    );
    if (applied) setDraft(() => applied.draft);
    const next = new URLSearchParams(params);
    next.delete(WATER_BODY_PARAM);
    next.delete(LICENCE_PARAM);
    if (applied) next.set(STEP_PARAM, applied.step);
    setParams(next, { replace: true });
  }, [catalogue.data, preselecting, kind, params, setParams, today, setDraft]);

  // --- focus follows the screen (WCAG 2.4.3): its heading, or the field a summary link named -----
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = pendingFocus.current;
    pendingFocus.current = null;
    const frame = window.requestAnimationFrame(() => {
      if (target && focusField(target)) return;
      headingRef.current?.focus({ preventScroll: true });
      headingRef.current?.scrollIntoView({ block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [stepId]);

  const goTo = useCallback(
    (step: StepId, focus: string | null = null, keepChange = false) => {
      pendingFocus.current = focus;
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(STEP_PARAM, step);
        if (!keepChange) next.delete(FROM_REVIEW_PARAM);
        return next;
      });
    },
    [setParams],
  );

  // The first screen's header stands as it stood before this module came (purchase-page.tsx).
  if (catalogue.isPending || sessionLoading) return <PurchasePending kind={kind} />;
  if (!catalogue.data) {
    return (
      <article className="page angler-purchase">
        <header className="page-header">
          <p className="page-header__caption">{info.code}</p>
          <h1 className="page-header__title">{t(info.pageTitle)}</h1>
        </header>
        <LoadProblem error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      </article>
    );
  }
  if (!context) return null;
  if (preselecting) return <Spinner label={t('common.loading')} />;

  // A screen whose earlier questions are not answered (a reload, an old link) opens the first open one.
  const missing = firstUnansweredBefore(kind, stepId, draft, context);
  if (missing) return <Navigate replace to={stepHref(missing, fromReview)} />;

  const mode = anglerMode(kind, draft, self);
  const question = t(questionOf(kind, stepId, offersForWhom(kind, self)));

  const labelOf = (field: string) => {
    const id = FIELD_LABELS[field];
    return id ? t(id) : undefined;
  };
  // Messages: this screen's own (after a Continue was tried), then what the server said.
  const ownErrors = form.issues;
  const serverEntries = serverErrors.flatMap((error): SummaryEntry[] => {
    const target = fieldOfServerPath(kind, error.path);
    if (target)
      return [{ step: target.step, field: target.field, text: error.message, label: labelOf(target.field) }];
    return [{ step: stepId, field: 'ap-heading', text: error.message }];
  });
  const ownEntries = ownErrors.map(
    (error): SummaryEntry => ({
      step: stepId,
      field: error.field,
      text: t(error.message, error.values),
      // The journey's own messages are whole sentences; the shared rules' ones need the field's name.
      label: error.message.startsWith('anglersPurchase.') ? undefined : labelOf(error.field),
    }),
  );
  const summary =
    stepId === 'perziura'
      ? serverEntries
      : [...ownEntries, ...serverEntries.filter((e) => e.step === stepId)];
  const errorOf = (field: string) =>
    ownEntries.find((entry) => entry.field === field)?.text ??
    serverEntries.find((entry) => entry.step === stepId && entry.field === field)?.text;

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    if (form.next() === 'refused') return;
    // After a change from the check screen, straight back to it once everything is answered.
    const next = fromReview
      ? (firstUnansweredBefore(kind, 'perziura', draft, context) ?? 'perziura')
      : steps[index + 1]!;
    goTo(next, null, fromReview && next !== 'perziura');
  };

  const openEntry = (entry: SummaryEntry) => {
    if (entry.step === stepId) focusField(entry.field);
    else goTo(entry.step, entry.field, true);
  };

  const stepProps: StepProps = { kind, draft, update, catalogue: catalogue.data, errorOf, question, today };
  let screen: ReactNode;
  switch (stepId) {
    case 'vieta':
      screen = <WaterBodyStep {...stepProps} />;
      break;
    case 'pasiulymas':
      screen = <OfferStep {...stepProps} />;
      break;
    case 'licencija':
      screen = <LicenceStep {...stepProps} />;
      break;
    case 'laikotarpis':
      screen = <PeriodStep {...stepProps} />;
      break;
    case 'pradzia':
      screen = <DateStep {...stepProps} />;
      break;
    case 'zvejys':
      screen = <AnglerStep {...stepProps} self={self} returnTo={returnTo} />;
      break;
    case 'perziura':
      screen = (
        <ReviewStep
          kind={kind}
          draft={draft}
          update={update}
          catalogue={catalogue.data}
          self={self}
          stepHref={(step) => stepHref(step, true)}
          returnTo={returnTo}
          onServerErrors={(errors) => {
            setServerErrors(errors);
            form.refuse();
          }}
        />
      );
      break;
  }

  const canContinue = stepId !== 'perziura' && !(stepId === 'zvejys' && mode === 'loginRequired');
  return (
    <article className="page angler-purchase">
      {index > 0 && (
        <p className="angler-back">
          <Link to={stepHref(steps[index - 1]!, fromReview)}>{t('anglersPurchase.back')}</Link>
        </p>
      )}
      <PurchaseHeader kind={kind} index={index} question={question} headingRef={headingRef} />
      <JourneySummary entries={summary} focusKey={form.refusals} onOpen={openEntry} />
      {canContinue ? (
        <form className="angler-form" noValidate onSubmit={onContinue}>
          {screen}
          <p className="button-row">
            <button type="submit" className="button button--primary">
              {t('anglersPurchase.continue')}
            </button>
          </p>
        </form>
      ) : (
        <div className="angler-form">{screen}</div>
      )}
    </article>
  );
}
