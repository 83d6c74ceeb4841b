import { describe, expect, it } from 'vitest';
import { numberPattern, parseFrenchNumber, type Decimals } from './numbers';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('a number typed the French way is read as the number meant, or refused', () => {
  it.each<[string, Decimals, number | undefined]>([
    ['549,90', 2, 549.9],
    ['549.90', 2, 549.9],
    ['549,9', 2, 549.9],
    ['79', 2, 79],
    [' 79 ', 2, 79],
    ['79 €', 2, 79],
    ['79€', 2, 79],
    [`1 200`, 2, 1200],
    [`1${NBSP}200,50`, 2, 1200.5],
    [`15${NNBSP}900 €`, 0, 15900],
    ['15 900', 0, 15900],
    ['98 500 km', 0, 98500],
    ['98500', 0, 98500],
    ['2 017', 0, 2017],
    ['2017', 0, 2017],
    ['45,7722', 'any', 45.7722],
    ['4.8156', 'any', 4.8156],
    // Refused: a value that could mean two numbers, too many cents, a decimal where none is meant.
    ['1.200', 2, undefined],
    ['1,200', 2, undefined],
    ['549.999', 2, undefined],
    ['98.500', 0, undefined],
    ['98,5', 0, undefined],
    ['15 90', 0, undefined],
    ['1 2000', 2, undefined],
    ['549,', 2, undefined],
    [',90', 2, undefined],
    ['environ 50', 2, undefined],
    ['1e9', 2, undefined],
    ['', 2, undefined],
    ['12 $', 2, undefined],
  ])('« %s » (%s décimales) → %s', (typed, decimals, expected) => {
    const parsed = parseFrenchNumber(typed, decimals);
    expect(parsed.ok ? parsed.value : undefined).toBe(expected);
    if (!parsed.ok) expect(parsed.message).toMatch(/^« .* » : nombre/);
  });

  it('the form’s pattern accepts exactly what is read', () => {
    for (const typed of ['549,90', '1.200', '15 900 €', '98.500', 'abc']) {
      for (const decimals of [0, 2, 'any'] as const) {
        expect(new RegExp(numberPattern(decimals), 'i').test(typed)).toBe(
          parseFrenchNumber(typed, decimals).ok,
        );
      }
    }
  });
});
