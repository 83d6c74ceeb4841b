import { describe, expect, it } from 'vitest';
import { containedBox, isInside } from './geometry';

describe('containedBox: an image drawn with object-fit: contain', () => {
  it.each([
    // box, natural size, drawn box
    [
      { x: 0, y: 0, width: 300, height: 600 },
      { width: 600, height: 400 },
      { x: 0, y: 200, width: 300, height: 200 },
    ], // phone: bands above and below
    [
      { x: 0, y: 50, width: 1200, height: 600 },
      { width: 600, height: 400 },
      { x: 150, y: 50, width: 900, height: 600 },
    ], // desktop: bands left and right
    [
      { x: 10, y: 10, width: 600, height: 400 },
      { width: 600, height: 400 },
      { x: 10, y: 10, width: 600, height: 400 },
    ], // same ratio: fills
    [
      { x: 0, y: 0, width: 100, height: 100 },
      { width: 0, height: 0 },
      { x: 0, y: 0, width: 100, height: 100 },
    ], // unknown size yet: the whole box
  ])('%j holding %j draws %j', (box, natural, expected) =>
    expect(containedBox(box, natural)).toEqual(expected),
  );
});

describe('isInside', () => {
  const box = { x: 150, y: 50, width: 900, height: 600 };
  it.each([
    [600, 300, true],
    [150, 50, true], // corner
    [100, 300, false], // left band
    [600, 700, false], // below
  ])('(%i, %i) → %j', (x, y, expected) => expect(isInside(box, x, y)).toBe(expected));
});
