/**
 * Rows of the person's applications and permits (issue 4 item 4): number, kind, state, the data's
 * title, dates; unread messages for applications, validity and price for permits. Each row's
 * number opens the record.
 */

import { Link } from 'react-router';
import { formatCents } from '../../../shared/fields/money.ts';
import type { ApplicationSummary, PermitSummary } from '../../../shared/permits/api-types.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { type Fact, Facts } from '../../ui/permits/facts.tsx';
import { StateBadge } from '../../ui/permits/state-badge.tsx';
import { validityText } from './permit-text.ts';
import { permitPdfUrl } from './permits-api.ts';

function kindLine(kind: string, t: Translate) {
  const found = findKind(kind);
  return found ? `${found.code} · ${t(found.title)}` : kind.toUpperCase();
}

export function ApplicationRows({ items, busy }: { items: ApplicationSummary[]; busy: boolean }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <ol className="record-list" aria-busy={busy || undefined}>
      {items.map((item) => {
        const facts: Fact[] = [
          { label: t('myLists.updated'), value: formatPortalDate(item.updatedAt, language, 'dateTime') },
        ];
        if (item.submittedAt)
          facts.push({
            label: t('myLists.submitted'),
            value: formatPortalDate(item.submittedAt, language, 'dateTime'),
          });
        if (item.permitNumber && item.permitId)
          facts.push({
            label: t('myLists.permit'),
            value: <Link to={`/leidimai/${item.kind}/${item.permitId}`}>{item.permitNumber}</Link>,
          });
        // The state fee (issue 20): what is due, in the list itself.
        if (item.fee)
          facts.push({
            label: t('fees.panel.title'),
            value:
              item.fee.state === 'DUE' ? (
                <strong>{t('fees.list.due', { amount: formatCents(item.fee.amountCents, language) })}</strong>
              ) : (
                t(`fees.state.${item.fee.state}`)
              ),
          });
        if (item.unreadMessages > 0)
          facts.push({
            label: t('myLists.messages'),
            value: <strong>{t('myLists.unreadMessages', { count: item.unreadMessages })}</strong>,
          });
        return (
          <li key={item.id} className="record">
            <div className="record__header">
              <h2 className="record__title">
                <Link to={`/paraiskos/${item.kind}/${item.id}`}>
                  {item.number
                    ? t('myLists.applicationNumber', { number: item.number })
                    : t('myLists.applicationNoNumber')}
                </Link>
              </h2>
              <StateBadge subject="application" state={item.state} />
            </div>
            <p className="record__kind">
              {kindLine(item.kind, t)}
              {item.type !== 'NAUJA' && <> · {t(`applicationType.${item.type}`)}</>}
            </p>
            {item.title && <p className="record__subtitle">{item.title}</p>}
            <Facts items={facts} compact />
          </li>
        );
      })}
    </ol>
  );
}

export function PermitRows({
  items,
  busy,
  mode = 'view',
}: {
  items: PermitSummary[];
  busy: boolean;
  /** `download`: the number opens the download page and each row has the PDF link. */
  mode?: 'view' | 'download';
}) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <ol className="record-list" aria-busy={busy || undefined}>
      {items.map((item) => (
        <li key={item.id} className="record">
          <div className="record__header">
            <h2 className="record__title">
              <Link to={`/${mode === 'download' ? 'atsisiusti' : 'leidimai'}/${item.kind}/${item.id}`}>
                {t('myLists.permitNumber', { number: item.number })}
              </Link>
            </h2>
            <StateBadge subject="permit" state={item.state} />
          </div>
          <p className="record__kind">{kindLine(item.kind, t)}</p>
          {item.title && <p className="record__subtitle">{item.title}</p>}
          <Facts
            compact
            items={[
              { label: t('myLists.issued'), value: formatPortalDate(item.issuedAt, language) },
              { label: t('myLists.validity'), value: validityText(item, language, t) },
            ]}
          />
          {mode === 'download' && (
            <p className="record__actions">
              <a
                className="button button--secondary button--small"
                href={permitPdfUrl(item.kind, item.id)}
                download
              >
                {t('permitDownload.downloadNumber', { number: item.number })}
              </a>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
