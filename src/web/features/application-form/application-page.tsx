/**
 * `/paraiskos/{kind}` and `/paraiskos/{kind}/{id}` (spec §2): a new application, an application
 * being edited (RUOSIAMA, GRAZINTA) or one that can only be read, for the represented person
 * chosen in the session. Any kind in the registry renders through the form engine; kinds not yet
 * in the registry keep their page describing what will come. The angler kinds (L05, L06) never come
 * here: the router sends them to their own purchase journey (app/pages.tsx, architecture §3).
 *
 * `?tipas=LEIDIMO_KEITIMAS|LEIDIMO_TIKSLINIMAS|PRATESIMAS|TURIO_TIKSLINIMAS&leidimas=<permitId>` starts a
 * change, an amendment, an extension or a volume specification (forest kinds) of a permit: the server
 * creates it prefilled from the permit.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import { CONTACT_STEP_ID } from '../../../shared/permits/engine/common.ts';
import type { ApplicationType, KindDefinition } from '../../../shared/permits/engine/definition.ts';
import { applicationStateLabel } from '../../../shared/permits/engine/lifecycle.ts';
import { stepsOf } from '../../../shared/permits/engine/validate.ts';
import { findKind, type KindSegment } from '../../../shared/permits/kind-list.ts';
import { definitionOf } from '../../../shared/permits/registry.ts';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { useNavigate } from '../../platform/navigate.ts';
import { useShellActions } from '../../platform/shell-actions.ts';
import { AnswersView } from '../../ui/answers/answers-view.tsx';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import {
  type DraftOwner,
  draftKey,
  dropNewFormPointer,
  openApplicationDraft,
  openNewDraft,
  type ServerAnswer,
} from '../drafts/index.ts';
import { FeePanel } from '../fees/index.ts';
import { applicationAction, createApplication, getApplication, permitsKeys } from '../permits/index.ts';
import { ApplicationEditor, returnNote } from './application-editor.tsx';
import { FormPending, KindHeader, type Party } from './application-shell.tsx';
import { dropHandOver, handedOver } from './handoff.ts';
import { HistoryList } from './history-list.tsx';
import { MessagesThread } from './messages-thread.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';
import './application-form.css';

const REQUEST_TYPES: readonly ApplicationType[] = [
  'LEIDIMO_KEITIMAS',
  'LEIDIMO_TIKSLINIMAS',
  'PRATESIMAS',
  'TURIO_TIKSLINIMAS',
];

/**
 * The form of `kind` (application-route.tsx draws the page's header until this module and the
 * permit texts are there): a new application, or the one in the address.
 */
export function ApplicationForm({ kind, party }: { kind: KindSegment; party: Party }) {
  const definition = definitionOf(kind);
  const { id } = useParams();
  // Input typed earlier on this device that never reached the server is sent by the session gate
  // (app/session-gate.tsx) at start and on `online`; the form below sends its own.
  // Every kind of the catalogue has its definition (src/shared/permits/registry.test.ts).
  if (!definition) throw new Error(`permit kind ${kind} has no definition`);
  return id ? (
    <ExistingApplication key={id} kind={kind} id={id} definition={definition} party={party} />
  ) : (
    <NewApplication kind={kind} definition={definition} party={party} />
  );
}

/** Contact details from the profile of the represented person (spec §3 Contact details). */
function contactPrefill(definition: KindDefinition, party: Party): Record<string, unknown> {
  const contact = party.person?.contactInfo;
  const values: Record<string, unknown> = {
    contactFirstName: contact?.contactFirstName ?? party.user.name,
    contactLastName: contact?.contactLastName ?? party.user.surname,
    contactPosition: contact?.position ?? undefined,
    contactEmail: contact?.email ?? undefined,
    contactPhone: contact?.phone ?? undefined,
    contactAddress: contact?.address ?? undefined,
    infoByEmail: contact?.infoByEmail ?? undefined,
    infoBySms: contact?.infoByPhone ?? undefined,
  };
  const contactStep = stepsOf(definition, party.filer).find((step) => step.id === CONTACT_STEP_ID);
  const names = new Set(contactStep?.fields.map((field) => field.name) ?? []);
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) => names.has(name) && value !== undefined && value !== null && value !== '',
    ),
  );
}

