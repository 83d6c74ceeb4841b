import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { create } from 'fontkitten';
import { readContent } from '#data/reader.ts';
import { FIRST_GARAGE } from '#tests/support/content.ts';
import { fontCharsetText } from './font-charset';
import {
  fitText,
  measure,
  shareImageSvg,
  undrawable,
  wrapLines,
  type FontStack,
  type OutlineFont,
} from './share-image';

const require = createRequire(import.meta.url);
const font = (file: string) =>
  create(readFileSync(require.resolve(`@fontsource-variable/${file}`))) as unknown as OutlineFont;
const archivo: FontStack = [
  font('archivo/files/archivo-latin-wght-normal.woff2'),
  font('archivo/files/archivo-latin-ext-wght-normal.woff2'),
];

describe('measure', () => {
  it('grows with the text and the size', () => {
    expect(measure(archivo, 'Garage', 40)).toBeGreaterThan(measure(archivo, 'Gara', 40));
    expect(measure(archivo, 'Garage', 80)).toBeCloseTo(2 * measure(archivo, 'Garage', 40));
  });

  it.each(['\u00a0', '\u202f'])('gives the space %j a width even where the subset lacks it', (space) => {
    expect(measure(archivo, `50${space}€`, 40)).toBeGreaterThan(measure(archivo, '50€', 40));
  });

  it('takes a character missing from the Latin subset from the Latin Extended one', () => {
    expect(archivo[0].hasGlyphForCodePoint('ő'.codePointAt(0)!)).toBe(false);
    expect(measure(archivo, 'ő', 40)).toBeGreaterThan(0);
  });
});

describe('every character the content may hold', () => {
  /** Every text of a garage's content files, one string. */
  const strings = (node: unknown): string[] =>
    typeof node === 'string'
      ? [node]
      : node && typeof node === 'object'
        ? Object.values(node).flatMap(strings)
        : [];

  it('draws every character of the tests’ own garage: « Lyon 9ᵉ », accents, œ, €', () => {
    const text = strings(readContent(FIRST_GARAGE)).join(' ');
    expect(text).toContain('9ᵉ');
    expect(undrawable(archivo, text)).toEqual([]);
  });

  it.each([
    ['the web font’s French set (accents, Œ œ Ÿ, « », €, dashes, spaces)', fontCharsetText()],
    ['French superscripts: 1ᵉʳ, 2ᵉ, 1ʳᵉ, Mᵐᵉ, Mˡˡᵉ, nᵒ, 3ᵈ, m²', '1ᵉʳ 2ᵉ 1ʳᵉ Mᵐᵉ Mˡˡᵉ nᵒ 3ᵈ m² ⁰⁴'],
  ])('draws %s', (_, text) => expect(undrawable(archivo, text)).toEqual([]));

  it('draws « 9ᵉ » as a smaller e raised above the line, not as a box', () => {
    expect(archivo[0].hasGlyphForCodePoint(0x1d49)).toBe(false);
    expect(measure(archivo, '9ᵉ', 40)).toBeLessThan(measure(archivo, '9e', 40));
    expect(measure(archivo, '9ᵉ', 40)).toBeGreaterThan(measure(archivo, '9', 40));
    expect(undrawable(archivo, 'Lyon 9\u{10ffff}')).toEqual(['\u{10ffff}']);
  });
});

describe('wrapLines and fitText', () => {
  const title = 'Réparation et entretien Audi, Volkswagen à Lyon 9e : tarifs';

  it.each([
    [3000, 1],
    [1040, 2],
    [500, 6],
  ])('wraps at %d px into %d lines, none wider than the box', (width, count) => {
    const lines = wrapLines(archivo, title, 76, width);
    expect(lines).toHaveLength(count);
    expect(lines.join(' ')).toBe(title);
    for (const line of lines.slice(0, -1)) expect(measure(archivo, line, 76)).toBeLessThanOrEqual(width);
  });

  it('keeps words joined by a no-break space together', () => {
    const lines = wrapLines(archivo, 'dès 50\u00a0€', 76, measure(archivo, 'dès 50', 76) + 1);
    expect(lines).toEqual(['dès', '50\u00a0€']);
  });

  it.each([
    ['Contact', 76, 1],
    [title, 76, 2],
    [`${title} ${title}`, 52, 3],
  ])('fits « %s » at the largest size that holds in 3 lines (%d px, %d lines)', (text, size, lines) => {
    const fitted = fitText(archivo, text, { maxWidth: 1040, maxLines: 3, sizes: [76, 68, 60, 52] });
    expect([fitted.size, fitted.lines.length]).toEqual([size, lines]);
  });

  it('cuts a text too long for the box and ends it with an ellipsis', () => {
    const long = Array.from({ length: 40 }, () => 'entretien').join(' ');
    const fitted = fitText(archivo, long, { maxWidth: 1040, maxLines: 3, sizes: [76, 52] });
    expect(fitted).toMatchObject({ size: 52 });
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.lines.at(-1)).toMatch(/entretien…$/);
    for (const line of fitted.lines) expect(measure(archivo, line, 52)).toBeLessThanOrEqual(1040);
  });
});

describe('shareImageSvg', () => {
  const svg = shareImageSvg(
    {
      headline: 'Contact et horaires',
      siteName: 'Garage Précision Vaise',
      subtitle: 'Spécialiste Audi et Volkswagen · Lyon 9e',
      domain: 'garage-precision-vaise.fr',
      phone: '04 65 71 23 81',
      logo: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>').toString('base64')}`,
      colours: { primary: '#1f2329', accent: '#c62828', muted: '#c3cad2' },
    },
    { heading: archivo, text: archivo },
  );

  it('is a 1200 × 630 SVG in the garage’s colours', () => {
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain('fill="#1f2329"');
    expect(svg).toContain('fill="#c62828"');
  });

  it('draws text as outlines, so no installed font is needed', () => {
    expect(svg).not.toContain('<text');
    expect(svg.match(/<path fill="#ffffff" d="M/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('embeds the logo mark', () => expect(svg).toContain('href="data:image/svg+xml;base64,'));
});
