import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { Button } from '../Button';

export interface SubmitButtonProps {
  children: ReactNode;
  /** A request outside this form's own submission is running (a saga the page started). */
  busy?: boolean;
  disabled?: boolean;
}

/** Disabled with a spinner while the request runs (spec section 4), so a second tap sends nothing. */
export function SubmitButton({ children, busy = false, disabled }: SubmitButtonProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button type="submit" variant="primary" block busy={busy || submitting} disabled={disabled}>
      {children}
    </Button>
  );
}
