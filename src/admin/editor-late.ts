/**
 * The heavy half of the editor's own script, out of the sign-in's path: served as
 * /admin/chunks/editor-late.js (src/integrations/admin-editor.ts) and loaded by /admin/garage.js
 * (./editor.ts) once the owner is past the sign-in, or by the first file the editor reads, or the
 * first save, whichever comes first. It holds zod, the content schemas and js-yaml (three quarters
 * of what garage.js weighed), which neither the sign-in page nor Sveltia's start-up needs
 * (docs/decisions/0023-editor-weight.md, « garage.js out of the sign-in's path »):
 * - the files read as YAML 1.2's core schema reads them (the site's format, ./layout-format.ts);
 * - the number fields fitted (./number-inputs.ts): the editor draws no form before it has read
 *   its file, which waits for this module, so every form is seen;
 * - the save check (./save-check.ts), run by the save hook of ./editor.ts;
 * - the publication status (./status-panel.ts) and the site's previews (./preview-loader.ts).
 */
import './no-eval';
import './number-inputs';
import { CORE_SCHEMA, load } from 'js-yaml';
import { checkSave, repositoryFilesFor, editableFile, repositoryProblems, type Upload } from './save-check';
import { HEAD_BYTES } from '#data/image-kind.ts';
import { ExpiredKeyError, readRepository } from './repository';
import { startPublicationStatus } from './status-panel';
import { KEY_REFUSED } from './status-fr';
import { COLLECTION, FILE_FORMS } from './form-fr';
import { saveRefused, type KeepLayout } from './layout-format';
import { KEEP_LAYOUT_MODULE, PREVIEWS_CHUNKS } from './preview-paths';
import { loadPreviewsAfterSignIn } from './preview-loader';
import { offerQuestion, savedOfferChanges } from './offer-changes';
import { parisNow } from '#lib/opening-status.ts';
import type { Question } from './confirm';
import type { EditableFile } from './schemas';

/** The few calls of an entry of Sveltia CMS this module makes (its types/public.d.ts). */
export interface ImmutableMap {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableMap;
  toJS(): Record<string, unknown>;
}

/** A file's text read as the site reads it (YAML 1.2, core schema): the format's `fromFile`. */
export const readYaml = (text: string): unknown => load(text, { schema: CORE_SCHEMA });

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
    throw saveRefused(
      'Le site n’a pas pu charger de quoi écrire le fichier (connexion interrompue ?) : réessayez dans un instant. Rien n’a été enregistré.',
    );
  }
}

/** Why the repository could not be read before a save, in French: nothing is saved. */
function unreadable(error: unknown): string {
  return error instanceof ExpiredKeyError
    ? `${KEY_REFUSED} Rien n’a été enregistré.`
    : 'Le site n’a pas pu relire ses autres fichiers pour vérifier ce changement (connexion interrompue ?) : réessayez dans un instant. Rien n’a été enregistré.';
}

/**
 * What a checked save writes: the data as read, the file's text now, and the writer that keeps it;
 * and what to ask first when the save changes what an offer of the home page shows (./offer-changes.ts).
 */
export interface CheckedSave {
  data: unknown;
  text: string | undefined;
  keepLayout: KeepLayout;
  question?: Question | undefined;
}

/**
 * The save check, before each save: undefined for a file that is not the site's; throws an error
 * named « saving_failed », whose cause the editor shows in its error dialog, when the save must
 * not happen.
 */
export async function checkedSave(entry: ImmutableMap): Promise<CheckedSave | undefined> {
  const file = editableFile(String(entry.get('path')));
  if (!file) return undefined;
  const data = (entry.toJS() as { data: unknown }).data;
  const path = `src/content/${file}.yaml`;
  let texts: Record<string, string | undefined>;
  try {
    // The rule files, and the file itself: written back into its own text (layout-format.ts).
    texts = await readRepository([
      ...new Set([...repositoryFilesFor(file).map((name) => `src/content/${name}.yaml`), path]),
    ]);
  } catch (error) {
    throw saveRefused(unreadable(error));
  }
  const repository = Object.fromEntries(
    repositoryFilesFor(file).map((name) => [name, texts[`src/content/${name}.yaml`]]),
  );
  const verdict = checkSave(file, data, repository, await uploads(entry));
  if (!verdict.ok) throw saveRefused(verdict.message);
  // A price list's entry renamed, repriced or repurposed under an offer: its file as it is now is
  // the « before » (read above with the rule files).
  const question = offerQuestion(
    savedOfferChanges(file, verdict.data, repository, parisNow(new Date()).date),
  );
  return { data: verdict.data, text: texts[path], keepLayout: await keepLayoutWriter(), question };
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

// The site itself in the preview pane, once past the sign-in (preview-loader.ts).
loadPreviewsAfterSignIn();
