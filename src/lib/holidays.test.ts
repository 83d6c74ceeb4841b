import { describe, expect, it } from 'vitest';
import {
  addDays,
  easterSunday,
  frenchHolidays,
  holidayOn,
  parseIsoDate,
  toIsoDate,
  weekdayOf,
} from './holidays';

describe('easterSunday', () => {
  it.each([
    [1818, '1818-03-22'], // earliest possible date
    [1943, '1943-04-25'], // latest possible date
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i → %s', (year, expected) => expect(toIsoDate(easterSunday(year))).toBe(expected));

  it('always falls on a Sunday between 22 March and 25 April (1583–2500)', () => {
    for (let year = 1583; year <= 2500; year++) {
      const iso = toIsoDate(easterSunday(year));
      expect(weekdayOf(iso)).toBe('dimanche');
      expect(iso.slice(5) >= '03-22' && iso.slice(5) <= '04-25').toBe(true);
    }
  });
});

describe('frenchHolidays', () => {
  it('lists the eleven holidays of 2026 in date order, with their French names', () =>
    expect(frenchHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Jour de l’an' },
      { date: '2026-04-06', name: 'Lundi de Pâques' },
      { date: '2026-05-01', name: 'Fête du Travail' },
      { date: '2026-05-08', name: 'Victoire 1945' },
      { date: '2026-05-14', name: 'Ascension' },
      { date: '2026-05-25', name: 'Lundi de Pentecôte' },
      { date: '2026-07-14', name: 'Fête nationale' },
      { date: '2026-08-15', name: 'Assomption' },
      { date: '2026-11-01', name: 'Toussaint' },
      { date: '2026-11-11', name: 'Armistice 1918' },
      { date: '2026-12-25', name: 'Noël' },
    ]));

  it('puts Ascension on a Thursday and the Easter and Whit Mondays on Mondays (1900–2200)', () => {
    for (let year = 1900; year <= 2200; year++) {
      const byName = new Map(frenchHolidays(year).map((h) => [h.name, h.date]));
      expect(byName.size).toBe(11);
      expect(weekdayOf(byName.get('Lundi de Pâques') ?? '')).toBe('lundi');
      expect(weekdayOf(byName.get('Ascension') ?? '')).toBe('jeudi');
      expect(weekdayOf(byName.get('Lundi de Pentecôte') ?? '')).toBe('lundi');
    }
  });

  it('keeps both holidays when Ascension falls on 1 May (2008)', () =>
    expect(frenchHolidays(2008).filter((h) => h.date === '2008-05-01')).toEqual([
      { date: '2008-05-01', name: 'Fête du Travail' },
      { date: '2008-05-01', name: 'Ascension' },
    ]));
});

describe('holidayOn', () => {
  it.each([
    ['2026-04-06', 'Lundi de Pâques'],
    ['2026-05-14', 'Ascension'],
    ['2026-05-25', 'Lundi de Pentecôte'],
    ['2027-03-29', 'Lundi de Pâques'],
    ['2027-05-06', 'Ascension'],
    ['2027-05-17', 'Lundi de Pentecôte'],
    ['2026-07-14', 'Fête nationale'],
    ['2027-01-01', 'Jour de l’an'],
    ['2008-05-01', 'Fête du Travail'],
    ['2026-04-05', undefined], // Easter Sunday itself is not a public holiday
    ['2026-03-02', undefined],
    ['2026-12-26', undefined], // Saint-Étienne is only in Alsace-Moselle
  ])('%s → %s', (iso, expected) => expect(holidayOn(iso)).toBe(expected));
});

describe('calendar arithmetic', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-28', 2, '2026-03-30'], // across the spring DST change
    ['2026-10-24', 2, '2026-10-26'], // across the autumn DST change
    ['2026-04-05', 50, '2026-05-25'],
    ['2026-01-01', -1, '2025-12-31'],
  ])('%s + %i days = %s', (iso, days, expected) => expect(addDays(iso, days)).toBe(expected));

  it.each([
    ['1970-01-01', 'jeudi'],
    ['2000-01-01', 'samedi'],
    ['2026-03-02', 'lundi'],
    ['2026-07-14', 'mardi'],
    ['2026-10-25', 'dimanche'],
  ])('%s is a %s', (iso, expected) => expect(weekdayOf(iso)).toBe(expected));

  it.each(['2026-02-30', '2026-13-01', '2026-3-2', '02/03/2026', ''])('rejects %j', (iso) =>
    expect(() => parseIsoDate(iso)).toThrow(RangeError),
  );
});