/** Spec §5/§8: a company must not file certain kinds (and some kinds only a company files). */
function Refusal({ message }: { message: string }) {
  const t = useT();
  const { openRepresentedPersonChooser } = useShellActions();
  return (
    <div className="alert alert--danger app-form__alert" role="alert">
      <div>
        <p>{message}</p>
        <button type="button" className="button button--secondary" onClick={openRepresentedPersonChooser}>
          {t('applicationForm.refused.switch')}
        </button>
      </div>
    </div>
  );
}

function NewApplication({
  kind,
  definition,
  party,
}: {
  kind: KindSegment;
  definition: KindDefinition;
  party: Party;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const requested = params.get('tipas');
  const permitId = params.get('leidimas');
  const key = draftKey(kind, null, party.code);
  // The drafts feature opens the form: on this device's draft, or the contact details (ADR 0044).
  // Opened once per visit: asked again on the network's return or the window's focus, it would find
  // the draft the form's own runner had just moved to its new application, and swap the form for
  // that application's page while the runner was still sending the draft (ADR 0044).
  const opening = useQuery({
    queryKey: ['drafts', key, party.owner],
    queryFn: () =>
      openNewDraft(
        { kind, definition, owner: party.owner, party: party.code },
        contactPrefill(definition, party),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
    gcTime: 0,
    networkMode: 'always',
  });

  if (!definition.filers.includes(party.filer)) {
    return (
      <article className="page app-form">
        <KindHeader kind={kind} />
        <Refusal
          message={t(
            party.filer === 'company' ? 'engine.error.companyCannotFile' : 'engine.error.personCannotFile',
          )}
        />
      </article>
    );
  }
  if (requested && REQUEST_TYPES.includes(requested as ApplicationType)) {
    return <StartRequest kind={kind} type={requested as ApplicationType} permitId={permitId} />;
  }
  // The page's header stands while this device's draft is read (IndexedDB, at 4× CPU most of a
  // second after the page's code has run): the heading, the page's largest text and the same in the
  // form, paints with the first render instead of after the form (issue 16 target 1).
  if (opening.isPending) return <FormPending kind={kind} />;
  const opened = opening.data;
  if (!opened) throw opening.error;
  // The new form already became an application on the server: open it.
  if (opened.show === 'application') {
    return <Navigate replace to={`/paraiskos/${kind}/${opened.applicationId}${window.location.search}`} />;
  }
  return (
    <ApplicationEditor
      kind={kind}
      definition={definition}
      filer={party.filer}
      owner={party.owner}
      party={party.code}
      applicantCompanyCode={party.companyCode}
      detail={null}
      type="NAUJA"
      permitId={null}
      opened={opened.opened}
      clientKey={opened.clientKey}
    />
  );
}

/** A change, amendment or extension starts from a permit: the person confirms, the server prefills. */
function StartRequest({
  kind,
  type,
  permitId,
}: {
  kind: KindSegment;
  type: ApplicationType;
  permitId: string | null;
}) {
  const t = useT();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () => createApplication(kind, { type, ...(permitId ? { permitId } : {}) }),
    meta: { silent: true },
    onSuccess: (created) => navigate(`/paraiskos/${kind}/${created.id}`, { replace: true }),
  });
  const error = start.error;
  return (
    <article className="page app-form">
      <KindHeader kind={kind} />
      <h2>{t(`applicationType.${type}`)}</h2>
      <p>{t('applicationForm.request.text')}</p>
      {error &&
        (isApiError(error) && (error.status === 400 || error.status === 403) ? (
          <Refusal message={error.serverMessage ?? error.message} />
        ) : (
          <div className="alert alert--danger app-form__alert" role="alert">
            <p>{isApiError(error) ? error.message : t('error.defaultError')}</p>
          </div>
        ))}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={start.isPending}
          aria-busy={start.isPending || undefined}
          onClick={() => start.mutate()}
        >
          {t('applicationForm.request.start')}
        </button>
        <Link className="button button--secondary" to="/leidimai">
          {t('common.cancel')}
        </Link>
      </div>
    </article>
  );
}

