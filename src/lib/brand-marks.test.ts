// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BRAND_MARKS, BRAND_SPRITE_PATH, brandMarkHref, brandSpriteSvg } from './brand-marks';

describe('the brand marks sprite', () => {
  const sprite = brandSpriteSvg();
  const document = new DOMParser().parseFromString(sprite, 'image/svg+xml');

  it('is well-formed SVG with one 24 × 24 symbol per mark, in order', () => {
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    const symbols = [...document.querySelectorAll('symbol')];
    expect(symbols.map((s) => s.id)).toEqual(Object.keys(BRAND_MARKS));
    for (const symbol of symbols) expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
  });

  it.each(Object.entries(BRAND_MARKS))(
    '%s draws simple-icons’ own path, with no colour of its own',
    (id, icon) => {
      const path = document.getElementById(id)?.querySelector('path');
      expect(path?.getAttribute('d')).toBe(icon.path);
      expect(path?.hasAttribute('fill')).toBe(false);
    },
  );

  it.each([
    ['facebook', '/marques.svg#facebook'],
    ['visa', '/marques.svg#visa'],
  ] as const)('%s is referenced as %s', (mark, href) => {
    expect(brandMarkHref(mark)).toBe(href);
    expect(href.startsWith(BRAND_SPRITE_PATH)).toBe(true);
  });
});
