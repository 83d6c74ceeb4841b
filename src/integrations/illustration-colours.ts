/**
 * The illustrations (the SVG files of src/assets/illustrations) in the garage's accent. They are
 * drawn in one red, DRAWN_ACCENT, with a darker and a lighter shade of it (DRAWN_SHADES); their
 * greys are neutral and stay. For a garage whose accent (garage.yaml `look.accent`) is another,
 * this Vite plugin hands Astro's image pipeline a copy of each illustration in that accent instead
 * of the drawing: the copy is written under .cache/illustrations/<accent>/ when the build resolves
 * the import (src/data/images.ts), and Astro emits it as it would the drawing, a file of /_astro/
 * whose name's hash follows its content (a garage that changes its accent publishes new names,
 * never a cached red). For the accent the illustrations are drawn in, nothing is copied: the build
 * is the same as without the plugin. An `<img>` of a file, nothing inline: the CSP is unchanged.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import Color from 'colorjs.io';
import type { Plugin } from 'vite';

/** The accent the illustrations are drawn in. */
export const DRAWN_ACCENT = '#c62828';
/** The shades of it they use as well: a darker one (shadows), a lighter one (highlights). */
export const DRAWN_SHADES = ['#8e1b1b', '#f3c7c7'] as const;

const oklch = (colour: string) =>
  new Color(colour).to('oklch').coords.map((x) => x ?? 0) as [number, number, number];

/**
 * Each drawn colour (#rrggbb, lower case) → the garage's: the accent itself for DRAWN_ACCENT, and
 * each shade moved as the accent moved, in OKLCH: its lightness kept (a shadow stays as dark, a
 * highlight as light), its chroma scaled and its hue turned by as much as the accent's.
 */
export function illustrationColours(accent: string): Map<string, string> {
  const [, drawnChroma, drawnHue] = oklch(DRAWN_ACCENT);
  const [, chroma, hue] = oklch(accent);
  const colours = new Map([[DRAWN_ACCENT, accent.toLowerCase()]]);
  for (const shade of DRAWN_SHADES) {
    const [l, c, h] = oklch(shade);
    const moved = new Color('oklch', [l, (c * chroma) / drawnChroma, h + hue - drawnHue]);
    colours.set(shade, moved.toGamut({ space: 'srgb' }).toString({ format: 'hex', collapse: false }));
  }
  return colours;
}

/** An illustration's SVG text with its drawn accent and shades in the garage's accent. */
export function recolour(svg: string, accent: string): string {
  if (accent.toLowerCase() === DRAWN_ACCENT) return svg;
  const colours = illustrationColours(accent);
  return svg.replace(/#[0-9a-f]{6}\b/gi, (colour) => colours.get(colour.toLowerCase()) ?? colour);
}

/** The Vite plugin: every import of an illustration resolves to its copy in `accent`. */
export function illustrationAccent(root: string, accent: string): Plugin {
  const drawings = path.join(root, 'src/assets/illustrations') + path.sep;
  const copies = path.join(root, '.cache/illustrations', accent.slice(1).toLowerCase());
  return {
    name: 'garage-illustration-accent',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (accent.toLowerCase() === DRAWN_ACCENT || !source.endsWith('.svg')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.startsWith(drawings)) return null;
      const copy = path.join(copies, path.relative(drawings, resolved.id));
      mkdirSync(path.dirname(copy), { recursive: true });
      // Written aside, then renamed: another build of the same accent (.cache is shared by the
      // tests' copies of the site) never reads a half-written file.
      const partial = `${copy}.${process.pid}.partial`;
      writeFileSync(partial, recolour(readFileSync(resolved.id, 'utf-8'), accent));
      renameSync(partial, copy);
      return copy;
    },
  };
}
