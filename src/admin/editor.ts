/**
 * The editor's own script, loaded by /admin/ just before Sveltia CMS (src/admin/page.ts), bundled
 * at build time (src/integrations/admin-editor.ts):
 * - French whatever the browser's language: Sveltia reads its language from the browser's
 *   (its `navigator.language`), which this script says is French;
 * - nothing saved that publication would refuse: before each save, the file about to be written is
 *   checked by save-check.ts (the numbers typed the French way read as meant, the content schema,
 *   then the rules between files on the repository as it is now, read by repository.ts); a
 *   refusal stops the save and its French message is shown in the editor's dialog.
 */
import './no-eval';
import './icons-hidden';
import './number-inputs';
import './zoom';
import { editorLeaves } from './guard';
import { RULE_FILES, checkSave, editableFile, repositoryProblems, type Upload } from './save-check';
import { HEAD_BYTES } from '#data/image-kind.ts';
import { ExpiredKeyError, readRepository } from './repository';
import { startPublicationStatus } from './status-panel';
import { KEY_REFUSED } from './status-fr';
import { COLLECTION, FILE_FORMS } from './form-fr';
import { registerLayoutFormat, savingFrom, type KeepLayout } from './layout-format';
import { KEEP_LAYOUT_MODULE, PREVIEWS_CHUNKS } from './preview-paths';
import { loadPreviewsAfterSignIn } from './preview-loader';
import type { EditableFile } from './schemas';

/** The few calls of Sveltia CMS's global `CMS` this script makes (its types/public.d.ts). */
interface ImmutableMap {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableMap;
  toJS(): Record<string, unknown>;
}
declare global {
  interface Window {
    CMS?: Parameters<typeof registerLayoutFormat>[0] & {
      registerEventListener(listener: {
        name: 'preSave' | 'postSave';
        handler: (args: { entry: ImmutableMap }) => Promise<ImmutableMap | undefined>;
      }): void;
    };
  }
}

// The editor speaks the browser's language, and offers to switch to it when it is another: the
// owner's editor is French whatever his browser says, so it is told the browser is French.
for (const [key, value] of [
  ['language', 'fr'],
  ['languages', ['fr']],
] as const) {
  Object.defineProperty(navigator, key, { get: () => value, configurable: true });
}

/** The photos uploaded with the entry about to be saved: where they go, their size and first bytes. */
async function uploads(entry: ImmutableMap): Promise<Upload[]> {
  const media = ((entry.toJS() as { mediaFiles?: { path: string; file?: File }[] }).mediaFiles ?? []).filter(
    (m): m is { path: string; file: File } => m.file instanceof File,
  );
  return Promise.all(
    media.map(async ({ path, file }) => ({
      src: path.replace(/^\/?(src\/assets\/)?/, ''),
      size: file.size,
      head: new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()),
    })),
  );
}

/** The writer that keeps the file's comments: a module of its own, loaded by the first save. */
async function keepLayoutWriter(): Promise<KeepLayout> {
  const url = `${PREVIEWS_CHUNKS}${KEEP_LAYOUT_MODULE}`;
  try {
    return ((await import(/* @vite-ignore */ url)) as { keepLayout: KeepLayout }).keepLayout;
  } catch {
    throw new Error('saving_failed', {
      cause: new Error(
        'Le site n’a pas pu charger de quoi écrire le fichier (connexion interrompue ?) : réessayez dans un instant. Rien n’a été enregistré.',
      ),
    });
  }
}

/** Why the repository could not be read before a save, in French: nothing is saved. */
function unreadable(error: unknown): string {
  return error instanceof ExpiredKeyError
    ? `${KEY_REFUSED} Rien n’a été enregistré.`
    : 'Le site n’a pas pu relire ses autres fichiers pour vérifier ce changement (connexion interrompue ?) : réessayez dans un instant. Rien n’a été enregistré.';
}

// After each save, and on opening while the site is behind: in progress, online, or what to fix,
// read from the repository as it is now with the same rules as a save (save-check.ts).
startPublicationStatus({
  explain: async () => {
    const files = Object.keys(FILE_FORMS) as EditableFile[];
    const texts = await readRepository(files.map((file) => `src/content/${file}.yaml`));
    const repository = Object.fromEntries(files.map((file) => [file, texts[`src/content/${file}.yaml`]]));
    return repositoryProblems(repository).map(({ text, file }) => ({ text, file, collection: COLLECTION }));
  },
});

addEventListener('DOMContentLoaded', () => {
  if (window.CMS) registerLayoutFormat(window.CMS);
  // Saved: the editor closes the form by itself, unasked (guard.ts).
  window.CMS?.registerEventListener({ name: 'postSave', handler: async () => (editorLeaves(), undefined) });
  window.CMS?.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      const file = editableFile(String(entry.get('path')));
      if (!file) return entry;
      const data = (entry.toJS() as { data: unknown }).data;
      const path = `src/content/${file}.yaml`;
      let texts: Record<string, string | undefined>;
      try {
        // The rule files, and the file itself: written back into its own text (layout-format.ts).
        texts = await readRepository([
          ...new Set([...RULE_FILES.map((name) => `src/content/${name}.yaml`), path]),
        ]);
      } catch (error) {
        throw new Error('saving_failed', { cause: new Error(unreadable(error)) });
      }
      const repository = Object.fromEntries(
        RULE_FILES.map((name) => [name, texts[`src/content/${name}.yaml`]]),
      );
      const verdict = checkSave(file, data, repository, await uploads(entry));
      // The editor shows the cause of an error named « saving_failed » in its error dialog.
      if (!verdict.ok) throw new Error('saving_failed', { cause: new Error(verdict.message) });
      savingFrom(texts[path], await keepLayoutWriter());
      return entry.set('data', verdict.data);
    },
  });
});

// The site itself in the preview pane, loaded once past the sign-in (preview-loader.ts).
addEventListener('DOMContentLoaded', loadPreviewsAfterSignIn);
