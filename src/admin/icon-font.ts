/**
 * The editor's icon font cut to the icons it can draw. Sveltia CMS draws every icon as a word set
 * in Material Symbols Outlined (`<span class="material-symbols-outlined">expand_more</span>`),
 * which the font's ligatures turn into one glyph; the whole font is 740 KB, more than the rest of
 * the editor's first visit. The icons it can draw are the words of its bundle that the font draws
 * as one glyph: every string of the bundle is tried (most are plain words, a few hundred are icon
 * names, some of them never drawn: kept, a few bytes each). The subset keeps those ligatures and
 * the letters they are made of, at the one weight the editor sets (its style sheet:
 * `font-variation-settings: "wght" 300`). A name the editor would compose at run time, never
 * written whole in the bundle, would show as a word: none does in 0.221.1 (the icons of the
 * sign-in, the file list and a form are checked in tests/e2e/admin-icons.test.ts).
 */
import * as hb from 'harfbuzzjs';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';

/** The weight Sveltia's style sheet sets on its icons (`"wght" 300`). */
export const ICON_WEIGHT = 300;

/**
 * Every word of a script that could be an icon's name (lower case, digits, `_`): a string literal
 * (`name:\`expand_more\``), or the whole text of an element in its markup
 * (`<span class="material-symbols-outlined">favorite</span>`).
 */
export function candidateNames(script: string): Set<string> {
  return new Set(Array.from(script.matchAll(/[`'">]([a-z][a-z0-9_]*)[`'"<]/g), (m) => m[1]!));
}

/** A font file as TrueType (fontverter reads its kind from a Buffer). */
const trueType = (font: Uint8Array) => fontverter.convert(Buffer.from(font), 'truetype');

/** A font ready to shape text, from a TrueType file. */
function shaper(ttf: Uint8Array) {
  const face = new hb.Face(new hb.Blob(ttf));
  const font = new hb.Font(face);
  // Outlines at the editor's weight (a font already cut at that weight has no axis to set).
  font.setVariations([new hb.Variation('wght', ICON_WEIGHT)]);
  return {
    /** The glyphs the font draws `text` with, ligatures applied. */
    glyphs(text: string): number[] {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      return buffer.getGlyphInfos().map((info) => info.codepoint);
    },
    /** The outline of a glyph, as an SVG path. */
    outline: (glyph: number) => font.glyphToPath(glyph),
    /** Each glyph the character map reaches, with its character. */
    characters(): Map<number, number> {
      const byGlyph = new Map<number, number>();
      for (const codePoint of face.collectUnicodes()) {
        const glyph = font.nominalGlyph(codePoint);
        if (glyph !== undefined && !byGlyph.has(glyph)) byGlyph.set(glyph, codePoint);
      }
      return byGlyph;
    },
  };
}

/**
 * Whether two outlines (SVG paths) are the same drawing: the same commands, each point within a
 * unit (a font cut at one weight rounds the points it was interpolating).
 */
export function sameOutline(a: string, b: string): boolean {
  const numbers = (path: string) => Array.from(path.matchAll(/-?\d+(?:\.\d+)?/g), (m) => Number(m[0]));
  const [x, y] = [numbers(a), numbers(b)];
  return (
    a.replace(/[-\d.]+/g, '') === b.replace(/[-\d.]+/g, '') &&
    x.length === y.length &&
    x.every((n, i) => Math.abs(n - y[i]!) <= 1)
  );
}

/** The names among `candidates` that the font draws as one glyph, each with its outline at ICON_WEIGHT. */
export async function iconsDrawn(
  font: Uint8Array,
  candidates: Iterable<string>,
): Promise<Map<string, string>> {
  const face = shaper(await trueType(font));
  const icons = new Map<string, string>();
  for (const name of candidates) {
    const glyphs = face.glyphs(name);
    if (name.length > 1 && glyphs.length === 1) icons.set(name, face.outline(glyphs[0]!));
  }
  return icons;
}

/**
 * The icon font (WOFF2) cut to the icons among `names`, at ICON_WEIGHT. Each icon glyph is kept
 * through its own code point (Material Symbols gives every icon one in the private use area), the
 * letters for the ligatures; without the layout closure, the ligatures of every other icon go.
 */
export async function iconSubset(
  font: Uint8Array,
  names: Iterable<string>,
): Promise<Uint8Array<ArrayBuffer>> {
  const ttf = await trueType(font);
  const face = shaper(ttf);
  const characters = face.characters();
  const kept = new Set<string>();
  for (const name of names) {
    const glyphs = face.glyphs(name);
    const codePoint = glyphs.length === 1 ? characters.get(glyphs[0]!) : undefined;
    if (codePoint === undefined) throw new Error(`icône « ${name} » absente de la police ou sans code`);
    kept.add(String.fromCodePoint(codePoint));
    for (const letter of name) kept.add(letter);
  }
  const subset = await subsetFont(ttf, [...kept].join(''), {
    targetFormat: 'woff2',
    noLayoutClosure: true,
    variationAxes: { wght: ICON_WEIGHT },
  });
  return new Uint8Array(subset);
}
