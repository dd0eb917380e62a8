/**
 * `/pasto-dezute`: the local mailbox (issue 4 §8). With no SMTP server configured the portal's
 * mails stay in its outbox; this page shows the latest 100 of them, newest first, so that
 * notifications can be read while developing and testing. Each mail opens to its full text
 * (native `details`, reachable by keyboard and announced as expandable). Outside production only.
 */
import { useQuery } from '@tanstack/react-query';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { type LocalMail, mailboxQuery, mailState, newestFirst } from './mailbox-api.ts';
import { OutboxList } from './outbox-list.tsx';
import './mailbox.css';

export function MailboxPage() {
  const t = useT();
  const mailbox = useQuery(mailboxQuery());
  const unavailable = isApiError(mailbox.error) && mailbox.error.status === 404;
  const mails = newestFirst(mailbox.data?.mails ?? []);

  return (
    <article className="page mailbox">
      <PageHeader title={t('route.mailbox')} lead={t('mailbox.lead')} />
      {unavailable ? (
        <Notice>
          <p>{t('mailbox.unavailable')}</p>
        </Notice>
      ) : (
        <>
          {mailbox.data && (
            <Notice tone={mailbox.data.smtpConfigured ? 'success' : 'info'}>
              <p>{t(mailbox.data.smtpConfigured ? 'mailbox.smtpConfigured' : 'mailbox.noSmtp')}</p>
            </Notice>
          )}
          <OutboxList
            query={mailbox}
            titleId="mailbox-list-title"
            title={t('mailbox.listTitle')}
            loadError={t('mailbox.loadError')}
            empty={t('mailbox.empty')}
            count={t('mailbox.count', { count: mails.length })}
            items={mails}
            renderItem={(mail) => <MailItem key={mail.id} mail={mail} />}
          />
        </>
      )}
    </article>
  );
}

function MailItem({ mail }: { mail: LocalMail }) {
  const t = useT();
  const { language } = useLanguage();
  const state = mailState(mail);
  const when = (iso: string) => formatPortalDate(iso, language, 'dateTimeSeconds');
  return (
    <li className="mailbox__item">
      <details className="mailbox__mail">
        <summary className="mailbox__summary">
          <span className="mailbox__subject">{mail.subject}</span>
          <span className="mailbox__meta">
            {t('mailbox.to')}: {mail.to} · <time dateTime={mail.createdAt}>{when(mail.createdAt)}</time>
          </span>
        </summary>
        <dl className="mailbox__details">
          <dt>{t('mailbox.to')}</dt>
          <dd>{mail.to}</dd>
          <dt>{t('mailbox.created')}</dt>
          <dd>
            <time dateTime={mail.createdAt}>{when(mail.createdAt)}</time>
          </dd>
          <dt>{t('mailbox.state')}</dt>
          <dd className={state.kind === 'failed' ? 'mailbox__state--failed' : undefined}>
            {state.kind === 'sent'
              ? t('mailbox.sentAt', { time: when(state.at) })
              : state.kind === 'failed'
                ? t('mailbox.failed', { attempts: state.attempts, error: state.error })
                : t('mailbox.waiting')}
          </dd>
        </dl>
        <h3 className="visually-hidden">{t('mailbox.body')}</h3>
        <pre className="mailbox__body">{mail.text}</pre>
      </details>
    </li>
  );
}
