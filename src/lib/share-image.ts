/**
 * The share image of a page (Open Graph, 1200 × 630) as an SVG document: the brand's anthracite and
 * red, the logo mark, the garage's name, and what the page is about in large type.
 *
 * Text is drawn as outlines taken from the site's own font files (in node_modules), not as SVG
 * <text>: the rasteriser then needs no installed font, so the image is the same on every machine.
 */
import { SHARE_IMAGE } from './seo';

/** What this module needs from a glyph (fontkitten's Glyph fits). */
export interface OutlineGlyph {
  advanceWidth: number;
  path: { scale(x: number, y: number): { translate(x: number, y: number): { toSVG(): string } } };
}

/** What this module needs from a font (fontkitten's Font fits). */
export interface OutlineFont {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): OutlineGlyph;
}

/** Fonts tried in order for each character (e.g. the Latin subset, then Latin Extended). */
export type FontStack = readonly [OutlineFont, ...OutlineFont[]];

const WHITE = '#ffffff';

const SPACE = 0x20;
/** Spaces a subset may lack, drawn as a fraction of a normal space. */
const SPACE_WIDTHS: Record<number, number> = { 0xa0: 1, 0x202f: 0.5, 0x2009: 0.5, 0x2007: 1 };

interface Placed {
  glyph: OutlineGlyph | undefined;
  /** Advance in font units of the font it comes from, already scaled to 1 em = 1. */
  advance: number;
  unitsPerEm: number;
  /** A superscript drawn from its letter: its size and its rise above the baseline, in em. */
  superscript?: { scale: number; rise: number };
  /** No font has the character: the missing-glyph box is drawn. */
  missing?: true;
}

/**
 * A superscript letter or digit the fonts lack (« 9ᵉ », « 1ᵉʳ », « Mᵐᵉ »: Archivo has no U+1D49)
 * is drawn as its plain letter (its Unicode compatibility form), smaller and raised, as a
 * typographer would set « 9<sup>e</sup> ».
 */
const SUPERSCRIPT = { scale: 0.62, rise: 0.36 } as const;
const isSuperscript = (char: string) => /^[\p{Lm}\u2070-\u207f]$/u.test(char);
/** Characters Archivo lacks, drawn as the look-alike it has: hyphens and figure dash, ‛. */
const LOOK_ALIKES: Record<string, string> = { '\u2010': '-', '\u2011': '-', '\u2012': '–', '\u201b': '‘' };

/** The glyph of each character: the first font of the stack that has it, else a space or the missing-glyph box. */
function place(stack: FontStack, text: string): Placed[] {
  const fontFor = (char: string) => stack.find((f) => f.hasGlyphForCodePoint(char.codePointAt(0)!));
  return [...text].map((char) => {
    const cp = char.codePointAt(0) ?? SPACE;
    const superscript = !fontFor(char) && isSuperscript(char) ? SUPERSCRIPT : undefined;
    const drawn = fontFor(char) ? char : superscript ? char.normalize('NFKC') : (LOOK_ALIKES[char] ?? char);
    const font = [...drawn].length === 1 ? fontFor(drawn) : undefined;
    if (font) {
      const glyph = font.glyphForCodePoint(drawn.codePointAt(0)!);
      const scale = superscript?.scale ?? 1;
      return {
        glyph,
        advance: (glyph.advanceWidth / font.unitsPerEm) * scale,
        unitsPerEm: font.unitsPerEm,
        ...(superscript && { superscript }),
      };
    }
    const first = stack[0];
    const spaceWidth = SPACE_WIDTHS[cp];
    if (spaceWidth !== undefined || /\s/u.test(char)) {
      const space = first.glyphForCodePoint(SPACE);
      return {
        glyph: undefined,
        advance: (space.advanceWidth / first.unitsPerEm) * (spaceWidth ?? 1),
        unitsPerEm: 1,
      };
    }
    const notdef = first.glyphForCodePoint(cp);
    return {
      glyph: notdef,
      advance: notdef.advanceWidth / first.unitsPerEm,
      unitsPerEm: first.unitsPerEm,
      missing: true,
    };
  });
}

/** The characters of `text` no font of the stack can draw (each would show as a box). */
export function undrawable(stack: FontStack, text: string): string[] {
  const chars = [...text];
  const missing = place(stack, text).flatMap((p, i) => (p.missing ? [chars[i]!] : []));
  return [...new Set(missing)];
}

/** Width of a line of text at a font size, in pixels. */
export function measure(stack: FontStack, text: string, size: number): number {
  return place(stack, text).reduce((width, p) => width + p.advance * size, 0);
}

/**
 * Greedy word wrap at normal spaces (no-break spaces hold words together). A word wider than the
 * line stays whole on its own line.
 */
