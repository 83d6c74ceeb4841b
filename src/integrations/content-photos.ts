/**
 * The owner's photos (src/assets/photos/) reach the build only when a data file names them: a
 * Vite module, `virtual:content-photos`, imports exactly those (src/data/images.ts reads it). A
 * file no entry names (an upload that failed, an old photo) is never read, so it cannot stop a
 * build; the named ones were decoded in full before the build started (src/data/photos.ts).
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { contentImagePaths } from '#data/reader.ts';

const ID = 'virtual:content-photos';
const RESOLVED = `\0${ID}`;
/** The folder the editor uploads into, under src/assets. */
export const PHOTOS_FOLDER = 'photos/';

/** The Vite plugin: `import photos from 'virtual:content-photos'` gives path → image module. */
export function contentPhotos(root: string): Plugin {
  return {
    name: 'garage-content-photos',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    // In `astro dev`, an edit of a data file makes the module again.
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.startsWith(path.join(root, 'src/content'))) return;
        for (const env of Object.values(server.environments)) {
          const mod = env.moduleGraph.getModuleById(RESOLVED);
          if (mod) env.moduleGraph.invalidateModule(mod);
        }
      });
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const photos = contentImagePaths(root).filter((src) => src.startsWith(PHOTOS_FOLDER));
      const imports = photos.map((src, i) => `import p${i} from ${JSON.stringify(`/src/assets/${src}`)};`);
      const entries = photos.map(
        (src, i) => `  ${JSON.stringify(`/src/assets/${src}`)}: { default: p${i} },`,
      );
      return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
    },
  };
}