function ExistingApplication({
  kind,
  id,
  definition: kindDefinition,
  party,
}: {
  kind: KindSegment;
  id: string;
  definition: KindDefinition;
  party: Party;
}) {
  const t = useT();
  const location = useLocation();
  const locationState = (location.state ?? {}) as { submitted?: boolean; reload?: number };
  const loadKey = locationState.reload ?? 0;
  const key = draftKey(kind, id, party.code);
  const detail = useQuery({
    queryKey: permitsKeys.application(kind, id),
    queryFn: () => getApplication(kind, id),
    meta: { silent: true },
    // Each visit asks the server (an officer may have returned it meanwhile); saves update the cache.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
  });
  // No network and nothing from the server: the copy this device kept opens the form (ADR 0013).
  const unreachable =
    detail.data === undefined &&
    (detail.fetchStatus === 'paused' || (isApiError(detail.error) && detail.error.status === -1));
  // Captured once: the handoff is dropped after mount, the form keeps what it carried.
  const [carried] = useState(() => handedOver(kind, id));
  const firstEditorKey = useRef<string | null>(null);

  useEffect(() => {
    dropHandOver(kind, id);
    // The new-form record pointed here; the application has its own address now.
    void dropNewFormPointer({ kind, owner: party.owner, party: party.code }, id);
  }, [kind, id, party.code, party.owner]);

  // A form opens on what the server holds now, not on a cached copy (its revision must be current),
  // unless it just crossed over from the new-form address with this very data.
  const answered = detail.isFetchedAfterMount || carried || locationState.submitted ? detail.data : undefined;
  const answer: ServerAnswer | null = answered
    ? { state: 'answered', detail: answered }
    : unreachable
      ? { state: 'unreachable' }
      : null;
  const draftOwner: DraftOwner = { kind, definition: kindDefinition, owner: party.owner, party: party.code };
  // The drafts feature opens the form from the server's answer and this device's copies (ADR 0044).
  // Opened once per load: later saves update the cache without reopening the form; a new state
  // (a submit or withdrawal removes the draft) or the network's return opens it again.
  const opening = useQuery({
    queryKey: ['drafts', key, party.owner, loadKey, detail.data?.state, unreachable],
    enabled: answer !== null,
    queryFn: () => openApplicationDraft(draftOwner, id, answer!),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    networkMode: 'always',
  });
  const opened = opening.data?.show === 'unavailable' ? undefined : opening.data;
  const kept = unreachable ? opened?.detail : undefined;
  // The application as the server has it now (saves update the cache), or the copy kept here.
  const server = kept ?? answered;
  const opensPending = answer !== null && opening.isPending;

  if (detail.isError && !kept && !(unreachable && opensPending)) {
    const error = detail.error;
    return (
      <article className="page app-form">
        <KindHeader kind={kind} />
        <div className="alert alert--danger app-form__alert" role="alert">
          <div>
            <p>
              {isApiError(error) && error.status === 404
                ? t('applicationForm.notFound')
                : isApiError(error)
                  ? error.message
                  : t('error.defaultError')}
            </p>
            <Link to="/paraiskos">{t('applicationForm.toMyApplications')}</Link>
          </div>
        </div>
      </article>
    );
  }
  if (!server || !opened) {
    if (opening.isError) throw opening.error;
    return detail.fetchStatus === 'paused' && !opensPending ? (
      <article className="page app-form">
        <KindHeader kind={kind} />
        <Notice tone="warning">
          <p>{t('applicationForm.offlineOpen')}</p>
        </Notice>
      </article>
    ) : (
      <Spinner label={t('common.loading')} />
    );
  }
  const definition = opened.definition;
  if (!server.editable) {
    return (
      <ReadOnlyApplication
        kind={kind}
        definition={definition}
        detail={server}
        justSubmitted={!!locationState.submitted}
      />
    );
  }
  const editorKey = `${id}:${loadKey}:${server.state}`;
  // The carried state belongs to the first form shown here; a reload or a recall opens from the server.
  firstEditorKey.current ??= editorKey;
  return (
    <ApplicationEditor
      key={editorKey}
      kind={kind}
      definition={definition}
      filer={server.filer}
      owner={party.owner}
      party={party.code}
      applicantCompanyCode={server.applicant.kind === 'company' ? server.applicant.code : undefined}
      detail={server}
      type={server.type}
      permitId={null}
      opened={opened.opened}
      carried={firstEditorKey.current === editorKey ? carried : undefined}
      clientKey={opened.clientKey}
    />
  );
}

