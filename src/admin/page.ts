/**
 * The editor's page, /admin/index.html: Sveltia CMS as a classic script (its auto-start reads
 * `document.currentScript`, null for a module), its own Content-Security-Policy and noindex. It
 * is an endpoint, not an Astro page: it takes none of the public pages' layout, script or policy,
 * and they take nothing of it.
 */
import { ADMIN_PATH, BUNDLE_FILE, EDITOR_FILE } from './bundle';
import { CONFIG_ELEMENT, REPOSITORY_META } from './config-element';
import { SIGN_IN_IDS as ID, SIGN_IN_TEXTS as TEXT } from './sign-in';
// The forge the editor commits through (GitHub's REST and GraphQL API).
import { GITHUB_API } from './forge';

/** GitHub's status API, which the editor asks whether GitHub has an incident. */
export const FORGE_STATUS = 'https://www.githubstatus.com';

/**
 * What the editor needs, and nothing else. 'unsafe-inline' for styles: the editor's components
 * inject their style sheets as <style> elements at run time (measured: docs/decisions/0016-owner-editor.md).
 * blob: and data: images are the previews of the photos the owner picks, and the icons.
 */
export const ADMIN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "media-src 'self' blob:",
  "font-src 'self'",
  // data: the editor fetches its own logo (a data: URL) to draw its icon; GitHub's status page
  // tells the owner when the forge has an incident.
  `connect-src 'self' blob: data: ${GITHUB_API} ${FORGE_STATUS}`,
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/**
 * A refused save lists one problem a line (src/admin/save-check.ts) in the editor's error dialog.
 * A date field's « Aujourd’hui » and « Effacer » go under the date when its row is too narrow (a
 * phone): the editor lays them on one row that does not wrap, past the screen's edge at 375 px.
 * A field reached with Tab is scrolled clear of the editor's sticky toolbars (« Ajouter … » at a
 * list's foot, WCAG 2.4.11; tests/e2e/admin-accessibility.test.ts). Under reduced motion, no
 * smooth scrolling (Sveltia's own style scrolls every element smoothly).
 */
const ADMIN_STYLE = [
  '[role="alertdialog"] .error { white-space: pre-line; }',
  '[data-field-type="datetime"] .field-wrapper > div { flex-wrap: wrap; gap: 4px; }',
  '* { scroll-padding-block: calc(var(--sui-secondary-toolbar-size, 40px) + 16px); }',
  // Sveltia scrolls smoothly, everywhere: not for someone who asked for less motion.
  '@media (prefers-reduced-motion: reduce) { *, ::before, ::after { scroll-behavior: auto !important; } }',
].join(' ');

/**
 * The page's own sign-in (./sign-in.ts), hidden until garage.js knows it is wanted (no key kept):
 * drawn before Sveltia's bundle has arrived, in the editor's colours, light or dark as the device.
 */
const SIGN_IN_STYLE = `
body { margin: 0; }
#${ID.section} { box-sizing: border-box; min-height: 100dvh; display: flex; flex-direction: column; align-items: center;
  justify-content: center; gap: 1rem; margin: 0; padding: 2rem 1rem; text-align: center;
  font: 1rem/1.5 system-ui, sans-serif; color: #1f1f1f; background: #f2f2f2; }
#${ID.section}[hidden] { display: none; }
#${ID.section} h1 { margin: 0; font-size: 1.75rem; line-height: 1.2; }
#${ID.section} > p { margin: 0; max-width: 24rem; }
#${ID.section} button { box-sizing: border-box; min-height: 44px; padding: .5rem 1rem; border: 1px solid #1565c0;
  border-radius: 6px; font: inherit; color: #1565c0; background: transparent; cursor: pointer; }
#${ID.section} > button { width: min(20rem, 100%); }
#${ID.section} #${ID.open}, #${ID.section} #${ID.submit} { color: #fff; background: #1565c0; }
#${ID.section} button:disabled { opacity: .6; cursor: wait; }
#${ID.section} :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
#${ID.dialog} { box-sizing: border-box; width: min(28rem, calc(100vw - 2rem)); padding: 1.25rem; border: 1px solid #888;
  border-radius: 8px; text-align: start; color: inherit; background: #fff; }
#${ID.dialog}::backdrop { background: rgb(0 0 0 / 50%); }
#${ID.dialog} h2 { margin: 0 0 .5rem; font-size: 1.25rem; line-height: 1.3; }
#${ID.dialog} p { margin: 0 0 1rem; }
#${ID.dialog} label { display: block; margin-bottom: .25rem; font-weight: 600; }
#${ID.token} { box-sizing: border-box; width: 100%; min-height: 44px; padding: 0 .5rem; border: 1px solid #5f5f5f;
  border-radius: 6px; font: inherit; color: inherit; background: transparent; }
#${ID.error} { margin: .5rem 0 0; color: #b3261e; }
#${ID.dialog} .answers { display: flex; flex-wrap: wrap; gap: .75rem; justify-content: flex-end; margin-top: 1.25rem; }
@media (prefers-color-scheme: dark) {
  #${ID.section} { color: #ececec; background: #1c1c1c; }
  #${ID.section} button { border-color: #9ecaff; color: #9ecaff; }
  #${ID.section} #${ID.open}, #${ID.section} #${ID.submit} { border-color: #1565c0; }
  #${ID.dialog} { background: #2b2b2b; }
  #${ID.token} { border-color: #a0a0a0; }
  #${ID.error} { color: #ffb4ab; }
  #${ID.section} :focus-visible { outline-color: #9ecaff; }
}`;

