/** Status history of an application (issue 4 item 3): every change with who and when. */
import type { HistoryEntry } from '../../../shared/permits/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { isMessageId } from '../../platform/message-text.ts';

export function HistoryList({ history, headingId }: { history: readonly HistoryEntry[]; headingId: string }) {
  const t = useT();
  const { language } = useLanguage();
  const label = (id: string, fallback: string) => (isMessageId(id) ? t(id) : fallback);
  return (
    <section className="page-section app-history" aria-labelledby={headingId}>
      <h2 className="section-title" id={headingId}>
        {t('applicationForm.history.title')}
      </h2>
      {history.length === 0 ? (
        <p>{t('applicationForm.history.empty')}</p>
      ) : (
        <ol className="app-history__list">
          {[...history].reverse().map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: history entries are never reordered.
            <li key={index} className="app-history__item">
              <p className="app-history__head">
                <time dateTime={entry.at}>{formatPortalDate(entry.at, language, 'dateTime')}</time>{' '}
                <strong>{label(`action.${entry.action}`, entry.action)}</strong>
              </p>
              <p className="app-history__meta">
                {t('applicationForm.history.state', {
                  state: label(`applicationState.${entry.toState}`, entry.toState),
                })}
                {' · '}
                {t(`applicationForm.role.${entry.actorRole}`)}: {entry.actorName}
              </p>
              {entry.note && <p className="app-history__note">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
