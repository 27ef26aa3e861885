import { NONE_DATE } from './constants';
import { malaysiaDay } from './days';

/**
 * Whether a next service date has passed: from the day after it, in Malaysia, the car is overdue.
 * None is never overdue. A module of its own: the home page's first screen needs only this.
 */
export function nextServiceOverdue(nextServiceDate: string, now: Date): boolean {
  if (!nextServiceDate || nextServiceDate.startsWith(NONE_DATE)) return false;
  return nextServiceDate.slice(0, 10) < malaysiaDay(now);
}
