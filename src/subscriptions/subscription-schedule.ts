import type { PlanInterval } from './subscriptions.types';

const DAY_SECONDS = 86400;
const DAYS: Record<PlanInterval, number> = { day: 1, week: 7, month: 30 };

/**
 * The billing date `count` intervals after `from`. With real days (86400 s) a month is a calendar month (the 31st
 * becomes the month's last day); with the shortened days of a test configuration a month is 30 of them.
 */
export function addIntervals(
  from: Date,
  interval: PlanInterval,
  intervalCount: number,
  daySeconds: number,
  count = 1,
): Date {
  if (interval === 'month' && daySeconds === DAY_SECONDS) {
    const months = intervalCount * count;
    const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
    const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
    target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
    return target;
  }
  return new Date(from.getTime() + DAYS[interval] * intervalCount * count * daySeconds * 1000);
}

/** A number of (possibly fractional) subscription days as milliseconds. */
export const daysToMs = (days: number, daySeconds: number) => Math.round(days * daySeconds * 1000);

/** The next `n` billing dates from the next one. */
export function upcomingDates(
  next: Date,
  interval: PlanInterval,
  intervalCount: number,
  daySeconds: number,
  n = 3,
): Date[] {
  return Array.from({ length: n }, (_, i) => addIntervals(next, interval, intervalCount, daySeconds, i));
}
