import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkitten';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { checksum, withCharacterMap } from './sfnt-cmap';

const require = createRequire(import.meta.url);
const ARCHIVO = require.resolve('@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2');
const [NNBSP, THIN] = [0x202f, 0x2009];

/** A single-font sfnt read back. */
const read = (bytes: Uint8Array) => create(Buffer.from(bytes)) as Font;
/** Every code point of a font with its glyph id. */
const mappingOf = (font: Font) =>
  new Map(font.characterSet.map((cp) => [cp, font.glyphForCodePoint(cp).id] as const));

describe('checksum', () => {
  it.each([
    ['nothing', [], 0],
    ['one big-endian word', [0x12, 0x34, 0x56, 0x78], 0x12345678],
    ['a last word padded with zeros', [0, 0, 0, 1, 0xab], 0xab000001],
    ['a sum that wraps at 32 bits', [0xff, 0xff, 0xff, 0xff, 0, 0, 0, 2], 1],
  ])('of %s', (_, bytes, sum) => {
    expect(checksum(Uint8Array.from(bytes))).toBe(sum);
  });
});

describe('withCharacterMap', async () => {
  const sfnt = await subsetFont(readFileSync(ARCHIVO), 'Aller ?\u2009\u00a0€', { targetFormat: 'truetype' });
  const before = read(sfnt);
  const mapping = mappingOf(before);
  const after = read(withCharacterMap(sfnt, new Map([...mapping, [NNBSP, mapping.get(THIN)!]])));

  it('starts from a font without a narrow no-break space', () => {
    expect(before.hasGlyphForCodePoint(NNBSP)).toBe(false);
    expect(before.hasGlyphForCodePoint(THIN)).toBe(true);
  });

  it('draws the narrow no-break space with the thin space’s glyph, its width included', () => {
    expect(after.hasGlyphForCodePoint(NNBSP)).toBe(true);
    expect(after.glyphForCodePoint(NNBSP).id).toBe(before.glyphForCodePoint(THIN).id);
    expect(after.glyphForCodePoint(NNBSP).advanceWidth).toBeGreaterThan(0.15 * after.unitsPerEm);
  });

  it('keeps every other character on its glyph, and the glyphs themselves', () => {
    const kept = mappingOf(after);
    kept.delete(NNBSP);
    expect(kept).toEqual(mapping);
    expect(after.numGlyphs).toBe(before.numGlyphs);
    expect(after.glyphForCodePoint(0x41).path.toSVG()).toBe(before.glyphForCodePoint(0x41).path.toSVG());
  });

  it('writes a well-formed file: checksums and head.checkSumAdjustment agree', () => {
    const bytes = withCharacterMap(sfnt, new Map([...mapping, [NNBSP, mapping.get(THIN)!]]));
    expect(bytes.length % 4).toBe(0);
    expect(checksum(bytes)).toBe(0xb1b0afba);
  });
});
