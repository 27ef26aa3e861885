import { getIn, type FormApi } from 'final-form';

type Focusable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (element: Element): element is Focusable =>
  (element instanceof HTMLInputElement && element.type !== 'hidden') || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** Focuses the form's first field, in the page's order, that has an error; answers it, or null when no field has one. */
export function focusFirstError(form: HTMLFormElement, errors: object | undefined): Focusable | null {
  if (!errors) return null;
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || !element.name || element.disabled) continue;
    if (getIn(errors, element.name)) {
      element.focus();
      return element;
    }
  }
  return null;
}

/**
 * After each submit of `form` that fails (its rules, or the server's answer naming fields), focus
 * goes to the first field in error, so a keyboard or screen-reader member lands on it and the
 * browser scrolls it into view; otherwise focus stays on the button with the errors off-screen.
 * Answers the undo.
 */
export function focusErrorsOnSubmit(form: FormApi<any, any>, formElement: () => HTMLFormElement | null | undefined): () => void {
  const submit = form.submit;
  const focus = () => {
    const element = formElement();
    if (!element) return;
    const state = form.getState();
    focusFirstError(element, state.hasValidationErrors ? state.errors : state.submitErrors);
  };
  form.submit = () => {
    const result = submit.call(form);
    if (result && typeof result.then === 'function') void result.then(focus, focus);
    else focus();
    return result;
  };
  return () => {
    form.submit = submit;
  };
}

/** The page's scroll padding in pixels (the room the sticky header and a fixed bottom bar take). */
function scrollPadding(): { top: number; bottom: number } {
  const style = getComputedStyle(document.documentElement);
  return { top: parseFloat(style.scrollPaddingTop) || 0, bottom: parseFloat(style.scrollPaddingBottom) || 0 };
}

/**
 * Whatever takes focus in the form (a field reached with Tab, the first error after a submit, a
 * link under the button) is scrolled clear of the sticky header and the fixed bottom bar, which
 * the page's scroll padding describes: the browser's own scroll on focus does not always honour
 * it, and leaves a field just inside the window but under the bar. Answers the undo.
 */
export function keepFocusInView(formElement: HTMLFormElement): () => void {
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const box = target.getBoundingClientRect();
    const padding = scrollPadding();
    if (box.top < padding.top || box.bottom > window.innerHeight - padding.bottom) target.scrollIntoView({ block: 'nearest' });
  };
  formElement.addEventListener('focusin', onFocus);
  return () => formElement.removeEventListener('focusin', onFocus);
}
