import './texts';
import type { FieldMetaState } from 'react-final-form';
import { useMessageText } from './messages';

/**
 * Errors show once the member has changed the field and left it, or tried to submit; not while
 * typing the first time, and not for a field merely tabbed through (an empty form passed over with
 * the keyboard is not a form full of mistakes).
 */
export function visibleError(meta: FieldMetaState<unknown>): unknown {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return meta.submitError;
  if (meta.error && ((meta.touched && meta.modified) || meta.submitFailed)) return meta.error;
  return undefined;
}

export function errorId(name: string): string {
  return `${fieldId(name)}-error`;
}

export function fieldId(name: string): string {
  return `field-${name.replace(/[^\w-]/g, '-')}`;
}

export function FieldError({ name, error }: { name: string; error: unknown }) {
  const text = useMessageText()(error);
  if (!text) return null;
  return (
    <p id={errorId(name)} className="form-field__error" role="alert">
      {text}
    </p>
  );
}

/** aria attributes tying an input to its visible error. */
export function errorAria(name: string, error: unknown, describedBy?: string) {
  const ids = [describedBy, error ? errorId(name) : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}
