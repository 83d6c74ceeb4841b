import { describe, expect, it } from 'vitest';
import {
  isPlaying,
  isRotating,
  slideLabel,
  stepIndex,
  stepWindow,
  windowCount,
  windowItems,
  windowStart,
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

describe('review windows of 3 over 17 items', () => {
  // 17 is not a multiple of 3: six windows, the last pulled back to 14–16 so no slot is empty
  // (it repeats item 14, the last of the fifth window).
  it.each([
    // page, items shown
    [0, [0, 1, 2]],
    [1, [3, 4, 5]],
    [2, [6, 7, 8]],
    [3, [9, 10, 11]],
    [4, [12, 13, 14]],
    [5, [14, 15, 16]],
  ])('window %i shows items %j', (page, items) => expect(windowItems(page, 17, 3)).toEqual(items));

  it.each([
    // page, direction, expected page
    [0, 1, 1],
    [4, 1, 5],
    [5, 1, 0], // from the last window to the first
    [0, -1, 5], // and from the first back to the last
    [5, -1, 4],
    [3, -1, 2],
  ])('from window %i, direction %i → window %i', (page, direction, expected) =>
    expect(stepWindow(page, direction as 1 | -1, 17, 3)).toBe(expected),
  );

  it.each([
    // count, size, windows, start of the last window
    [17, 3, 6, 14],
    [18, 3, 6, 15], // a multiple of 3: no overlap
    [16, 3, 6, 13],
    [3, 3, 1, 0],
    [2, 3, 1, 0], // fewer items than a window: one window, starting at 0
  ])('%i items by %i: %i windows, the last starting at %i', (count, size, windows, lastStart) => {
    expect(windowCount(count, size)).toBe(windows);
    expect(windowStart(windows - 1, count, size)).toBe(lastStart);
  });

  it('never shows an empty slot nor an item outside the list, whatever the length', () => {
    for (let count = 3; count <= 40; count += 1) {
      for (let page = 0; page < windowCount(count, 3); page += 1) {
        const items = windowItems(page, count, 3);
        expect(items).toHaveLength(3);
        expect(items.every((i) => i >= 0 && i < count)).toBe(true);
      }
    }
  });
});

describe('rotation', () => {
  it.each([
    // playing, reducedMotion, hovered, focused, playing?, rotating?
    [null, false, false, false, true, true], // by default it rotates
    [null, true, false, false, false, false], // reduced motion: nothing moves by itself
    [true, true, false, false, true, true], // …unless the visitor presses play
    [false, false, false, false, false, false], // paused for good
    [null, false, true, false, true, false], // hover holds it
    [null, false, false, true, true, false], // keyboard focus inside holds it
    [false, false, true, true, false, false],
  ] as const)(
    'playing %j, reduced motion %j, hovered %j, focused %j → playing %j, rotating %j',
    (playing, reducedMotion, hovered, focused, expectedPlaying, expectedRotating) => {
      expect(isPlaying({ playing, reducedMotion })).toBe(expectedPlaying);
      expect(isRotating({ playing, reducedMotion, hovered, focused })).toBe(expectedRotating);
    },
  );
});
