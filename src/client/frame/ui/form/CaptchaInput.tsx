import './texts';
import { useEffect, useRef, useState } from 'react';
import { useField, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type {} from 'altcha/types/react';
import { accountPaths } from '../../../../shared/contract/accounts';
import { validateCaptcha } from '../../../../shared/rules';
import type { CaptchaProvider } from '../../uiSlice';
import { FieldError, visibleError } from './FieldError';
import { loadRecaptcha, type Recaptcha } from './recaptcha';
import { whenPageInUse } from './pageInUse';
import { ruleValidator } from './ruleValidator';

interface AltchaStateDetail {
  state: string;
  payload?: string;
}

/** The id the widget looks for before it writes its styles into the page (altcha's `injectCss`). */
const ALTCHA_CSS_ID = 'altcha-css';

/**
 * The widget is ~34 kB gz; only the pages with a form that needs it pay for it. Its styles come as
 * a stylesheet of the build: left to itself the widget writes them into a <style> element, which a
 * CSP without 'unsafe-inline' in style-src blocks, leaving a bare checkbox with no tick once
 * verified. The widget skips that when an element with its id is already in the page.
 */
export function loadAltcha(): Promise<unknown> {
  if (typeof document !== 'undefined' && !document.getElementById(ALTCHA_CSS_ID)) {
    const marker = document.createElement('meta');
    marker.id = ALTCHA_CSS_ID;
    document.head.appendChild(marker);
  }
  return Promise.all([import('altcha/altcha.css'), import('altcha')]);
}

const altchaTextKeys = ['label', 'verifying', 'verified', 'error', 'expired', 'verificationRequired', 'waitAlert', 'loading', 'reload', 'verify', 'footer', 'cancel'] as const;

/** The widget speaks only the languages registered with it: hand it ours, from our own texts. */
function registerAltchaTexts(language: string, t: (key: `form.captcha.${(typeof altchaTextKeys)[number]}`) => string): void {
  const registry = (globalThis as { $altcha?: { i18n?: { set(language: string, texts: Record<string, string>): void } } }).$altcha;
  registry?.i18n?.set(language, Object.fromEntries(altchaTextKeys.map((key) => [key, t(`form.captcha.${key}`)])));
}

/** What the form sends when the server checks no captcha (`CAPTCHA=off`, development only). */
export const CAPTCHA_OFF_VALUE = 'off';

const validate = ruleValidator(validateCaptcha);

/**
 * The captcha the server asks for (`captcha`, null while not yet known): the ALTCHA proof-of-work
 * checkbox by default, a hosted reCAPTCHA-style widget when configured, or nothing when the check
 * is off. Its solution goes into the form field `captcha`; a solution is single use, so the widget
 * starts over after every submission that comes back.
 */
export function CaptchaInput({ name = 'captcha', captcha }: { name?: string; captcha: CaptchaProvider | null }) {
  const { t } = useTranslation();
  const { input, meta } = useField<string>(name, { validate });
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const onChange = useRef(input.onChange);
  onChange.current = input.onChange;
  const resetWidget = useRef<() => void>(() => {});

  useEffect(() => {
    if (captcha?.provider === 'off') onChange.current(CAPTCHA_OFF_VALUE);
  }, [captcha?.provider]);

  const wasSubmitting = useRef(submitting);
  useEffect(() => {
    if (wasSubmitting.current && !submitting && captcha?.provider !== 'off') {
      resetWidget.current();
      onChange.current('');
    }
    wasSubmitting.current = submitting;
  }, [submitting, captcha?.provider]);

  if (captcha?.provider === 'off') return null;
  const error = visibleError(meta);
  return (
    <div className="form-field form-field--captcha" data-testid="captcha">
      {captcha?.provider === 'altcha' && <AltchaWidget name={name} onSolved={(v) => onChange.current(v)} resetRef={resetWidget} />}
      {captcha?.provider === 'recaptcha' && captcha.siteKey && (
        <RecaptchaWidget siteKey={captcha.siteKey} onSolved={(v) => onChange.current(v)} resetRef={resetWidget} />
      )}
      {!captcha && <p className="form-field__hint">{t('form.captchaLoading')}</p>}
      <FieldError name={name} error={error} />
    </div>
  );
}

interface WidgetProps {
  onSolved(value: string): void;
  resetRef: { current: () => void };
}

interface AltchaElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<unknown>;
}

/**
 * The ALTCHA checkbox. Until the visitor first uses the page a stand-in of the same size holds its
 * place, so a page that is only looked at does not run the widget's start-up; ticking the stand-in
 * loads the widget and starts its check at once.
 */
function AltchaWidget({ name, onSolved, resetRef }: WidgetProps & { name: string }) {
  const { t, i18n } = useTranslation();
  const [stage, setStage] = useState<'waiting' | 'loading' | 'ready'>('waiting');
  const widget = useRef<AltchaElement>(null);
  const solved = useRef(onSolved);
  solved.current = onSolved;
  const verifyWhenReady = useRef(false);
  const startLoading = () => setStage((current) => (current === 'waiting' ? 'loading' : current));

  useEffect(() => whenPageInUse(startLoading), []);

  useEffect(() => {
    if (stage !== 'loading') return undefined;
    let live = true;
    loadAltcha().then(
      () => live && setStage('ready'),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [stage]);

  useEffect(() => {
    const element = widget.current;
    if (stage !== 'ready' || !element) return undefined;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail ?? { state: '' };
      solved.current(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', onState);
    resetRef.current = () => element.reset?.();
    let mounting: MutationObserver | undefined;
    if (verifyWhenReady.current) {
      // The element has its methods once it has drawn itself into the page, a moment after it is created.
      const verify = () => void element.verify?.();
      if (element.verify) verify();
      else {
        mounting = new MutationObserver(() => {
          if (!element.verify) return;
          mounting?.disconnect();
          verify();
        });
        mounting.observe(element, { childList: true, subtree: true });
      }
    }
    return () => {
      mounting?.disconnect();
      element.removeEventListener('statechange', onState);
    };
  }, [stage, resetRef]);

  if (stage !== 'ready') {
    return (
      <div className="captcha-stand-in">
        <input
          id={`${name}-stand-in`}
          className="form-field__checkbox"
          type="checkbox"
          checked={false}
          onChange={() => {
            verifyWhenReady.current = true;
            startLoading();
          }}
        />
        <label htmlFor={`${name}-stand-in`}>{stage === 'loading' ? t('form.captchaLoading') : t('form.captcha.label')}</label>
      </div>
    );
  }
  registerAltchaTexts(i18n.language, t);
  return (
    <altcha-widget
      language={i18n.language}
      ref={widget}
      challenge={accountPaths.captchaChallenge}
      // The widget's own hidden input must not collide with the field final-form owns.
      name={`${name}-widget`}
      type="checkbox"
    />
  );
}

function RecaptchaWidget({ siteKey, onSolved, resetRef }: WidgetProps & { siteKey: string }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const solved = useRef(onSolved);
  solved.current = onSolved;

  useEffect(() => {
    let live = true;
    loadRecaptcha().then(
      (grecaptcha: Recaptcha) => {
        if (!live || !holder.current) return;
        const id = grecaptcha.render(holder.current, {
          sitekey: siteKey,
          callback: (token: string) => solved.current(token),
          'expired-callback': () => solved.current(''),
        });
        resetRef.current = () => grecaptcha.reset(id);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [siteKey, resetRef]);

  return failed ? <p className="form-field__hint">{t('form.captchaUnavailable')}</p> : <div ref={holder} />;
}
