import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkitten';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { withCharacterMap } from './sfnt-cmap';

const require = createRequire(import.meta.url);
const ARCHIVO = require.resolve('@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2');
const [NNBSP, THIN] = [0x202f, 0x2009];

/** A single-font sfnt read back. */
const read = (bytes: Uint8Array) => create(Buffer.from(bytes)) as Font;
/** Every code point of a font with its glyph id. */
const mappingOf = (font: Font) =>
  new Map(font.characterSet.map((cp) => [cp, font.glyphForCodePoint(cp).id] as const));

/** The OpenType checksum of the whole file: 0xB1B0AFBA once head.checkSumAdjustment is right. */
function fileChecksum(bytes: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

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
    expect(fileChecksum(bytes)).toBe(0xb1b0afba);
  });
});