/** A submitted, decided or withdrawn application: what was sent, its documents, history and messages. */
function ReadOnlyApplication({
  kind,
  definition,
  detail,
  justSubmitted,
}: {
  kind: KindSegment;
  definition: KindDefinition;
  detail: ApplicationDetail;
  justSubmitted: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const info = findKind(kind)!;
  const historyId = useId();
  const [withdrawing, setWithdrawing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const setDetail = (next: ApplicationDetail) => {
    queryClient.setQueryData(permitsKeys.application(kind, next.id), next);
    void queryClient.invalidateQueries({ queryKey: ['applications', 'list'] });
  };
  const recall = useMutation({
    mutationFn: () => applicationAction(kind, detail.id, 'recall'),
    meta: { silent: true },
    onSuccess: (next) => {
      setDetail(next);
      toast(t('applicationForm.recall.done'));
      navigate(`/paraiskos/${kind}/${next.id}`, { replace: true });
    },
    onError: (error) => setFailure(isApiError(error) ? error.message : t('error.defaultError')),
  });
  // The confirmation is read first (GOV.UK confirmation page); after the shell's own focus move.
  useEffect(() => {
    if (!justSubmitted) return;
    const frame = window.requestAnimationFrame(() => document.getElementById('app-confirmation')?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [justSubmitted]);

  const state = t(applicationStateLabel(detail.state));
  const note = returnNote(detail);
  return (
    <article className="page app-form">
      <PageHeader
        caption={`${info.code} · ${t('applicationForm.numberCaption', { number: detail.number })}`}
        title={t(info.pageTitle)}
        lead={detail.type !== 'NAUJA' ? t(`applicationType.${detail.type}`) : undefined}
      />
      {justSubmitted && (
        <section
          className="app-confirmation"
          id="app-confirmation"
          tabIndex={-1}
          aria-labelledby="app-confirmation-title"
        >
          <h2 id="app-confirmation-title" className="app-confirmation__title">
            {t('applicationForm.confirmation.title')}
          </h2>
          <p className="app-confirmation__number">
            {t('applicationForm.confirmation.number', { number: detail.number })}
          </p>
          <p>{t('applicationForm.confirmation.state', { state })}</p>
          <p>{t('applicationForm.confirmation.next')}</p>
          <p>
            <Link to="/paraiskos">{t('applicationForm.toMyApplications')}</Link>
          </p>
        </section>
      )}
      <div className="app-form__meta">
        <span className="badge">{state}</span>
      </div>
      {note && (
        <Notice tone="warning">
          <p className="app-form__note">{note}</p>
        </Notice>
      )}
      {detail.relatedPermit && (
        <p>
          <Link to={`/leidimai/${detail.relatedPermit.kind}/${detail.relatedPermit.id}`}>
            {t('applicationForm.permitLink', { number: detail.relatedPermit.number })}
          </Link>
        </p>
      )}
      {detail.permitId && detail.permitNumber && (
        <p>
          <Link to={`/leidimai/${kind}/${detail.permitId}`}>
            {t('applicationForm.issuedPermitLink', { number: detail.permitNumber })}
          </Link>
        </p>
      )}
      {detail.fee && <FeePanel kind={kind} applicationId={detail.id} fee={detail.fee} side="applicant" />}
      {failure && (
        <div className="alert alert--danger app-form__alert" role="alert">
          <p>{failure}</p>
        </div>
      )}
      {(detail.actions.includes('recall') || detail.actions.includes('withdraw')) && (
        <div className="button-row app-form__readonly-actions">
          {detail.actions.includes('recall') && (
            <button
              type="button"
              className="button button--secondary"
              disabled={recall.isPending}
              aria-busy={recall.isPending || undefined}
              onClick={() => {
                setFailure(null);
                recall.mutate();
              }}
            >
              {t('applicationForm.recall.button')}
            </button>
          )}
          {detail.actions.includes('withdraw') && (
            <button type="button" className="button button--secondary" onClick={() => setWithdrawing(true)}>
              {t('applicationForm.withdraw.open')}
            </button>
          )}
        </div>
      )}
      <section className="page-section" aria-labelledby="app-answers-title">
        <h2 className="section-title" id="app-answers-title">
          {t('applicationForm.answers.title')}
        </h2>
        <AnswersView
          definition={definition}
          filer={detail.filer}
          data={detail.data}
          documents={detail.documents}
          applicationType={detail.type}
          headingLevel={3}
        />
      </section>
      <HistoryList history={detail.history} headingId={historyId} />
      <MessagesThread kind={kind} id={detail.id} />
      {withdrawing && (
        <WithdrawDialog
          kind={kind}
          detail={detail}
          onClose={() => setWithdrawing(false)}
          onDone={(next) => setDetail(next)}
        />
      )}
    </article>
  );
}
