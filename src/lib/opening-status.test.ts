import { describe, expect, it } from 'vitest';
import type { DayHours, Hours } from '#schemas/index.ts';
import {
  closedReason,
  formatTimeFr,
  msUntilNextChange,
  openingStatus,
  parisNow,
  parisOffsetMinutes,
} from './opening-status';
import { formatDateFr } from './time-fr';

// Instants are always written with an explicit offset so the tests mean the same thing whatever
// the machine's time zone (to see it: TZ=Asia/Tokyo npx vitest run src/lib/opening-status.test.ts);
// the cases below also read Paris time from instants written in other offsets.

const weekday = (day: DayHours['day']): DayHours => ({
  day,
  ranges: [
    { open: '08:00', close: '12:00' },
    { open: '14:00', close: '18:00' },
  ],
});

/** Same as src/content/hours.yaml: Monday–Friday 8–12 and 14–18, closed at weekends. */
const hours: Hours = {
  week: [
    weekday('lundi'),
    weekday('mardi'),
    weekday('mercredi'),
    weekday('jeudi'),
    weekday('vendredi'),
    { day: 'samedi', ranges: [] },
    { day: 'dimanche', ranges: [] },
  ],
  closures: [],
};

const withClosures: Hours = {
  ...hours,
  closures: [
    { from: '2026-06-05', to: '2026-06-05' }, // a Friday, no message
    { from: '2026-08-03', to: '2026-08-31', message: 'Congés d’été.' },
    { from: '2026-10-19', to: '2026-10-30', message: 'Congés d’automne' },
  ],
};

/** Expected labels are written with plain spaces; the formatter puts U+00A0 around « h ». */
const fr = (label: string) => label.replaceAll(' h ', '\u00a0h\u00a0');

const status = (iso: string, h: Hours = hours) => openingStatus(new Date(iso), h);

describe('formatTimeFr', () => {
  it.each([
    [0, '0 h 00'],
    [480, '8 h 00'],
    [725, '12 h 05'],
    [840, '14 h 00'],
    [1439, '23 h 59'],
  ])('%i → %s', (minutes, expected) => expect(formatTimeFr(minutes)).toBe(fr(expected)));

  it('uses no-break spaces around « h »', () => expect(formatTimeFr(480)).toBe('8\u00a0h\u00a000'));
});

describe('formatDateFr', () => {
  it.each([
    ['2025-09-02', 'mardi 2 septembre'],
    ['2026-09-01', 'mardi 1ᵉʳ septembre'],
    ['2026-11-02', 'lundi 2 novembre'],
    ['2027-02-15', 'lundi 15 février'],
  ])('%s → %s', (iso, expected) => expect(formatDateFr(iso)).toBe(expected));
});

