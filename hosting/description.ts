/**
 * What the web server must send, described once: headers, caching, the editor's place, the text
 * files compressed. servers.ts writes it in each host's own format (Apache's `.htaccess`, `_headers`
 * for Cloudflare Pages and Netlify, nginx.conf), scripts/hosts.mjs after every build; the tests of
 * every host (tests/servers/, tests/build/headers-file.test.ts) read their expectations from here.
 * Node runs this folder as is (type stripping): keep its syntax erasable.
 */
import { ADMIN_PATH, VERSIONED_PATHS } from '../src/admin/bundle.ts';

/** Sent on every response, errors included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Two years of HTTPS only. No `preload`: the browsers' preload list is the owner's call, hard to undo.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Our files are for our pages only: no other site may embed them with <img>, <script>…
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Features the site never uses, denied to its pages and to the frames they embed. Only names
 * Chromium knows: an unknown one is a console error.
 */
const DENIED_FEATURES: readonly string[] = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/**
 * Sent with HTML documents only (pages, the 404 page), where they mean something: on every font,
 * script and style sheet they would cost up to 2 KB a response for nothing (`_headers`, which cannot
 * tell a type, sends them on the few unhashed files outside /_astro/ too). The CSP is apart
 * (policies.ts): each host sends its own form of it.
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  // Legacy twin of the CSP's frame-ancestors 'none', for browsers that predate it.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': DENIED_FEATURES.map((f) => `${f}=()`).join(', '),
};

/** Fingerprinted build assets: a content hash in the name, so they never change under it. */
export const ASSETS_PREFIX = '/_astro/';
/**
 * The policy of every file under /_astro/ in `_headers`: a file opened on its own (an SVG is a
 * document) runs no script, loads nothing but images, and is sandboxed to an opaque origin, away
 * from the editor's session under /admin/. A policy on a script, a style sheet or an image loaded
 * by a page changes nothing for that page.
 */
export const ASSETS_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
/** Cache-Control of the fingerprinted assets: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Where every file's path changes with its content, cached for a year (IMMUTABLE): the build's
 * fingerprinted assets, and the editor's scripts, fonts, translation and libraries
 * (src/admin/bundle.ts). Prefixes: `/admin/garage.` stands for `/admin/garage.<hash>.js`.
 */
export const IMMUTABLE_PATHS: readonly string[] = [ASSETS_PREFIX, ...VERSIONED_PATHS];
/** Whether a file (`/_astro/x.js`, `/admin/fonts/x.0123456789.woff2`) is cached for a year. */
export const isImmutablePath = (urlPath: string) =>
  IMMUTABLE_PATHS.some((prefix) => urlPath.startsWith(prefix));
/** Cache-Control of everything else (pages, the 404 page, unhashed files): revalidated on every use. */
export const REVALIDATE = 'no-cache';

/**
 * Whether a path (`/admin`, `/admin/config.yml`) is the owner's editor (src/admin/bundle.ts says
 * where it lives): its own page, its own policy, kept out of search engines.
 */
export const isEditorPath = (urlPath: string) =>
  urlPath === ADMIN_PATH.slice(0, -1) || urlPath.startsWith(ADMIN_PATH);
/** Sent on everything under the editor's path. */
export const ADMIN_HEADERS: Readonly<Record<string, string>> = { 'X-Robots-Tag': 'noindex' };
/**
 * The text files, by extension, with the type each is served as: the build writes a .br and a .gz
 * copy of each (scripts/precompress.mjs), the servers send those copies, compress the rest of these
 * types on the fly and name their charset. Fonts (woff2) and raster images are compressed already.
 */
export const TEXT_FILES: Readonly<Record<string, string>> = {
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  xml: 'application/xml',
  // The editor's configuration (config.yml, 32 KB): RFC 9512's type.
  yml: 'application/yaml',
};
/** Their types, with the older names a server's own table may give (Debian's nginx: .js, .xml). */
export const COMPRESSIBLE_TYPES: readonly string[] = [
  ...new Set(Object.values(TEXT_FILES)),
  'application/javascript',
  'text/xml',
];
/** Smaller bodies are sent as they are: copying or compressing them saves nothing. */
export const MIN_COMPRESS_BYTES = 256;
