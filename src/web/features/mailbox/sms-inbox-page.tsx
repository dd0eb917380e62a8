/**
 * `/sms-dezute`: the local SMS inbox (issue 21, ADR 0033), beside the mailbox. With the built-in
 * gateway simulator no SMS reaches a phone: this page shows the latest 100 the portal sent (or
 * queued), newest first, each with its recipient, state and text. Outside production only.
 */
import { useQuery } from '@tanstack/react-query';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { newestFirst } from './mailbox-api.ts';
import { OutboxList } from './outbox-list.tsx';
import { type LocalSms, smsInboxQuery, smsState } from './sms-inbox-api.ts';
import './mailbox.css';

export function SmsInboxPage() {
  const t = useT();
  const inbox = useQuery(smsInboxQuery());
  const unavailable = isApiError(inbox.error) && inbox.error.status === 404;
  const messages = newestFirst(inbox.data?.messages ?? []);
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
          <OutboxList
            query={inbox}
            titleId="sms-list-title"
            title={t('smsInbox.listTitle')}
            loadError={t('smsInbox.loadError')}
            empty={t('smsInbox.empty')}
            count={t('smsInbox.count', { count: messages.length })}
            items={messages}
            renderItem={(sms) => <SmsItem key={sms.id} sms={sms} />}
          />
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
