/**
 * Asks before deleting (a deletion cannot be undone). A modal dialog (ui/modal.tsx) whose first
 * focus is Cancel, the safe choice, so an Enter pressed by habit deletes nothing.
 */
import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../lib/api.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Modal } from '../../ui/modal.tsx';

interface ConfirmDeleteProps {
  title: string;
  /** What is deleted, named for the person. */
  text: string;
  onConfirm: () => Promise<unknown>;
  /** After a successful deletion. */
  onDeleted: () => void;
  onClose: () => void;
}

export function ConfirmDelete({ title, text, onConfirm, onDeleted, onClose }: ConfirmDeleteProps) {
  const t = useT();
  const { showError } = useFeedback();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onDeleted();
    } catch (error) {
      setBusy(false);
      onClose();
      if (!(isApiError(error) && error.sessionExpired)) showError(error);
    }
  };

  return (
    <Modal
      title={title}
      onClose={busy ? undefined : onClose}
      size="small"
      initialFocus={cancelRef}
      footer={
        <div className="button-row">
          <button type="button" className="button button--danger" onClick={confirm} disabled={busy}>
            {busy ? t('contentAdmin.deleting') : t('contentAdmin.delete')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={onClose}
            ref={cancelRef}
            disabled={busy}
          >
            {t('common.cancel')}
          </button>
        </div>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
