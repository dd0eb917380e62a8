/**
 * Messages about one application between the applicant and the institution (issue 4 item 8): the
 * thread, newest last, and a form to write to the officer. Incoming messages are marked read once
 * shown here.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { MessageDto } from '../../../shared/permits/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Spinner } from '../../ui/spinner.tsx';
import {
  applicationMessages,
  markMessageRead,
  permitsKeys,
  sendApplicationMessage,
} from '../permits/index.ts';

const SUBJECT_MAX = 200;
const BODY_MAX = 4000;

export function MessagesThread({ kind, id }: { kind: string; id: string }) {
  const t = useT();
  const headingId = useId();
  const messages = useQuery({
    queryKey: permitsKeys.applicationMessages(kind, id),
    queryFn: () => applicationMessages(kind, id),
    meta: { silent: true },
  });
  const queryClient = useQueryClient();
  const marked = useRef(new Set<string>());

  useEffect(() => {
    const unread = (messages.data ?? []).filter(
      (message) =>
        message.direction === 'TO_APPLICANT' && message.readAt === null && !marked.current.has(message.id),
    );
    if (unread.length === 0) return;
    for (const message of unread) marked.current.add(message.id);
    void Promise.allSettled(unread.map((message) => markMessageRead(message.id))).then(() =>
      queryClient.invalidateQueries({ queryKey: ['applications', 'list'] }),
    );
  }, [messages.data, queryClient]);

  return (
    <section className="page-section app-messages" aria-labelledby={headingId}>
      <h2 className="section-title" id={headingId}>
        {t('applicationForm.messages.title')}
      </h2>
      {messages.isPending && <Spinner label={t('common.loading')} inline />}
      {messages.isError && (
        <div className="alert alert--danger" role="alert">
          <p>{isApiError(messages.error) ? messages.error.message : t('error.defaultError')}</p>
          <button type="button" className="button button--secondary" onClick={() => messages.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {messages.data &&
        (messages.data.length === 0 ? (
          <p>{t('applicationForm.messages.empty')}</p>
        ) : (
          <ol className="app-messages__list">
            {messages.data.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        ))}
      <MessageForm kind={kind} id={id} />
    </section>
  );
}

function MessageItem({ message }: { message: MessageDto }) {
  const t = useT();
  const { language } = useLanguage();
  const incoming = message.direction === 'TO_APPLICANT';
  return (
    <li className={`app-message${incoming ? ' app-message--incoming' : ''}`}>
      <h3 className="app-message__subject">{message.subject}</h3>
      <p className="app-message__meta">
        {t(incoming ? 'applicationForm.messages.fromInstitution' : 'applicationForm.messages.toInstitution')}
        {' · '}
        {message.senderName}
        {' · '}
        <time dateTime={message.createdAt}>{formatPortalDate(message.createdAt, language, 'dateTime')}</time>
      </p>
      <p className="app-message__body">{message.body}</p>
    </li>
  );
}

function MessageForm({ kind, id }: { kind: string; id: string }) {
  const t = useT();
  const { toast } = useFeedback();
  const queryClient = useQueryClient();
  const base = useId();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => sendApplicationMessage(kind, id, { subject: subject.trim(), body: body.trim() }),
    meta: { silent: true },
    onSuccess: (message) => {
      queryClient.setQueryData<MessageDto[]>(permitsKeys.applicationMessages(kind, id), (list) => [
        ...(list ?? []),
        message,
      ]);
      setSubject('');
      setBody('');
      setTried(false);
      setFailure(null);
      toast(t('applicationForm.messages.sent'));
    },
    onError: (error) => {
      setFailure(
        isApiError(error) ? (error.fieldErrors[0]?.message ?? error.message) : t('error.defaultError'),
      );
    },
  });
  const subjectError = tried && subject.trim() === '' ? t('validation.required') : undefined;
  const bodyError = tried && body.trim() === '' ? t('validation.required') : undefined;

  return (
    <form
      className="app-messages__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (subject.trim() === '') return document.getElementById(`${base}-subject`)?.focus();
        if (body.trim() === '') return document.getElementById(`${base}-body`)?.focus();
        send.mutate();
      }}
    >
      <h3 className="app-messages__form-title">{t('applicationForm.messages.write')}</h3>
      {failure && (
        <div className="alert alert--danger" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <div className={`field${subjectError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${base}-subject`}>
          {t('applicationForm.messages.subject')}
        </label>
        {subjectError && (
          <p className="field__error" id={`${base}-subject-error`}>
            {subjectError}
          </p>
        )}
        <input
          id={`${base}-subject`}
          className="field__input"
          value={subject}
          maxLength={SUBJECT_MAX}
          aria-required="true"
          aria-invalid={subjectError ? true : undefined}
          aria-describedby={subjectError ? `${base}-subject-error` : undefined}
          onChange={(event) => setSubject(event.target.value)}
        />
      </div>
      <div className={`field${bodyError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${base}-body`}>
          {t('applicationForm.messages.body')}
        </label>
        {bodyError && (
          <p className="field__error" id={`${base}-body-error`}>
            {bodyError}
          </p>
        )}
        <textarea
          id={`${base}-body`}
          className="field__input form-textarea"
          rows={5}
          value={body}
          maxLength={BODY_MAX}
          aria-required="true"
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? `${base}-body-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--secondary" disabled={send.isPending}>
        {send.isPending ? t('applicationForm.messages.sending') : t('applicationForm.messages.send')}
      </button>
    </form>
  );
}
