/**
 * Adds characters to a TrueType/OpenType font's character map by pointing them at glyphs it
 * already has. Archivo has no narrow no-break space (U+202F), which French puts before « ; ! ? »
 * and in « 8 h 00 »; without it, browsers draw the character about 2 px wide in the display
 * face and « aller ? » reads « aller? ». Mapped to the thin space's glyph, it keeps its width.
 *
 * The font keeps its own subtables; a (3, 10) format-12 subtable holding every mapping plus the
 * new ones is added (or replaces an existing one), which shaping engines prefer. Tables are
 * copied as they are; the directory's offsets and checksums and head.checkSumAdjustment are
 * recomputed. See https://learn.microsoft.com/typography/opentype/spec/cmap and /otff.
 */

const u16 = (b: DataView, at: number) => b.getUint16(at);
const u32 = (b: DataView, at: number) => b.getUint32(at);

/**
 * The OpenType checksum: the sum of big-endian 32-bit words, zero-padded. Of a table, or of a
 * whole file (0xB1B0AFBA once head.checkSumAdjustment is right).
 */
export function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** A format-12 subtable: groups of consecutive code points mapped to consecutive glyphs. */
function format12(mapping: ReadonlyMap<number, number>): Uint8Array {
  const entries = [...mapping].sort(([a], [b]) => a - b);
  const groups: [start: number, end: number, glyph: number][] = [];
  for (const [cp, glyph] of entries) {
    const last = groups.at(-1);
    if (last && cp === last[1] + 1 && glyph === last[2] + (cp - last[0])) last[1] = cp;
    else groups.push([cp, cp, glyph]);
  }
  const bytes = new Uint8Array(16 + 12 * groups.length);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 12);
  view.setUint32(4, bytes.length);
  view.setUint32(12, groups.length);
  groups.forEach(([start, end, glyph], i) => {
    view.setUint32(16 + 12 * i, start);
    view.setUint32(20 + 12 * i, end);
    view.setUint32(24 + 12 * i, glyph);
  });
  return bytes;
}

/** The cmap table with a (3, 10) format-12 subtable of `mapping` (code point → glyph id). */
function cmapWith(cmap: Uint8Array, mapping: ReadonlyMap<number, number>): Uint8Array {
  const view = new DataView(cmap.buffer, cmap.byteOffset, cmap.byteLength);
  const count = u16(view, 2);
  const records = Array.from({ length: count }, (_, i) => ({
    platform: u16(view, 4 + 8 * i),
    encoding: u16(view, 6 + 8 * i),
    offset: u32(view, 8 + 8 * i),
  })).filter((r) => !(r.platform === 3 && r.encoding === 10));
  const oldHeader = 4 + 8 * count;
  const body = cmap.subarray(oldHeader);
  const header = 4 + 8 * (records.length + 1);
  const shift = header - oldHeader;
  const table = format12(mapping);
  const all = [
    ...records.map((r) => ({ ...r, offset: r.offset + shift })),
    { platform: 3, encoding: 10, offset: header + body.length },
  ].sort((a, b) => a.platform - b.platform || a.encoding - b.encoding);
  const out = new Uint8Array(header + body.length + table.length);
  const outView = new DataView(out.buffer);
  outView.setUint16(2, all.length);
  all.forEach((r, i) => {
    outView.setUint16(4 + 8 * i, r.platform);
    outView.setUint16(6 + 8 * i, r.encoding);
    outView.setUint32(8 + 8 * i, r.offset);
  });
  out.set(body, header);
  out.set(table, header + body.length);
  return out;
}

/**
 * The font `sfnt` (TrueType or OpenType bytes, not WOFF) with `mapping` as its character map:
 * pass every code point it maps today, plus the new ones.
 */
export function withCharacterMap(sfnt: Uint8Array, mapping: ReadonlyMap<number, number>): Uint8Array {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const numTables = u16(view, 4);
  const tables: { tag: string; sum: number; data: Uint8Array }[] = Array.from(
    { length: numTables },
    (_, i) => {
      const at = 12 + 16 * i;
      const tag = String.fromCharCode(...sfnt.subarray(at, at + 4));
      const [offset, length] = [u32(view, at + 8), u32(view, at + 12)];
      return { tag, sum: u32(view, at + 4), data: sfnt.slice(offset, offset + length) };
    },
  );
  const cmap = tables.find((t) => t.tag === 'cmap');
  const head = tables.find((t) => t.tag === 'head');
  if (!cmap || !head) throw new Error('police sans table cmap ou head');
  cmap.data = cmapWith(cmap.data, mapping);
  cmap.sum = checksum(cmap.data);
  new DataView(head.data.buffer).setUint32(8, 0); // checkSumAdjustment, recomputed below

  const directory = 12 + 16 * numTables;
  const size = tables.reduce((n, t) => n + Math.ceil(t.data.length / 4) * 4, directory);
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  out.set(sfnt.subarray(0, 12)); // version, numTables, searchRange… unchanged
  let offset = directory;
  tables.forEach((t, i) => {
    const at = 12 + 16 * i;
    out.set(sfnt.subarray(at, at + 4), at);
    outView.setUint32(at + 4, t.sum);
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, t.data.length);
    out.set(t.data, offset);
    if (t === head) outView.setUint32(offset + 8, 0);
    offset += Math.ceil(t.data.length / 4) * 4;
  });
  const headOffset = outView.getUint32(12 + 16 * tables.indexOf(head) + 8);
  outView.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}
