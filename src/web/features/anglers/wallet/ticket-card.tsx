/**
 * One ticket of the wallet, made to be read at arm's length in sunlight: the state in words, colour
 * and icon; the holder, number and days in large type; the QR code an inspector scans (its seal),
 * which can fill the screen in black on white. Everything here comes from the stored ticket.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatSecurityCode } from '../../../../shared/anglers/security-code.ts';
import type { MessageId } from '../../../../shared/i18n/index.ts';
import { permitStateLabel } from '../../../../shared/permits/engine/lifecycle.ts';
import { findKind } from '../../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { formatDay } from '../../../ui/permits/format.ts';
import { checkSealOffline, loadKeys, type OfflineSealCheck } from '../../permit-check/index.ts';
import type { StoredCatchReport } from '../catch-report/report-types.ts';
import { downloadFormPath } from './download-link.ts';
import { QrCode } from './qr-code.tsx';
import { TicketCheckResult } from './ticket-check.tsx';
import { isCard, TicketReports } from './ticket-reports.tsx';
import { type TicketStanding, ticketStanding } from './ticket-status.ts';
import type { WalletTicket } from './wallet-db.ts';

const STANDING_TEXT: Record<TicketStanding, MessageId> = {
  valid: 'wallet.status.valid',
  notYet: 'wallet.status.notYet',
  expired: 'wallet.status.expired',
  revoked: 'wallet.status.revoked',
};

function useTicketFacts(ticket: WalletTicket) {
  const t = useT();
  const { language } = useLanguage();
  const kind = findKind(ticket.kind);
  const day = (value: string) => formatDay(value, language);
  const validity =
    ticket.validFrom === ticket.validUntil
      ? day(ticket.validFrom)
      : t('wallet.ticket.range', { from: day(ticket.validFrom), until: day(ticket.validUntil) });
  const standing = ticketStanding(ticket);
  return {
    kindTitle: kind ? t(kind.pageTitle) : ticket.kind,
    kindCode: kind?.code ?? ticket.kind,
    validity,
    standing,
    standingText: t(STANDING_TEXT[standing]),
  };
}

function StatusBadge({ standing, text, large }: { standing: TicketStanding; text: string; large?: boolean }) {
  const t = useT();
  return (
    <p className={`wallet-status wallet-status--${standing}${large ? ' wallet-status--large' : ''}`}>
      <Icon
        name={standing === 'valid' ? 'check' : standing === 'notYet' ? 'info' : 'alert'}
        size={large ? 32 : 24}
      />
      <span>
        <span className="visually-hidden">{t('wallet.status.label')}: </span>
        {text}
      </span>
    </p>
  );
}

export function TicketCard({
  ticket,
  reports = [],
}: {
  ticket: WalletTicket;
  /** The catch reports filed for this card on this device (issue 6). */
  reports?: StoredCatchReport[];
}) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const checkId = useId();
  const facts = useTicketFacts(ticket);
  const [fullScreen, setFullScreen] = useState(false);
  const [check, setCheck] = useState<OfflineSealCheck | 'running' | null>(null);

  async function runCheck() {
    setCheck('running');
    try {
      setCheck(await checkSealOffline(ticket.seal, loadKeys()?.keys ?? null));
    } catch {
      // Only a broken crypto library gets here: nothing was verified, say so rather than "forged".
      setCheck({ status: 'unsupported', seal: null });
    }
  }

  const licence = ticket.licence;
  const rows: [string, string][] = [
    [t('wallet.ticket.number'), ticket.number],
    // Proof of holding it (ADR 0015): the catch report and the download form take it from here.
    ...(ticket.securityCode
      ? ([[t('wallet.ticket.securityCode'), formatSecurityCode(ticket.securityCode)]] as [string, string][])
      : []),
    [t('wallet.ticket.validity'), facts.validity],
    [t('wallet.ticket.waterBody'), ticket.waterBody?.name ?? t('wallet.ticket.allWaters')],
    ...(licence
      ? ([
          [
            t('wallet.ticket.licence'),
            t('wallet.ticket.licenceText', {
              species: language === 'lt' ? licence.speciesLt : licence.speciesEn,
              place: language === 'lt' ? licence.placeLt : licence.placeEn,
            }),
          ],
          [t('wallet.ticket.amount'), t('wallet.ticket.amountValue', { amount: licence.amount })],
          ...(licence.minSizeCm !== null
            ? [[t('wallet.ticket.minSize'), t('wallet.ticket.minSizeValue', { size: licence.minSizeCm })]]
            : []),
        ] as [string, string][])
      : []),
  ];

  return (
    <article className={`wallet-ticket wallet-ticket--${facts.standing}`} aria-labelledby={titleId}>
      <header className="wallet-ticket__head">
        <p className="wallet-ticket__kind">{facts.kindCode}</p>
        <h3 className="wallet-ticket__title" id={titleId}>
          {facts.kindTitle}
        </h3>
        <p className="wallet-ticket__holder">{ticket.holderName}</p>
      </header>
      <StatusBadge standing={facts.standing} text={facts.standingText} />
      {facts.standing === 'revoked' && (
        <p className="wallet-ticket__registry">
          {t('wallet.status.registry', { state: t(permitStateLabel(ticket.state)) })}
        </p>
      )}
      <div className="wallet-ticket__qr">
        <QrCode value={ticket.seal} label={t('wallet.qr.label', { number: ticket.number })} />
      </div>
      <dl className="wallet-ticket__facts">
        {rows.map(([label, value]) => (
          <div className="wallet-ticket__fact" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="wallet-ticket__source">
        {t(ticket.source === 'device' ? 'wallet.source.device' : 'wallet.source.account')}
      </p>
      <div className="wallet-ticket__actions">
        <button type="button" className="button button--primary" onClick={() => setFullScreen(true)}>
          {t('wallet.qr.show')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-controls={checkId}
          onClick={() => void runCheck()}
        >
          <Icon name="search" />
          {t('wallet.check.button')}
        </button>
        {ticket.source === 'account' ? (
          <a className="button button--secondary" href={ticket.downloadUrl} download>
            <Icon name="download" />
            {t('wallet.download', { number: ticket.number })}
          </a>
        ) : (
          <Link
            className="button button--secondary"
            to={downloadFormPath(ticket.kind, { number: ticket.number })}
          >
            <Icon name="download" />
            {t('wallet.download', { number: ticket.number })}
          </Link>
        )}
      </div>
      {isCard(ticket) && <TicketReports ticket={ticket} reports={reports} />}
      {/* Always in the card, so that screen readers announce the result of each check. */}
      <section
        className="wallet-check"
        id={checkId}
        aria-live="polite"
        aria-label={t('wallet.check.title', { number: ticket.number })}
      >
        {check === 'running' && <p>{t('permitCheck.checking')}</p>}
        {check && check !== 'running' && (
          <>
            <h4 className="wallet-check__title">{t('wallet.check.title', { number: ticket.number })}</h4>
            <TicketCheckResult number={ticket.number} check={check} />
          </>
        )}
      </section>
      {fullScreen && <QrFullScreen ticket={ticket} facts={facts} onClose={() => setFullScreen(false)} />}
    </article>
  );
}

/**
 * The QR code as large as the screen allows, black on white with nothing around it, and the screen
 * kept awake while it shows (Screen Wake Lock, where the browser has it) so an inspector's scan
 * does not meet a dark phone.
 */
function QrFullScreen({
  ticket,
  facts,
  onClose,
}: {
  ticket: WalletTicket;
  facts: ReturnType<typeof useTicketFacts>;
  onClose: () => void;
}) {
  const t = useT();
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let cancelled = false;
    const request = 'wakeLock' in navigator ? navigator.wakeLock.request('screen') : null;
    request
      ?.then((sentinel) => {
        if (cancelled) void sentinel.release();
        else lock = sentinel;
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      void lock?.release().catch(() => undefined);
    };
  }, []);
  return (
    <Modal
      title={t('wallet.qr.title', { number: ticket.number })}
      onClose={onClose}
      className="wallet-qr-dialog"
    >
      <div className="wallet-qr-dialog__code">
        <QrCode value={ticket.seal} label={t('wallet.qr.label', { number: ticket.number })} />
      </div>
      <StatusBadge standing={facts.standing} text={facts.standingText} large />
      <p className="wallet-qr-dialog__holder">{ticket.holderName}</p>
      <p className="wallet-qr-dialog__line">
        {facts.kindCode} · {facts.kindTitle}
      </p>
      <p className="wallet-qr-dialog__line">{facts.validity}</p>
      <p className="wallet-qr-dialog__hint">{t('wallet.qr.hint')}</p>
      <p>
        <button type="button" className="button button--primary button--large" onClick={onClose}>
          {t('common.close')}
        </button>
      </p>
    </Modal>
  );
}
