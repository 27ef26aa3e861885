import { restoreFocus } from './focusHeading';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './Button';
import { AlertCircleIcon, CheckCircleIcon, InfoCircleIcon, XCircleIcon } from './icons';
import { lockBodyScroll } from './scrollLock';
import './Popup.css';

export type PopupIcon = 'success' | 'error' | 'info' | 'warning';

export interface PopupAction {
  label: string;
  onClick: () => void;
  variant?: 'primary' | 'secondary';
}

export interface PopupProps {
  open: boolean;
  icon?: PopupIcon;
  title?: string;
  message: ReactNode;
  actions: PopupAction[];
  /** When given, Esc and a tap outside close the popup; without it the member must choose an action. */
  onClose?: () => void;
}

const icons: Record<PopupIcon, ReactNode> = {
  success: <CheckCircleIcon />,
  error: <XCircleIcon />,
  info: <InfoCircleIcon />,
  warning: <AlertCircleIcon />,
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog: focus stays inside while it is open and returns where it was when it closes. */
export function Popup({ open, icon, title, message, actions, onClose }: PopupProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const unlock = lockBodyScroll();
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('.popup__actions button') ?? dialog;
    first?.focus();
    return () => {
      unlock();
      restoreFocus(previous);
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="popup"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={dialogRef}
        className={`popup__dialog${icon ? ` popup__dialog--${icon}` : ''}`}
        role={icon === 'error' || icon === 'warning' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : typeof message === 'string' ? message : undefined}
        aria-describedby={messageId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {icon && <div className={`popup__icon popup__icon--${icon}`}>{icons[icon]}</div>}
        {title && (
          <h2 id={titleId} className="popup__title">
            {title}
          </h2>
        )}
        <div id={messageId} className="popup__message">
          {message}
        </div>
        {actions.length > 0 && (
          <div className={`popup__actions popup__actions--${actions.length > 1 ? 'pair' : 'single'}`}>
            {actions.map((action) => (
              <Button key={action.label} variant={action.variant ?? 'primary'} onClick={action.onClick} block>
                {action.label}
              </Button>
            ))}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}

export default Popup;
