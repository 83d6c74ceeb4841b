/**
 * Bundles the editor's own script (src/admin/editor.ts: French interface, every save checked by
 * the content schemas) into dist/admin/, beside Sveltia CMS. It imports the schemas, so it is
 * built like the site's code, by esbuild (Astro's own bundler for dependencies), once per build.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { AstroIntegration } from 'astro';
import { ADMIN_PATH, EDITOR_FILE } from '#admin/bundle.ts';

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

export function adminEditor(): AstroIntegration {
  let root: URL;
  return {
    name: 'garage-admin-editor',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir }) => {
        writeFileSync(new URL(`.${ADMIN_PATH}${EDITOR_FILE}`, dir), await editorScript(root));
      },
    },
  };
}
