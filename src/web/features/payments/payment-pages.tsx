/**
 * Where the payment provider sends the person back (spec §2 Public routes, §4 Actions). After a
 * successful payment for a known permit the download form opens after a countdown; the spec does not
 * give its length, so it is 10 seconds, with a link to go at once and a button to stay (WCAG 2.2.1).
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { findKind } from '../../../shared/permits/kind-list.ts';
import { useT } from '../../i18n/use-t.ts';
import { Notice, PageHeader } from '../../ui/page.tsx';

export const PAYMENT_REDIRECT_SECONDS = 10;

export function PaymentSuccessPage() {
  const t = useT();
  const navigate = useNavigate();
  const { type, id } = useParams();
  const kind = findKind(type);
  const target = kind && id ? `/atsisiusti/${kind.segment}/${encodeURIComponent(id)}` : null;
  const [seconds, setSeconds] = useState(PAYMENT_REDIRECT_SECONDS);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (!target || stopped) return;
    if (seconds <= 0) {
      navigate(target, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, stopped, target, navigate]);

  return (
    <article className="page">
      <PageHeader title={t('route.paymentSuccess')} lead={t('payment.successLead')} />
      <Notice tone="success">
        <p>{t('payment.successText')}</p>
      </Notice>
      {target ? (
        <>
          {!stopped && (
            // Not a live region: announcing every second would drown a screen reader; the buttons say what happens.
            <p>{t('payment.countdown', { seconds })}</p>
          )}
          <p className="button-row">
            <Link className="button button--primary" to={target}>
              {t('payment.downloadNow')}
            </Link>
            {!stopped && (
              <button type="button" className="button button--secondary" onClick={() => setStopped(true)}>
                {t('payment.stay')}
              </button>
            )}
          </p>
        </>
      ) : (
        <p className="button-row">
          <Link className="button button--primary" to="/leidimai">
            {t('menu.myPermits')}
          </Link>
        </p>
      )}
    </article>
  );
}

export function PaymentCancelPage() {
  const t = useT();
  return (
    <article className="page">
      <PageHeader title={t('route.paymentCancel')} lead={t('payment.cancelLead')} />
      <Notice tone="warning">
        <p>{t('payment.cancelText')}</p>
      </Notice>
      <p className="button-row">
        <Link className="button button--primary" to="/paraiskos">
          {t('menu.myApplications')}
        </Link>
        <Link className="button button--secondary" to="/">
          {t('common.toHome')}
        </Link>
      </p>
    </article>
  );
}
