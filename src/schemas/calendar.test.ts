import { describe, expect, it } from 'vitest';
import { aYearFrom, frenchDate, withinAYear } from './calendar';

describe('dates ahead', () => {
  it.each([
    ['2026-11-27', '2027-11-27', true],
    ['2026-11-27', '2027-11-28', false],
    ['2026-12-24', '2028-01-03', false],
    ['2028-02-29', '2029-02-28', true],
    ['2026-11-27', '2207-01-31', false],
    ['2026-11-27', '31/01/2207', true], // not a date: its format has its own message
  ])('today %s, %s within a year: %s', (today, date, within) => {
    expect(withinAYear(date, today)).toBe(within);
  });

  it('a year from today is the same day next year', () => expect(aYearFrom('2026-11-27')).toBe('2027-11-27'));

  it.each([
    ['2028-01-03', '3 janvier 2028'],
    ['2027-03-01', '1er mars 2027'],
    ['2207-01-31', '31 janvier 2207'],
  ])('%s reads « %s »', (date, french) => expect(frenchDate(date)).toBe(french));
});
