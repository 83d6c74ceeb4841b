/**
 * The characters the site's one web font (Archivo, headings) keeps: everything French copy needs
 * (Latin-1, Œ œ Ÿ, the typographic quotes, dashes and spaces, « … », €) and the ASCII of URLs,
 * e-mails and prices. The build subsets the font to this set (src/integrations/font-subsets.ts); a
 * character outside it still shows, drawn by the fallback font. tests/build checks that no
 * character the pages use and the original font has was dropped.
 */

/** Inclusive code point ranges. */
export const FONT_CHARSET_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // ASCII
  [0x00a0, 0x00ff], // Latin-1: no-break space, « », accented letters, ×, °
  [0x0152, 0x0153], // Œ œ
  [0x0178, 0x0178], // Ÿ
  [0x2009, 0x2009], // thin space
  [0x2010, 0x2014], // hyphen, non-breaking hyphen, figure dash, en and em dashes
  [0x2018, 0x201e], // ‘ ’ ‚ “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x202f, 0x202f], // narrow no-break space (before ; ! ? and in 8 h 00)
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // minus
];

/**
 * Characters a font may lack, each drawn with the glyph of another it has: Archivo has no narrow
 * no-break space, and without one browsers draw it about 2 px wide in headings.
 */
export const FONT_ALIASES: readonly (readonly [codePoint: number, drawnAs: number])[] = [
  [0x202f, 0x2009], // narrow no-break space → thin space (about 0.2 em)
];

/** Whether the web font keeps `codePoint`. */
export function inFontCharset(codePoint: number): boolean {
  return FONT_CHARSET_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** Every kept character, as one string (what the subsetter takes). */
export function fontCharsetText(): string {
  let text = '';
  for (const [from, to] of FONT_CHARSET_RANGES) {
    for (let c = from; c <= to; c += 1) text += String.fromCodePoint(c);
  }
  return text;
}
