/**
 * Live opening status of the garage ("Ouvert · ferme à 12 h 00"), computed from the owner's
 * hours for any instant. Everything is reckoned on the Paris wall clock (Europe/Paris: the
 * European Union's summer-time rule, checked against the engine's time-zone data by the tests),
 * never through local Date getters, so a visitor abroad (or a build server in UTC) sees the
 * garage's own time, including across daylight-saving changes.
 */
import type { Hours } from '#schemas/index.ts';
import { toMinutes, type Weekday } from '#schemas/week.ts';
import { addDays, holidayOn, toIsoDate, weekdayOf } from './holidays';
import { formatDateFr, formatTimeFr } from './time-fr';

export { formatTimeFr } from './time-fr';

/** The Paris wall clock at an instant. */
export interface ParisNow {
  /** Calendar date in Paris, YYYY-MM-DD. */
  date: string;
  /** Weekday in Paris, in French. */
  weekday: Weekday;
  /** Minutes since midnight in Paris, 0–1439. */
  minutes: number;
}

/** Why a whole day is closed besides the weekly hours. */
export interface ClosedReason {
  /** A French public holiday or one of the owner's exceptional closures. */
  kind: 'holiday' | 'closure';
  /** The holiday's name or the closure's message (« Fermeture exceptionnelle » without one). */
  text: string;
}

/** How the next opening is worded: later today, tomorrow, a weekday within 6 days, or a full date. */
export type NextOpeningRelation = 'today' | 'tomorrow' | 'weekday' | 'date';

/** The next time the garage opens. */
export interface NextOpening {
  /** Paris date, YYYY-MM-DD. */
  date: string;
  /** Paris weekday. */
  weekday: Weekday;
  /** Opening time, minutes since midnight. */
  minutes: number;
  /** How far away it is, in calendar days (0 = today). */
  inDays: number;
  /** How the label words it. */
  relation: NextOpeningRelation;
}

/** Status while the garage is open. */
export interface OpenStatus {
  open: true;
  /** True in the last `soonMinutes` before closing. */
  closingSoon: boolean;
  /** Closing time, minutes since midnight (end of the current opening, back-to-back ranges merged). */
  closesAt: number;
  /** The Paris wall clock the status was computed for. */
  now: ParisNow;
  /** French text for visitors, e.g. « Ouvert · ferme à 12 h 00 ». */
  label: string;
}

/** Status while the garage is closed. */
export interface ClosedStatus {
  open: false;
  closingSoon: false;
  /** Set when today is a public holiday or an exceptional closure. */
  reason: ClosedReason | undefined;
  /** The next opening, or undefined when none is found within `lookaheadDays`. */
  next: NextOpening | undefined;
  /** The Paris wall clock the status was computed for. */
  now: ParisNow;
  /** French text for visitors, e.g. « Fermé · ouvre demain à 8 h 00 ». */
  label: string;
}

/** The opening status; narrow on `open`. */
export type OpeningStatus = OpenStatus | ClosedStatus;

/** Tuning of {@link openingStatus}. */
export interface OpeningStatusOptions {
  /** Minutes before closing from which « ferme bientôt » is shown (default 30). */
  soonMinutes?: number;
  /** How many days ahead to look for the next opening (default 14). */
  lookaheadDays?: number;
}

/** Separator between the parts of a label. */
const SEP = ' · ';

/** Day of the month of the last Sunday of `month` (1–12) in `year`. */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/**
 * Paris's offset from UTC at an instant, in minutes: 120 (CEST) from the last Sunday of March,
 * 01:00 UTC, to the last Sunday of October, 01:00 UTC, 60 (CET) otherwise. That is the EU rule
 * in force since 1996; computed here rather than asked of Intl, whose Europe/Paris formatter
 * costs the phone some 20 ms (90 ms on Lighthouse's slowed CPU) to build on every page load. The
 * unit tests compare it with the engine's time-zone data, hour by hour, 1996–2045: should the
 * EU ever change the rule, they fail with the updated data.
 */
export function parisOffsetMinutes(instant: Date): number {
  const year = instant.getUTCFullYear();
  const summerFrom = Date.UTC(year, 2, lastSunday(year, 3), 1);
  const summerTo = Date.UTC(year, 9, lastSunday(year, 10), 1);
  const time = instant.getTime();
  return time >= summerFrom && time < summerTo ? 120 : 60;
}

/** The Paris wall-clock date, weekday and minutes of a UTC instant, whatever the machine's zone. */
export function parisNow(instant: Date): ParisNow {
  if (Number.isNaN(instant.getTime())) {
    throw new RangeError(`Heure de Paris illisible pour ${String(instant)}`);
  }
  // The wall clock, read with the UTC getters of an instant shifted by the offset.
  const wall = new Date(instant.getTime() + parisOffsetMinutes(instant) * 60_000);
  const [year, month, day, hour, minute] = [
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
  ];
  const date = toIsoDate({ year, month, day });
  return { date, weekday: weekdayOf(date), minutes: hour * 60 + minute };
}

