import { useTranslation } from 'react-i18next';
import { nextServiceOverdue } from '../../../shared/loyalty/overdue';
import { formatDay } from './formatDay';
import './NextServiceDay.css';

/**
 * A next service date as the member reads it (DD/MM/YYYY), marked 'Overdue' once the day has passed
 * in Malaysia: a date in the past reads as a mistake without the word.
 */
export function NextServiceDay({ day }: { day: string }) {
  const { t } = useTranslation();
  const overdue = nextServiceOverdue(day, new Date());
  return (
    <>
      {formatDay(day)}
      {overdue && <span className="next-service-day__overdue">{t('common.overdue')}</span>}
    </>
  );
}
