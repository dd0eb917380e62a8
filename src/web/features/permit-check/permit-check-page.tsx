/**
 * `/leidimo-tikrinimas`: check a permit (issue 4 §9; architecture §7). Paste or type the text of the
 * permit's QR code, or just its number, or scan the code with the camera where the browser can.
 * The QR seal's signature is verified on this device with the published public keys, kept in
 * localStorage so that an inspector without a signal can still check it; when online, the public
 * lookup adds the permit's current state (suspended, annulled, expired...).
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import type { MessageId } from '../../../shared/i18n/index.ts';
import type { SigningKeyDto } from '../../../shared/permits/api-types.ts';
import { permitStateLabel } from '../../../shared/permits/engine/lifecycle.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { fieldClass } from '../../ui/form/text-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { checkPermit } from '../permits/index.ts';
import { type CheckOutcome, runCheck, type SignatureStatus } from './check-flow.ts';
import { type CheckInput, classifyInput, datesStanding } from './check-input.ts';
import { loadKeys, refreshKeys, type StoredKeys } from './permit-keys/key-store.ts';
import { QrScanner, useQrScanSupport } from './qr-scanner.tsx';
import './permit-check.css';

const INPUT_ID = 'permit-check-input';

const INPUT_ERRORS: Record<Exclude<CheckInput['type'], 'seal' | 'number'>, MessageId> = {
  empty: 'permitCheck.error.required',
  damagedSeal: 'permitCheck.error.damagedSeal',
  numberFormat: 'permitCheck.error.numberFormat',
  checkDigit: 'permitCheck.error.checkDigit',
  unrecognised: 'permitCheck.error.unrecognised',
};

const SIGNATURE_TEXT: Record<SignatureStatus, MessageId> = {
  valid: 'permitCheck.signature.valid',
  invalidSignature: 'permitCheck.signature.invalid',
  unknownKey: 'permitCheck.signature.unknownKey',
  noKeys: 'permitCheck.signature.noKeys',
  notChecked: 'permitCheck.signature.notChecked',
  unsupported: 'permitCheck.signature.unsupported',
};

function subscribeToConnection(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const isOnline = () => navigator.onLine !== false;

export function PermitCheckPage() {
  const t = useT();
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const scanSupported = useQrScanSupport();
  const [text, setText] = useState('');
  const [error, setError] = useState<MessageId | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [scanning, setScanning] = useState(false);
  const [scanFailed, setScanFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  const [stored, setStored] = useState<StoredKeys | null>(() => loadKeys());
  const latest = useRef(0);

  const fetchKeys = useCallback(async (): Promise<SigningKeyDto[]> => {
    const saved = await refreshKeys();
    setStored(saved);
    return saved.keys;
  }, []);

  // Keep this device's copy of the keys fresh whenever there is a network, ready for offline checks.
  useEffect(() => {
    if (online) fetchKeys().catch(() => undefined);
  }, [online, fetchKeys]);

  async function check(value: string) {
    const input = classifyInput(value);
    if (input.type !== 'seal' && input.type !== 'number') {
      setError(INPUT_ERRORS[input.type]);
      setOutcome(null);
      setFailedSubmits((n) => n + 1);
      return;
    }
    setError(null);
    const run = ++latest.current;
    setBusy(true);
    try {
      const result = await runCheck(input, {
        isOnline,
        storedKeys: () => loadKeys()?.keys ?? null,
        fetchKeys,
        lookup: checkPermit,
      });
      if (run === latest.current) setOutcome(result);
    } finally {
      if (run === latest.current) setBusy(false);
    }
  }

  const errorText = error ? t(error) : undefined;
  const hintId = `${INPUT_ID}-hint`;
  const errorId = `${INPUT_ID}-error`;

  return (
    <article className="page permit-check">
      <PageHeader title={t('route.permitCheck')} lead={t('permitCheck.lead')} />
      {!online && (
        <Notice>
          <p>{t('permitCheck.offlineNotice')}</p>
        </Notice>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void check(text);
        }}
      >
        <ErrorSummary
          title={t('form.errorSummaryTitle')}
          items={errorText ? [{ fieldId: INPUT_ID, message: errorText }] : []}
          focusKey={failedSubmits}
        />
        <div className={fieldClass('field', { error: errorText, shown: error !== null })}>
          <label className="field__label" htmlFor={INPUT_ID}>
            {t('permitCheck.input.label')}
          </label>
          <p className="field__hint" id={hintId}>
            {t('permitCheck.input.hint')}
          </p>
          {errorText && (
            <p className="field__error" id={errorId}>
              {errorText}
            </p>
          )}
          <textarea
            id={INPUT_ID}
            name="kodas"
            className="field__input permit-check__input"
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={errorText ? `${hintId} ${errorId}` : hintId}
            aria-invalid={errorText ? true : undefined}
            aria-required
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy}>
            <Icon name="search" />
            {t('permitCheck.submit')}
          </button>
          {scanSupported && (
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={scanning}
              onClick={() => {
                setScanFailed(false);
                setScanning((on) => !on);
              }}
            >
              {scanning ? t('permitCheck.scan.stop') : t('permitCheck.scan.start')}
            </button>
          )}
        </div>
      </form>
      {scanning && (
        <QrScanner
          onDetected={(value) => {
            setScanning(false);
            setText(value);
            void check(value);
          }}
          onFailed={() => {
            setScanning(false);
            setScanFailed(true);
          }}
        />
      )}
      {scanFailed && (
        <Notice tone="warning">
          <p>{t('permitCheck.scan.failed')}</p>
        </Notice>
      )}

      <section className="page-section" aria-labelledby="permit-check-result-title">
        <h2 className="section-title" id="permit-check-result-title">
          {t('permitCheck.result.title')}
        </h2>
        {/* Always in the page, so that screen readers announce each new result. */}
        <div role="status" aria-live="polite" className="permit-check__verdict">
          {busy ? (
            <p>{t('permitCheck.checking')}</p>
          ) : outcome ? (
            <Verdict outcome={outcome} />
          ) : (
            <p className="permit-check__empty">{t('permitCheck.result.none')}</p>
          )}
        </div>
        {outcome && !busy && outcome.signature !== 'invalidSignature' && <Details outcome={outcome} />}
      </section>
      <KeysNote stored={stored} />
    </article>
  );
}

