/**
 * `/pranesimai/gauti` and `/pranesimai/issiusti`: messages about the represented person's
 * applications, received from and sent to the institution (spec §1, §2; issue 4 item 8), newest
 * first, 20 per page. Opening a received message shows its text and marks it read.
 */
import { type Query, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { MessageDto, Page } from '../../../shared/permits/api-types.ts';
import { DEFAULT_PAGE_SIZE } from '../../../shared/permits/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { isOnline, subscribeToConnection } from '../../platform/offline/connection.ts';
import { pageCount } from '../../platform/pagination.ts';
import { usePersonalListsRestored } from '../../platform/query-persist/personal-lists.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Pager } from '../../ui/pager.tsx';
import { ListSummary } from '../../ui/permits/list-filters.tsx';
import type { ListQuerySpec } from '../../ui/permits/list-query.ts';
import { LoadProblem } from '../../ui/permits/load-problem.tsx';
import { SavedOnDevice } from '../../ui/permits/saved-on-device.tsx';
import { useListQuery } from '../../ui/permits/use-list-query.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { listMessages, markMessageRead, permitsKeys } from '../permits/index.ts';
import { isUnread, markedRead } from './message-state.ts';
import './messages.css';

type Box = 'received' | 'sent';
const API_BOX = { received: 'gauti', sent: 'issiusti' } as const;
/** Messages have only pages: no filters, no sort. */
const MESSAGE_LIST_SPEC: ListQuerySpec = {};

export function MessagesPage({ box }: { box: Box }) {
  const t = useT();
  const session = useSession();
  const code = session.chosen?.code ?? null;
  // Kept on this device for offline use (platform/query-persist): the query waits until they are back.
  const restored = usePersonalListsRestored(session.user?.asmensKodas, code);
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const list = useListQuery(MESSAGE_LIST_SPEC);
  const page = list.value.page;
  const key = [...permitsKeys.messages(API_BOX[box], page), code] as const;
  const result = useQuery({
    queryKey: key,
    queryFn: () => listMessages(API_BOX[box], page),
    enabled: code !== null && restored,
    placeholderData: (
      previous: Page<MessageDto> | undefined,
      previousQuery: Query<Page<MessageDto>, Error, Page<MessageDto>, readonly unknown[]> | undefined,
    ) => (previousQuery?.queryKey[previousQuery.queryKey.length - 1] === code ? previous : undefined),
  });
  const data = result.data;
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const pageSize = data?.pageSize ?? DEFAULT_PAGE_SIZE;
  const other = box === 'received' ? '/pranesimai/issiusti' : '/pranesimai/gauti';

  let body: ReactNode;
  if (!data && result.error) body = <LoadProblem error={result.error} onRetry={() => result.refetch()} />;
  else if (!data) body = <Spinner label={t('common.loading')} />;
  else if (items.length === 0 && page > 1)
    body = (
      <p>
        {t('myLists.pastLastPage')} <Link to={list.hrefFor(1)}>{t('myLists.firstPage')}</Link>
      </p>
    );
  else if (items.length === 0)
    body = (
      <div className="empty-list">
        <p>{t(box === 'received' ? 'inbox.receivedNone' : 'inbox.sentNone')}</p>
        <p>
          <Link to="/paraiskos">{t('inbox.toApplications')}</Link>
        </p>
      </div>
    );
  else
    body = (
      <ol className="message-list" aria-busy={result.isPlaceholderData || undefined}>
        {items.map((message) => (
          <MessageItem key={message.id} box={box} message={message} queryKey={key} />
        ))}
      </ol>
    );

  return (
    <article className="page">
      <PageHeader
        caption={t('route.messages')}
        title={t(box === 'received' ? 'route.messagesReceived' : 'route.messagesSent')}
        lead={t(box === 'received' ? 'inbox.receivedLead' : 'inbox.sentLead')}
      />
      {data && (!online || result.isError) && <SavedOnDevice savedAt={result.dataUpdatedAt} />}
      <p className="message-boxes">
        <Link to={other}>{t(box === 'received' ? 'menu.messagesSent' : 'menu.messagesReceived')}</Link>
      </p>
      <ListSummary
        page={page}
        pageSize={pageSize}
        shown={items.length}
        total={total}
        loading={!data && !result.error}
      />
      {body}
      <Pager page={page} pages={pageCount(total, pageSize)} hrefFor={list.hrefFor} label={t('inbox.pages')} />
    </article>
  );
}

function MessageItem({
  box,
  message,
  queryKey,
}: {
  box: Box;
  message: MessageDto;
  queryKey: readonly unknown[];
}) {
  const t = useT();
  const { language } = useLanguage();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const unread = box === 'received' && isUnread(message);
  const markRead = useMutation({
    mutationFn: () => markMessageRead(message.id),
    onSuccess: () => {
      client.setQueryData<Page<MessageDto>>(queryKey, (page) => (page ? markedRead(page, message.id) : page));
      // Unread counts of the applications list and the other pages of the box change too.
      void client.invalidateQueries({ queryKey: ['messages'] });
      void client.invalidateQueries({ queryKey: ['applications'] });
    },
  });
  function toggle() {
    const next = !open;
    setOpen(next);
    if (next && unread && !markRead.isPending) markRead.mutate();
  }
  return (
    <li className={unread ? 'message message--unread' : 'message'}>
      <h2 className="message__subject">
        <button
          type="button"
          className="message__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
        >
          {unread && <span className="visually-hidden">{t('inbox.unread')}: </span>}
          {message.subject}
        </button>
      </h2>
      <p className="message__meta">
        <time dateTime={message.createdAt}>{formatPortalDate(message.createdAt, language, 'dateTime')}</time>
        {' · '}
        {t(box === 'received' ? 'inbox.from' : 'inbox.by', { name: message.senderName })}
        {' · '}
        <Link to={`/paraiskos/${message.kind}/${message.applicationId}`}>
          {t('inbox.application', { number: message.applicationNumber })}
        </Link>
        {box === 'sent' && (
          <>
            {' · '}
            {message.readAt
              ? t('inbox.readAt', { date: formatPortalDate(message.readAt, language, 'dateTime') })
              : t('inbox.notReadYet')}
          </>
        )}
      </p>
      <div className="message__body" id={bodyId} hidden={!open}>
        {message.body}
      </div>
    </li>
  );
}
