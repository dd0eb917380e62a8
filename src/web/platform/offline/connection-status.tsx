/**
 * The header's connection indicator: a polite live region, always present so that screen readers
 * hear the change, showing a banner while the browser is offline and saying so (visually hidden)
 * when the connection returns.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Icon } from '../../ui/icon.tsx';
import { USER_INFO_KEY } from '../session/use-session.ts';
import { isOnline, subscribeToConnection } from './connection.ts';
import './offline.css';

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOnline, () => true);
}

export function ConnectionStatus() {
  const t = useT();
  const online = useOnline();
  const queryClient = useQueryClient();
  const wasOffline = useRef(!online);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    // A session asked about while offline was taken as anonymous: ask again.
    void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
  }, [online, queryClient]);

  return (
    <div className="connection-status" role="status">
      {online ? (
        backOnline && <span className="visually-hidden">{t('offline.status.online')}</span>
      ) : (
        <p className="connection-status__offline">
          <Icon name="info" />
          <span>{t('offline.status.offline')}</span>
        </p>
      )}
    </div>
  );
}