/** Why a date is closed all day (exceptional closure or public holiday), or undefined. */
export function closedReason(date: string, hours: Hours): ClosedReason | undefined {
  // ISO dates compare chronologically as strings.
  const closure = hours.closures.find((c) => c.from <= date && date <= c.to);
  const message = closure?.message?.trim();
  // The owner's own message is the most specific explanation, then the holiday's name; a
  // closure without a message still deserves a word.
  if (closure && message) return { kind: 'closure', text: message };
  const holiday = holidayOn(date);
  if (holiday) return { kind: 'holiday', text: holiday };
  if (closure) return { kind: 'closure', text: 'Fermeture exceptionnelle' };
  return undefined;
}

interface Span {
  open: number;
  close: number;
}

/** Opening spans of a weekday in minutes, with back-to-back ranges merged (no false "closes"). */
function spansOf(hours: Hours, weekday: Weekday): Span[] {
  const ranges = hours.week.find((d) => d.day === weekday)?.ranges ?? [];
  const spans = ranges
    .map((r) => ({ open: toMinutes(r.open), close: toMinutes(r.close) }))
    .sort((a, b) => a.open - b.open);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.open <= last.close) last.close = Math.max(last.close, span.close);
    else merged.push({ ...span });
  }
  return merged;
}

/** Spans of a date: none on holidays and exceptional closures. */
function spansOn(date: string, hours: Hours): Span[] {
  return closedReason(date, hours) ? [] : spansOf(hours, weekdayOf(date));
}

function relationOf(inDays: number): NextOpeningRelation {
  if (inDays === 0) return 'today';
  if (inDays === 1) return 'tomorrow';
  // Within the coming six days the weekday alone is unambiguous; a week or more away it
  // would be read as this week's day, so the full date is given.
  return inDays <= 6 ? 'weekday' : 'date';
}

function findNextOpening(now: ParisNow, hours: Hours, lookaheadDays: number): NextOpening | undefined {
  for (let inDays = 0; inDays <= lookaheadDays; inDays++) {
    // Stepping calendar dates, not 24-hour periods, so a 23- or 25-hour DST day is never
    // skipped or counted twice.
    const date = addDays(now.date, inDays);
    const span = spansOn(date, hours).find((s) => inDays > 0 || s.open > now.minutes);
    if (span) {
      return {
        date,
        weekday: weekdayOf(date),
        minutes: span.open,
        inDays,
        relation: relationOf(inDays),
      };
    }
  }
  return undefined;
}

function whenFr(next: NextOpening): string {
  const at = `à ${formatTimeFr(next.minutes)}`;
  switch (next.relation) {
    case 'today':
      return at;
    case 'tomorrow':
      return `demain ${at}`;
    case 'weekday':
      return `${next.weekday} ${at}`;
    case 'date':
      return `le ${formatDateFr(next.date)} ${at}`;
  }
}

/** The open/closed status at an instant, with the next change and the French label. */
export function openingStatus(
  instant: Date,
  hours: Hours,
  options: OpeningStatusOptions = {},
): OpeningStatus {
  const soonMinutes = options.soonMinutes ?? 30;
  const lookaheadDays = options.lookaheadDays ?? 14;
  const now = parisNow(instant);
  const reason = closedReason(now.date, hours);
  const current = reason
    ? undefined
    : spansOf(hours, now.weekday).find((s) => s.open <= now.minutes && now.minutes < s.close);

  if (current) {
    const closingSoon = current.close - now.minutes <= soonMinutes;
    const closes = formatTimeFr(current.close);
    const label = `Ouvert${SEP}${closingSoon ? `ferme bientôt, à ${closes}` : `ferme à ${closes}`}`;
    return { open: true, closingSoon, closesAt: current.close, now, label };
  }

  const next = findNextOpening(now, hours, lookaheadDays);
  // A message is a sentence; inside the parentheses its final full stop would read oddly
  // (but an ellipsis is kept).
  const head = reason ? `Fermé (${reason.text.replace(/(?<!\.)\.$/, '')})` : 'Fermé';
  const label = next ? `${head}${SEP}ouvre ${whenFr(next)}` : head;
  return { open: false, closingSoon: false, reason, next, now, label };
}

/**
 * Milliseconds until the status may next change: the next minute boundary. The label only
 * depends on the Paris minute, and Paris is a whole number of hours off UTC, so its minutes
 * turn over with UTC's; a one-minute timer also recovers quickly after a sleeping laptop.
 */
export function msUntilNextChange(instant: Date): number {
  const intoMinute = ((instant.getTime() % 60_000) + 60_000) % 60_000;
  return 60_000 - intoMinute;
}
