// @ts-check
// What the build wrote: its HTML pages, the routes they answer, and every file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { isEditorPath } from '#hosting/description.ts';

/** Every file under `root`, as paths relative to it with forward slashes, sorted. @param {string} root */
export function listFiles(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Whether a built file is one of the public HTML pages (the owner's editor is not). @param {string} file */
export const isPublicPage = (file) => file.endsWith('.html') && !isEditorPath(`/${file}`);

/** The file that holds the 404 page. */
export const NOT_FOUND_FILE = '404.html';

/**
 * The routes of the built site, from its HTML files: `contact/index.html` → `/contact`,
 * `index.html` → `/`, `plan.html` → `/plan`. The 404 page and the owner's editor are not routes.
 * @param {string} root
 */
export function listRoutes(root) {
  return listFiles(root)
    .filter((file) => isPublicPage(file) && file !== NOT_FOUND_FILE)
    .map((file) => '/' + file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, ''))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

/**
 * The HTML file of a route (`/contact` → `contact/index.html`), relative to the build root.
 * @param {string} route
 * @param {readonly string[]} files
 */
export function routeFile(route, files) {
  const bare = route.replace(/^\/|\/$/g, '');
  const candidates = bare ? [`${bare}/index.html`, `${bare}.html`] : ['index.html'];
  return candidates.find((c) => files.includes(c));
}

/**
 * The policy of a page's <meta http-equiv="content-security-policy">, or undefined.
 * @param {string} html
 */
export function metaCsp(html) {
  const { document } = new JSDOM(html).window;
  const meta = [...document.querySelectorAll('meta[http-equiv]')].find(
    (e) => e.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy',
  );
  return meta?.getAttribute('content') ?? undefined;
}

/**
 * The meta policy of each HTML page of the build under `root`: page file → policy (or undefined).
 * @param {string} root
 */
export function pagePolicies(root) {
  const pages = listFiles(root).filter((f) => f.endsWith('.html'));
  return Object.fromEntries(pages.map((f) => [f, metaCsp(readFileSync(path.join(root, f), 'utf-8'))]));
}

/**
 * The site's public address as the build wrote it, from the home page's canonical link: siteUrl
 * of src/content/garage.yaml, which astro.config.mjs reads once (`https://www.example.fr`).
 * @param {string} root
 */
export function builtSiteUrl(root) {
  const html = readFileSync(path.join(root, 'index.html'), 'utf-8');
  const href = new JSDOM(html).window.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!href) throw new Error(`${root}/index.html : pas de <link rel="canonical">`);
  return href.replace(/\/$/, '');
}
