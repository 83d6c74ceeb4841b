/**
 * Nothing published that no page uses. Astro emits every image the content glob imports and every
 * page's script bundle, even when no page shows them: a sold car's original phone photo (several
 * MB, with its EXIF) or the script of a page that shows a placeholder. After the build (and after
 * the other integrations have written their files), this removes every file of dist/_astro that no
 * other built file names, until none is left (a style sheet named only by a removed script goes
 * too). Why not astro-delete-unused-images: docs/decisions/0014-libraries-or-home-made.md.
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Built files that can name another: pages, style sheets, scripts, feeds, manifests, SVG. */
const TEXT = /\.(html|css|js|mjs|json|webmanifest|xml|txt|svg)$/i;

/**
 * Every word of the texts that could be a file's name (what lies between a path's slashes, quotes,
 * spaces and commas): the quick answer for most files. Searching each of a site's 3 000 photo files
 * in every text (the editor's 2 MB script among them) took seconds at every build with 30 cars.
 */
const namesIn = (texts: Map<string, string>) =>
  new Set([...texts.values()].flatMap((text) => text.split(/[^\w.@~-]+/)));

/** Removes the files of `dist/<assets>` that no other file of `dist` names; returns them. */
export function removeUnreferencedAssets(dist: string, assets = '_astro'): string[] {
  const files = new Set(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name))),
  );
  const texts = new Map(
    [...files].filter((f) => TEXT.test(f)).map((f) => [f, readFileSync(path.join(dist, f), 'utf-8')]),
  );
  const removed: string[] = [];
  for (let changed = true; changed;) {
    changed = false;
    // Read again each round: a file named only by a text removed in this round goes in the next.
    const named = namesIn(texts);
    for (const file of files) {
      if (!file.startsWith(`${assets}${path.sep}`)) continue;
      const name = path.basename(file);
      // A file that is no text (a photo, a font) cannot name itself: one of the words is enough.
      if (!texts.has(file) && named.has(name)) continue;
      if ([...texts].some(([other, text]) => other !== file && text.includes(name))) continue;
      rmSync(path.join(dist, file));
      files.delete(file);
      texts.delete(file);
      removed.push(file);
      changed = true;
    }
  }
  return removed;
}

/** The integration: list it last, after those that write files into dist/. */
export function unreferencedAssets(): AstroIntegration {
  let assets = '_astro';
  return {
    name: 'unreferenced-assets',
    hooks: {
      'astro:config:done': ({ config }) => {
        assets = config.build.assets;
      },
      'astro:build:done': ({ dir, logger }) => {
        const removed = removeUnreferencedAssets(fileURLToPath(dir), assets);
        logger.info(
          `${removed.length} fichier(s) que nulle page n’utilise retiré(s) : ${removed.join(', ')}`,
        );
      },
    },
  };
}
