/**
 * The catch reports on this phone with their states (issue 6 item 2): waiting to be sent, sent
 * (received when, late or not, the card ended), refused with the server's reason, its data kept,
 * and a way forward: correct it and send it again, send it again unchanged, or remove it.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { formatPortalDate } from '../../../platform/dates.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { catchReportStore, kickOutbox } from './outbox.ts';
import { correctReportPath } from './paths.ts';
import { reportWhat, STATE_LABEL, stateDetails } from './report-text.ts';
import type { StoredCatchReport } from './report-types.ts';

export function ReportList({ reports }: { reports: StoredCatchReport[] }) {
  return (
    <ul className="catch-list">
      {reports.map((report) => (
        <li key={report.id}>
          <ReportItem report={report} />
        </li>
      ))}
    </ul>
  );
}

export function ReportState({ report }: { report: StoredCatchReport }) {
  const t = useT();
  const { language } = useLanguage();
  const icon = report.state === 'SENT' ? 'check' : report.state === 'REFUSED' ? 'alert' : 'info';
  return (
    <div className={`catch-state catch-state--${report.state.toLowerCase()}`}>
      <p className="catch-state__label">
        <Icon name={icon} />
        <span>
          <span className="visually-hidden">{t('catchList.stateLabel')}: </span>
          {t(STATE_LABEL[report.state])}
        </span>
      </p>
      {stateDetails(report, t, language).map((line) => (
        <p key={line} className="catch-state__detail">
          {line}
        </p>
      ))}
    </div>
  );
}

function ReportItem({ report }: { report: StoredCatchReport }) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);

  async function act(action: () => Promise<boolean>) {
    setFailed(false);
    try {
      if (await action()) void kickOutbox('saved');
    } catch {
      setFailed(true);
    }
  }

  return (
    <article className={`catch-item catch-item--${report.state.toLowerCase()}`} aria-labelledby={titleId}>
      <h3 className="catch-item__title" id={titleId}>
        {reportWhat(report, t, language)}
      </h3>
      <p className="catch-item__meta">
        {t('catchList.caught', { time: formatPortalDate(report.caughtAt, language, 'dateTime') })}
        {' · '}
        {t('catchList.permit', { number: report.permitNumber })}
      </p>
      <ReportState report={report} />
      {report.state === 'REFUSED' && (
        <>
          <p className="catch-item__kept">{t('catchList.keptData')}</p>
          <div className="catch-item__actions">
            <Link className="button button--primary" to={correctReportPath(report)}>
              {t('catchList.edit')}
              <span className="visually-hidden"> ({reportWhat(report, t, language)})</span>
            </Link>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void act(() => catchReportStore().retryRefused(report.id, new Date()))}
            >
              {t('catchList.resend')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
              {t('catchList.discard')}
            </button>
          </div>
          {failed && (
            <p className="field__error" role="alert">
              {t('catchList.actionFailed')}
            </p>
          )}
        </>
      )}
      {confirming && (
        <Modal
          title={t('catchList.discardTitle')}
          onClose={() => setConfirming(false)}
          size="small"
          footer={
            <>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  setConfirming(false);
                  void act(() =>
                    catchReportStore()
                      .discardRefused(report.id)
                      .then(() => false),
                  );
                }}
              >
                {t('catchList.discardConfirm')}
              </button>
            </>
          }
        >
          <p>{reportWhat(report, t, language)}</p>
          <p>{t('catchList.discardText')}</p>
        </Modal>
      )}
    </article>
  );
}
