import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create } from 'fontkitten';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';
import { FONT_ALIASES, fontCharsetText } from '#lib/font-charset.ts';
import { withCharacterMap } from '#lib/sfnt-cmap.ts';

/** One web font as the pages use it: its source file and the part of it they need. */
export interface FontSubsetSpec {
  /** The @fontsource-variable file, as a package path. */
  source: string;
  /**
   * The one weight the file is cut at: a static instance, without the variation tables, which
   * nearly halve the file (20.4 KB for 700–800, 12.0 KB at 800; docs/decisions/0015-first-screen.md).
   */
  weight: number;
}

/** Bumped when the way files are made changes, so that cached files are made again. */
const RECIPE = 3;
/** Copyright, family, style, version, PostScript name, licence and its URL stay in the file. */
const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];

/**
 * The font with the characters it lacks drawn by the glyph of a look-alike it has
 * (src/lib/font-charset.ts → FONT_ALIASES: the narrow no-break space by the thin space).
 */
function withAliases(sfnt: Buffer): Uint8Array {
  const font = create(sfnt);
  if (!('characterSet' in font)) throw new Error('collection de polices inattendue');
  const mapping = new Map(font.characterSet.map((cp) => [cp, font.glyphForCodePoint(cp).id]));
  const added = FONT_ALIASES.filter(([cp, as]) => !mapping.has(cp) && mapping.has(as));
  if (added.length === 0) return sfnt;
  for (const [cp, as] of added) mapping.set(cp, mapping.get(as)!);
  return withCharacterMap(sfnt, mapping);
}

/**
 * Subsets a variable font to the site's character set (src/lib/font-charset.ts), instanced at one
 * weight, as WOFF2, with all of its OpenType features (tabular figures among them). The file is written
 * once in node_modules/.cache/garage-fonts under a name that hashes everything it depends on;
 * returns its absolute path, for Astro's local font provider (which fingerprints it again).
 */
export async function fontSubset(rootUrl: URL, spec: FontSubsetSpec): Promise<string> {
  const root = fileURLToPath(rootUrl);
  const require = createRequire(path.join(root, 'package.json'));
  const sourcePath = require.resolve(spec.source);
  const source = readFileSync(sourcePath);
  const text = fontCharsetText();
  const key = createHash('sha256')
    .update(JSON.stringify({ RECIPE, spec, text, NAME_IDS, FONT_ALIASES }))
    .update(source)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(root, 'node_modules/.cache/garage-fonts');
  const file = path.join(dir, `${path.basename(sourcePath, '.woff2')}.${key}.woff2`);
  if (existsSync(file)) return file;
  let subset: Buffer;
  try {
    const sfnt = await subsetFont(source, text, {
      targetFormat: 'truetype',
      variationAxes: { wght: spec.weight },
      preserveNameIds: NAME_IDS,
    });
    subset = await fontverter.convert(withAliases(sfnt), 'woff2', 'truetype');
  } catch (error) {
    throw new Error(`Police ${spec.source} : le sous-ensemble n’a pas pu être créé (${String(error)})`, {
      cause: error,
    });
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, subset);
  return file;
}
