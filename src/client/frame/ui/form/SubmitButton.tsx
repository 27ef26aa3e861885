import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { Button } from '../Button';
import { focusErrorsOnSubmit, keepFocusInView } from './focusFirstError';

export interface SubmitButtonProps {
  children: ReactNode;
  /** A request outside this form's own submission is running (a saga the page started). */
  busy?: boolean;
  disabled?: boolean;
}

/**
 * Disabled with a spinner while the request runs (spec section 4), so a second tap sends nothing.
 * Every form has one, so it is where a failed submit sends focus to the first field in error.
 */
export function SubmitButton({ children, busy = false, disabled }: SubmitButtonProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const form = useForm();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => focusErrorsOnSubmit(form, () => button.current?.form), [form]);
  useEffect(() => {
    const element = button.current?.form;
    return element ? keepFocusInView(element) : undefined;
  }, []);
  return (
    <Button ref={button} type="submit" variant="primary" block busy={busy || submitting} disabled={disabled}>
      {children}
    </Button>
  );
}