describe('parisNow', () => {
  it.each([
    ['2026-03-02T07:59:00+01:00', '2026-03-02', 'lundi', 479],
    ['2026-03-02T02:00:00-05:00', '2026-03-02', 'lundi', 480],
    ['2026-03-02T16:00:00+09:00', '2026-03-02', 'lundi', 480],
    ['2026-03-01T23:00:00Z', '2026-03-02', 'lundi', 0], // midnight is 0, not 24 h
    ['2026-12-31T23:30:00Z', '2027-01-01', 'vendredi', 30],
    ['2026-03-29T00:59:00Z', '2026-03-29', 'dimanche', 119], // 01:59 CET, just before the change
    ['2026-03-29T01:00:00Z', '2026-03-29', 'dimanche', 180], // 03:00 CEST: 02:xx never happens
    ['2026-03-30T06:00:00Z', '2026-03-30', 'lundi', 480], // 08:00 CEST
    ['2026-10-25T00:30:00Z', '2026-10-25', 'dimanche', 150], // 02:30 CEST, first time
    ['2026-10-25T01:30:00Z', '2026-10-25', 'dimanche', 150], // 02:30 CET, second time
    ['2026-10-26T07:00:00Z', '2026-10-26', 'lundi', 480], // 08:00 CET
  ])('%s → %s %s %i min', (iso, date, day, minutes) =>
    expect(parisNow(new Date(iso))).toEqual({ date, weekday: day, minutes }),
  );

  it('rejects an invalid Date', () => expect(() => parisNow(new Date('nope'))).toThrow(RangeError));

  // The reference: the engine's own time-zone data for Europe/Paris.
  const reference = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const referenceClock = (instant: Date) => {
    const p = Object.fromEntries(reference.formatToParts(instant).map((x) => [x.type, x.value]));
    return {
      date: `${p['year']}-${p['month']}-${p['day']}`,
      minutes: Number(p['hour']) * 60 + Number(p['minute']),
    };
  };

  it('agrees with the time-zone data every hour from 1996 to 2045, and every minute around each change', () => {
    const HOUR = 3_600_000;
    const mismatches: string[] = [];
    const check = (time: number) => {
      const instant = new Date(time);
      const { date, minutes } = parisNow(instant);
      const expected = referenceClock(instant);
      if (date !== expected.date || minutes !== expected.minutes)
        mismatches.push(
          `${instant.toISOString()} : ${date} ${minutes} ≠ ${expected.date} ${expected.minutes}`,
        );
    };
    for (let t = Date.UTC(1996, 0, 1); t < Date.UTC(2046, 0, 1); t += HOUR) check(t);
    for (let year = 1996; year < 2046; year += 1) {
      for (const month of [2, 9]) {
        // Around 01:00 UTC on each last Sunday of March and October.
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (let t = change - 2 * HOUR; t <= change + 2 * HOUR; t += 60_000) check(t);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    // About 0.5 million comparisons with the engine's time-zone data: seconds on a shared 2-core machine.
  }, 60_000);

  it.each([
    ['2026-03-29T00:59:59Z', 60],
    ['2026-03-29T01:00:00Z', 120],
    ['2026-10-25T00:59:59Z', 120],
    ['2026-10-25T01:00:00Z', 60],
    ['2027-03-28T01:00:00Z', 120], // last Sunday of March 2027 is the 28th
    ['2028-10-29T01:00:00Z', 60],
    ['2026-07-14T12:00:00Z', 120],
    ['2026-12-25T12:00:00Z', 60],
  ])('parisOffsetMinutes(%s) = %i', (iso, offset) => expect(parisOffsetMinutes(new Date(iso))).toBe(offset));
});

describe('openingStatus: a normal week (Monday 2 March 2026)', () => {
  it.each([
    ['2026-03-02T00:00:00+01:00', false, false, 'Fermé · ouvre à 8 h 00'],
    ['2026-03-02T07:59:00+01:00', false, false, 'Fermé · ouvre à 8 h 00'],
    ['2026-03-02T08:00:00+01:00', true, false, 'Ouvert · ferme à 12 h 00'],
    ['2026-03-02T11:29:00+01:00', true, false, 'Ouvert · ferme à 12 h 00'],
    ['2026-03-02T11:29:59+01:00', true, false, 'Ouvert · ferme à 12 h 00'],
    ['2026-03-02T11:30:00+01:00', true, true, 'Ouvert · ferme bientôt, à 12 h 00'],
    ['2026-03-02T11:45:00+01:00', true, true, 'Ouvert · ferme bientôt, à 12 h 00'],
    ['2026-03-02T11:59:00+01:00', true, true, 'Ouvert · ferme bientôt, à 12 h 00'],
    ['2026-03-02T12:00:00+01:00', false, false, 'Fermé · ouvre à 14 h 00'],
    ['2026-03-02T13:59:00+01:00', false, false, 'Fermé · ouvre à 14 h 00'],
    ['2026-03-02T14:00:00+01:00', true, false, 'Ouvert · ferme à 18 h 00'],
    ['2026-03-02T17:29:00+01:00', true, false, 'Ouvert · ferme à 18 h 00'],
    ['2026-03-02T17:59:00+01:00', true, true, 'Ouvert · ferme bientôt, à 18 h 00'],
    ['2026-03-02T18:00:00+01:00', false, false, 'Fermé · ouvre demain à 8 h 00'],
    ['2026-03-02T23:59:00+01:00', false, false, 'Fermé · ouvre demain à 8 h 00'],
    ['2026-03-06T17:45:00+01:00', true, true, 'Ouvert · ferme bientôt, à 18 h 00'], // Friday
    ['2026-03-06T18:00:00+01:00', false, false, 'Fermé · ouvre lundi à 8 h 00'], // Friday evening
    ['2026-03-07T12:00:00+01:00', false, false, 'Fermé · ouvre lundi à 8 h 00'], // Saturday midday
    ['2026-03-08T12:00:00+01:00', false, false, 'Fermé · ouvre demain à 8 h 00'], // Sunday midday
    ['2026-03-08T23:59:00+01:00', false, false, 'Fermé · ouvre demain à 8 h 00'], // Sunday night
    ['2026-03-02T02:00:00-05:00', true, false, 'Ouvert · ferme à 12 h 00'], // 08:00 Paris seen from UTC−5
    ['2026-03-02T01:59:00-05:00', false, false, 'Fermé · ouvre à 8 h 00'], // 07:59 Paris seen from UTC−5
    ['2026-03-02T16:00:00+09:00', true, false, 'Ouvert · ferme à 12 h 00'], // 08:00 Paris seen from Tokyo
    ['2026-03-02T10:30:00Z', true, true, 'Ouvert · ferme bientôt, à 12 h 00'], // 11:30 Paris in UTC
  ])('%s → open %s, closing soon %s, « %s »', (iso, open, closingSoon, label) => {
    const s = status(iso);
    expect([s.open, s.closingSoon, s.label]).toEqual([open, closingSoon, fr(label)]);
  });

  it('gives the closing time while open', () =>
    expect(status('2026-03-02T15:00:00+01:00')).toMatchObject({ open: true, closesAt: 18 * 60 }));

  it('gives the next opening while closed', () =>
    expect(status('2026-03-06T18:00:00+01:00')).toMatchObject({
      open: false,
      reason: undefined,
      next: { date: '2026-03-09', weekday: 'lundi', minutes: 480, inDays: 3, relation: 'weekday' },
    }));
});

describe('openingStatus: public holidays', () => {
  it.each([
    ['2026-04-03T18:00:00+02:00', 'Fermé · ouvre mardi à 8 h 00'], // Friday before Easter
    ['2026-04-05T12:00:00+02:00', 'Fermé · ouvre mardi à 8 h 00'], // Easter Sunday: not a holiday itself
    ['2026-04-06T10:00:00+02:00', 'Fermé (Lundi de Pâques) · ouvre demain à 8 h 00'],
    ['2026-04-07T08:00:00+02:00', 'Ouvert · ferme à 12 h 00'],
    ['2026-04-30T18:00:00+02:00', 'Fermé · ouvre lundi à 8 h 00'], // 1 May 2026 is a Friday
    ['2026-05-14T10:00:00+02:00', 'Fermé (Ascension) · ouvre demain à 8 h 00'],
    ['2026-05-25T10:00:00+02:00', 'Fermé (Lundi de Pentecôte) · ouvre demain à 8 h 00'],
    ['2027-03-29T10:00:00+02:00', 'Fermé (Lundi de Pâques) · ouvre demain à 8 h 00'],
    ['2027-03-26T18:00:00+01:00', 'Fermé · ouvre mardi à 8 h 00'], // Friday before Easter 2027
    ['2027-05-05T18:00:00+02:00', 'Fermé · ouvre vendredi à 8 h 00'], // eve of Ascension 2027
    ['2027-05-06T10:00:00+02:00', 'Fermé (Ascension) · ouvre demain à 8 h 00'],
    ['2027-05-17T10:00:00+02:00', 'Fermé (Lundi de Pentecôte) · ouvre demain à 8 h 00'],
    ['2026-07-13T18:00:00+02:00', 'Fermé · ouvre mercredi à 8 h 00'],
    ['2026-07-14T09:00:00+02:00', 'Fermé (Fête nationale) · ouvre demain à 8 h 00'],
    ['2026-07-14T23:59:00+02:00', 'Fermé (Fête nationale) · ouvre demain à 8 h 00'],
    ['2026-11-01T12:00:00+01:00', 'Fermé (Toussaint) · ouvre demain à 8 h 00'], // on a Sunday
  ])('%s → « %s »', (iso, label) => expect(status(iso).label).toBe(fr(label)));

  it('names the holiday in the reason', () =>
    expect(status('2026-04-06T10:00:00+02:00')).toMatchObject({
      open: false,
      reason: { kind: 'holiday', text: 'Lundi de Pâques' },
      next: { date: '2026-04-07', relation: 'tomorrow' },
    }));
});

describe('openingStatus: exceptional closures', () => {
  it.each([
    ['2026-06-04T17:59:00+02:00', 'Ouvert · ferme bientôt, à 18 h 00'], // day before
    ['2026-06-04T18:00:00+02:00', 'Fermé · ouvre lundi à 8 h 00'],
    ['2026-06-05T10:00:00+02:00', 'Fermé (Fermeture exceptionnelle) · ouvre lundi à 8 h 00'], // no message
    ['2026-06-06T10:00:00+02:00', 'Fermé · ouvre lundi à 8 h 00'], // day after
    ['2026-07-31T10:00:00+02:00', 'Ouvert · ferme à 12 h 00'], // day before the summer closure
    ['2026-07-31T18:00:00+02:00', 'Fermé'], // next opening 32 days away, beyond the lookahead
    ['2026-08-03T09:00:00+02:00', 'Fermé (Congés d’été)'],
    ['2026-08-15T09:00:00+02:00', 'Fermé (Congés d’été)'], // 17 days before reopening
    ['2026-08-20T10:00:00+02:00', 'Fermé (Congés d’été) · ouvre le mardi 1ᵉʳ septembre à 8 h 00'],
    ['2026-08-25T10:00:00+02:00', 'Fermé (Congés d’été) · ouvre le mardi 1ᵉʳ septembre à 8 h 00'], // 7 days
    ['2026-08-26T10:00:00+02:00', 'Fermé (Congés d’été) · ouvre mardi à 8 h 00'], // 6 days
    ['2026-08-31T10:00:00+02:00', 'Fermé (Congés d’été) · ouvre demain à 8 h 00'],
    ['2026-09-01T07:59:00+02:00', 'Fermé · ouvre à 8 h 00'], // day after
    ['2026-09-01T08:00:00+02:00', 'Ouvert · ferme à 12 h 00'],
    ['2026-10-19T10:00:00+02:00', 'Fermé (Congés d’automne) · ouvre le lundi 2 novembre à 8 h 00'], // 14 days, across DST
    ['2026-10-26T10:00:00+01:00', 'Fermé (Congés d’automne) · ouvre le lundi 2 novembre à 8 h 00'], // 7 days
    ['2026-10-27T10:00:00+01:00', 'Fermé (Congés d’automne) · ouvre lundi à 8 h 00'], // 6 days
    ['2026-11-01T10:00:00+01:00', 'Fermé (Toussaint) · ouvre demain à 8 h 00'],
  ])('%s → « %s »', (iso, label) => expect(status(iso, withClosures).label).toBe(fr(label)));

  it('gives the message as the reason and the date of reopening', () =>
    expect(status('2026-08-20T10:00:00+02:00', withClosures)).toMatchObject({
      open: false,
      reason: { kind: 'closure', text: 'Congés d’été.' },
      next: { date: '2026-09-01', weekday: 'mardi', minutes: 480, inDays: 12, relation: 'date' },
    }));

  it('finds a far reopening with a longer lookahead', () =>
    expect(
      openingStatus(new Date('2026-07-31T18:00:00+02:00'), withClosures, { lookaheadDays: 40 }).label,
    ).toBe(fr('Fermé · ouvre le mardi 1ᵉʳ septembre à 8 h 00')));

  it('has no next opening beyond the lookahead', () =>
    expect(status('2026-07-31T18:00:00+02:00', withClosures)).toMatchObject({
      open: false,
      next: undefined,
    }));

  it.each([
    ['2026-08-15', 'closure', 'Congés d’été.'], // the owner's message wins over Assomption
    ['2026-06-05', 'closure', 'Fermeture exceptionnelle'],
    ['2026-07-14', 'holiday', 'Fête nationale'],
  ])('closedReason(%s) is a %s: %s', (date, kind, text) =>
    expect(closedReason(date, withClosures)).toEqual({ kind, text }),
  );

  it('has no closed reason on an ordinary day', () =>
    expect(closedReason('2026-06-04', withClosures)).toBeUndefined());
});

describe('openingStatus: daylight-saving changes of 2026', () => {
  it.each([
    ['2026-03-29T00:59:00Z', 'Fermé · ouvre demain à 8 h 00'], // 01:59 CET, Sunday night
    ['2026-03-29T01:30:00Z', 'Fermé · ouvre demain à 8 h 00'], // 03:30 CEST, just after the change
    ['2026-03-30T07:59:00+02:00', 'Fermé · ouvre à 8 h 00'],
    ['2026-03-30T08:00:00+02:00', 'Ouvert · ferme à 12 h 00'], // Monday after, 08:00 Paris
    ['2026-03-30T07:00:00+01:00', 'Ouvert · ferme à 12 h 00'], // the same instant written in winter time
    ['2026-03-30T11:30:00+02:00', 'Ouvert · ferme bientôt, à 12 h 00'],
    ['2026-03-27T18:00:00+01:00', 'Fermé · ouvre lundi à 8 h 00'], // Friday before, across the 23-hour Sunday
    ['2026-10-25T00:30:00Z', 'Fermé · ouvre demain à 8 h 00'], // 02:30 CEST
    ['2026-10-25T01:30:00Z', 'Fermé · ouvre demain à 8 h 00'], // 02:30 CET, the repeated hour
    ['2026-10-26T07:59:00+01:00', 'Fermé · ouvre à 8 h 00'],
    ['2026-10-26T08:00:00+01:00', 'Ouvert · ferme à 12 h 00'], // Monday after, 08:00 Paris
    ['2026-10-26T09:00:00+02:00', 'Ouvert · ferme à 12 h 00'], // the same instant written in summer time
    ['2026-10-23T18:00:00+02:00', 'Fermé · ouvre lundi à 8 h 00'], // Friday before, across the 25-hour Sunday
  ])('%s → « %s »', (iso, label) => expect(status(iso).label).toBe(fr(label)));
});

describe('openingStatus: options and unusual hours', () => {
  it.each([
    [15, '2026-03-02T11:44:00+01:00', false],
    [15, '2026-03-02T11:45:00+01:00', true],
    [0, '2026-03-02T11:59:00+01:00', false],
  ])('soonMinutes %i at %s → closing soon %s', (soonMinutes, iso, expected) =>
    expect(openingStatus(new Date(iso), hours, { soonMinutes }).closingSoon).toBe(expected),
  );

  it('merges back-to-back ranges into one opening', () => {
    const continuous: Hours = {
      ...hours,
      week: hours.week.map((d) =>
        d.day === 'lundi'
          ? {
              day: d.day,
              ranges: [
                { open: '08:00', close: '12:00' },
                { open: '12:00', close: '18:00' },
              ],
            }
          : d,
      ),
    };
    expect(openingStatus(new Date('2026-03-02T11:45:00+01:00'), continuous).label).toBe(
      fr('Ouvert · ferme à 18 h 00'),
    );
  });

  it('says only « Fermé » when the garage never opens', () => {
    const never: Hours = {
      week: hours.week.map((d) => ({ day: d.day, ranges: [] })),
      closures: [],
    };
    expect(status('2026-03-02T10:00:00+01:00', never)).toMatchObject({
      open: false,
      next: undefined,
      label: 'Fermé',
    });
  });
});

describe('msUntilNextChange', () => {
  it.each([
    ['2026-03-02T07:59:30+01:00', 30_000],
    ['2026-03-02T07:59:59.999+01:00', 1],
    ['2026-03-02T08:00:00+01:00', 60_000],
    ['2026-03-02T02:00:15-05:00', 45_000],
    ['2026-03-02T16:00:45.500+09:00', 14_500],
  ])('%s → %i ms', (iso, expected) => expect(msUntilNextChange(new Date(iso))).toBe(expected));
});
