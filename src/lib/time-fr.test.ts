import { describe, expect, it } from 'vitest';
import { formatDateFr, formatDayMonthFr, formatTimeFr } from './time-fr';

const nb = '\u00a0';

describe('times and dates as French readers write them', () => {
  it.each([
    [480, `8${nb}h${nb}00`],
    [0, `0${nb}h${nb}00`],
    [14 * 60 + 5, `14${nb}h${nb}05`],
    [23 * 60 + 59, `23${nb}h${nb}59`],
  ])('writes %i minutes after midnight as « %s », kept on one line', (minutes, expected) => {
    expect(formatTimeFr(minutes)).toBe(expected);
  });

  it.each([
    ['2026-09-02', '2 septembre'],
    ['2027-08-01', '1ᵉʳ août'],
    ['2026-12-31', '31 décembre'],
    ['2027-02-01', '1ᵉʳ février'],
  ])('writes %s as « %s », the first of the month as an ordinal', (iso, expected) => {
    expect(formatDayMonthFr(iso)).toBe(expected);
  });

  it.each([
    ['2026-11-24', 'mardi 24 novembre'],
    ['2027-08-01', 'dimanche 1ᵉʳ août'],
  ])('puts the weekday before the day: %s → « %s »', (iso, expected) => {
    expect(formatDateFr(iso)).toBe(expected);
  });
});
