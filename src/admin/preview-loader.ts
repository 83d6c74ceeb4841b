/**
 * Loads the editor's previews (./previews.tsx: the site's own components, React and react-dom,
 * 75 KB brotli) once the owner is past the sign-in: the first screen of the editor stays as
 * light as it was (docs/decisions/0023-editor-weight.md), and the previews are there before he
 * opens a file. Part of /admin/garage.js (./editor.ts); the previews live in /admin/chunks/.
 */
import { FILE_SCHEMAS } from '#schemas/index.ts';
import { checkSave, type SaveVerdict } from './save-check';
import { COLLECTION } from './form-fr';
import type { PreviewCms, registerPreviews } from './previews';
import type { EditableFile } from './schemas';
import { PREVIEW_LOOK, PREVIEWS_CHUNKS, PREVIEWS_MODULE, PREVIEWS_STYLE } from './preview-paths';

/** What the previews' module gives this script. */
interface PreviewsModule {
  registerPreviews: typeof registerPreviews;
}

/**
 * The typed data as the site will read it once saved: the save's own check (French numbers, the
 * schema, its French message when something cannot be read yet), then the file's schema, whose
 * defaults and transforms the build applies (an offer's `until: ''` is no end date).
 */
export function siteReading(file: EditableFile, data: unknown): SaveVerdict {
  const verdict = checkSave(file, data);
  return verdict.ok ? { ok: true, data: FILE_SCHEMAS[file].parse(verdict.data) } : verdict;
}

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
      .then(({ registerPreviews }: PreviewsModule) =>
        registerPreviews(cms, siteReading, COLLECTION, [`${PREVIEWS_CHUNKS}${PREVIEWS_STYLE}`, PREVIEW_LOOK]),
      )
      .catch((error: unknown) => console.error('Aperçus du site indisponibles :', error));
  };
  addEventListener('hashchange', load);
  load();
}
