/**
 * What every lessor page (and the officer's licence requests page) shows when something is missing
 * (issue 18: "say clearly when the network is missing, no blank screens"): a notice while the
 * browser is offline, and a failed load's reason with a way to try again. Their queries run with
 * `networkMode: 'always'` (LESSOR_QUERY), so an offline load fails at once with the network's
 * message instead of waiting behind a spinner.
 */
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { isOnline, subscribeToConnection } from '../../platform/offline/connection.ts';
import { Notice } from '../../ui/page.tsx';

/** Query options the lessors' pages share: fail at once when offline, show their own failure. */
export const LESSOR_QUERY = {
  networkMode: 'always',
  retry: 1,
  meta: { silent: true, languageDependent: true },
} as const;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOnline, () => true);
}

export function OfflineNotice() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status">
      <Notice tone="warning">{t('licenceRequests.offline')}</Notice>
    </div>
  );
}

/** A failed load: the reason (no connection, no rights) and a way to try again, never a blank page. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  return (
    <Notice tone="warning">
      <p>{isApiError(error) ? error.message : t('error.network')}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {t('waterBodies.retry')}
      </button>
    </Notice>
  );
}
