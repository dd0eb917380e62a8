/**
 * An L06 card's catch reports in the wallet (issue 6 item 3): "Report a catch", spec §8's salmon and
 * sea trout warning on the salmon card, and each report filed for the card on this phone with its
 * state (waiting, sent, refused with the reason and the way to correct it).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { AnglerKind } from '../../../../shared/anglers/api-types.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { formatPortalDate } from '../../../platform/dates.ts';
import { Icon } from '../../../ui/icon.tsx';
import { catchReportPath, correctReportPath } from '../catch-report/paths.ts';
import { reportWhat, STATE_LABEL, stateDetails } from '../catch-report/report-text.ts';
import type { StoredCatchReport } from '../catch-report/report-types.ts';
import type { WalletTicket } from './wallet-db.ts';

const CARD_KINDS: ReadonlySet<AnglerKind> = new Set(['l06_1', 'l06_2']);

export function isCard(ticket: Pick<WalletTicket, 'kind'>): boolean {
  return CARD_KINDS.has(ticket.kind);
}

export function TicketReports({ ticket, reports }: { ticket: WalletTicket; reports: StoredCatchReport[] }) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  return (
    <section className="wallet-reports" aria-labelledby={titleId}>
      <h4 className="wallet-reports__title" id={titleId}>
        {t('wallet.catch.title')}
      </h4>
      {ticket.kind === 'l06_2' && (
        <p className="wallet-reports__salmon">
          <Icon name="alert" />
          <span>{t('catchReport.salmonWarning')}</span>
        </p>
      )}
      <p>
        <Link
          className="button button--primary wallet-reports__report"
          to={catchReportPath({ number: ticket.number })}
        >
          <Icon name="fish" />
          {t('catchForm.reportCatch')}
          <span className="visually-hidden"> ({t('catchList.permit', { number: ticket.number })})</span>
        </Link>
      </p>
      {reports.length === 0 ? (
        <p className="wallet-reports__none">{t('wallet.catch.none')}</p>
      ) : (
        <ul className="wallet-reports__list">
          {reports.map((report) => (
            <li key={report.id} className={`wallet-report wallet-report--${report.state.toLowerCase()}`}>
              <p className="wallet-report__what">{reportWhat(report, t, language)}</p>
              <p className="wallet-report__when">
                {t('catchList.caught', { time: formatPortalDate(report.caughtAt, language, 'dateTime') })}
              </p>
              <p className="wallet-report__state">
                <span className="visually-hidden">{t('catchList.stateLabel')}: </span>
                {t(STATE_LABEL[report.state])}
              </p>
              {stateDetails(report, t, language).map((line) => (
                <p key={line} className="wallet-report__detail">
                  {line}
                </p>
              ))}
              {report.state === 'REFUSED' && (
                <p>
                  <Link to={correctReportPath(report)}>
                    {t('catchList.edit')}
                    <span className="visually-hidden"> ({reportWhat(report, t, language)})</span>
                  </Link>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
