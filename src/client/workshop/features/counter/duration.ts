/** A span of time in its two largest units, as the counter says it: 2 days 3 hours, 5 hours 12 minutes. */
export interface DurationPart {
  unit: 'days' | 'hours' | 'minutes';
  count: number;
}

export function durationParts(seconds: number): DurationPart[] {
  const total = Math.max(0, Math.floor(seconds / 60));
  const days = Math.floor(total / (24 * 60));
  const hours = Math.floor((total % (24 * 60)) / 60);
  const minutes = total % 60;
  if (days > 0) return hours > 0 ? [{ unit: 'days', count: days }, { unit: 'hours', count: hours }] : [{ unit: 'days', count: days }];
  if (hours > 0) return minutes > 0 ? [{ unit: 'hours', count: hours }, { unit: 'minutes', count: minutes }] : [{ unit: 'hours', count: hours }];
  return [{ unit: 'minutes', count: minutes }];
}

/** Less than a day left before the 5-day limit: the list marks it. */
export const URGENT_SECONDS = 24 * 60 * 60;
