/**
 * The editor's own script, loaded by /admin/ just before Sveltia CMS (src/admin/page.ts), bundled
 * at build time (src/integrations/admin-editor.ts). What must be there before the editor starts,
 * and nothing heavier, since it shares the first visit's bandwidth with Sveltia's bundle and runs
 * on the sign-in's path at every visit (docs/decisions/0023-editor-weight.md):
 * - French whatever the browser's language: Sveltia reads its language from the browser's
 *   (its `navigator.language`), which this script says is French;
 * - the editor started with the configuration the page holds (no config.yml to fetch: one round
 *   trip less at every visit), once the owner has signed in on the page's own sign-in when he has
 *   no key kept (./sign-in.ts: usable before Sveltia's bundle has arrived);
 * - the icons kept silent, zoom allowed, nothing lost by one tap (./guard.ts);
 * - the site's file format registered, and the save hooks once past the sign-in (a save that
 *   changes what an offer of the home page shows asks first, ./confirm.ts). The rest (zod,
 *   the schemas, js-yaml: the save check, the number fields, the publication status, the previews)
 *   is ./editor-late.ts, loaded once past the sign-in, or by the first file read or the first save,
 *   whichever comes first: nothing saved that publication would refuse, and no form drawn before
 *   its number fields are seen.
 */
import './icons-hidden';
import './zoom';
import { editorLeaves } from './guard';
import { ask } from './confirm';
import { registerLayoutFormat, saveRefused, savingFrom } from './layout-format';
import { EDITOR_LATE_MODULE, PREVIEWS_CHUNKS } from './preview-paths';
import { CONFIG_ELEMENT } from './config-element';
import { EDITOR_MISSING, fetchStartFiles, signInSays, signedIn } from './sign-in';
import type { ImmutableMap } from './editor-late';
import type * as EditorLate from './editor-late';

declare global {
  interface Window {
    /** Sveltia CMS waits for `CMS.init()` instead of starting by itself (its main.js). */
    CMS_MANUAL_INIT?: boolean;
    CMS?: Parameters<typeof registerLayoutFormat>[0] & {
      init(options: { config: Record<string, unknown> }): Promise<void>;
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

// The configuration is in the page (src/admin/page.ts): the editor is started with it, once this
// script has registered what it needs, and does not fetch config.yml (`load_config_file: false`).
const configElement = document.getElementById(CONFIG_ELEMENT);
if (configElement) window.CMS_MANUAL_INIT = true;
const config = configElement
  ? (JSON.parse(configElement.textContent ?? '{}') as Record<string, unknown> & { backend?: object })
  : undefined;
// The page's own sign-in, usable before Sveltia's bundle has arrived (./sign-in.ts): shown now,
// while the page is still reading Sveltia's script; Sveltia starts once the owner is signed in.
const mayStart = signedIn(config?.backend);

/** What the editor says when the owner cancels a save at its question: his changes stay in the form. */
const NOTHING_SAVED = 'Rien n’a été enregistré.';

let late: Promise<typeof EditorLate> | undefined;
/** ./editor-late.ts, loaded once (again after a failed load: a connection lost for a moment). */
function editorLate(): Promise<typeof EditorLate> {
  // A module of its own, not part of this script: a URL the bundler leaves to the browser.
  late ??= (
    import(/* @vite-ignore */ `${PREVIEWS_CHUNKS}${EDITOR_LATE_MODULE}`) as Promise<typeof EditorLate>
  ).then(
    (module) => (registerSaveHooks(), module),
    (error: unknown) => {
      late = undefined;
      throw error;
    },
  );
  return late;
}

let hooked = false;
/**
 * The save hooks, registered past the sign-in (when the editor shows the owner's files, or reads
 * the first of them, before any form): registering one makes Sveltia fetch Immutable.js (33 KB),
 * which the sign-in does not need.
 */
function registerSaveHooks() {
  if (hooked || !window.CMS) return;
  hooked = true;
  // Saved: the editor closes the form by itself, unasked (guard.ts).
  window.CMS.registerEventListener({ name: 'postSave', handler: async () => (editorLeaves(), undefined) });
  window.CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      let module: typeof EditorLate;
      try {
        module = await editorLate();
      } catch {
        throw saveRefused(
          'Le site n’a pas pu charger de quoi vérifier ce changement (connexion interrompue ?) : réessayez dans un instant. Rien n’a été enregistré.',
        );
      }
      const saving = await module.checkedSave(entry);
      if (!saving) return entry;
      // An offer of the home page would show another name or price: said, and the owner decides.
      if (saving.question && !(await ask(saving.question))) throw saveRefused(NOTHING_SAVED);
      savingFrom(saving.text, saving.keepLayout);
      return entry.set('data', saving.data);
    },
  });
}

/** Once the editor shows the owner's files (its routes begin #/collections): the hooks, and ./editor-late.ts. */
function loadPastSignIn() {
  if (!location.hash.startsWith('#/collections')) return;
  removeEventListener('hashchange', loadPastSignIn);
  registerSaveHooks();
  editorLate().catch((error: unknown) => console.error('Éditeur : module indisponible :', error));
}

addEventListener('DOMContentLoaded', () => {
  // Sveltia's bundle did not come (a connection lost on the way): said, instead of a blank page.
  if (!window.CMS) return editorMissing();
  registerLayoutFormat(window.CMS, async (text) => (await editorLate()).readYaml(text));
  addEventListener('hashchange', loadPastSignIn);
  loadPastSignIn();
  // Still on the page's sign-in: Sveltia's first files fetched while the owner pastes his key.
  fetchStartFiles();
  if (config) void mayStart.then(() => window.CMS?.init({ config: { ...config, load_config_file: false } }));
});

/** The page's word when the editor's bundle could not be loaded: in the sign-in's status, or alone. */
function editorMissing() {
  if (signInSays(EDITOR_MISSING)) return;
  const text = document.body.appendChild(document.createElement('p'));
  text.setAttribute('role', 'alert');
  text.textContent = EDITOR_MISSING;
}
