/**
 * The "site content changed" dialog (spec §2 Shell): shown while a new version of the portal
 * waits; it reloads the page only when the person chooses to (see update-flow.ts).
 */
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Modal } from '../../ui/modal.tsx';
import { updateFlow } from './service-worker.ts';

export function UpdatePrompt() {
  const t = useT();
  const state = useSyncExternalStore(updateFlow.subscribe, updateFlow.getState, updateFlow.getState);
  if (!state.available) return null;
  return (
    <Modal
      title={t('offline.update.title')}
      onClose={state.reloading ? undefined : updateFlow.postpone}
      size="small"
      footer={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={updateFlow.postpone}
            disabled={state.reloading}
          >
            {t('offline.update.later')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={updateFlow.accept}
            disabled={state.reloading}
          >
            {t('offline.update.reload')}
          </button>
        </>
      }
    >
      <p>{t('offline.update.text')}</p>
      <p>{t('offline.update.unsaved')}</p>
    </Modal>
  );
}
