/**
 * `/mano-bilietai`, "My tickets and cards" (issue 5 item 6): the angler's tickets on this device,
 * for anyone, logged in or not. It draws at once from IndexedDB, with or without a network (the
 * app shell comes from the service worker), and brings the wallet up to date beside that: when it
 * opens, when the connection returns and when the person asks. Tickets bought on this device, the
 * logged-in person's own tickets, and purchases still waiting for their payment. Each L06 card
 * carries its catch reports with their states (issue 6), and the page says how many reports are
 * still waiting to be sent; opening it starts the outbox, which sends them when it can.
 *
 * The page's route module (wallet-page.tsx) draws the header first and asks for this module, with
 * Dexie and the tickets, after that paint (issue 16 target 1, ADR 0045).
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { findKind } from '../../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { formatPortalDate } from '../../../platform/dates.ts';
import { isOnline, subscribeToConnection } from '../../../platform/offline/connection.ts';
import { useSession } from '../../../platform/session/use-session.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Notice } from '../../../ui/page.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { loadKeys, type StoredKeys } from '../../permit-check/index.ts';
import { startOutbox } from '../catch-report/outbox.ts';
import { CATCH_REPORT_PATH } from '../catch-report/paths.ts';
import type { StoredCatchReport } from '../catch-report/report-types.ts';
import { useCatchReports, waitingCount } from '../catch-report/use-catch-reports.ts';
import { TicketCard } from './ticket-card.tsx';
import { sortTickets } from './ticket-status.ts';
import { useWallet } from './use-wallet.ts';
import type { WalletPurchase } from './wallet-db.ts';
import { syncWallet } from './wallet-sync.ts';

export { prepareWallet } from './use-wallet.ts';

import './wallet.css';

type SyncState = 'idle' | 'running' | 'done' | 'partial' | 'failed';

export function WalletBody() {
  const t = useT();
  const { language } = useLanguage();
  const session = useSession();
  const wallet = useWallet();
  const catchReports = useCatchReports();
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const [sync, setSync] = useState<SyncState>('idle');
  const [keys, setKeys] = useState<StoredKeys | null>(() => loadKeys());
  const owner = session.status === 'authenticated' ? (session.user?.asmensKodas ?? null) : null;
  const sessionKnown = session.status !== 'loading';

  const refresh = useCallback(async () => {
    if (!isOnline()) return;
    setSync('running');
    try {
      const result = await syncWallet({ owner });
      setSync(result.status === 'done' ? 'done' : result.status === 'partial' ? 'partial' : 'idle');
    } catch {
      // IndexedDB refused a write: what is shown stays as it was.
      setSync('failed');
    } finally {
      setKeys(loadKeys());
    }
  }, [owner]);

  // The catch reports' outbox sends what waits, now and whenever it can (it has its own triggers).
  useEffect(() => startOutbox(), []);

  // On opening (once it is known whose tickets to ask for) and whenever the connection returns.
  useEffect(() => {
    if (!sessionKnown) return;
    void refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [sessionKnown, refresh]);

  const pending =
    wallet.status === 'ready' ? wallet.purchases.filter((p) => p.state === 'AWAITING_PAYMENT') : [];
  const tickets = wallet.status === 'ready' ? sortTickets(wallet.tickets) : [];
  const reports = catchReports.status === 'ready' ? catchReports.reports : [];
  const waiting = waitingCount(reports);
  const reportsOf = (number: string): StoredCatchReport[] => reports.filter((r) => r.permitNumber === number);

  // In the page's frame (wallet-page.tsx), under its header.
  return (
    <>
      {!online && (
        <Notice>
          <p>{t('wallet.offline')}</p>
        </Notice>
      )}
      <div className="wallet__sync">
        <p className="wallet__updated" role="status">
          {sync === 'running'
            ? t('wallet.updating')
            : wallet.status === 'ready' && wallet.syncedAt !== null
              ? t('wallet.lastUpdated', { date: formatPortalDate(wallet.syncedAt, language, 'dateTime') })
              : t('wallet.neverUpdated')}
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void refresh()}
          disabled={!online || sync === 'running'}
        >
          {t('wallet.refresh')}
        </button>
      </div>
      {online && sync === 'partial' && (
        <Notice tone="warning">
          <p>{t('wallet.updatePartial')}</p>
        </Notice>
      )}
      {sync === 'failed' && (
        <Notice tone="warning">
          <p>{t('wallet.updateFailed')}</p>
        </Notice>
      )}

      {waiting > 0 && (
        <Notice>
          <p className="wallet__waiting">{t('wallet.catch.waiting', { count: waiting })}</p>
          <p>{t('wallet.catch.waitingText')}</p>
          <p>
            <Link to={CATCH_REPORT_PATH}>{t('wallet.catch.open')}</Link>
          </p>
        </Notice>
      )}

      {wallet.status === 'loading' && <Spinner label={t('wallet.loading')} />}
      {wallet.status === 'unavailable' && (
        <Notice tone="warning">
          <p>{t('wallet.storageUnavailable')}</p>
        </Notice>
      )}

      {pending.length > 0 && <PendingPurchases purchases={pending} />}

      {wallet.status === 'ready' && (
        <section className="page-section" aria-labelledby="wallet-tickets-title">
          <h2 className="section-title" id="wallet-tickets-title">
            {t('wallet.tickets.title')}
          </h2>
          {tickets.length > 0 ? (
            <ul className="wallet__tickets">
              {tickets.map((ticket) => (
                <li key={ticket.number}>
                  <TicketCard ticket={ticket} reports={reportsOf(ticket.number)} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyWallet authenticated={session.status === 'authenticated'} />
          )}
        </section>
      )}

      <p className="wallet__keys">
        {keys
          ? t('permitCheck.keys.saved', { date: formatPortalDate(keys.savedAt, language, 'dateTime') })
          : t('permitCheck.keys.none')}
      </p>
    </>
  );
}

function PendingPurchases({ purchases }: { purchases: WalletPurchase[] }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section className="page-section" aria-labelledby="wallet-pending-title">
      <h2 className="section-title" id="wallet-pending-title">
        {t('wallet.pending.title')}
      </h2>
      <ul className="wallet__pending">
        {purchases.map((purchase) => {
          const kind = findKind(purchase.kind);
          const kindTitle = kind ? t(kind.pageTitle) : purchase.kind;
          return (
            <li key={purchase.id} className="wallet__pending-item">
              <p>
                {t('wallet.pending.text', {
                  kind: kindTitle,
                  date: formatPortalDate(purchase.createdAt, language, 'dateTime'),
                })}
              </p>
              <p>
                <Link to={`/paraiskos/${purchase.kind}/${encodeURIComponent(purchase.id)}`}>
                  {t('wallet.pending.open', { kind: kindTitle })}
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function EmptyWallet({ authenticated }: { authenticated: boolean }) {
  const t = useT();
  return (
    <>
      <p>{t('wallet.empty')}</p>
      <p>{t('wallet.emptyHint')}</p>
      <ul className="wallet__empty-links">
        <li>
          <Link className="button button--primary" to="/paraiskos/l05_1">
            <Icon name="fish" />
            {t('wallet.buy')}
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/atsisiusti/l05_1">
            {t('wallet.addByNumber')}
          </Link>
        </li>
        {!authenticated && (
          <li>
            <Link className="button button--secondary" to="/login?returnTo=%2Fmano-bilietai">
              {t('wallet.login')}
            </Link>
          </li>
        )}
      </ul>
    </>
  );
}
