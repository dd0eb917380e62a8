/**
 * `/sms-dezute`: the local SMS inbox (issue 21, ADR 0033), beside the mailbox. With the built-in
 * gateway simulator no SMS reaches a phone: this page shows the latest 100 the portal sent (or
 * queued), newest first, each with its recipient, state and text. Outside production only.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../lib/api.ts';
import { formatPortalDate } from '../../lib/dates.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { type LocalSms, smsInboxQuery, smsState } from './sms-inbox-api.ts';
import './mailbox.css';

export function SmsInboxPage() {
  const t = useT();
  const { language } = useLanguage();
  const inbox = useQuery(smsInboxQuery());
  const [announced, setAnnounced] = useState('');
  const { refetch, isFetching, dataUpdatedAt } = inbox;

  useEffect(() => {
    if (dataUpdatedAt && !isFetching)
      setAnnounced(
        t('mailbox.updated', { time: formatPortalDate(dataUpdatedAt, language, 'dateTimeSeconds') }),
      );
  }, [dataUpdatedAt, isFetching, language, t]);

  const unavailable = isApiError(inbox.error) && inbox.error.status === 404;
  const messages = [...(inbox.data?.messages ?? [])].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
  const gateway = inbox.data?.gateway ?? null;

  return (
    <article className="page mailbox">
      <PageHeader title={t('route.smsInbox')} lead={t('smsInbox.lead')} />
      {unavailable ? (
        <Notice>
          <p>{t('smsInbox.unavailable')}</p>
        </Notice>
      ) : (
        <>
          {inbox.data && (
            <Notice tone={gateway === 'infobip' ? 'success' : 'info'}>
              <p>
                {t(
                  gateway === 'simulator'
                    ? 'smsInbox.simulator'
                    : gateway === 'infobip'
                      ? 'smsInbox.gateway'
                      : 'smsInbox.noGateway',
                )}
              </p>
            </Notice>
          )}
          <section className="mailbox__list-section" aria-labelledby="sms-list-title">
            <div className="mailbox__toolbar">
              <h2 id="sms-list-title" className="mailbox__title">
                {t('smsInbox.listTitle')}
              </h2>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-disabled={isFetching}
                onClick={() => {
                  if (!isFetching) void refetch();
                }}
              >
                {isFetching ? t('mailbox.refreshing') : t('mailbox.refresh')}
              </button>
            </div>
            <p className="visually-hidden" role="status" aria-live="polite">
              {announced}
            </p>
            {inbox.isPending ? (
              <Spinner label={t('common.loading')} />
            ) : inbox.isError ? (
              <div className="alert alert--danger" role="alert">
                <p>{t('smsInbox.loadError')}</p>
              </div>
            ) : messages.length === 0 ? (
              <p>{t('smsInbox.empty')}</p>
            ) : (
              <>
                <p className="mailbox__count">{t('smsInbox.count', { count: messages.length })}</p>
                <ol className="mailbox__list">
                  {messages.map((sms) => (
                    <SmsItem key={sms.id} sms={sms} />
                  ))}
                </ol>
              </>
            )}
          </section>
        </>
      )}
    </article>
  );
}

function SmsItem({ sms }: { sms: LocalSms }) {
  const t = useT();
  const { language } = useLanguage();
  const state = smsState(sms);
  const when = (iso: string) => formatPortalDate(iso, language, 'dateTimeSeconds');
  return (
    <li className="mailbox__item">
      <div className="mailbox__mail">
        <p className="mailbox__summary">
          <span className="mailbox__subject">
            {t('mailbox.to')}: {sms.to}
          </span>
          <span className="mailbox__meta">
            <time dateTime={sms.createdAt}>{when(sms.createdAt)}</time> ·{' '}
            <span className={state.kind === 'failed' ? 'mailbox__state--failed' : undefined}>
              {state.kind === 'sent'
                ? t('mailbox.sentAt', { time: when(state.at) })
                : state.kind === 'failed'
                  ? t('mailbox.failed', { attempts: state.attempts, error: state.error })
                  : t('mailbox.waiting')}
            </span>
          </span>
        </p>
        <h3 className="visually-hidden">{t('smsInbox.body')}</h3>
        <pre className="mailbox__body">{sms.text}</pre>
      </div>
    </li>
  );
}
