/**
 * The list both local inboxes show (`/pasto-dezute`, `/sms-dezute`): a titled section with a refresh
 * button, a polite announcement when a refresh finishes (the list may look the same), and the
 * loading, failed, empty and counted states around the caller's items.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { Spinner } from '../../ui/spinner.tsx';

export function OutboxList<T extends { id: string }>({
  query,
  titleId,
  title,
  loadError,
  empty,
  count,
  items,
  renderItem,
}: {
  query: UseQueryResult<unknown>;
  titleId: string;
  title: string;
  loadError: string;
  empty: string;
  /** The count line for `items.length` items. */
  count: string;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
}) {
  const t = useT();
  const { language } = useLanguage();
  const [announced, setAnnounced] = useState('');
  const { refetch, isFetching, dataUpdatedAt } = query;

  // Tell screen reader users that a refresh finished (the list may look the same).
  useEffect(() => {
    if (dataUpdatedAt && !isFetching)
      setAnnounced(
        t('mailbox.updated', { time: formatPortalDate(dataUpdatedAt, language, 'dateTimeSeconds') }),
      );
  }, [dataUpdatedAt, isFetching, language, t]);

  return (
    <section className="mailbox__list-section" aria-labelledby={titleId}>
      <div className="mailbox__toolbar">
        <h2 id={titleId} className="mailbox__title">
          {title}
        </h2>
        <button
          type="button"
          className="button button--secondary button--small"
          // aria-disabled, not disabled: the button keeps keyboard focus while the list reloads.
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
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <div className="alert alert--danger" role="alert">
          <p>{loadError}</p>
        </div>
      ) : items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <p className="mailbox__count">{count}</p>
          <ol className="mailbox__list">{items.map((item) => renderItem(item))}</ol>
        </>
      )}
    </section>
  );
}
