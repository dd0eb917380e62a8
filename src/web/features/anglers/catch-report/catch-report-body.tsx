/**
 * `/laimikio-ataskaita`, the catch report (issue 6 items 1–3): public, for an L06 card or licence,
 * and it works with no network (the app shell from the service worker, everything else on the
 * device). Opened
 * - from the wallet or the permit page: `?leidimas=<number>`, filled in from the wallet's card (the
 *   names and the security code never travel in the address; ADR 0015);
 * - by itself: the person types the permit number, the holder's names and the card's code;
 * - to correct a refused report: `?ataskaita=<id>`.
 * Under the form: the reports on this phone (of the permit, when one is named) with their states.
 *
 * The page's route module (catch-report-page.tsx) draws the header first and asks for this module,
 * with the form and the device's database, after that paint (issue 16 target 1, ADR 0045).
 */
import { liveQuery } from 'dexie';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';
import { normalizePermitNumber } from '../../../../shared/permits/permit-number.ts';
import { useT } from '../../../i18n/use-t.ts';
import { isOnline, subscribeToConnection } from '../../../platform/offline/connection.ts';
import { useSession } from '../../../platform/session/use-session.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Notice } from '../../../ui/page.tsx';
import { splitHolderName } from '../wallet/download-link.ts';
import { listTickets, type WalletTicket } from '../wallet/wallet-db.ts';
import { syncWallet } from '../wallet/wallet-sync.ts';
import { CatchForm } from './catch-form.tsx';
import { type CatchFormValues, emptyForm, formFromReport } from './catch-form-model.ts';
import { CatchReportPending } from './catch-report-frame.tsx';
import { startOutbox } from './outbox.ts';
import { CATCH_PARAMS, CATCH_REPORT_PATH, correctReportPath } from './paths.ts';
import { ReportList, ReportState } from './report-list.tsx';
import type { StoredCatchReport } from './report-types.ts';
import { useCatchReports } from './use-catch-reports.ts';

const WALLET_PATH = '/mano-bilietai';

/** Tickets on this device, followed live; an empty list when IndexedDB is not available. */
function useTickets(): WalletTicket[] | null {
  const [tickets, setTickets] = useState<WalletTicket[] | null>(null);
  useEffect(() => {
    const subscription = liveQuery(listTickets).subscribe({
      next: setTickets,
      error: () => setTickets([]),
    });
    return () => subscription.unsubscribe();
  }, []);
  return tickets;
}

/**
 * The form's first values for a permit named in the address, from the wallet's card if it has it:
 * the names and the security code come from the wallet, never from the address (ADR 0015).
 */
function prefill(number: string, tickets: readonly WalletTicket[]): CatchFormValues {
  const ticket = tickets.find((candidate) => candidate.number === number);
  if (ticket)
    return emptyForm({
      permitNumber: ticket.number,
      ...splitHolderName(ticket.holderName),
      securityCode: ticket.securityCode ?? '',
    });
  return emptyForm({ permitNumber: number });
}

