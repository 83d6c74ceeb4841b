/**
 * Loads the editor's previews (./previews.tsx: the site's own components, React and react-dom,
 * about 80 KB brotli) once the owner is past the sign-in: the first screen of the editor stays as
 * light as it was (docs/decisions/0023-editor-weight.md), and the previews are there before he
 * opens a file. Part of /admin/garage.js (./editor.ts); the previews live in /admin/chunks/.
 */
import { checkSave } from './save-check';
import { COLLECTION } from './form-fr';
import type { PreviewCms } from './previews';
import { PREVIEWS_CHUNKS, PREVIEWS_MODULE, PREVIEWS_STYLE } from './preview-paths';

/** Whether the editor shows the owner's files: past the sign-in (its routes begin #/collections). */
const pastSignIn = () => location.hash.startsWith('#/collections');

/** Registers the previews with the editor as soon as it is past the sign-in (at once when it already is). */
export function loadPreviewsAfterSignIn() {
  const cms = (window as unknown as { CMS?: PreviewCms }).CMS;
  const load = () => {
    if (!cms || !pastSignIn()) return;
    removeEventListener('hashchange', load);
    // A module of its own, not part of this script: a URL the bundler leaves to the browser.
    const url = `${PREVIEWS_CHUNKS}${PREVIEWS_MODULE}`;
    import(/* @vite-ignore */ url)
      .then(({ registerPreviews }: typeof import('./previews')) =>
        registerPreviews(cms, checkSave, COLLECTION, `${PREVIEWS_CHUNKS}${PREVIEWS_STYLE}`),
      )
      .catch((error: unknown) => console.error('Aperçus du site indisponibles :', error));
  };
  addEventListener('hashchange', load);
  load();
}
