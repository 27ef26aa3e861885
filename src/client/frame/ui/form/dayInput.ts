import { ISO_DAY_PATTERN } from '../../../../shared/rules/dates';

/**
 * A date of birth is typed as DD/MM/YYYY whatever the browser's language (a native date input
 * shows MM/DD/YYYY in a browser set to US English), while the form and the API keep 'YYYY-MM-DD'.
 */

/** What the member typed, as the form's value: 'YYYY-MM-DD' once all 8 digits are in, else the partial text. */
export function parseTypedDay(typed: string | undefined): string {
  const text = (typed ?? '').trim();
  // A pasted or autofilled 'YYYY-MM-DD' is already the value.
  if (ISO_DAY_PATTERN.test(text)) return text;
  const [day, month, year, ...rest] = text.split('/');
  if (!rest.length && /^\d{1,2}$/.test(day) && /^\d{1,2}$/.test(month ?? '') && /^\d{4}$/.test(year ?? '')) {
    return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  }
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length === 8) return `${digits.slice(4)}-${digits.slice(2, 4)}-${digits.slice(0, 2)}`;
  return slashed(digits);
}

/** The form's value as the member reads it: 'YYYY-MM-DD' as DD/MM/YYYY, a partial entry as typed. */
export function formatTypedDay(value: string | undefined): string {
  const match = ISO_DAY_PATTERN.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (value ?? '');
}

/** '0211' reads '02/11', '021119' reads '02/11/19': the slashes come as the digits do. */
function slashed(digits: string): string {
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}
