/** The button that starts login through the government gateway; busy while the ticket is made (spec §2). */
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Icon } from '../../ui/icon.tsx';
import { generateTicket, submitTicketToGateway } from './auth-api.ts';

export function GatewayLoginButton({ returnTo }: { returnTo?: string | undefined }) {
  const t = useT();
  const { showError } = useFeedback();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      submitTicketToGateway(await generateTicket(returnTo));
      // Stay busy: the browser is leaving for the gateway.
    } catch (error) {
      setBusy(false);
      showError(error);
    }
  };

  return (
    <button
      type="button"
      className="button button--primary button--large"
      onClick={start}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      <Icon name="login" />
      {busy ? t('login.gatewayBusy') : t('login.gatewayButton')}
    </button>
  );
}