/**
 * The page's sign-in (./sign-in.ts): Sveltia's own, « Se connecter avec un jeton d’accès » and
 * the key pasted in a dialog, as static HTML, so that it is there with the page.
 */
const signIn = (
  startFiles: readonly string[],
) => `<main id="${ID.section}" hidden data-start-files="${startFiles.join(' ')}">
      <h1>${TEXT.title}</h1>
      <p>${TEXT.intro}</p>
      <button type="button" id="${ID.open}">${TEXT.open}</button>
      <button type="button" id="${ID.other}" hidden>${TEXT.other}</button>
      <p id="${ID.status}" role="status"></p>
      <dialog id="${ID.dialog}" aria-labelledby="${ID.dialog}-title" aria-describedby="${ID.dialog}-text">
        <form id="${ID.form}" novalidate>
          <h2 id="${ID.dialog}-title">${TEXT.dialogTitle}</h2>
          <p id="${ID.dialog}-text">${TEXT.dialogText}</p>
          <label for="${ID.token}">${TEXT.token}</label>
          <input id="${ID.token}" type="password" autocomplete="current-password" spellcheck="false" aria-describedby="${ID.error}">
          <p id="${ID.error}" role="alert"></p>
          <div class="answers">
            <button type="button" id="${ID.cancel}">${TEXT.cancel}</button>
            <button type="submit" id="${ID.submit}">${TEXT.submit}</button>
          </div>
        </form>
      </dialog>
    </main>`;

/**
 * The configuration as the page holds it: JSON in a `<script type="application/json">`, which is
 * data, never run (the page's CSP allows no inline script); `<` escaped so that no text of it can
 * close the element.
 */
export function configElement(config: unknown): string {
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${CONFIG_ELEMENT}">${json}</script>`;
}

/**
 * The page's HTML, with the editor's configuration (`config`, src/admin/site-config.ts) in it:
 * the editor starts with it (`CMS.init`, src/admin/editor.ts) instead of fetching config.yml after
 * its start-up, one round trip less at every visit (Sveltia adds `?_=<time>` to that request, so
 * no cache ever answered it; docs/decisions/0023-editor-weight.md). Its scripts are named
 * `garage.js` and `sveltia-cms.js` here, by their content once built (withVersionedScripts). Both are preloaded: Chromium asked for Sveltia's bundle
 * (490 KB brotli, the longest download) only once garage.js, before it in the page, had arrived
 * and run (0.5 to 0.75 s later on the phone profile, npm run admin:weight), and on a next visit
 * took garage.js from its cache only 0.2 s after the bundle (docs/decisions/0023-editor-weight.md).
 * Nothing else: the translation, preloaded, arrived early but delayed the bundle, and Sveltia's
 * start-up was still running when it came one round trip after config.yml. `startFiles`: what
 * Sveltia fetches as it starts (startFiles in ./bundle.ts), which the page's sign-in fetches once
 * the bundle has come, while the owner pastes his key (./sign-in.ts).
 */
export function adminPage(config: unknown, startFiles: readonly string[] = []): string {
  const repository = (config as { backend?: { repo?: string } }).backend?.repo ?? '';
  return `<!DOCTYPE html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="content-security-policy" content="${ADMIN_CSP}">
    <meta name="robots" content="noindex">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Modifier le site — Garage</title>
    <meta name="${REPOSITORY_META}" content="${repository.replace(/[&"<>]/g, '')}">
    ${configElement(config)}
    <link rel="preload" as="script" href="${ADMIN_PATH}${EDITOR_FILE}">
    <link rel="preload" as="script" href="${ADMIN_PATH}${BUNDLE_FILE}">
    <style>${ADMIN_STYLE}${SIGN_IN_STYLE}</style>
  </head>
  <body>
    ${signIn(startFiles)}
    <script src="${ADMIN_PATH}${EDITOR_FILE}"></script>
    <script src="${ADMIN_PATH}${BUNDLE_FILE}"></script>
  </body>
</html>
`;
}

/**
 * The page with its scripts (`file` names) at the names they are served under (`names[file]`,
 * versionedScript in ./bundle.ts): known once garage.js is bundled, after the pages are written
 * (src/integrations/admin-editor.ts). Each must be named in the page.
 */
export function withVersionedScripts(page: string, names: Readonly<Record<string, string>>): string {
  return Object.entries(names).reduce((text, [file, name]) => {
    const from = `"${ADMIN_PATH}${file}"`;
    if (!text.includes(from)) throw new Error(`/admin/ : ${file} absent de la page`);
    return text.replaceAll(from, `"${ADMIN_PATH}${name}"`);
  }, page);
}
