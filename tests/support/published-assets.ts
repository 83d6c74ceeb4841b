// What a build publishes under dist/_astro that no built file names: a file nobody can reach from
// the site, yet served to whoever guesses its URL (a sold car's original photo, with its EXIF).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Built files that can name another: pages, style sheets, scripts, feeds, manifests, SVG. */
const TEXT = /\.(html|css|js|mjs|json|webmanifest|xml|txt|svg)$/i;
/** The build's precompressed copies (scripts/precompress.mjs) stand beside their file, never alone. */
const COPY = /\.(gz|br)$/;

/** The files under dist/_astro that no other file of dist/ names, as paths relative to dist/. */
export function unreferencedAssets(dist: string): string[] {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !COPY.test(entry.name))
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
  const texts = files
    .filter((file) => TEXT.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(dist, file), 'utf-8') }));
  return files
    .filter((file) => file.startsWith(`_astro${path.sep}`))
    .filter((asset) => {
      const name = path.basename(asset);
      return !texts.some(({ file, text }) => file !== asset && text.includes(name));
    });
}
