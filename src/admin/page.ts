/**
 * The editor's page, /admin/index.html: Sveltia CMS as a classic script (its auto-start reads
 * `document.currentScript`, null for a module), its own Content-Security-Policy and noindex. It
 * is an endpoint, not an Astro page: it takes none of the public pages' layout, script or policy,
 * and they take nothing of it.
 */
import { ADMIN_PATH, BUNDLE_FILE, EDITOR_FILE } from './bundle';
import { CONFIG_ELEMENT } from './config-element';
// The forge the editor commits through (GitHub's REST and GraphQL API).
import { GITHUB_API } from './status';

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
 * start-up was still running when it came one round trip after config.yml.
 */
export function adminPage(config: unknown): string {
  return `<!DOCTYPE html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="content-security-policy" content="${ADMIN_CSP}">
    <meta name="robots" content="noindex">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Modifier le site — Garage</title>
    ${configElement(config)}
    <link rel="preload" as="script" href="${ADMIN_PATH}${EDITOR_FILE}">
    <link rel="preload" as="script" href="${ADMIN_PATH}${BUNDLE_FILE}">
    <style>${ADMIN_STYLE}</style>
  </head>
  <body>
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
