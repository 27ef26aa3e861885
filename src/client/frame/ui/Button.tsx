import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './Spinner';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

interface CommonProps {
  variant?: ButtonVariant;
  /** Full width of its container (the default on phones for form actions). */
  block?: boolean;
  size?: 'md' | 'sm';
  icon?: ReactNode;
}

export interface ButtonProps extends CommonProps, ButtonHTMLAttributes<HTMLButtonElement> {
  /** A request is running: shows a spinner and disables the button (spec section 4). */
  busy?: boolean;
}

export function buttonClass({ variant = 'primary', block, size = 'md' }: CommonProps, extra?: string): string {
  return ['button', `button--${variant}`, `button--${size}`, block && 'button--block', extra].filter(Boolean).join(' ');
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, block, size, icon, busy = false, disabled, className, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={buttonClass({ variant, block, size }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner size="sm" className="button__spinner" /> : icon && <span className="button__icon">{icon}</span>}
      <span className="button__label">{children}</span>
    </button>
  );
});

export interface ButtonLinkProps extends CommonProps, LinkProps {}

/** A router link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, block, size, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link {...rest} className={buttonClass({ variant, block, size }, className)}>
      {icon && <span className="button__icon">{icon}</span>}
      <span className="button__label">{children}</span>
    </Link>
  );
}

export default Button;
