import moment from 'moment';
import 'moment/locale/ms';

// Importing a moment locale makes it the global one; the app picks the locale per call instead.
moment.locale('en');

/**
 * Spec section 9: inbox dates read DD/MM/YYYY h:mma, in Malaysia time (UTC+8) wherever the phone
 * thinks it is, as the other dates of the app are.
 */
export function formatMessageDate(createdDate: string, format: string, language: string): string {
  const instant = moment.utc(createdDate, moment.ISO_8601, true);
  if (!instant.isValid()) return '';
  return instant.utcOffset(8 * 60).locale(language === 'ms' ? 'ms' : 'en').format(format);
}
