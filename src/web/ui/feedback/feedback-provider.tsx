/**
 * The fixed error modal and the toasts (spec §2 Shell, §8, §9). Errors queue: OK shows the next one.
 */
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n/use-t.ts';
import { onErrorReported } from '../../platform/error-bus.ts';
import { Icon } from '../icon.tsx';
import { Modal } from '../modal.tsx';
import { errorText } from './error-text.ts';
import { type Feedback, FeedbackContext, type ToastTone } from './feedback-context.ts';

/** Spec §9: toasts stay 5000 ms. */
export const TOAST_MS = 5000;

interface ErrorItem {
  id: number;
  text: string;
}
interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [errors, setErrors] = useState<ErrorItem[]>([]);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const okRef = useRef<HTMLButtonElement>(null);

  const showError = useCallback(
    (error: unknown) => {
      nextId.current += 1;
      const id = nextId.current;
      const text = errorText(error, t);
      // One outage often fails several requests at once: the same text waiting already is not queued again.
      setErrors((queue) => (queue.some((item) => item.text === text) ? queue : [...queue, { id, text }]));
    },
    [t],
  );

  const dismissToast = useCallback((id: number) => {
    setToasts((current) => current.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback(
    (message: string, tone: ToastTone = 'success') => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((current) => [...current, { id, message, tone }]);
      window.setTimeout(() => dismissToast(id), TOAST_MS);
    },
    [dismissToast],
  );

  useEffect(() => onErrorReported(showError), [showError]);

  const value = useMemo<Feedback>(() => ({ showError, toast }), [showError, toast]);
  const current = errors[0];
  const closeError = () => setErrors((list) => list.slice(1));

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {createPortal(
        <section className="toasts" aria-live="polite" aria-label={t('feedback.notifications')}>
          {toasts.map((item) => (
            <div key={item.id} className={`toast toast--${item.tone}`}>
              <Icon name={item.tone === 'warning' ? 'alert' : item.tone === 'info' ? 'info' : 'check'} />
              <p className="toast__text">{item.message}</p>
              <button
                type="button"
                className="icon-button toast__close"
                onClick={() => dismissToast(item.id)}
              >
                <Icon name="close" label={t('common.close')} />
              </button>
            </div>
          ))}
        </section>,
        // Outside #root so the live region is still heard while a modal makes the page inert.
        document.getElementById('toast-root') ?? document.body,
      )}
      {current && (
        <Modal
          key={current.id}
          title={t('error.modalTitle')}
          onClose={closeError}
          size="small"
          className="modal--error"
          initialFocus={okRef}
          footer={
            <button ref={okRef} type="button" className="button button--primary" onClick={closeError}>
              {t('common.ok')}
            </button>
          }
        >
          <div className="alert alert--danger" role="alert">
            <Icon name="alert" />
            <p>{current.text}</p>
          </div>
        </Modal>
      )}
    </FeedbackContext.Provider>
  );
}
