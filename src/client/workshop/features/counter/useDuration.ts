import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { durationParts } from './duration';

/** `duration(seconds)` in the staff member's language: '2 days 3 hours', '2 hari 3 jam'. */
export function useDuration(): (seconds: number) => string {
  const { t } = useTranslation('workshop');
  return useCallback((seconds: number) => durationParts(seconds).map(({ unit, count }) => t(`counter.${unit}`, { count })).join(' '), [t]);
}
