/**
 * `/tarnyba/leidimai/:id`: one issued permit for the officers (issue 4 item 7): holder, number,
 * state, validity, price, the data it was issued with, the PDF, the audit trail of every decision
 * (who, when, why) and the actions allowed now (`detail.actions`: suspend, renew, annul, archive).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { PermitDetail } from '../../../shared/permits/api-types.ts';
import {
  actionLabel,
  OFFICER_PERMIT_ACTIONS,
  type PermitAction,
  permitTransition,
} from '../../../shared/permits/engine/lifecycle.ts';
import { registeredKind } from '../../../shared/permits/registry.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { AnswersView } from '../../ui/answers/answers-view.tsx';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Icon } from '../../ui/icon.tsx';
import { PageHeader } from '../../ui/page.tsx';
import { Facts } from '../../ui/permits/facts.tsx';
import { formatDay, formatEuros } from '../../ui/permits/format.ts';
import { HistoryList } from '../../ui/permits/history-list.tsx';
import { StateBadge } from '../../ui/permits/state-badge.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { officerPermitAction, officerPermitPdfUrl, permitsKeys } from '../permits/index.ts';
import { officerPermitQuery, useRefreshBackOffice } from './back-office-api.ts';
import { permitActionNeedsReason } from './decision.ts';
import { ActionDialog } from './decision-dialogs.tsx';
import { LoadFailure } from './load-failure.tsx';
import './back-office.css';

export function OfficerPermitPage() {
  const t = useT();
  const { id = '' } = useParams();
  const permit = useQuery(officerPermitQuery(id));
  if (permit.isPending) return <Spinner label={t('common.loading')} />;
  if (permit.isError)
    return (
      <LoadFailure
        error={permit.error}
        title={t('route.officerPermit')}
        notFound="backOffice.permit.notFound"
        back="/tarnyba/leidimai"
        backLabel={t('backOffice.backToPermits')}
        onRetry={() => permit.refetch()}
      />
    );
  return <PermitView detail={permit.data} />;
}

function PermitView({ detail }: { detail: PermitDetail }) {
  const t = useT();
  const { language } = useLanguage();
  const kind = registeredKind(detail.kind);
  return (
    <article className="page back-office">
      <p className="back-office__back">
        <Link to="/tarnyba/leidimai">{t('backOffice.backToPermits')}</Link>
      </p>
      <PageHeader
        caption={kind ? `${kind.code} · ${t(kind.title)}` : detail.kind}
        title={t('backOffice.permit.title', { number: detail.number })}
        lead={detail.title ?? undefined}
      />
      <Facts
        items={[
          { label: t('backOffice.state'), value: <StateBadge subject="permit" state={detail.state} /> },
          { label: t('backOffice.permitNumber'), value: detail.number },
          {
            label: t('backOffice.holder'),
            value: (
              <>
                {detail.holder.name}
                <span className="back-office__small">
                  {t(detail.holder.kind === 'company' ? 'backOffice.companyCode' : 'backOffice.personCode', {
                    code: detail.holder.code,
                  })}
                </span>
              </>
            ),
          },
          { label: t('backOffice.issued'), value: formatPortalDate(detail.issuedAt, language, 'dateTime') },
          {
            label: t('backOffice.validity'),
            value: detail.validUntil
              ? t('backOffice.validFromTo', {
                  from: formatDay(detail.validFrom, language),
                  to: formatDay(detail.validUntil, language),
                })
              : t('backOffice.validFromIndefinitely', { from: formatDay(detail.validFrom, language) }),
          },
          { label: t('backOffice.price'), value: formatEuros(detail.priceCents, language) },
          {
            label: t('backOffice.permit.application'),
            value:
              detail.applicationId && detail.applicationNumber ? (
                <Link to={`/tarnyba/paraiskos/${detail.applicationId}`}>{detail.applicationNumber}</Link>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <p className="back-office__download">
        <a className="button button--secondary" href={officerPermitPdfUrl(detail.id)} download>
          <Icon name="download" />
          {t('backOffice.permit.pdf')}
        </a>
      </p>

      <PermitActions detail={detail} />

      <section className="page-section" aria-labelledby="permit-data">
        <h2 className="section-title" id="permit-data">
          {t('backOffice.permit.data')}
        </h2>
        {kind ? (
          <AnswersView
            definition={kind.definition}
            filer={detail.holder.kind === 'company' ? 'company' : 'person'}
            data={detail.data}
            headingLevel={3}
          />
        ) : (
          <p>{t('backOffice.application.unknownKind')}</p>
        )}
      </section>

      <section className="page-section" aria-labelledby="permit-history">
        <h2 className="section-title" id="permit-history">
          {t('backOffice.permit.history')}
        </h2>
        <HistoryList subject="permit" entries={detail.history} />
      </section>
    </article>
  );
}

const DANGER: readonly PermitAction[] = ['suspend', 'annul'];

function PermitActions({ detail }: { detail: PermitDetail }) {
  const t = useT();
  const { toast } = useFeedback();
  const client = useQueryClient();
  const refresh = useRefreshBackOffice();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState<PermitAction | null>(null);
  const lifecycle = registeredKind(detail.kind)?.definition.permitLifecycle ?? 'general';
  const actions = detail.actions.filter(
    (action) =>
      OFFICER_PERMIT_ACTIONS.includes(action) && permitTransition(lifecycle, action, detail.state, 'officer'),
  );

  const act = async (action: PermitAction, reason: string | undefined) => {
    const updated = await officerPermitAction(detail.id, action, reason === undefined ? {} : { reason });
    client.setQueryData(permitsKeys.officerPermit(detail.id), updated);
    setOpen(null);
    toast(
      t('backOffice.permit.nowInState', { number: updated.number, state: t(`permitState.${updated.state}`) }),
      'success',
    );
    window.setTimeout(() => headingRef.current?.focus(), 0);
    await refresh();
  };

  const texts: Partial<Record<PermitAction, string>> = {
    suspend: t('backOffice.permitAction.suspendText', { number: detail.number }),
    renew: t('backOffice.permitAction.renewText', { number: detail.number }),
    annul: t('backOffice.permitAction.annulText', { number: detail.number }),
    archive: t('backOffice.permitAction.archiveText', { number: detail.number }),
  };
  const reasonLabels: Partial<Record<PermitAction, string>> = {
    suspend: t('backOffice.permitAction.suspendReason'),
    annul: t('backOffice.permitAction.annulReason'),
  };

  return (
    <section className="page-section back-office__panel" aria-labelledby="permit-actions">
      <h2 className="section-title" id="permit-actions" ref={headingRef} tabIndex={-1}>
        {t('backOffice.permitAction.title')}
      </h2>
      {actions.length === 0 ? (
        <p>{t('backOffice.permitAction.none')}</p>
      ) : (
        <div className="button-row">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={
                DANGER.includes(action) ? 'button back-office__danger-outline' : 'button button--secondary'
              }
              onClick={() => setOpen(action)}
            >
              {t(actionLabel(action))}
            </button>
          ))}
        </div>
      )}
      {open && (
        <ActionDialog
          title={t(actionLabel(open))}
          text={texts[open] ?? ''}
          confirmLabel={t(actionLabel(open))}
          danger={DANGER.includes(open)}
          reason={
            permitActionNeedsReason(lifecycle, open, detail.state)
              ? {
                  label: reasonLabels[open] ?? t('backOffice.permitAction.reason'),
                  hint: t('backOffice.permitAction.reasonHint'),
                }
              : undefined
          }
          onConfirm={(reason) => act(open, reason)}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
