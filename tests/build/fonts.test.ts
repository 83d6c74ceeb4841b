/**
 * Checks of the built site's web font: one face (Archivo), subset at build time
 * (src/integrations/font-subsets.ts), preloaded and `optional` on every page, and no character
 * the pages show lost by the subsetting. Run after the build: `npm run build && npm run test:build`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkitten';
import { describe, expect, it } from 'vitest';
import { isPublicPage } from '#scripts/lib/dist.mjs';

const DIST = path.resolve('dist');
const require = createRequire(import.meta.url);
const ORIGINAL = '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2';

const pages = readdirSync(DIST, { recursive: true, encoding: 'utf-8' })
  // The public pages; the owner's editor (/admin/) is not one.
  .filter(isPublicPage)
  .sort()
  .map((file) => ({ file, html: readFileSync(path.join(DIST, file), 'utf-8') }));

/** The @font-face rules of a page that load a file (the metric-matched fallbacks use local()). */
function webFontFaces(html: string) {
  return [...html.matchAll(/@font-face\{([^}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((rule) => rule.includes('src:url('))
    .map((rule) => ({
      url: /src:url\("([^"]+)"\)/.exec(rule)?.[1] ?? '',
      display: /font-display:([a-z]+)/.exec(rule)?.[1] ?? '',
      weight: /font-weight:([^;]+)/.exec(rule)?.[1] ?? '',
    }));
}

/** Every character of the text a page shows (markup, scripts, styles and data left out). */
function visibleCharacters(html: string): Set<string> {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const node of document.querySelectorAll('script, style, template')) node.remove();
  const text = [
    document.body.textContent ?? '',
    ...[...document.querySelectorAll('[alt], [aria-label], [title]')].flatMap((el) =>
      ['alt', 'aria-label', 'title'].map((a) => el.getAttribute(a) ?? ''),
    ),
  ].join('');
  return new Set([...text].filter((c) => c.trim() !== '' || c === '\u00a0' || c === '\u202f'));
}

describe('the web font', () => {
  const faces = pages.map((p) => ({ ...p, faces: webFontFaces(p.html) }));
  const urls = [...new Set(faces.flatMap((p) => p.faces.map((f) => f.url)))];

  it('is one file, declared on every page for weights 700–800 with font-display: optional, and preloaded', () => {
    expect(urls).toHaveLength(1);
    for (const { file, html, faces: pageFaces } of faces) {
      expect(pageFaces, file).toEqual([{ url: urls[0], display: 'optional', weight: '700 800' }]);
      const preload = new RegExp(
        `<link rel="preload" href="${urls[0]!.replaceAll('.', '\\.')}" as="font" type="font/woff2" crossorigin>`,
      );
      expect(html, `${file} preloads the font`).toMatch(preload);
    }
  });

  const subset = create(readFileSync(path.join(DIST, urls[0] ?? 'missing.woff2'))) as Font;
  const original = create(readFileSync(require.resolve(ORIGINAL))) as Font;

  // 12 KB measured: small enough to arrive with the style sheet on a phone's first visit; the
  // variable file (20 KB) held the inner pages' largest paint back (docs/decisions/0015-first-screen.md).
  it('is the subset: one static instance at weight 800, under 13 KB, down from the original file', () => {
    expect(subset.variationAxes).toEqual({});
    expect(subset['OS/2'].usWeightClass).toBe(800);
    const size = readFileSync(path.join(DIST, urls[0]!)).length;
    expect(size).toBeLessThan(13 * 1024);
    expect(size).toBeLessThan(readFileSync(require.resolve(ORIGINAL)).length * 0.75);
  });

  it('keeps every character the pages show that the original font has', () => {
    const missing: string[] = [];
    for (const { file, html } of pages) {
      for (const char of visibleCharacters(html)) {
        const codePoint = char.codePointAt(0)!;
        if (original.hasGlyphForCodePoint(codePoint) && !subset.hasGlyphForCodePoint(codePoint)) {
          missing.push(`${file} : « ${char} » (U+${codePoint.toString(16).toUpperCase().padStart(4, '0')})`);
        }
      }
    }
    expect(missing, 'caractères à ajouter à src/lib/font-charset.ts').toEqual([]);
    // Parsing every page with jsdom takes about 5 s, more on a loaded machine.
  }, 30_000);

  // French sets a no-break space before « : » and in « 12 € », a narrow one before « ; ! ? »: in a
  // heading set in this face each must leave a gap. Archivo has no U+202F of its own: the build
  // gives it the thin space's glyph (FONT_ALIASES), else browsers draw it about 2 px wide.
  it.each([
    ['the no-break space (U+00A0)', 0x00a0],
    ['the narrow no-break space (U+202F)', 0x202f],
  ])('draws %s with a width of at least 0.15 em', (_name, codePoint) => {
    expect(subset.hasGlyphForCodePoint(codePoint)).toBe(true);
    expect(subset.glyphForCodePoint(codePoint).advanceWidth / subset.unitsPerEm).toBeGreaterThanOrEqual(0.15);
  });
});
