import './texts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';

/** '03:00', '02:59' … '00:00'. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(safe / 60))}:${pad(safe % 60)}`;
}

export interface ResendCountdownProps {
  secondsLeft: number;
  resendVisible: boolean;
  busy: boolean;
  /** Without it the link is a submit button of the surrounding form (the captcha-guarded resend). */
  onResend?: () => void;
  /** Shown with the link, above it (the captcha a new code needs). */
  children?: ReactNode;
  /** The server sent no new text: the number's live code, already sent, is the one to type. */
  alreadySent?: boolean;
}

export function ResendCountdown({ secondsLeft, resendVisible, busy, onResend, children, alreadySent = false }: ResendCountdownProps) {
  const { t } = useTranslation();
  const notice = (
    <p className="resend-countdown__notice" role="status">
      {alreadySent ? t('form.codeAlreadySent') : null}
    </p>
  );
  if (!resendVisible) {
    return (
      <>
        {notice}
        <p className="resend-countdown" aria-live="off">
          {t('form.resendIn', { time: formatCountdown(secondsLeft) })}
        </p>
      </>
    );
  }
  return (
    <div className="resend-countdown resend-countdown--ready">
      {notice}
      {children}
      <Button variant="link" type={onResend ? 'button' : 'submit'} busy={busy} onClick={onResend}>
        {t('form.resendCode')}
      </Button>
    </div>
  );
}
