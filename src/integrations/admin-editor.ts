/**
 * Bundles the editor's own script (src/admin/editor.ts: French interface, every save checked by
 * the content schemas) into dist/admin/, beside Sveltia CMS. It imports the schemas, so it is
 * built like the site's code, by esbuild (Astro's own bundler for dependencies), once per build.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { AstroIntegration } from 'astro';
import { ADMIN_PATH, BUNDLE_FILE, EDITOR_FILE, versionedScript } from '#admin/bundle.ts';
import { withVersionedScripts } from '#admin/page.ts';
import { PREVIEWS_CHUNKS } from '#admin/preview-paths.ts';

/** zod's list of its locales (`z.locales`), which re-exports every language it speaks. */
const ZOD_LOCALES = /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/;

/**
 * `z.locales` with French alone. The schemas' messages are French (src/schemas/messages.ts reads
 * `z.locales.fr()` for what it does not word itself); the bundler cannot tell which member of
 * `z.locales` is read, and kept all 50 languages: about half of garage.js (43 of 87 KB brotli).
 * The `counter` says whether the list was met, so that a zod that moves it stops the build
 * instead of silently shipping every language again.
 */
function frenchZodLocales(counter: { met: number }): Plugin {
  return {
    name: 'garage-zod-french-only',
    setup(build) {
      build.onLoad({ filter: ZOD_LOCALES }, (args) => {
        counter.met += 1;
        return { contents: "export { default as fr } from './fr.js';", resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/** The editor's script, bundled for the browser. */
export async function editorScript(root: URL): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('src/admin/editor.ts', root))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}

/**
 * The editor's previews (src/admin/previews.tsx, with the site's components and style sheet) and
 * the react-dom the editor imports to draw them (src/admin/react-dom.ts), as ES modules for
 * /admin/chunks/: previews.js, previews.css, react-dom.js, and the React both share in a chunk of
 * its own (one copy, so that the components' hooks work); keep-layout.js, the writer that keeps a
 * file's comments, loaded by a save only (the `yaml` package it needs weighs 27 KB brotli, past the
 * first visit's budget); editor-late.js, the heavy half of the editor's own script (the save check,
 * zod with French alone, the number fields), loaded by garage.js past the sign-in. By file name.
 */
export async function previewChunks(root: URL): Promise<Record<string, Uint8Array>> {
  const counter = { met: 0 };
  const result = await build({
    entryPoints: [
      'src/admin/previews.tsx',
      'src/admin/react-dom.ts',
      'src/admin/keep-layout.ts',
      'src/admin/editor-late.ts',
    ].map((p) => fileURLToPath(new URL(p, root))),
    bundle: true,
    write: false,
    format: 'esm',
    splitting: true,
    outdir: 'chunks',
    entryNames: '[name]',
    chunkNames: '[name].[hash]',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [frenchZodLocales(counter)],
  });
  if (counter.met !== 1)
    throw new Error(
      `editor-late.js : la liste des langues de zod (zod/v4/locales/index.js) lue ${counter.met} fois au lieu d’une ; ` +
        'zod l’a-t-il déplacée ? (src/integrations/admin-editor.ts)',
    );
  return Object.fromEntries(result.outputFiles.map((file) => [path.basename(file.path), file.contents]));
}

export function adminEditor(): AstroIntegration {
  let root: URL;
  return {
    name: 'garage-admin-editor',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir }) => {
        // The page's two scripts, named by their content so that every host keeps them a year
        // (VERSIONED_PATHS): garage.js, bundled here, and Sveltia's bundle, written by its route.
        const admin = new URL(`.${ADMIN_PATH}`, dir);
        const bundle = new URL(BUNDLE_FILE, admin);
        const scripts = {
          [EDITOR_FILE]: await editorScript(root),
          [BUNDLE_FILE]: readFileSync(bundle, 'utf-8'),
        };
        rmSync(bundle);
        const names: Record<string, string> = {};
        for (const [file, text] of Object.entries(scripts)) {
          names[file] = versionedScript(file, text);
          writeFileSync(new URL(names[file], admin), text);
        }
        const page = new URL('index.html', admin);
        writeFileSync(page, withVersionedScripts(readFileSync(page, 'utf-8'), names));
        const chunks = new URL(`.${PREVIEWS_CHUNKS}`, dir);
        mkdirSync(chunks, { recursive: true });
        for (const [file, bytes] of Object.entries(await previewChunks(root))) {
          writeFileSync(new URL(file, chunks), bytes);
        }
      },
    },
  };
}
