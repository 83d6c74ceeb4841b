// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, ICON_SPRITE_PATH, iconHref } from './Icon';
import { LUCIDE_ICONS, STARS_PATH, iconSpriteSvg } from './icon-sprite';

describe('the icon sprite', () => {
  const document = new DOMParser().parseFromString(iconSpriteSvg(), 'image/svg+xml');
  const symbol = (id: string) => document.getElementById(id);

  it('is well-formed SVG with one symbol per icon name, in order', () => {
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect([...document.querySelectorAll('symbol')].map((s) => s.id)).toEqual([...ICON_NAMES]);
  });

  it.each(Object.keys(LUCIDE_ICONS))('%s keeps lucide’s 24 × 24 stroke drawing, in currentColor', (id) => {
    const s = symbol(id);
    expect(s?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(
      ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'].map((a) => s?.getAttribute(a)),
    ).toEqual(['none', 'currentColor', '2', 'round', 'round']);
    expect(s?.children.length).toBeGreaterThan(0);
  });

  it('draws the five review stars in one path, filled by the page', () => {
    expect(symbol('etoiles')?.getAttribute('viewBox')).toBe('0 0 120 24');
    const path = symbol('etoiles')?.querySelector('path');
    expect(path?.getAttribute('d')).toBe(STARS_PATH);
    expect(STARS_PATH.match(/M/g)).toHaveLength(5);
    expect(path?.hasAttribute('fill')).toBe(false);
  });

  it.each([
    ['phone', '/icones.svg#phone'],
    ['etoiles', '/icones.svg#etoiles'],
  ] as const)('%s is referenced as %s', (name, href) => {
    expect(iconHref(name)).toBe(href);
    expect(href.startsWith(ICON_SPRITE_PATH)).toBe(true);
  });
});
