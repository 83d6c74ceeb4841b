/**
 * The garage's colours as CSS: a Vite module (its ID below), imported like a style sheet, holds the custom
 * properties src/lib/palette.ts derives from garage.yaml `look` (`--garage-*`), which
 * src/styles/tokens.css names for the components. BaseLayout imports it: it joins the site's one
 * style sheet, a file like the rest (no inline style, nothing added to the pages' CSP).
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { readContentFile } from '#data/reader.ts';
import { paletteCss } from '#lib/palette.ts';

const ID = 'virtual:garage-palette.css';
const RESOLVED = `\0${ID}`;

/** The Vite plugin: importing its module adds the garage's colours to the site's style sheet. */
export function paletteStyles(root: string): Plugin {
  return {
    name: 'garage-palette',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    // In `astro dev`, an edit of garage.yaml makes the module again.
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (file !== path.join(root, 'src/content/garage.yaml')) return;
        for (const env of Object.values(server.environments)) {
          const mod = env.moduleGraph.getModuleById(RESOLVED);
          if (mod) env.moduleGraph.invalidateModule(mod);
        }
      });
    },
    load: (id) => (id === RESOLVED ? paletteCss(readContentFile('garage', root).look) : undefined),
  };
}