export function CatchReportBody() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const tickets = useTickets();
  const reports = useCatchReports();
  const editId = params.get(CATCH_PARAMS.report);
  const number = normalizePermitNumber((params.get(CATCH_PARAMS.permit) ?? '').trim()).slice(0, 20);
  const [saved, setSaved] = useState<StoredCatchReport | null>(null);
  /** Each new form (another catch) starts empty: a new key remounts it. */
  const [round, setRound] = useState(0);

  useEffect(() => startOutbox(), []);

  // A logged-in holder's card the wallet does not keep yet (opened from My permits): the wallet is
  // brought up to date, and its card fills in the names and the code (ADR 0015).
  const session = useSession();
  const owner = session.status === 'authenticated' ? (session.user?.asmensKodas ?? null) : null;
  const missing = tickets !== null && number !== '' && !tickets.some((ticket) => ticket.number === number);
  useEffect(() => {
    if (owner && missing && isOnline()) void syncWallet({ owner }).catch(() => undefined);
  }, [owner, missing]);

  const correcting =
    editId && reports.status === 'ready'
      ? (reports.reports.find((report) => report.id === editId && report.state === 'REFUSED') ?? null)
      : null;
  const ready = tickets !== null && reports.status !== 'loading';

  function anotherCatch(after: StoredCatchReport) {
    setSaved(null);
    setRound((n) => n + 1);
    if (editId) setParams({ [CATCH_PARAMS.permit]: after.permitNumber });
  }

  const shown =
    reports.status === 'ready'
      ? reports.reports.filter((report) => !number || report.permitNumber === number)
      : [];

  // Until this device's tickets and reports are read, the same as before this module arrived.
  if (!ready) return <CatchReportPending />;

  // In the page's frame (catch-report-page.tsx), under its header.
  return (
    <>
      {!online && (
        <Notice>
          <p>{t('catchForm.offline')}</p>
        </Notice>
      )}

      {saved ? (
        <SavedReport
          report={
            reports.status === 'ready' ? (reports.reports.find((r) => r.id === saved.id) ?? saved) : saved
          }
          onAnother={() => anotherCatch(saved)}
        />
      ) : editId && !correcting ? (
        <Notice tone="warning">
          <p>{t('catchForm.cannotCorrect')}</p>
          <p>
            <Link to={CATCH_REPORT_PATH}>{t('catchForm.newReport')}</Link>
          </p>
        </Notice>
      ) : (
        <CatchForm
          key={correcting ? `edit:${correcting.id}` : `new:${number}:${round}`}
          draftKey={correcting ? `edit:${correcting.id}` : `new:${number}`}
          initial={correcting ? formFromReport(correcting) : prefill(number, tickets)}
          tickets={tickets}
          correcting={correcting}
          onSaved={setSaved}
          focusOnStart={round > 0}
          loggedIn={session.status === 'authenticated'}
        />
      )}

      <section className="page-section" aria-labelledby="catch-reports-title">
        <h2 className="section-title" id="catch-reports-title">
          {number ? t('catchList.titleFor', { number }) : t('catchList.title')}
        </h2>
        {reports.status === 'unavailable' && <p>{t('catchList.unavailable')}</p>}
        {reports.status === 'ready' &&
          (shown.length > 0 ? <ReportList reports={shown} /> : <p>{t('catchList.empty')}</p>)}
      </section>
    </>
  );
}

/**
 * After saving: "saved on this phone, will be sent", and the report's state as it changes. Once
 * the server answered, the banner says what happened: sent, or refused (never the green "will be
 * sent" above a refusal, issue 16), with the refusal's reason below and its data kept.
 */
function SavedReport({ report, onAnother }: { report: StoredCatchReport; onAnother: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The person (and a screen reader) lands on the confirmation, not on a form that has gone.
  useEffect(() => heading.current?.focus(), []);
  const refused = report.state === 'REFUSED';
  const title =
    report.state === 'SENT'
      ? t('catchForm.sentTitle')
      : refused
        ? t('catchForm.refusedTitle')
        : t('catchForm.saved');
  return (
    <section className="catch-saved" aria-labelledby="catch-saved-title">
      <div className={refused ? 'notice notice--warning' : 'notice notice--success'}>
        <Icon name={refused ? 'alert' : 'check'} />
        <div className="notice__body">
          <h2 className="catch-saved__title" id="catch-saved-title" ref={heading} tabIndex={-1}>
            {title}
          </h2>
          {report.state === 'WAITING' && <p>{t('catchForm.savedText')}</p>}
          {refused && (
            <p>
              {t('catchList.keptData')} <Link to={correctReportPath(report)}>{t('catchList.edit')}</Link>
            </p>
          )}
        </div>
      </div>
      <div aria-live="polite">
        <ReportState report={report} />
      </div>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onAnother}>
          <Icon name="fish" />
          {t('catchForm.another')}
        </button>
        <Link className="button button--secondary" to={WALLET_PATH}>
          <Icon name="card" />
          {t('catchForm.openWallet')}
        </Link>
      </div>
    </section>
  );
}
