import { describe, expect, it } from 'vitest';
import {
  isPlaying,
  isRotating,
  slideLabel,
  stepIndex,
  reservedHeight,
  stepWindow,
  windowItems,
  windowLabel,
} from './carousel';

describe('stepIndex: the hero index modulo 4, both ways', () => {
  it.each([
    // index, step, count, expected
    [0, 1, 4, 1],
    [1, 1, 4, 2],
    [2, 1, 4, 3],
    [3, 1, 4, 0], // after the fourth comes the first
    [0, -1, 4, 3], // before the first comes the fourth
    [3, -1, 4, 2],
    [1, -1, 4, 0],
    [2, 4, 4, 2], // a full turn comes back
    [1, -5, 4, 0],
    [0, 1, 1, 0], // a single slide stays put
    [0, 1, 0, 0], // no slide: index 0, never NaN
  ])('from %i by %i over %i slides → %i', (index, step, count, expected) =>
    expect(stepIndex(index, step, count)).toBe(expected),
  );
});

describe('slideLabel', () => {
  it.each([
    [0, 4, '1 sur 4'],
    [3, 4, '4 sur 4'],
  ])('slide %i of %i reads %j', (index, count, expected) => expect(slideLabel(index, count)).toBe(expected));
});

describe('review windows of 3 over 17 items: the start moves by 3 and wraps modulo 17', () => {
  it.each([
    // start, items shown (indices: review n is index n - 1)
    [0, [0, 1, 2]],
    [3, [3, 4, 5]],
    [12, [12, 13, 14]],
    [15, [15, 16, 0]], // after « 13 à 15 » come reviews 16, 17 and 1: no review repeats
    [16, [16, 0, 1]],
    [1, [1, 2, 3]],
  ])('the window starting at %i shows items %j', (start, items) =>
    expect(windowItems(start, 17, 3)).toEqual(items),
  );

  it.each([
    // start, direction, expected start
    [0, 1, 3],
    [12, 1, 15],
    [15, 1, 1], // 18 modulo 17: the window after 16, 17, 1 is 2, 3, 4
    [1, 1, 4],
    [0, -1, 14], // before 1–3 comes 15–17
    [14, -1, 11],
    [1, -1, 15], // and before 2–4 comes 16, 17, 1
  ])('from the window starting at %i, direction %i → start %i', (start, direction, expected) =>
    expect(stepWindow(start, direction as 1 | -1, 17, 3)).toBe(expected),
  );

  it('visits every review in the same number of windows before coming back to the first', () => {
    const starts: number[] = [];
    let start = 0;
    do {
      starts.push(start);
      start = stepWindow(start, 1, 17, 3);
    } while (start !== 0);
    expect(starts).toEqual([0, 3, 6, 9, 12, 15, 1, 4, 7, 10, 13, 16, 2, 5, 8, 11, 14]);
    const shown = starts.flatMap((s) => windowItems(s, 17, 3));
    for (let i = 0; i < 17; i += 1) expect(shown.filter((item) => item === i)).toHaveLength(3);
  });

  it.each([
    // start, count, size, label
    [0, 17, 3, 'Avis 1 à 3 sur 17'],
    [3, 17, 3, 'Avis 4 à 6 sur 17'],
    [14, 17, 3, 'Avis 15 à 17 sur 17'],
    [15, 17, 3, 'Avis 16, 17 et 1 sur 17'],
    [16, 17, 3, 'Avis 17, 1 et 2 sur 17'],
    [1, 2, 3, 'Avis 2 et 1 sur 2'], // fewer reviews than a window: each once
    [0, 1, 3, 'Avis 1 sur 1'],
  ])('the window starting at %i over %i by %i is named %j', (start, count, size, label) =>
    expect(windowLabel(start, count, size)).toBe(label),
  );

  it('never shows an empty slot, a review twice nor one outside the list, whatever the length', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (let start = 0; start < count; start += 1) {
        const items = windowItems(start, count, 3);
        expect(items).toHaveLength(Math.min(3, count));
        expect(new Set(items).size).toBe(items.length);
        expect(items.every((i) => i >= 0 && i < count)).toBe(true);
      }
    }
  });
});

describe('reservedHeight: the tallest window over every start', () => {
  it.each([
    // heights, size, columns, gap, expected
    [[100, 200, 150, 120], 3, 3, 16, 200], // side by side: the tallest item
    [[100, 200, 150, 120], 3, 1, 16, 200 + 150 + 120 + 2 * 16], // stacked: the tallest run of three
    [[300, 100, 100, 100, 290], 3, 1, 10, 290 + 300 + 100 + 20], // a run that wraps (5, 1, 2)
    [[100, 200, 150, 120], 3, 2, 10, 200 + 150 + 10], // two columns: rows of two then one (start 0)
    [[80], 3, 1, 16, 80], // a single review
    [[], 3, 1, 16, 0],
  ])('%j by %i in %i column(s), gap %i → %i', (heights, size, columns, gap, expected) =>
    expect(reservedHeight(heights, size, columns, gap)).toBe(expected),
  );
});

describe('rotation', () => {
  it.each([
    // playing, reducedMotion, hovered, focused, hidden, playing?, rotating?
    [null, false, false, false, false, true, true], // by default it rotates
    [null, true, false, false, false, false, false], // reduced motion: nothing moves by itself
    [true, true, false, false, false, true, true], // …unless the visitor presses play
    [false, false, false, false, false, false, false], // paused for good
    [null, false, true, false, false, true, false], // hover holds it
    [null, false, false, true, false, true, false], // keyboard focus inside holds it
    [null, false, false, false, true, true, false], // a hidden tab holds it, still « playing »
    [false, false, true, true, true, false, false],
  ] as const)(
    'playing %j, reduced motion %j, hovered %j, focused %j, hidden %j → playing %j, rotating %j',
    (playing, reducedMotion, hovered, focused, hidden, expectedPlaying, expectedRotating) => {
      expect(isPlaying({ playing, reducedMotion })).toBe(expectedPlaying);
      expect(isRotating({ playing, reducedMotion, hovered, focused, hidden })).toBe(expectedRotating);
    },
  );
});
