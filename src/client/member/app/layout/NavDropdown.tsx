import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '../../../frame/ui/icons';

export interface NavDropdownProps {
  label: ReactNode;
  /** Accessible name when the label is an icon. */
  ariaLabel?: string;
  /** Menu entries: links or buttons; the menu closes when one is chosen. */
  children: ReactNode;
  align?: 'start' | 'end';
  className?: string;
}

/** A disclosure menu of the desktop bar: opens on click, closes on Esc, outside click or navigation. */
export function NavDropdown({ label, ariaLabel, children, align = 'start', className }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={['nav-dropdown', open && 'nav-dropdown--open', className].filter(Boolean).join(' ')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-dropdown__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronDownIcon className="nav-dropdown__chevron" />
      </button>
      <div
        id={menuId}
        className={`nav-dropdown__menu nav-dropdown__menu--${align}`}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