export function wrapLines(stack: FontStack, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/ +/)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && measure(stack, candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A block of text fitted to a box: its font size and its lines. */
export interface FittedText {
  size: number;
  lines: string[];
}

/**
 * The largest size (of `sizes`, largest first) at which the text fits in `maxLines` lines of
 * `maxWidth`; at the smallest size, extra words are cut and the last line ends with "…".
 */
export function fitText(
  stack: FontStack,
  text: string,
  { maxWidth, maxLines, sizes }: { maxWidth: number; maxLines: number; sizes: readonly number[] },
): FittedText {
  const smallest = sizes.at(-1) ?? 48;
  for (const size of sizes) {
    const lines = wrapLines(stack, text, size, maxWidth);
    if (lines.length <= maxLines && lines.every((l) => measure(stack, l, size) <= maxWidth)) {
      return { size, lines };
    }
  }
  const lines = wrapLines(stack, text, smallest, maxWidth).slice(0, maxLines);
  let last = lines.pop() ?? '';
  while (last.includes(' ') && measure(stack, `${last} …`, smallest) > maxWidth) {
    last = last.slice(0, last.lastIndexOf(' '));
  }
  return { size: smallest, lines: [...lines, `${last.replace(/[\s,;:–—-]+$/u, '')}…`] };
}

/** SVG path data of a line of text whose baseline starts at (x, y). */
export function textPath(stack: FontStack, text: string, x: number, y: number, size: number): string {
  let pen = x;
  let d = '';
  for (const p of place(stack, text)) {
    if (p.glyph) {
      const scale = (size / p.unitsPerEm) * (p.superscript?.scale ?? 1);
      const rise = (p.superscript?.rise ?? 0) * size;
      d += p.glyph.path
        .scale(scale, -scale)
        .translate(pen, y - rise)
        .toSVG();
    }
    pen += p.advance * size;
  }
  return d;
}

/** Everything drawn on a share image. */
export interface ShareImageContent {
  /** What the page is about (its title without the site's name). */
  headline: string;
  /** The garage's name. */
  siteName: string;
  /** Line under the name (e.g. "Spécialiste Peugeot et Citroën · Rennes"). */
  subtitle: string;
  /** Bottom band, left: the site's address without https:// (e.g. "garage-exemple.fr"). */
  domain: string;
  /** Bottom band, right: the phone number as displayed. */
  phone: string;
  /** The logo, as a data: URL (SVG or PNG). */
  logo: string;
  /** The garage's colours (src/lib/palette.ts): background, rule and band, the line under the name. */
  colours: { primary: string; accent: string; muted: string };
}

/** Fonts: headings and text (the build passes Archivo for both). */
export interface ShareImageFonts {
  heading: FontStack;
  text: FontStack;
}

const MARGIN = 80;
const HEADLINE_SIZES = [76, 68, 60, 52] as const;
/** Top of the area the rule and headline are centred in, below the logo and name. */
const HEADLINE_AREA_TOP = 168;
const RULE_HEIGHT = 8;
const RULE_GAP = 40;
const BAND_HEIGHT = 96;

/** The share image as an SVG document, 1200 × 630. */
export function shareImageSvg(content: ShareImageContent, fonts: ShareImageFonts): string {
  const { width, height } = SHARE_IMAGE;
  const textWidth = width - 2 * MARGIN;
  const logoSize = 88;
  const nameX = MARGIN + logoSize + 28;

  const name = fitText(fonts.heading, content.siteName, {
    maxWidth: width - MARGIN - nameX,
    maxLines: 1,
    sizes: [40, 36, 32],
  });
  const subtitle = fitText(fonts.text, content.subtitle, {
    maxWidth: width - MARGIN - nameX,
    maxLines: 1,
    sizes: [26, 24, 22],
  });
  const headline = fitText(fonts.heading, content.headline, {
    maxWidth: textWidth,
    maxLines: 3,
    sizes: HEADLINE_SIZES,
  });
  const lineHeight = Math.round(headline.size * 1.16);
  const bandTop = height - BAND_HEIGHT;
  // The red rule and the headline form one block, centred between the name and the bottom band
  // (capital height of Archivo ≈ 0.69 em).
  const capHeight = headline.size * 0.69;
  const blockHeight = RULE_HEIGHT + RULE_GAP + capHeight + lineHeight * (headline.lines.length - 1);
  const ruleTop = Math.round(HEADLINE_AREA_TOP + (bandTop - HEADLINE_AREA_TOP - blockHeight) / 2);
  const firstBaseline = Math.round(ruleTop + RULE_HEIGHT + RULE_GAP + capHeight);

  const headlineD = headline.lines
    .map((line, i) => textPath(fonts.heading, line, MARGIN, firstBaseline + i * lineHeight, headline.size))
    .join('');
  const footerSize = 28;
  const footerBaseline = bandTop + BAND_HEIGHT / 2 + footerSize * 0.36;
  const phoneWidth = measure(fonts.text, content.phone, footerSize);
  const { logo, colours } = content;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colours.primary}"/>`,
    `<image x="${MARGIN}" y="64" width="${logoSize}" height="${logoSize}" xlink:href="${logo}" href="${logo}"/>`,
    `<path fill="${WHITE}" d="${textPath(fonts.heading, name.lines[0] ?? '', nameX, 104, name.size)}"/>`,
    `<path fill="${colours.muted}" d="${textPath(fonts.text, subtitle.lines[0] ?? '', nameX, 142, subtitle.size)}"/>`,
    `<rect x="${MARGIN}" y="${ruleTop}" width="112" height="${RULE_HEIGHT}" fill="${colours.accent}"/>`,
    `<path fill="${WHITE}" d="${headlineD}"/>`,
    `<rect y="${bandTop}" width="${width}" height="${BAND_HEIGHT}" fill="${colours.accent}"/>`,
    `<path fill="${WHITE}" d="${textPath(fonts.text, content.domain, MARGIN, footerBaseline, footerSize)}"/>`,
    `<path fill="${WHITE}" d="${textPath(fonts.text, content.phone, width - MARGIN - phoneWidth, footerBaseline, footerSize)}"/>`,
    '</svg>',
  ].join('');
}
