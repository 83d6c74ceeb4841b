import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, colourOnWhite, contrastRatio } from '#schemas/colour.ts';
import { palette, paletteCss, type PaletteName } from './palette.ts';

const WHITE = '#ffffff';

describe('palette', () => {
  it('gives back the sample garage’s hand-picked palette within a difference the eye does not see (ΔE 2000 < 2)', () => {
    // tokens.css before the colours became data (issue 40).
    const before: Partial<Record<PaletteName, string>> = {
      'primary-2': '#2b3038',
      'neutral-700': '#3f4752',
      'neutral-600': '#545d69',
      'neutral-400': '#8a94a0',
      'neutral-300': '#c3cad2',
      'neutral-200': '#d5dae0',
      'neutral-100': '#e9ecf0',
      'neutral-50': '#f4f6f8',
      'dark-muted': '#b7bfc9',
      backdrop: '#0f1216',
      'accent-dark': '#9f1d1d',
      'accent-on-dark': '#ff8f8a',
      'accent-tint': '#fdecec',
    };
    const now = palette({ primary: '#1f2329', accent: '#c62828' });
    for (const [name, value] of Object.entries(before))
      expect(new Color(value).deltaE2000(now[name as PaletteName]), name).toBeLessThan(2);
  });

  it('tints the neutrals with the primary’s hue, and keeps them grey for a vivid one', () => {
    const blue = palette({ primary: '#1d3f8f', accent: '#00695c' });
    const hue = (c: string) => new Color(c).to('oklch').coords[2] ?? 0;
    const chroma = (c: string) => new Color(c).to('oklch').coords[1] ?? 0;
    expect(Math.abs(hue(blue['neutral-600']) - hue('#1d3f8f'))).toBeLessThan(3);
    expect(chroma(blue['neutral-600'])).toBeLessThan(0.04);
    expect(Math.abs(hue(blue['accent-dark']) - hue('#00695c'))).toBeLessThan(3);
  });

  it('keeps every text pair the site sets at AA, for any pair of colours the schema lets through', () => {
    const candidates = [
      '#1f2329',
      '#1d3f8f',
      '#595959',
      '#6b4e16',
      '#00695c',
      '#8e24aa',
      '#b3261e',
      '#0b7285',
    ];
    const admitted = candidates.filter((c) => colourOnWhite.safeParse(c).success);
    expect(admitted.length).toBeGreaterThan(5);
    for (const primary of admitted)
      for (const accent of admitted) {
        const p = palette({ primary, accent });
        const pairs: [string, string, string][] = [
          [p['neutral-600'], WHITE, 'muted text on white'],
          [WHITE, p['accent-dark'], 'a hovered button'],
          [p['dark-muted'], p.primary, 'muted text on the dark bands'],
          [p['neutral-100'], p.primary, 'text on the dark bands'],
          [p['accent-on-dark'], p.primary, 'accent text on the dark bands'],
        ];
        for (const [text, background, what] of pairs)
          expect(contrastRatio(text, background), `${what}, ${primary} / ${accent}`).toBeGreaterThanOrEqual(
            AA_TEXT,
          );
      }
  });

  it('writes them as --garage-* custom properties, with the channels of the two', () => {
    const css = paletteCss({ primary: '#1d3f8f', accent: '#00695c' });
    expect(css).toContain('--garage-primary: #1d3f8f;');
    expect(css).toContain('--garage-accent-rgb: 0 105 92;');
    expect(css).toMatch(/--garage-neutral-600: #[0-9a-f]{6};/);
  });
});

describe('contrastRatio', () => {
  it('says what colorjs.io says (WCAG 2.1)', () => {
    for (const [a, b] of [
      ['#1f2329', WHITE],
      ['#fff59d', WHITE],
      ['#c62828', '#1f2329'],
    ] as const)
      expect(contrastRatio(a, b)).toBeCloseTo(new Color(a).contrastWCAG21(b), 3);
  });
});
