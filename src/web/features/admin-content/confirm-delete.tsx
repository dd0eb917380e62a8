/**
 * Asks before deleting (a deletion cannot be undone). A modal dialog (ui/modal.tsx) whose first
 * focus is Cancel, the safe choice, so an Enter pressed by habit deletes nothing. After a deletion
 * it closes, refreshes the content, says so, and puts focus back on the list's heading.
 */
import { type RefObject, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Modal } from '../../ui/modal.tsx';
import { useAfterEdit } from './admin-api.ts';

interface ConfirmDeleteProps {
  title: string;
  /** What is deleted, named for the person. */
  text: string;
  onConfirm: () => Promise<unknown>;
  /** Where focus goes after a successful deletion (the dialog's opener is gone by then). */
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: () => void;
}

export function ConfirmDelete({ title, text, onConfirm, returnFocusTo, onClose }: ConfirmDeleteProps) {
  const t = useT();
  const { showError, toast } = useFeedback();
  const afterEdit = useAfterEdit();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
      await afterEdit();
      toast(t('contentAdmin.deleted'), 'success');
      returnFocusTo.current?.focus();
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
