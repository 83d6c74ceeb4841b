/**
 * Dates the owner writes ahead (a closure's last day, an offer's last day): a year's typo
 * (2028 for 2027, 2207 for 2027) would publish « Fermé » for a year, or an offer « jusqu’au
 * 31 janvier » for ever, with no warning. Beyond a year from today (in Paris) it is refused, the
 * date spelt out in French so the owner sees the year.
 */
import { parisToday } from './review-law';

/** The same day a year after `today` (YYYY-MM-DD): the last day a date ahead may be. */
export const aYearFrom = (today: string) => `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

/** Whether a valid date (YYYY-MM-DD) is at most a year from today, in Paris. */
export const withinAYear = (date: string, today = parisToday()) =>
  !/^\d{4}-\d\d-\d\d$/.test(date) || date <= aYearFrom(today);

/** « 3 janvier 2028 », « 1er mars 2027 ». */
export const frenchDate = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(/^1 /, '1er ');
