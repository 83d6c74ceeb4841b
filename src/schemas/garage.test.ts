import { describe, expect, it } from 'vitest';
import { hasValidKey } from './garage';

describe('the identifiers’ key (Luhn; La Poste’s establishments: the sum of their digits)', () => {
  it.each([
    ['441 639 465', true],
    ['441 639 465 00018', true],
    ['000 000 000', true],
    ['924 518 367', false],
    ['924 518 367 00015', false],
    ['441 639 466', false],
    ['35600000000001', true],
    ['35600000049458', false],
  ])('%s: %s', (identifier, valid) => expect(hasValidKey(identifier)).toBe(valid));
});
