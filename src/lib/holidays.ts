/**
 * French public holidays (metropolitan France), computed for any Gregorian year, and the
 * plain calendar-date arithmetic they need. Dates are ISO "YYYY-MM-DD" strings or
 * { year, month, day }: a calendar date has no time zone, so nothing here reads a Date with
 * local getters and the results are the same on every machine.
 */
import { WEEKDAYS, type Weekday } from '#schemas/week.ts';

/** A calendar date; month 1–12, day 1–31. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A public holiday: its ISO date and its French name. */
export interface Holiday {
  /** YYYY-MM-DD. */
  date: string;
  /** French name as shown to visitors (e.g. "Lundi de Pâques"). */
  name: string;
}

const DAY_MS = 86_400_000;

// Date.UTC and the getUTC* getters are pure arithmetic on the proleptic Gregorian calendar,
// unlike the local getters, so they are a safe day counter.
const dayNumber = ({ year, month, day }: CalendarDate): number => Date.UTC(year, month - 1, day) / DAY_MS;

const fromDayNumber = (n: number): CalendarDate => {
  const d = new Date(n * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/** Formats a calendar date as ISO "YYYY-MM-DD". */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Parses an ISO "YYYY-MM-DD" date; throws a RangeError on a malformed or impossible date. */
export function parseIsoDate(iso: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
  // Date.UTC silently rolls 2026-02-30 over to March; the round trip catches it.
  if (!date || toIsoDate(fromDayNumber(dayNumber(date))) !== iso) {
    throw new RangeError(`Date invalide (AAAA-MM-JJ attendu) : ${iso}`);
  }
  return date;
}

/** The ISO date `days` calendar days after `iso` (negative goes back); DST never shifts it. */
export function addDays(iso: string, days: number): string {
  return toIsoDate(fromDayNumber(dayNumber(parseIsoDate(iso)) + days));
}

/** The French weekday of an ISO date. */
export function weekdayOf(iso: string): Weekday {
  // getUTCDay counts from Sunday; WEEKDAYS starts on Monday.
  const index = (new Date(dayNumber(parseIsoDate(iso)) * DAY_MS).getUTCDay() + 6) % 7;
  return WEEKDAYS[index] ?? 'lundi'; // index is always 0–6; the fallback only satisfies the type checker
}

/** Easter Sunday of a Gregorian year, by the anonymous (Meeus/Jones/Butcher) algorithm. */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19; // position in the 19-year Metonic cycle
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30; // epact-based offset of the paschal full moon
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7; // days from the full moon to the next Sunday
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return { year, month: Math.floor(n / 31), day: (n % 31) + 1 };
}

/** The eleven French public holidays of a year, in date order, with their French names. */
export function frenchHolidays(year: number): Holiday[] {
  const easter = toIsoDate(easterSunday(year));
  const fixed = (month: number, day: number) => toIsoDate({ year, month, day });
  // Fixed dates first so that, when Ascension falls on 1 or 8 May, the stable sort keeps the
  // civil holiday's name first (it is the one holidayOn reports).
  const holidays: Holiday[] = [
    { date: fixed(1, 1), name: 'Jour de l’an' },
    { date: fixed(5, 1), name: 'Fête du Travail' },
    { date: fixed(5, 8), name: 'Victoire 1945' },
    { date: fixed(7, 14), name: 'Fête nationale' },
    { date: fixed(8, 15), name: 'Assomption' },
    { date: fixed(11, 1), name: 'Toussaint' },
    { date: fixed(11, 11), name: 'Armistice 1918' },
    { date: fixed(12, 25), name: 'Noël' },
    { date: addDays(easter, 1), name: 'Lundi de Pâques' },
    { date: addDays(easter, 39), name: 'Ascension' },
    { date: addDays(easter, 50), name: 'Lundi de Pentecôte' },
  ];
  // ISO dates sort chronologically as plain strings.
  return holidays.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

// The status is recomputed every minute in the browser; one lookup table per year avoids
// recomputing Easter each time.
const byYear = new Map<number, Map<string, string>>();

/** The French name of the public holiday on an ISO date, or undefined on an ordinary day. */
export function holidayOn(iso: string): string | undefined {
  const { year } = parseIsoDate(iso);
  let table = byYear.get(year);
  if (!table) {
    table = new Map();
    for (const { date, name } of frenchHolidays(year)) if (!table.has(date)) table.set(date, name);
    byYear.set(year, table);
  }
  return table.get(iso);
}
