/**
 * "Check this ticket" (issue 5 item 6): the ticket's QR seal verified on this device with the kept
 * public keys, exactly as an inspector's phone would without a signal: the signature, the days the
 * seal vouches for and the holder's initials. The full check, with the registry's current state,
 * is the permit check page.
 */
import { Link } from 'react-router';
import type { MessageId } from '../../../../shared/i18n/index.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { Icon } from '../../../ui/icon.tsx';
import { formatDay } from '../../../ui/permits/format.ts';
import type { OfflineSealCheck, OfflineSealStatus } from '../../permit-check/index.ts';
import { daysStanding } from './ticket-status.ts';

const SIGNATURE_TEXT: Record<OfflineSealStatus, MessageId> = {
  valid: 'permitCheck.signature.valid',
  invalidSignature: 'permitCheck.signature.invalid',
  malformed: 'permitCheck.error.damagedSeal',
  unknownKey: 'permitCheck.signature.unknownKey',
  noKeys: 'permitCheck.signature.noKeys',
  unsupported: 'permitCheck.signature.unsupported',
};

type Tone = 'ok' | 'bad' | 'neutral';

function Line({ tone, children }: { tone: Tone; children: string }) {
  return (
    <p className={`wallet-check__line wallet-check__line--${tone}`}>
      <Icon name={tone === 'ok' ? 'check' : tone === 'bad' ? 'alert' : 'info'} />
      <span>{children}</span>
    </p>
  );
}

export function TicketCheckResult({ number, check }: { number: string; check: OfflineSealCheck }) {
  const t = useT();
  const { language } = useLanguage();
  const { seal, status } = check;
  const tone: Tone =
    status === 'valid' ? 'ok' : status === 'invalidSignature' || status === 'malformed' ? 'bad' : 'neutral';
  const days = seal ? daysStanding(seal.validFrom, seal.validUntil) : null;
  const rows: [MessageId, string][] = seal
    ? [
        ['permitCheck.number', seal.number],
        ['permitCheck.validFrom', formatDay(seal.validFrom, language)],
        [
          'permitCheck.validUntil',
          seal.validUntil ? formatDay(seal.validUntil, language) : t('permitCheck.indefinite'),
        ],
        ['permitCheck.holder', seal.holderInitials],
      ]
    : [];
  return (
    <>
      <Line tone={tone}>{t(SIGNATURE_TEXT[status])}</Line>
      {seal && seal.number !== number && (
        <Line tone="bad">{t('wallet.check.otherNumber', { number: seal.number })}</Line>
      )}
      {days && (
        <Line tone={days === 'current' ? 'ok' : 'bad'}>
          {`${t('permitCheck.dates')}: ${t(`permitCheck.dates.${days}`)}`}
        </Line>
      )}
      {rows.length > 0 && (
        <dl className="summary-list wallet-check__details">
          {rows.map(([label, value]) => (
            <div className="summary-list__row" key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p>
        <Link to="/leidimo-tikrinimas">{t('wallet.check.another')}</Link>
      </p>
    </>
  );
}
