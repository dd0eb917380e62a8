/**
 * What the header shows of the offline shell (architecture §5): the connection indicator, the
 * "site content changed" dialog, and the request for persistent storage once the person has logged
 * in (the first real action).
 */
import { useEffect } from 'react';
import { ConnectionStatus } from './connection-status.tsx';
import { requestPersistentStorage } from './persistent-storage.ts';
import { UpdatePrompt } from './update-prompt.tsx';

export function OfflineStatus({ authenticated }: { authenticated: boolean }) {
  useEffect(() => {
    if (authenticated) void requestPersistentStorage();
  }, [authenticated]);
  return (
    <>
      <ConnectionStatus />
      <UpdatePrompt />
    </>
  );
}
