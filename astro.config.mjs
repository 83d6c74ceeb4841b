// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import { readContentOrExit } from './src/data/reader.ts';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAP_EMBED_ORIGIN } from './src/lib/map.ts';
import { LAYER_ORDER } from './src/lib/css-layers.ts';
import { SPECULATION_RULES } from './src/lib/speculation-rules.ts';
import { seoFiles } from './src/integrations/seo-files.ts';
import { fontSubset } from './src/integrations/font-subsets.ts';
import { unreferencedAssets } from './src/integrations/unreferenced-assets.ts';
import { adminEditor } from './src/integrations/admin-editor.ts';
import { contentPhotos } from './src/integrations/content-photos.ts';
import { paletteStyles } from './src/integrations/palette-css.ts';
import { photoEncoder } from './src/integrations/image-service.ts';
import { illustrationAccent } from './src/integrations/illustration-colours.ts';

/**
 * The site's public URL and the third-party frame origins come from the owner's data, read by the
 * one validated reader. Every data file is checked here first, so a bad edit stops the build with
 * the French list of problems, not an English stack trace from a later step.
 */
const { garage } = await readContentOrExit(fileURLToPath(new URL('.', import.meta.url)));
/** CSP hash of an inline element's text, for the hand-written inline <style> and <script> of BaseLayout. */
const cspHash = (/** @type {string} */ text) =>
  /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(text).digest('base64')}`);
const layerOrderHash = cspHash(LAYER_ORDER);
const speculationRulesHash = cspHash(SPECULATION_RULES);
const bookingOrigin = new URL(garage.booking.url).origin;
const projectRoot = fileURLToPath(new URL('.', import.meta.url));
/**
 * CSS Modules class names « _card_kda3s » (the class, then a hash of its file), without the line
 * number Vite adds by default (« _card_kda3s_2 »): that number made every class attribute a little
 * more unique, about 400 B of the home page's compressed HTML (issue 34: every page within its first
 * round trip). The file's path is taken from the project's root, so every clone builds the same names.
 */
const scopedClassName = (/** @type {string} */ local, /** @type {string} */ file) =>
  `_${local}_${createHash('sha256')
    .update(path.relative(projectRoot, file.split('?')[0] ?? file))
    .digest('base64url')
    .slice(0, 5)}`;

// The one web font: Archivo for headings, prices and buttons, cut down to the site's characters
// and instanced at one weight, 800, which serves both weights the style sheets ask of it (700 and
// 800): 12 KB. The variable file for 700–800 weighed 20 KB, and on a phone's first visit its bytes
// held every inner page's largest paint back by 0.12–0.15 s (1.30× the bare page against 1.12×,
// docs/decisions/0015-first-screen.md). Text is set in the visitor's own system face (tokens.css),
// as legible and already on the phone: no download in the way of the first paint
// (docs/decisions/0005-first-paint.md).
const root = new URL('.', import.meta.url);
const headingFont = await fontSubset(root, {
  source: '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2',
  weight: 800,
});

export default defineConfig({
  site: garage.siteUrl,
  output: 'static',
  // Astro's cache, its encoded photos in assets/ among it, outside node_modules: `npm ci` empties
  // node_modules, and the publishing workflow keeps this folder between runs so that each photo is
  // encoded once (docs/decisions/0024-photos-encoded-once.md).
  cacheDir: './.cache/astro',
  // AVIF at a fifth of sharp's default processor time (src/integrations/image-service.ts).
  image: { service: photoEncoder },
  trailingSlash: 'ignore',
  // Style sheets as files, never inlined: an inline <style> weighed in every page's HTML and added
  // its hash to the CSP of every page (19 hashes, about 0.6 KB compressed on each), while a file
  // is cached once (issue 34: every page's HTML within its first round trip, ADR 0021).
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [react(), seoFiles(), adminEditor(), unreferencedAssets()],
  // No prefetch script: the browser prerenders on intent from static speculation rules
  // (src/lib/speculation-rules.ts, docs/decisions/0010-instant-pages.md).
  prefetch: false,
  markdown: { syntaxHighlight: false },
  // The owner's photos reach the build only when a data file names them.
  vite: {
    plugins: [
      contentPhotos(fileURLToPath(root)),
      paletteStyles(fileURLToPath(root)),
      // The illustrations in the garage's accent (they are drawn in another: issue 40).
      illustrationAccent(fileURLToPath(root), garage.look.accent),
    ],
    css: { modules: { generateScopedName: scopedClassName } },
    // One style sheet for the whole site instead of a chunk per component: the home page asked for
    // six (0.5–5 KB each), and over HTTP/1.1 they took the browser's six connections before the
    // hero image could start (its LCP); cached once for every page (issue 34, ADR 0021).
    // Every imported constant written where it is used (the data-* names of lib/dom-hooks.ts):
    // no page script then shares a module of names with another, which the bundler would split
    // into one more file every page requests (docs/decisions/0022-one-way-to-move.md).
    build: { cssCodeSplit: false, rolldownOptions: { optimization: { inlineConst: { mode: 'all' } } } },
  },
  devToolbar: { enabled: false },
  // Preloaded and `optional`: on a first visit over a slow network the page keeps the
  // metric-matched fallback rather than reflowing when the font arrives late (a late swap shifted
  // headings: CLS 0.015–0.03 measured); the font, cached, is used from the next page on.
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Archivo',
      cssVariable: '--font-heading',
      fallbacks: ['Arial', 'sans-serif'],
      options: {
        variants: [
          {
            src: [headingFont],
            // One file for both weights: the browser uses it as is for 700 and 800 (no synthesis).
            weight: '700 800',
            style: 'normal',
            display: 'optional',
          },
        ],
      },
    },
  ],
  security: {
    csp: {
      algorithm: 'SHA-256',
      styleDirective: { hashes: [layerOrderHash] },
      // The speculation rules (src/lib/speculation-rules.ts) are an inline script: allowed by hash.
      scriptDirective: { hashes: [speculationRulesHash] },
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        `frame-src ${bookingOrigin} ${MAP_EMBED_ORIGIN}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'none'",
        'upgrade-insecure-requests',
      ],
    },
  },
});
