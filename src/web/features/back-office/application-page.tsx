/**
 * `/tarnyba/paraiskos/:id`: one application as the officer decides it (issue 4 item 7): who
 * applied and for what, the data and documents, the messages with the applicant, the status
 * history, and the decisions the server allows now (`detail.actions`, lifecycle.ts). Each
 * decision is confirmed in a dialog; afterwards every back-office query is fetched again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import { definitionForType } from '../../../shared/permits/engine/extension.ts';
import {
  type ApplicationAction,
  actionLabel,
  applicationTransition,
} from '../../../shared/permits/engine/lifecycle.ts';
import { registeredKind } from '../../../shared/permits/registry.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { AnswersView } from '../../ui/answers/answers-view.tsx';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { Facts } from '../../ui/permits/facts.tsx';
import { HistoryList } from '../../ui/permits/history-list.tsx';
import { StateBadge } from '../../ui/permits/state-badge.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FeePanel } from '../fees/index.ts';
import { officerApplicationAction, permitsKeys } from '../permits/index.ts';
import { officerApplicationQuery, useRefreshBackOffice } from './back-office-api.ts';
import { acceptModeOf, applicationActionNeedsReason } from './decision.ts';
import { AcceptDialog, type AcceptValues, ActionDialog } from './decision-dialogs.tsx';
import { DocumentsList } from './documents-list.tsx';
import { LoadFailure } from './load-failure.tsx';
import { MessageThread } from './message-thread.tsx';
import './back-office.css';

export function OfficerApplicationPage() {
  const t = useT();
  const { id = '' } = useParams();
  const application = useQuery(officerApplicationQuery(id));
  if (application.isPending) return <Spinner label={t('common.loading')} />;
  if (application.isError)
    return (
      <LoadFailure
        error={application.error}
        title={t('route.officerApplication')}
        notFound="backOffice.application.notFound"
        back="/tarnyba/paraiskos"
        backLabel={t('backOffice.backToQueue')}
        onRetry={() => application.refetch()}
      />
    );
  return <ApplicationView detail={application.data} />;
}

function ApplicationView({ detail }: { detail: ApplicationDetail }) {
  const t = useT();
  const { language } = useLanguage();
  const kind = registeredKind(detail.kind);
  const definition = kind ? definitionForType(kind.definition, detail.type) : undefined;
  const issued = detail.state === 'PRIIMTA' && detail.permitId && detail.permitNumber;

  return (
    <article className="page back-office">
      <p className="back-office__back">
        <Link to="/tarnyba/paraiskos">{t('backOffice.backToQueue')}</Link>
      </p>
      <PageHeader
        caption={kind ? `${kind.code} · ${t(kind.title)}` : detail.kind}
        title={t('backOffice.application.title', { number: detail.number })}
        lead={detail.title ?? undefined}
      />
      {issued && (
        <Notice tone="success">
          <p>
            {t('backOffice.application.issued', { number: detail.permitNumber ?? '' })}{' '}
            <Link to={`/tarnyba/leidimai/${detail.permitId}`}>{t('backOffice.application.openPermit')}</Link>
          </p>
        </Notice>
      )}
      <Facts
        items={[
          { label: t('backOffice.state'), value: <StateBadge subject="application" state={detail.state} /> },
          {
            label: t('backOffice.type'),
            value: (
              <>
                {t(`applicationType.${detail.type}`)}
                {detail.relatedPermit && (
                  <>
                    {' · '}
                    <Link to={`/tarnyba/leidimai/${detail.relatedPermit.id}`}>
                      {t('backOffice.application.relatedPermit', { number: detail.relatedPermit.number })}
                    </Link>
                  </>
                )}
              </>
            ),
          },
          {
            label: t('backOffice.applicant'),
            value: (
              <>
                {detail.applicant.name}
                <span className="back-office__small">
                  {t(
                    detail.applicant.kind === 'company' ? 'backOffice.companyCode' : 'backOffice.personCode',
                    { code: detail.applicant.code },
                  )}
                </span>
              </>
            ),
          },
          {
            label: t('backOffice.submitted'),
            value: detail.submittedAt ? formatPortalDate(detail.submittedAt, language, 'dateTime') : '—',
          },
          {
            label: t('backOffice.lastChanged'),
            value: formatPortalDate(detail.updatedAt, language, 'dateTime'),
          },
        ]}
      />

      <DecisionPanel detail={detail} />

      {detail.fee && (
        <FeePanel kind={detail.kind} applicationId={detail.id} fee={detail.fee} side="officer" />
      )}

      <section className="page-section" aria-labelledby="application-data">
        <h2 className="section-title" id="application-data">
          {t('backOffice.application.data')}
        </h2>
        {definition ? (
          <AnswersView definition={definition} filer={detail.filer} data={detail.data} headingLevel={3} />
        ) : (
          <p>{t('backOffice.application.unknownKind')}</p>
        )}
      </section>

      <section className="page-section" aria-labelledby="application-documents">
        <h2 className="section-title" id="application-documents">
          {t('backOffice.documents.title')}
        </h2>
        {/* The kind's warnings (ADR 0017: L08's boundary area against the declared area). */}
        {(detail.warnings ?? []).map((warning) => (
          <Notice key={`${warning.path}:${warning.message}`} tone="warning">
            <p data-testid="application-warning">
              {t(
                warning.message,
                Object.fromEntries(
                  Object.entries(warning.values).map(([name, value]) => [
                    name,
                    new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-GB', {
                      maximumFractionDigits: 2,
                    }).format(value),
                  ]),
                ),
              )}
            </p>
          </Notice>
        ))}
        <DocumentsList applicationId={detail.id} documents={detail.documents} definition={definition} />
      </section>

      <section className="page-section" aria-labelledby="application-messages">
        <h2 className="section-title" id="application-messages">
          {t('backOffice.messages.title')}
        </h2>
        <MessageThread applicationId={detail.id} number={detail.number} />
      </section>

      <section className="page-section" aria-labelledby="application-history">
        <h2 className="section-title" id="application-history">
          {t('backOffice.history')}
        </h2>
        <HistoryList subject="application" entries={detail.history} />
      </section>
    </article>
  );
}

