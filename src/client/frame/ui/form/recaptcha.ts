/** The parts of the hosted reCAPTCHA-style API the captcha field uses. */
export interface Recaptcha {
  render(
    container: HTMLElement,
    options: { sitekey: string; callback(token: string): void; 'expired-callback'(): void },
  ): number;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Recaptcha & { ready?(callback: () => void): void };
    onRecaptchaLoaded?: () => void;
  }
}

/** The provider's script, loaded once, and only when the server is configured for that provider. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=onRecaptchaLoaded';

let loading: Promise<Recaptcha> | null = null;

export function loadRecaptcha(): Promise<Recaptcha> {
  if (loading) return loading;
  loading = new Promise<Recaptcha>((resolve, reject) => {
    window.onRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA did not load')));
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
