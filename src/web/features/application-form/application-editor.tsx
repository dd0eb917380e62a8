/**
 * The form engine (issue 4 item 2, architecture §3): renders any kind's definition as steps — the
 * kind's own, the contact details, then "check your answers" with the documents and the
 * responsibility declaration — with the step in the URL (`?zingsnis=`) so back and forward work.
 * Validation is the server's own validator (form-check.ts); the display follows spec §5; input is
 * kept on the device and autosaved by the draft session (features/drafts); Save validates in draft mode and
 * Submit in submit mode (spec §5: a form with errors cannot be saved or submitted).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { todayInLithuania } from '../../../shared/fields/index.ts';
import type { ApplicationDetail, DocumentDto } from '../../../shared/permits/api-types.ts';
import { DECLARATION_FIELD, REVIEW_STEP_ID } from '../../../shared/permits/engine/common.ts';
import type { ApplicationType, Filer, KindDefinition } from '../../../shared/permits/engine/definition.ts';
import { applicationStateLabel } from '../../../shared/permits/engine/lifecycle.ts';
import { stepsOf } from '../../../shared/permits/engine/validate.ts';
import { findKind, type KindSegment } from '../../../shared/permits/kind-list.ts';
import { useT } from '../../i18n/use-t.ts';
import { initialPathForm, type PathFormState, pathFormReducer } from '../../platform/forms/path-form.ts';
import { useNavigate } from '../../platform/navigate.ts';
import { useShellActions } from '../../platform/shell-actions.ts';
import { AnswersView } from '../../ui/answers/answers-view.tsx';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { type OpenedInput, useDraftSession } from '../drafts/index.ts';
import { permitsKeys } from '../permits/index.ts';
import { checkBoundaryOnDevice } from './boundary-on-device.ts';
import { DocumentsPanel, type UploadRequest } from './documents-panel.tsx';
import { DraftNotices, SaveStatusView } from './draft-notices.tsx';
import { CheckboxView, FieldGrid, isRequiredField } from './fields.tsx';
import { checkForm, issuesOfStep, type SummaryEntry, summaryEntries } from './form-check.ts';
import { FormContext, type FormContextValue } from './form-context.ts';
import { useFormHost } from './form-host.ts';
import { stepOfPath } from './form-paths.ts';
import { FormSummary, focusById } from './form-summary.tsx';
import { handOver } from './handoff.ts';
import { MessagesThread } from './messages-thread.tsx';
import { StepNav } from './step-nav.tsx';
import { isWaiting, presentDocumentTypes, waitingDocuments } from './waiting-files.ts';
import { WithdrawDialog } from './withdraw-dialog.tsx';

export interface EditorProps {
  kind: KindSegment;
  definition: KindDefinition;
  filer: Filer;
  /** The user's personal code (drafts are theirs). */
  owner: string;
  /** The represented person's code. */
  party: string;
  applicantCompanyCode: string | undefined;
  /** Null for a new form the server has not seen yet. */
  detail: ApplicationDetail | null;
  type: ApplicationType;
  permitId: string | null;
  opened: OpenedInput;
  /** The state of the same form before it got its id (handoff.ts). */
  carried?: { state: PathFormState; focus: string | null } | undefined;
  /** This device's id of the draft, when the device already holds it (drafts-db.ts). */
  clientKey?: string | undefined;
}

const declarationField = {
  type: 'checkbox',
  name: DECLARATION_FIELD,
  label: 'engine.field.declaration',
  required: true,
} as const;

/** The officer's reason of the latest return (spec §4 GRAZINTA), shown at the top. */
export function returnNote(detail: ApplicationDetail | null): string | null {
  if (detail?.state !== 'GRAZINTA') return null;
  const entry = [...detail.history].reverse().find((item) => item.action === 'return');
  return entry?.note ?? null;
}

