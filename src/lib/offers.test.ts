import { describe, expect, it } from 'vitest';
import { currentOffers, isCurrent, lastDayOfAll, untilLabel } from './offers';

describe('isCurrent', () => {
  it.each([
    ['an offer without end date', undefined, '2026-11-23', true],
    ['an offer ending later', '2026-12-31', '2026-11-23', true],
    ['an offer on its last day', '2026-12-31', '2026-12-31', true],
    ['an offer the day after its last day', '2026-12-31', '2027-01-01', false],
    ['an offer ended last year', '2025-12-31', '2026-11-23', false],
    ['an offer ending next year', '2027-01-15', '2026-12-31', true],
  ])('%s (until %s, today %s) → %s', (_what, until, today, expected) => {
    expect(isCurrent({ until }, today)).toBe(expected);
  });
});

describe('currentOffers', () => {
  const offers = [{ title: 'A' }, { title: 'B', until: '2026-11-30' }, { title: 'C', until: '2026-12-31' }];
  it.each([
    ['2026-11-23', ['A', 'B', 'C']],
    ['2026-11-30', ['A', 'B', 'C']],
    ['2026-12-01', ['A', 'C']],
    ['2027-01-01', ['A']],
  ])('on %s keeps %j, in order', (today, titles) => {
    expect(currentOffers(offers, today).map((o) => o.title)).toEqual(titles);
  });
});

describe('lastDayOfAll', () => {
  it.each([
    ['no offer', [], undefined],
    ['one offer without end', [{}, { until: '2026-12-31' }], undefined],
    [
      'every offer dated',
      [{ until: '2026-12-31' }, { until: '2027-01-15' }, { until: '2026-11-30' }],
      '2027-01-15',
    ],
  ])('%s → %s', (_what, offers, expected) => {
    expect(lastDayOfAll(offers)).toBe(expected);
  });
});

describe('untilLabel', () => {
  it.each([
    ['2026-12-31', 'Offre valable jusqu’au 31 décembre'],
    ['2027-01-01', 'Offre valable jusqu’au 1ᵉʳ janvier'],
    ['2026-08-15', 'Offre valable jusqu’au 15 août'],
  ])('%s → %s', (until, label) => {
    expect(untilLabel(until)).toBe(label);
  });
});
