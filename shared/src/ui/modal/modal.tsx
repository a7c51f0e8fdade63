import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import { useDialogHost } from './use-dialog-host';
import { useSharedT } from '../use-shared-t';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Hide the visible heading but keep it as the dialog's accessible name. */
  hideTitle?: boolean;
  closeLabel?: string;
  className?: string;
}

/**
 * A dialog that traps focus, closes with Escape, the close button or a click on the overlay. It is
 * drawn over everything, also over an element in fullscreen (it goes inside that element).
 */
export function Modal({ open, title, onClose, children, hideTitle, closeLabel, className }: ModalProps) {
  const t = useSharedT();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, onClose);
  const host = useDialogHost();
  if (!open || !host) return null;
  return createPortal(
    <div
      className="pz-modal-overlay"
      data-testid="modal-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className={`pz-modal ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <button
          type="button"
          className="pz-modal__close"
          aria-label={closeLabel ?? t('shared.modal.close')}
          onClick={onClose}
        >
          ×
        </button>
        <h2 id={titleId} className={hideTitle ? 'pz-visually-hidden' : 'pz-modal__title'}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    host,
  );
}