export function ApplicationEditor(props: EditorProps) {
  const { kind, definition, filer, owner, party, type, permitId, opened } = props;
  const t = useT();
  const navigate = useNavigate();
  const { id: routeId } = useParams();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { toast } = useFeedback();
  const { openRepresentedPersonChooser } = useShellActions();
  const kindInfo = findKind(kind)!;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [form, dispatch] = useReducer(
    pathFormReducer,
    null,
    () => props.carried?.state ?? initialPathForm(opened.data),
  );
  const formRef = useRef(form);
  formRef.current = form;
  // What the form shows about its draft, and every effect on it (create, autosave, files, sends,
  // Save, Submit): the draft session runner of features/drafts. This component renders its state.
  const [{ session, detail, waiting, busy }, runner] = useDraftSession(
    {
      kind,
      schemaVersion: definition.schemaVersion,
      owner,
      party,
      type,
      permitId,
      clientKey: props.clientKey ?? crypto.randomUUID(),
      data: form.values,
      opened,
      detail: props.detail,
      host: useFormHost(kind, routeId),
    },
    form.changes,
    form.values,
  );
  const detailRef = useRef(detail);
  detailRef.current = detail;
  const [withdrawing, setWithdrawing] = useState(false);
  const pendingFocus = useRef<string | null>(props.carried?.focus ?? null);

  const steps = useMemo(() => stepsOf(definition, filer), [definition, filer]);
  const allSteps = useMemo(
    () => [
      ...steps.map((step) => ({ id: step.id, title: step.title })),
      { id: REVIEW_STEP_ID, title: 'engine.step.review' as const },
    ],
    [steps],
  );
  const requested = params.get('zingsnis');
  const stepId = allSteps.some((step) => step.id === requested) ? requested! : allSteps[0]!.id;
  const stepIndex = allSteps.findIndex((step) => step.id === stepId);
  const step = steps.find((candidate) => candidate.id === stepId);
  const isReview = stepId === REVIEW_STEP_ID;

  const today = useMemo(() => todayInLithuania(), []);
  const serverDocuments = detail?.documents ?? [];
  const documents = useMemo(
    () => [...serverDocuments, ...waitingDocuments(waiting)],
    [serverDocuments, waiting],
  );
  const documentTypes = useMemo(() => presentDocumentTypes(documents), [documents]);
  const check = useMemo(
    () => checkForm(definition, form.values, { filer, documentTypes, applicationType: type, today }),
    [definition, filer, form.values, documentTypes, type, today],
  );

  /** The URL of this form with its id, once it has one. */
  const moveToId = useCallback(
    (id: string, nextStep: string, focus: string | null, replace: boolean) => {
      handOver(kind, id, { state: formRef.current, focus });
      const go = () =>
        navigate(`/paraiskos/${kind}/${id}?zingsnis=${encodeURIComponent(nextStep)}`, { replace });
      // The copy is on the device before the address names it: a reload there, even at once and
      // offline, opens the form from it (ADR 0013), not "opens when the connection returns".
      void runner.keepCopy(detailRef.current).then(go, go);
    },
    [kind, navigate, runner],
  );

  // --- steps --------------------------------------------------------------------------------------
  const goToStep = useCallback(
    (next: string, focus: string | null = null) => {
      if (formRef.current.summary?.kind === 'step') dispatch({ type: 'clearSummary' });
      const id = detailRef.current?.id;
      if (id && !routeId) {
        moveToId(id, next, focus ?? 'heading', false);
        return;
      }
      pendingFocus.current = focus;
      setParams((current) => {
        const nextParams = new URLSearchParams(current);
        nextParams.set('zingsnis', next);
        return nextParams;
      });
    },
    [routeId, moveToId, setParams],
  );

  // Focus follows the step (WCAG 2.4.3): its heading, or the field a summary link named.
  const firstStepRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    const carried = firstStepRender.current ? props.carried?.focus : undefined;
    if (firstStepRender.current && !carried) {
      firstStepRender.current = false;
      return;
    }
    firstStepRender.current = false;
    // "Restored your input" has been read once the person moves on; a choice still open stays.
    runner.tell({ type: 'stepChanged' });
    // A Continue's summary belongs to its step; Back and Forward leave it behind too.
    const scope = formRef.current.summary;
    if (scope?.kind === 'step' && scope.step !== stepId) dispatch({ type: 'clearSummary' });
    const target = pendingFocus.current;
    pendingFocus.current = null;
    // After the shell's own focus move on a new path (a parent effect runs after this one).
    const frame = window.requestAnimationFrame(() => {
      if (target && target !== 'heading' && focusById(target)) return;
      headingRef.current?.focus({ preventScroll: true });
      headingRef.current?.scrollIntoView({ block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [stepId]);

  const openSummaryEntry = (entry: SummaryEntry) => {
    if (entry.step === stepId) {
      focusById(entry.targetId);
      return;
    }
    goToStep(entry.step, entry.targetId);
  };

  // --- Save and Submit ----------------------------------------------------------------------------
  const save = async () => {
    runner.tell({ type: 'clearAlert' });
    if (check.draftIssues.length > 0) {
      dispatch({
        type: 'refused',
        scope: { kind: 'save' },
        touch: check.draftIssues.map((issue) => issue.path),
      });
      return;
    }
    const saved = await runner.save();
    if (saved && 'fieldErrors' in saved) {
      dispatch({ type: 'serverErrors', scope: { kind: 'save' }, errors: saved.fieldErrors });
    } else if (saved) {
      dispatch({ type: 'clearSummary' });
      toast(t('applicationForm.saved'));
      if (!routeId) moveToId(saved.id, stepId, 'heading', true);
    }
  };

  const submit = async () => {
    runner.tell({ type: 'clearAlert' });
    if (check.submitIssues.length > 0) {
      dispatch({
        type: 'refused',
        scope: { kind: 'submit' },
        steps: allSteps.map((item) => item.id),
      });
      return;
    }
    const refused = await runner.submit();
    if (refused) dispatch({ type: 'serverErrors', scope: { kind: 'submit' }, errors: refused.fieldErrors });
  };

  const onPrimary = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (isReview) {
      void submit();
      return;
    }
    const problems = issuesOfStep(check.submitIssues, stepId, steps);
    if (problems.length > 0) {
      dispatch({ type: 'refused', scope: { kind: 'step', step: stepId }, steps: [stepId] });
      return;
    }
    void runner.sendNow();
    goToStep(allSteps[stepIndex + 1]!.id);
  };

  // --- documents ----------------------------------------------------------------------------------
  const upload = async (request: UploadRequest) => {
    const { kept, document } = await runner.attach(request, (fileType, file) =>
      checkBoundaryOnDevice(definition, fileType, file, t),
    );
    if (document) toast(t('applicationForm.document.uploaded', { title: document.title }));
    else if (kept) toast(t('applicationForm.document.keptOnDevice', { title: request.title }));
    else throw new Error(t('applicationForm.document.cannotKeep'));
  };

  const removeDocument = async (document: DocumentDto) => {
    if (await runner.removeDocument(document, isWaiting(document) ? document.waiting.fileId : null))
      toast(t('applicationForm.document.deleted', { title: document.title }));
  };

  // --- what the summary lists ---------------------------------------------------------------------
  const serverIssues = Object.entries(form.serverErrors).map(([path, message]) => ({ path, message }));
  const summary = form.summary;
  const listed =
    summary === null
      ? []
      : summary.kind === 'step'
        ? [
            ...issuesOfStep(check.submitIssues, summary.step, steps),
            ...serverIssues.filter((issue) => stepOfPath(issue.path, steps) === summary.step),
          ]
        : [...serverIssues, ...(summary.kind === 'save' ? check.draftIssues : check.submitIssues)];
  const entries = summaryEntries(listed, steps, definition.documents, t);

  const context: FormContextValue = {
    state: form,
    dispatch,
    check,
    steps,
    today,
    applicantCompanyCode: props.applicantCompanyCode,
    applicationType: type,
  };

  const note = returnNote(detail);
  const slots = (step?.documents ?? []).flatMap((type) => {
    const slot = definition.documents.find((candidate) => candidate.type === type);
    return slot ? [slot] : [];
  });
  const hasRequired = (step?.fields ?? []).some(isRequiredField) || slots.length > 0;
  const caption = detail
    ? `${kindInfo.code} · ${t('applicationForm.numberCaption', { number: detail.number })}`
    : kindInfo.code;

  return (
    <FormContext.Provider value={context}>
      <article className="page app-form">
        <PageHeader
          caption={caption}
          title={t(kindInfo.pageTitle)}
          lead={
            type !== 'NAUJA'
              ? detail?.relatedPermit
                ? t('applicationForm.typeForPermit', {
                    type: t(`applicationType.${type}`),
                    number: detail.relatedPermit.number,
                  })
                : t(`applicationType.${type}`)
              : undefined
          }
        />
        <div className="app-form__meta">
          <span className="badge">
            {detail ? t(applicationStateLabel(detail.state)) : t('applicationForm.state.new')}
          </span>
          <SaveStatusView status={session.save} failure={session.saveFailure} />
        </div>

        {note && (
          <Notice tone="warning">
            <h2 className="app-form__notice-title">{t('applicationForm.returned.title')}</h2>
            <p className="app-form__note">{note}</p>
            <p>{t('applicationForm.returned.text')}</p>
          </Notice>
        )}

        <DraftNotices
          session={session}
          serverData={props.detail ? (props.detail.autosave?.data ?? props.detail.data) : null}
          onChoose={(data) => {
            dispatch({ type: 'replace', values: data });
            runner.tell({ type: 'chose' });
          }}
          onKeepServer={() => void runner.keepServer()}
          onSwitchPerson={openRepresentedPersonChooser}
          onReload={async () => {
            const id = detailRef.current?.id;
            if (!id) return;
            await runner.beforeReload();
            await queryClient.invalidateQueries({ queryKey: permitsKeys.application(kind, id) });
            navigate(`/paraiskos/${kind}/${id}?zingsnis=${encodeURIComponent(stepId)}`, {
              replace: true,
              state: { reload: Date.now() },
            });
          }}
          onCancelQueued={() => void runner.cancelQueued()}
        />

        <div className="app-form__layout">
          <StepNav
            steps={allSteps.map((item) => ({
              id: item.id,
              title: t(item.title),
              hasErrors:
                !!form.attempted[item.id] && issuesOfStep(check.submitIssues, item.id, steps).length > 0,
            }))}
            current={stepId}
            onGo={(id) => goToStep(id)}
          />
          <div className="app-form__main">
            <FormSummary
              entries={entries}
              focusKey={form.refusals}
              currentStep={stepId}
              onOpen={openSummaryEntry}
            />
            <form noValidate onSubmit={onPrimary} aria-labelledby={headingId} className="app-form__form">
              <p className="app-form__progress">
                {t('applicationForm.progress', { current: stepIndex + 1, total: allSteps.length })}
              </p>
              <h2 className="app-form__step-title" id={headingId} ref={headingRef} tabIndex={-1}>
                {t(allSteps[stepIndex]!.title)}
              </h2>
              {isReview ? (
                <>
                  <p className="app-form__description">{t('engine.step.review.description')}</p>
                  <AnswersView
                    definition={definition}
                    filer={filer}
                    data={form.values}
                    documents={documents}
                    applicationType={type}
                    headingLevel={3}
                    stepAction={(answerStep) => (
                      <a
                        className="app-form__change"
                        href={`?zingsnis=${encodeURIComponent(answerStep.id)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          goToStep(answerStep.id);
                        }}
                      >
                        {t('applicationForm.change')}
                        <span className="visually-hidden"> {t(answerStep.title)}</span>
                      </a>
                    )}
                  />
                  <div className="app-form__declaration">
                    <CheckboxView
                      field={declarationField}
                      path={DECLARATION_FIELD}
                      value={form.values[DECLARATION_FIELD]}
                    />
                  </div>
                </>
              ) : (
                <>
                  {step?.description && <p className="app-form__description">{t(step.description)}</p>}
                  {hasRequired && (
                    <p className="app-form__required-note">{t('applicationForm.requiredNote')}</p>
                  )}
                  {step && <FieldGrid fields={step.fields} prefix="" values={form.values} />}
                  {slots.length > 0 && (
                    <DocumentsPanel
                      slots={slots}
                      documents={documents}
                      onUpload={upload}
                      onDelete={removeDocument}
                    />
                  )}
                </>
              )}
              <div className="button-row app-form__actions">
                {stepIndex > 0 && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => goToStep(allSteps[stepIndex - 1]!.id)}
                  >
                    {t('applicationForm.back')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--secondary"
                  aria-busy={busy === 'save' || undefined}
                  disabled={busy !== null}
                  onClick={() => void save()}
                >
                  {busy === 'save' ? t('applicationForm.saving') : t('applicationForm.save')}
                </button>
                <button
                  type="submit"
                  className="button button--primary"
                  aria-busy={busy === 'submit' || undefined}
                  disabled={busy !== null}
                >
                  {isReview
                    ? busy === 'submit'
                      ? t('applicationForm.submitting')
                      : t('applicationForm.submit')
                    : t('applicationForm.continue')}
                </button>
              </div>
            </form>
            {detail?.actions.includes('withdraw') && (
              <p className="app-form__withdraw">
                <button type="button" className="link-button" onClick={() => setWithdrawing(true)}>
                  {t('applicationForm.withdraw.open')}
                </button>
              </p>
            )}
          </div>
        </div>
        {detail?.submittedAt && <MessagesThread kind={kind} id={detail.id} />}
        {withdrawing && detail && (
          <WithdrawDialog
            kind={kind}
            detail={detail}
            onClose={() => setWithdrawing(false)}
            onDone={(next) => {
              void runner.withdrawn(next);
              navigate(`/paraiskos/${kind}/${next.id}`, { replace: true });
            }}
          />
        )}
      </article>
    </FormContext.Provider>
  );
}
