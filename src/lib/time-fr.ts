/** French typographic formatting of times and dates shown to visitors. */
import { parseIsoDate, weekdayOf } from './holidays';

/** No-break space (U+00A0): keeps « 8 h 00 » on one line. */
export const NBSP = '\u00a0';

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** Minutes since midnight (0–1439) in French style: 480 → « 8 h 00 », no-break spaces around « h ». */
export function formatTimeFr(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h}${NBSP}h${NBSP}${String(m).padStart(2, '0')}`;
}

/** An ISO date as « 2 septembre » (« 1ᵉʳ » for the first of the month; no weekday, no year). */
export function formatDayMonthFr(iso: string): string {
  const { month, day } = parseIsoDate(iso);
  // French writes the first day of a month as an ordinal: « le 1ᵉʳ septembre ».
  return `${day === 1 ? '1ᵉʳ' : day} ${MONTHS[month - 1] ?? ''}`;
}

/** An ISO date as « mardi 2 septembre » (« 1ᵉʳ » for the first of the month; no year). */
export function formatDateFr(iso: string): string {
  return `${weekdayOf(iso)} ${formatDayMonthFr(iso)}`;
}