const DANGER: readonly ApplicationAction[] = ['reject', 'annul'];

/**
 * The decisions allowed now, as buttons. The server says which (`detail.actions`); the
 * transition table says which of them need a reason.
 */
function DecisionPanel({ detail }: { detail: ApplicationDetail }) {
  const t = useT();
  const { toast } = useFeedback();
  const client = useQueryClient();
  const refresh = useRefreshBackOffice();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState<ApplicationAction | null>(null);
  const kind = registeredKind(detail.kind);
  const actions = detail.actions.filter((action) => applicationTransition(action, detail.state, 'officer'));

  const decide = async (action: ApplicationAction, body: { reason?: string } & AcceptValues) => {
    const updated = await officerApplicationAction(detail.id, action, body);
    client.setQueryData(permitsKeys.officerApplication(detail.id), updated);
    setOpen(null);
    toast(
      action === 'accept' && updated.permitNumber
        ? t('backOffice.application.issued', { number: updated.permitNumber })
        : t('backOffice.application.nowInState', {
            number: updated.number,
            state: t(`applicationState.${updated.state}`),
          }),
      'success',
    );
    // The opener may be gone (the actions changed): focus the panel, which now shows what is next.
    window.setTimeout(() => headingRef.current?.focus(), 0);
    await refresh();
  };

  const reasonTexts = (action: ApplicationAction) =>
    action === 'return'
      ? { label: t('backOffice.decide.returnReason'), hint: t('backOffice.decide.returnReasonHint') }
      : action === 'reject'
        ? { label: t('backOffice.decide.rejectReason'), hint: t('backOffice.decide.reasonToApplicant') }
        : { label: t('backOffice.decide.annulReason'), hint: t('backOffice.decide.reasonToApplicant') };

  // Only the officer's decisions reach here (filtered by the transition table above).
  const texts: Partial<Record<ApplicationAction, string>> = {
    take: t('backOffice.decide.takeText', { number: detail.number }),
    check: t('backOffice.decide.checkText', { number: detail.number }),
    return: t('backOffice.decide.returnText', { number: detail.number }),
    reject: t('backOffice.decide.rejectText', { number: detail.number }),
    annul: t('backOffice.decide.annulText', { number: detail.number }),
  };

  return (
    <section className="page-section back-office__panel" aria-labelledby="application-decision">
      <h2 className="section-title" id="application-decision" ref={headingRef} tabIndex={-1}>
        {t('backOffice.decide.title')}
      </h2>
      {actions.length === 0 ? (
        <p>{t('backOffice.decide.none')}</p>
      ) : (
        <div className="button-row">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={
                action === 'accept'
                  ? 'button button--primary'
                  : DANGER.includes(action)
                    ? 'button back-office__danger-outline'
                    : 'button button--secondary'
              }
              onClick={() => setOpen(action)}
            >
              {t(actionLabel(action))}
            </button>
          ))}
        </div>
      )}
      {open === 'accept' && kind && (
        <AcceptDialog
          number={detail.number}
          mode={acceptModeOf(detail.type)}
          validity={kind.definition.validity}
          proposedPriceCents={detail.proposedPriceCents}
          relatedPermitNumber={detail.relatedPermit?.number}
          currentValidUntil={
            typeof detail.data.currentValidUntil === 'string' ? detail.data.currentValidUntil : undefined
          }
          requestedValidUntil={
            typeof detail.data.newValidUntil === 'string' ? detail.data.newValidUntil : undefined
          }
          onConfirm={(values) => decide('accept', values)}
          onClose={() => setOpen(null)}
        />
      )}
      {open && open !== 'accept' && (
        <ActionDialog
          title={t(actionLabel(open))}
          text={texts[open] ?? ''}
          confirmLabel={t(actionLabel(open))}
          danger={DANGER.includes(open)}
          reason={applicationActionNeedsReason(open, detail.state) ? reasonTexts(open) : undefined}
          onConfirm={(reason) => decide(open, reason === undefined ? {} : { reason })}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
