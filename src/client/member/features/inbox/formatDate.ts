import moment from 'moment';
import 'moment/locale/ms';
import { MALAYSIA_UTC_OFFSET_MINUTES } from '../../../../shared/rules/dates';

// Importing a moment locale makes it the global one; the app picks the locale per call instead.
moment.locale('en');

/**
 * Spec section 9: inbox dates read DD/MM/YYYY h:mma, in Malaysia time (UTC+8) wherever the phone
 * thinks it is, as the other dates of the app are.
 */
export function formatMessageDate(createdDate: string, format: string, language: string): string {
  const instant = moment.utc(createdDate, moment.ISO_8601, true);
  if (!instant.isValid()) return '';
  return instant.utcOffset(MALAYSIA_UTC_OFFSET_MINUTES).locale(language === 'ms' ? 'ms' : 'en').format(format);
}
