import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frenchNumber, numberPattern, parseFrenchNumber, type Decimals } from './numbers';
import type { Unit } from '#schemas/units.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('a number typed the French way is read as the number meant, or refused', () => {
  it.each<[string, Decimals, Unit | undefined, number | undefined]>([
    ['549,90', 2, '€', 549.9],
    ['549.90', 2, '€', 549.9],
    ['549,9', 2, '€', 549.9],
    ['79', 2, '€', 79],
    [' 79 ', 2, '€', 79],
    ['79 €', 2, '€', 79],
    ['79€', 2, '€', 79],
    ['79 euros', 2, '€', 79],
    [`1 200`, 2, '€', 1200],
    [`1${NBSP}200,50`, 2, '€', 1200.5],
    [`15${NNBSP}900 €`, 0, '€', 15900],
    ['15 900', 0, '€', 15900],
    ['98 500 km', 0, 'km', 98500],
    ['98500', 0, 'km', 98500],
    ['2 017', 0, undefined, 2017],
    ['2017', 0, undefined, 2017],
    ['45,7722', 'any', undefined, 45.7722],
    ['4.8156', 'any', undefined, 4.8156],
    // Refused: a value that could mean two numbers, too many cents, a decimal where none is meant.
    ['1.200', 2, '€', undefined],
    ['1,200', 2, '€', undefined],
    ['549.999', 2, '€', undefined],
    ['98.500', 0, 'km', undefined],
    ['98,5', 0, 'km', undefined],
    ['15 90', 0, '€', undefined],
    ['1 2000', 2, '€', undefined],
    ['549,', 2, '€', undefined],
    [',90', 2, '€', undefined],
    ['environ 50', 2, '€', undefined],
    ['1e9', 2, '€', undefined],
    ['', 2, '€', undefined],
    ['12 $', 2, '€', undefined],
    // A unit that is not the field's.
    ['2017 €', 0, undefined, undefined],
  ])('« %s » (%s décimales, %s) → %s', (typed, decimals, unit, expected) => {
    const parsed = parseFrenchNumber(typed, decimals, unit);
    expect(parsed.ok ? parsed.value : undefined).toBe(expected);
    if (!parsed.ok) expect(parsed.message).toMatch(/^« .* » : /);
  });

  it.each<[string, Decimals, Unit, string]>([
    ['61 000 km', 0, '€', '« 61 000 km » : « km » est l’unité d’un kilométrage, pas d’un prix'],
    ['549,90 km', 2, '€', '« 549,90 km » : « km » est l’unité d’un kilométrage, pas d’un prix'],
    ['15 900 €', 0, 'km', '« 15 900 € » : « € » est l’unité d’un prix, pas d’un kilométrage'],
    ['15 900 euros', 0, 'km', '« 15 900 euros » : « € » est l’unité d’un prix, pas d’un kilométrage'],
    [
      '98 500 kilomètres',
      0,
      '€',
      '« 98 500 kilomètres » : « km » est l’unité d’un kilométrage, pas d’un prix',
    ],
  ])('« %s » in a field counted in %s is refused, naming the unit', (typed, decimals, unit, message) => {
    expect(parseFrenchNumber(typed, decimals, unit)).toEqual({ ok: false, message });
    // The form refuses it as it is typed, with a message that names the unit it does not take.
    expect(new RegExp(numberPattern(decimals, unit), 'iu').test(typed)).toBe(false);
  });

  it('the form’s pattern accepts exactly what is read', () => {
    for (const typed of ['549,90', '1.200', '15 900 €', '98 500 km', '98.500', 'abc', '12 euros']) {
      for (const decimals of [0, 2, 'any'] as const) {
        for (const unit of [undefined, '€', 'km'] as const) {
          expect(
            new RegExp(numberPattern(decimals, unit), 'iu').test(typed),
            `${typed} ${decimals} ${unit}`,
          ).toBe(parseFrenchNumber(typed, decimals, unit).ok);
        }
      }
    }
  });
});

describe('a stored number is shown as the owner writes it, and read back the same', () => {
  it.each<[number, Decimals, string]>([
    [549.9, 2, `549,90`],
    [79, 2, '79'],
    [12.5, 2, '12,50'],
    [1200, 2, `1${NNBSP}200`],
    [98500, 0, `98${NNBSP}500`],
    [45.7722, 'any', '45,7722'],
  ])('%s → « %s »', (value, decimals, shown) => {
    expect(frenchNumber(value, decimals)).toBe(shown);
  });

  it('any price, mileage or position round-trips (fast-check, seed 42)', () => {
    const cases = fc.oneof(
      fc.tuple(
        fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
        fc.constant<Decimals>(2),
      ),
      fc.tuple(fc.integer({ min: 0, max: 999_999 }), fc.constant<Decimals>(0)),
      fc.tuple(
        fc.integer({ min: -1_800_000, max: 1_800_000 }).map((n) => n / 10_000),
        fc.constant<Decimals>('any'),
      ),
    );
    fc.assert(
      fc.property(cases, ([value, decimals]) => {
        const read = parseFrenchNumber(frenchNumber(value, decimals), decimals);
        expect(read).toEqual({ ok: true, value });
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});
