import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import { DRAWN_ACCENT, DRAWN_SHADES, illustrationColours, recolour } from './illustration-colours.ts';

// The illustrations of the tests' own garage (the owner's src/assets may hold photos only).
const FOLDER = path.resolve(import.meta.dirname, '../../tests/first-garage/src/assets/illustrations');
const drawings = readdirSync(FOLDER, { recursive: true, encoding: 'utf-8' })
  .filter((f) => f.endsWith('.svg'))
  .map((f) => readFileSync(path.join(FOLDER, f), 'utf-8'));
const coloursOf = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}\b/gi)?.map((c) => c.toLowerCase()));
const oklch = (c: string) => new Color(c).to('oklch').coords.map((x) => x ?? 0) as [number, number, number];
const GREEN = '#1f7a55';

describe('the illustrations in the garage’s accent', () => {
  it('leaves them as drawn, byte for byte, for the accent they are drawn in', () => {
    expect(drawings.length).toBeGreaterThan(30);
    for (const svg of drawings) expect(recolour(svg, DRAWN_ACCENT)).toBe(svg);
    expect(recolour(drawings[0]!, DRAWN_ACCENT.toUpperCase())).toBe(drawings[0]);
  });

  it('gives back the drawn shades from the drawn accent (the move is nil)', () => {
    for (const [drawn, moved] of illustrationColours(DRAWN_ACCENT))
      expect(new Color(drawn).deltaE2000(moved), drawn).toBeLessThan(0.5);
  });

  it('draws them in another accent: the accent itself, its shades as light as drawn, in its hue', () => {
    const svg = '<path fill="#C62828" stroke="#8e1b1b"/><path fill="#f3c7c7" stroke="#23272e"/>';
    const green = illustrationColours(GREEN);
    expect(recolour(svg, GREEN)).toBe(
      `<path fill="${GREEN}" stroke="${green.get('#8e1b1b')}"/><path fill="${green.get('#f3c7c7')}" stroke="#23272e"/>`,
    );
    for (const shade of DRAWN_SHADES) {
      const [l, , h] = oklch(green.get(shade)!);
      expect(l, shade).toBeCloseTo(oklch(shade)[0], 2);
      expect(Math.abs(h - oklch(GREEN)[2]), shade).toBeLessThan(10);
    }
    // A grey accent gives grey shades.
    for (const shade of illustrationColours('#555555').values()) expect(oklch(shade)[1]).toBeLessThan(0.01);
  });

  it('knows every shade of the drawn accent the illustrations use: none is left red in another accent', () => {
    const [, , drawnHue] = oklch(DRAWN_ACCENT);
    const reddish = (c: string) => {
      const [, chroma, hue] = oklch(c);
      return chroma > 0.03 && Math.abs(((hue - drawnHue + 540) % 360) - 180) < 30;
    };
    const left = [...new Set(drawings.flatMap((svg) => [...coloursOf(recolour(svg, GREEN))]))].filter(
      reddish,
    );
    expect(left, 'add them to DRAWN_SHADES').toEqual([]);
  });
});
