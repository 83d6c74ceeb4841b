import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { fontCharsetText } from '../lib/font-charset';

/** One web font as the pages use it: its source file and the part of it they need. */
export interface FontSubsetSpec {
  /** The @fontsource-variable file, as a package path. */
  source: string;
  /** The weight range the style sheets use (design tokens --weight-*); the rest is cut away. */
  weight: { min: number; max: number };
}

/** Bumped when the way files are made changes, so that cached files are made again. */
const RECIPE = 1;
/** Copyright, family, style, version, PostScript name, licence and its URL stay in the file. */
const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];

/**
 * Subsets a variable font to the site's character set (src/lib/font-charset.ts), to the weights
 * the site uses, as WOFF2, with all of its OpenType features (tabular figures among them). The file is written
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
    .update(JSON.stringify({ RECIPE, spec, text, NAME_IDS }))
    .update(source)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(root, 'node_modules/.cache/garage-fonts');
  const file = path.join(dir, `${path.basename(sourcePath, '.woff2')}.${key}.woff2`);
  if (existsSync(file)) return file;
  let subset: Buffer;
  try {
    subset = await subsetFont(source, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: spec.weight },
      preserveNameIds: NAME_IDS,
    });
  } catch (error) {
    throw new Error(`Police ${spec.source} : le sous-ensemble n’a pas pu être créé (${String(error)})`, {
      cause: error,
    });
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, subset);
  return file;
}
