/**
 * Withdrawing an application (spec §4 "withdraw", ATSAUKTA) cannot be undone, so it is confirmed
 * in a dialog first.
 */
import { useRef, useState } from 'react';
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Modal } from '../../ui/modal.tsx';
import { applicationAction } from '../permits/index.ts';

export function WithdrawDialog({
  kind,
  detail,
  onClose,
  onDone,
}: {
  kind: string;
  detail: ApplicationDetail;
  onClose: () => void;
  onDone: (next: ApplicationDetail) => void;
}) {
  const t = useT();
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const next = await applicationAction(kind, detail.id, 'withdraw');
      toast(t('applicationForm.withdraw.done', { number: next.number }));
      onClose();
      onDone(next);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('error.defaultError'));
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('applicationForm.withdraw.title')}
      onClose={busy ? undefined : onClose}
      size="small"
      initialFocus={cancelRef}
      footer={
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void confirm()}
          >
            {t('applicationForm.withdraw.confirm')}
          </button>
          <button
            ref={cancelRef}
            type="button"
            className="button button--secondary"
            onClick={onClose}
            disabled={busy}
          >
            {t('common.cancel')}
          </button>
        </>
      }
    >
      <p>{t('applicationForm.withdraw.text', { number: detail.number })}</p>
      {failure && (
        <div className="alert alert--danger" role="alert">
          <p>{failure}</p>
        </div>
      )}
    </Modal>
  );
}
