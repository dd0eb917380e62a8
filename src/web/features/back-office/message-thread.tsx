/**
 * The messages of one application between the applicant and the institution (issue 4 item 8), as
 * the officer sees them, oldest first like a conversation, and the form to write to the applicant.
 * Reasons of returns and rejections arrive here as messages too (lifecycle.ts `needsReason`).
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { MessageDto } from '../../../shared/permits/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { fieldClass } from '../../ui/form/text-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { officerSendMessage } from '../permits/index.ts';
import { officerMessagesQuery, useRefreshBackOffice } from './back-office-api.ts';
import { placeFailure } from './decision.ts';

function byTime(a: MessageDto, b: MessageDto) {
  return a.createdAt.localeCompare(b.createdAt);
}

export function MessageThread({ applicationId, number }: { applicationId: string; number: string }) {
  const t = useT();
  const { language } = useLanguage();
  const messages = useQuery(officerMessagesQuery(applicationId));
  const list = [...(messages.data ?? [])].sort(byTime);
  return (
    <>
      {messages.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : messages.isError ? (
        <p>{t('backOffice.messages.failed')}</p>
      ) : list.length === 0 ? (
        <p>{t('backOffice.messages.none')}</p>
      ) : (
        <ol className="back-office__messages">
          {list.map((message) => {
            const toApplicant = message.direction === 'TO_APPLICANT';
            return (
              <li
                key={message.id}
                className={`back-office__message ${toApplicant ? 'back-office__message--out' : ''}`}
              >
                <p className="back-office__message-meta">
                  <span className="badge">
                    {toApplicant
                      ? t('backOffice.messages.toApplicant')
                      : t('backOffice.messages.fromApplicant')}
                  </span>{' '}
                  {message.senderName},{' '}
                  <time dateTime={message.createdAt}>
                    {formatPortalDate(message.createdAt, language, 'dateTime')}
                  </time>
                </p>
                <p className="back-office__message-subject">{message.subject}</p>
                <p className="back-office__message-body">{message.body}</p>
              </li>
            );
          })}
        </ol>
      )}
      <MessageForm applicationId={applicationId} number={number} />
    </>
  );
}

function MessageForm({ applicationId, number }: { applicationId: string; number: string }) {
  const t = useT();
  const id = useId();
  const { toast } = useFeedback();
  const refresh = useRefreshBackOffice();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [subject, setSubject] = useState(() => t('backOffice.messages.defaultSubject', { number }));
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const [general, setGeneral] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: typeof errors = {};
    if (subject.trim() === '') found.subject = t('backOffice.messages.subjectRequired');
    if (body.trim() === '') found.body = t('backOffice.messages.bodyRequired');
    setErrors(found);
    setGeneral(null);
    if (found.subject) return document.getElementById(`${id}-subject`)?.focus();
    if (found.body) return bodyRef.current?.focus();
    setBusy(true);
    try {
      await officerSendMessage(applicationId, { subject: subject.trim(), body: body.trim() });
      setBody('');
      toast(t('backOffice.messages.sent'), 'success');
      await refresh();
    } catch (error) {
      if (isApiError(error) && error.sessionExpired) return;
      const failure = isApiError(error)
        ? placeFailure(error, ['subject', 'body'])
        : { atFields: {}, general: t('error.defaultError') };
      setErrors(failure.atFields);
      setGeneral(failure.general);
    } finally {
      setBusy(false);
    }
  };

  const described = (field: 'subject' | 'body') => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <form className="back-office__message-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('backOffice.messages.write')}</h3>
      {general && (
        <div className="alert alert--danger" role="alert">
          <p>{general}</p>
        </div>
      )}
      <div className={fieldClass('field', { error: errors.subject, shown: Boolean(errors.subject) })}>
        <label className="field__label" htmlFor={`${id}-subject`}>
          {t('backOffice.messages.subject')}
        </label>
        {errors.subject && (
          <p className="field__error" id={described('subject')}>
            {errors.subject}
          </p>
        )}
        <input
          id={`${id}-subject`}
          className="field__input"
          maxLength={200}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          aria-required
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={described('subject')}
        />
      </div>
      <div className={fieldClass('field', { error: errors.body, shown: Boolean(errors.body) })}>
        <label className="field__label" htmlFor={`${id}-body`}>
          {t('backOffice.messages.body')}
        </label>
        {errors.body && (
          <p className="field__error" id={described('body')}>
            {errors.body}
          </p>
        )}
        <textarea
          ref={bodyRef}
          id={`${id}-body`}
          className="field__input back-office__textarea"
          rows={5}
          maxLength={4000}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-required
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={described('body')}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('backOffice.messages.sending') : t('backOffice.messages.send')}
      </button>
    </form>
  );
}
