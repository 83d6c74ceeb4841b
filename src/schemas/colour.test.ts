import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, nearestReadable } from './colour';

const hex = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('nearestReadable: the colour suggested when one is refused', () => {
  it.each([
    ['#ff7043', 'a light orange'],
    ['#f5d90a', 'a yellow'],
    ['#4fc3f7', 'a light blue'],
    ['#eeeeee', 'a light grey'],
  ])('%s (%s) becomes a darker colour that white text reads on', (colour) => {
    const suggested = nearestReadable(colour);
    expect(contrastRatio(colour, '#ffffff')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(suggested, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    // Only as dark as needed: one step lighter would not read.
    expect(contrastRatio(suggested, '#ffffff')).toBeLessThan(AA_TEXT + 0.35);
  });

  it('always suggests a readable colour, whatever the owner typed', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        expect(contrastRatio(nearestReadable(colour), '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
      }),
      { seed: 49, numRuns: 3000 },
    );
  });

  it('keeps the hue: a red stays red, its channels in the same order', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const order = (c: string) =>
          [1, 3, 5]
            .map((i, n) => [parseInt(c.slice(i, i + 2), 16), n] as const)
            .sort((a, b) => b[0] - a[0] || a[1] - b[1])
            .map(([, n]) => n)
            .join('');
        const suggested = nearestReadable(colour);
        const flat = (c: string) => new Set([1, 3, 5].map((i) => c.slice(i, i + 2))).size === 1;
        // A grey stays grey; another colour keeps which channel is strongest.
        if (flat(colour)) expect(flat(suggested)).toBe(true);
        else if (Math.max(...[1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16))) > 40)
          expect(order(suggested)[0]).toBe(order(colour)[0]);
      }),
      { seed: 49, numRuns: 3000 },
    );
  });
});