function Line({ tone, children }: { tone: 'ok' | 'bad' | 'neutral'; children: string }) {
  return (
    <p className={`permit-check__line permit-check__line--${tone}`}>
      <Icon name={tone === 'ok' ? 'check' : tone === 'bad' ? 'alert' : 'info'} />
      <span>{children}</span>
    </p>
  );
}

function Verdict({ outcome }: { outcome: CheckOutcome }) {
  const t = useT();
  const signatureTone =
    outcome.signature === 'valid' ? 'ok' : outcome.signature === 'invalidSignature' ? 'bad' : 'neutral';
  const { registry } = outcome;
  // A code whose signature is not genuine says nothing true about any permit: only the refusal
  // shows, not the registry's answer for the number it carries (issue 16).
  if (outcome.signature === 'invalidSignature')
    return <Line tone="bad">{t(SIGNATURE_TEXT.invalidSignature)}</Line>;
  return (
    <>
      <Line tone={signatureTone}>{t(SIGNATURE_TEXT[outcome.signature])}</Line>
      {registry.status === 'found' && registry.result.state && (
        <Line tone={registry.result.valid ? 'ok' : 'bad'}>
          {t(registry.result.valid ? 'permitCheck.registry.valid' : 'permitCheck.registry.notValid', {
            state: t(permitStateLabel(registry.result.state)),
          })}
        </Line>
      )}
      {registry.status === 'notFound' && <Line tone="bad">{t('permitCheck.registry.notFound')}</Line>}
      {registry.status === 'offline' && <Line tone="neutral">{t('permitCheck.registry.offline')}</Line>}
      {registry.status === 'error' && (
        <Line tone="neutral">{t('permitCheck.registry.error', { message: registry.message })}</Line>
      )}
    </>
  );
}

function Details({ outcome }: { outcome: CheckOutcome }) {
  const t = useT();
  const { language } = useLanguage();
  const found = outcome.registry.status === 'found' ? outcome.registry.result : null;
  // What the code says counts only once its signature is checked genuine; otherwise the holder and
  // dates shown are the registry's, or none (issue 16: an unverified code proves nothing).
  const seal = outcome.signature === 'valid' ? outcome.seal : null;
  // The registry is the current truth; the seal is what was printed.
  const kind = findKind(found?.kind ?? seal?.kind);
  const validFrom = found?.validFrom ?? seal?.validFrom;
  const validUntil = found ? (found.validUntil ?? null) : (seal?.validUntil ?? null);
  const initials = found?.holderInitials ?? seal?.holderInitials;
  const date = (value: string) => formatPortalDate(value, language);
  const standing = validFrom ? datesStanding(validFrom, validUntil, todayInLithuania()) : null;
  const rows: [MessageId, string][] = [
    ['permitCheck.number', outcome.number],
    ...(kind ? [['permitCheck.kind', `${kind.code} · ${t(kind.title)}`] as [MessageId, string]] : []),
    ...(validFrom
      ? ([
          ['permitCheck.validFrom', date(validFrom)],
          ['permitCheck.validUntil', validUntil ? date(validUntil) : t('permitCheck.indefinite')],
        ] as [MessageId, string][])
      : []),
    ...(initials ? [['permitCheck.holder', initials] as [MessageId, string]] : []),
    ...(standing ? [['permitCheck.dates', t(`permitCheck.dates.${standing}`)] as [MessageId, string]] : []),
  ];
  return (
    <>
      {outcome.differs && seal && (
        <Notice tone="warning">
          <p>
            {t('permitCheck.differs', {
              from: date(seal.validFrom),
              until: seal.validUntil ? date(seal.validUntil) : t('permitCheck.indefinite'),
            })}
          </p>
        </Notice>
      )}
      <dl className="summary-list permit-check__details">
        {rows.map(([label, value]) => (
          <div className="summary-list__row" key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function KeysNote({ stored }: { stored: StoredKeys | null }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <p className="permit-check__keys">
      {stored
        ? t('permitCheck.keys.saved', { date: formatPortalDate(stored.savedAt, language, 'dateTime') })
        : t('permitCheck.keys.none')}
    </p>
  );
}
