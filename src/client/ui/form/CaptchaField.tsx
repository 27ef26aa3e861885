import { useEffect, useRef, useState } from 'react';
import { useField, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type {} from 'altcha/types/react';
import { accountPaths } from '../../../shared/contract/accounts';
import { validateCaptcha } from '../../../shared/rules';
import { FieldError, visibleError } from './FieldError';
import { ruleValidator } from './ruleValidator';

interface AltchaStateDetail {
  state: string;
  payload?: string;
}

interface AltchaElement extends HTMLElement {
  reset?: () => void;
}

/** The widget is ~34 kB gz; only the pages with a form that needs it pay for it. */
export function loadAltcha(): Promise<unknown> {
  return import('altcha');
}

const validate = ruleValidator(validateCaptcha);

/**
 * The ALTCHA proof-of-work checkbox. Its solution goes into the form field `captcha`; a solution is
 * single use on the server, so the widget starts over after every submission that comes back.
 */
export function CaptchaField({ name = 'captcha' }: { name?: string }) {
  const { t } = useTranslation();
  const { input, meta } = useField<string>(name, { validate });
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const [ready, setReady] = useState(false);
  const widget = useRef<AltchaElement>(null);
  const onChange = useRef(input.onChange);
  onChange.current = input.onChange;

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setReady(true),
      () => live && setReady(false),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return undefined;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail ?? { state: '' };
      onChange.current(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [ready]);

  const wasSubmitting = useRef(submitting);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) {
      widget.current?.reset?.();
      onChange.current('');
    }
    wasSubmitting.current = submitting;
  }, [submitting]);

  const error = visibleError(meta);
  return (
    <div className="form-field form-field--captcha" data-testid="captcha">
      {ready ? (
        <altcha-widget
          ref={widget}
          challenge={accountPaths.captchaChallenge}
          // The widget's own hidden input must not collide with the field final-form owns.
          name={`${name}-widget`}
          type="checkbox"
        />
      ) : (
        <p className="form-field__hint">{t('form.captchaLoading')}</p>
      )}
      <FieldError name={name} error={error} />
    </div>
  );
}
