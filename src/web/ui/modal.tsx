/**
 * Modal dialog (WAI-ARIA APG dialog pattern): `role="dialog"`, `aria-modal`, labelled by its
 * title; focus moves in on open, stays inside (Tab is trapped, the page behind is inert), Escape
 * closes when the dialog may be closed, and focus returns to the element that opened it.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/use-t.ts';
import { trapTab } from './focus.ts';
import { Icon } from './icon.tsx';

interface ModalProps {
  title: string;
  /** Without it the dialog cannot be dismissed (forced profile, first represented-person choice). */
  onClose?: (() => void) | undefined;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Extra class for the dialog box, e.g. the fixed error modal. */
  className?: string;
  /** Element to focus first; else the dialog itself so its title is read first. */
  initialFocus?: React.RefObject<HTMLElement | null>;
}

/** Open dialogs, innermost last: only the top one answers keys. */
const stack: HTMLElement[] = [];

function setPageInert(inert: boolean) {
  const root = document.getElementById('root');
  if (root) root.inert = inert;
}

export function Modal({
  title,
  onClose,
  children,
  footer,
  size = 'medium',
  className,
  initialFocus,
}: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(dialog);
    setPageInert(true);
    (initialFocus?.current ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== dialog) return;
      if (event.key === 'Escape' && onCloseRef.current) {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      trapTab(event, dialog);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(dialog), 1);
      if (stack.length === 0) setPageInert(false);
      if (opener?.isConnected) opener.focus();
      else stack[stack.length - 1]?.focus();
    };
  }, [initialFocus]);

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          {onClose && (
            <button type="button" className="icon-button modal__close" onClick={onClose}>
              <Icon name="close" label={t('common.close')} />
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.getElementById('modal-root') ?? document.body,
  );
}
