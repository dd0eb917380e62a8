/**
 * The status history of an application or a permit (issue 4 item 3: who and when for every
 * change), oldest first so it reads as the record's story.
 */
import type { HistoryEntry } from '../../../shared/permits/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { historyActionLabel, type StateSubject } from './format.ts';
import { StateBadge } from './state-badge.tsx';
import './permits-ui.css';

export function HistoryList({ subject, entries }: { subject: StateSubject; entries: HistoryEntry[] }) {
  const t = useT();
  const { language } = useLanguage();
  if (entries.length === 0) return <p>{t('historyUi.empty')}</p>;
  const ordered = [...entries].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="history">
      {ordered.map((entry, index) => {
        const action = historyActionLabel(entry.action);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: history entries have no id; their order never changes.
          <li key={`${entry.at}-${index}`} className="history__item">
            <p className="history__when">
              <time dateTime={entry.at}>{formatPortalDate(entry.at, language, 'dateTime')}</time>
            </p>
            <p className="history__what">
              <span className="history__action">{action ? t(action) : entry.action}</span>
              {entry.fromState !== entry.toState && (
                <span className="history__states">
                  {entry.fromState && (
                    <>
                      <StateBadge subject={subject} state={entry.fromState} />
                      <span aria-hidden="true"> → </span>
                      <span className="visually-hidden"> {t('historyUi.to')} </span>
                    </>
                  )}
                  <StateBadge subject={subject} state={entry.toState} />
                </span>
              )}
            </p>
            <p className="history__who">
              {entry.actorRole === 'system'
                ? t('historyUi.bySystem')
                : t('historyUi.by', {
                    name: entry.actorName,
                    role: t(
                      entry.actorRole === 'officer' ? 'historyUi.role.officer' : 'historyUi.role.applicant',
                    ),
                  })}
            </p>
            {entry.note && <p className="history__note">{entry.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}
