/**
 * The production server over HTTP, one table for nginx (the build's nginx.conf with deploy/'s
 * includes) and Apache (the build's .htaccess, GARAGE_SERVER=apache): statuses with and without trailing slash, the French 404 page,
 * security headers on every response, the CSP, /admin/, cache rules and compression. Routes and
 * files come from dist/ itself; expected headers from hosting/description.ts.
 */
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  isPublicPage,
  listFiles,
  listRoutes,
  metaCsp,
  NOT_FOUND_FILE,
  pagePolicies,
  routeFile,
} from '#scripts/lib/dist.mjs';
import { parseCsp } from '#hosting/csp.ts';
import {
  DOCUMENT_HEADERS,
  IMMUTABLE,
  isEditorPath,
  isImmutablePath,
  MIN_COMPRESS_BYTES,
  REVALIDATE,
  SECURITY_HEADERS,
} from '#hosting/description.ts';
import { buildPolicies, expectedCsp, type Host } from '#hosting/policies.ts';
import { brotliModules } from '#scripts/lib/nginx.mjs';
import { isPrecompressible } from '#scripts/lib/compression.mjs';
import { NOT_FOUND_PROBE, ROUTES } from '#lib/pages.ts';
import { BOOKING_ORIGIN, MAP_ORIGIN } from '../support/fixtures';
import { fetchRaw, header, type RawResponse } from './raw-http';

const DIST = 'dist';
const allFiles = listFiles(DIST);
/** The build's precompressed copies (scripts/precompress.mjs), apart from the files themselves. */
const isCopy = (f: string) => /\.(gz|br)$/.test(f) && allFiles.includes(f.replace(/\.(gz|br)$/, ''));
/** The hosts' own files (scripts/hosts.mjs): read by Apache and Cloudflare, never served. */
const HOST_FILES = ['.htaccess', '_headers'];
const files = allFiles.filter((f) => !isCopy(f) && !HOST_FILES.includes(f));
const copies = allFiles.filter(isCopy);
const routes = listRoutes(DIST);
const notFoundPage = readFileSync(path.join(DIST, NOT_FOUND_FILE));
/** The server under test: nginx (playwright.nginx.config.ts) or Apache (playwright.apache.config.ts). */
const SERVER: Host = process.env['GARAGE_SERVER'] === 'apache' ? 'apache' : 'nginx';
/** Debian's Apache ships mod_brotli; nginx needs an optional module. */
const hasBrotli = SERVER === 'apache' || brotliModules().length > 0;

/** Lower-case header names, as Node gives them. */
const lower = (headers: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
const SECURITY = lower(SECURITY_HEADERS);
const DOCUMENT = lower(DOCUMENT_HEADERS);
/** Features that must be denied whatever else changes in the list. */
const MUST_DENY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'browsing-topics',
];
const policies = buildPolicies(pagePolicies(DIST));

/**
 * Expects the security headers every response carries and, on an HTML document, the document
 * headers and the Permissions-Policy; the CSP this host sends for that path and type (HTML, SVG);
 * other files carry none of these. X-Robots-Tag only under /admin/.
 */
function expectSecurityHeaders(
  response: RawResponse,
  what: string,
  urlPath = what.replace(/^\S+ /, ''),
  type = header(response, 'content-type'),
) {
  for (const [name, value] of Object.entries(SECURITY)) {
    expect(header(response, name), `${name} on ${what}`).toBe(value);
  }
  const isDocument = type.startsWith('text/html');
  const servedPath = response.status === 404 ? `/${NOT_FOUND_FILE}` : urlPath;
  expect(header(response, 'content-security-policy'), `CSP on ${what} (${type})`).toBe(
    expectedCsp(SERVER, policies, servedPath, type),
  );
  if (isDocument || type.startsWith('image/svg+xml'))
    expect(header(response, 'content-security-policy'), `CSP on ${what}`).toContain("frame-ancestors 'none'");
  expect(header(response, 'x-robots-tag'), `X-Robots-Tag on ${what}`).toBe(
    isEditorPath(servedPath) ? 'noindex' : '',
  );
  if (!isDocument) {
    for (const name of Object.keys(DOCUMENT))
      expect(header(response, name), `no ${name} on ${what} (${type})`).toBe('');
    return;
  }
  for (const [name, value] of Object.entries(DOCUMENT)) {
    expect(header(response, name), `${name} on ${what}`).toBe(value);
  }
  const permissions = header(response, 'permissions-policy')
    .split(',')
    .map((p) => p.trim());
  for (const feature of MUST_DENY)
    expect(permissions, `Permissions-Policy on ${what}`).toContain(`${feature}=()`);
  expect(
    permissions.filter((p) => !p.endsWith('=()')),
    'Permissions-Policy only denies',
  ).toEqual([]);
}

const contentOf = (file: string) => readFileSync(path.join(DIST, file));

test('the build holds every route of the site map', () => {
  expect(routes).toEqual(expect.arrayContaining([...ROUTES]));
});

test('every route answers 200 with and without a trailing slash, never redirecting', async ({ baseURL }) => {
  for (const route of routes) {
    const file = routeFile(route, files);
    expect(file, route).toBeDefined();
    for (const url of route === '/' ? ['/'] : [route, `${route}/`]) {
      const response = await fetchRaw(baseURL!, url);
      expect(response.status, url).toBe(200);
      expect(header(response, 'content-type'), url).toBe('text/html; charset=utf-8');
      expect(response.body.equals(contentOf(file!)), `${url} serves ${file}`).toBe(true);
      expect(header(response, 'cache-control'), url).toBe(REVALIDATE);
      expect(header(response, 'etag'), url).not.toBe('');
      expectSecurityHeaders(response, url);
    }
  }
});

test('unknown paths answer 404 with the French 404 page and every header', async ({ baseURL }) => {
  const unknown = [
    NOT_FOUND_PROBE,
    `${NOT_FOUND_PROBE}/`,
    '/services/inconnu',
    '/_astro/absent.js',
    '/_astro/',
    `/${NOT_FOUND_FILE}`,
    '/.env',
    '/.git/config',
    ...HOST_FILES.map((f) => `/${f}`),
    '/contact/index.htm',
  ];
  expect(notFoundPage.toString('utf-8')).toContain('<html lang="fr"');
  for (const url of unknown) {
    const response = await fetchRaw(baseURL!, url);
    expect(response.status, url).toBe(404);
    expect(header(response, 'content-type'), url).toBe('text/html; charset=utf-8');
    expect(response.body.equals(notFoundPage), `${url} shows the French 404 page`).toBe(true);
    expect(header(response, 'cache-control'), `${url} is never cached as immutable`).toBe(REVALIDATE);
    expectSecurityHeaders(response, url);
  }
});

test('every file of the build is served with its type; fingerprinted assets are immutable', async ({
  baseURL,
}) => {
  const assets = files.filter((f) => f !== NOT_FOUND_FILE);
  expect(assets.some((f) => f.startsWith('_astro/'))).toBe(true);
  for (const file of assets) {
    const response = await fetchRaw(baseURL!, `/${file}`);
    expect(response.status, file).toBe(200);
    const type = header(response, 'content-type');
    expect(type, `${file} has a known type`).not.toMatch(/octet-stream/);
    if (/^(text\/|application\/(javascript|json)|image\/svg)/.test(type))
      expect(type, file).toContain('charset=utf-8');
    expect(header(response, 'cache-control'), file).toBe(
      isImmutablePath(`/${file}`) ? IMMUTABLE : REVALIDATE,
    );
    expect(response.body.equals(contentOf(file)), file).toBe(true);
    expectSecurityHeaders(response, file, `/${file}`);
  }
});

test('a conditional request revalidates with 304 and keeps the headers', async ({ baseURL }) => {
  const asset = files.find((f) => f.startsWith('_astro/'))!;
  for (const [url, cache] of [
    ['/contact', REVALIDATE],
    [`/${asset}`, IMMUTABLE],
  ] as const) {
    const first = await fetchRaw(baseURL!, url);
    const second = await fetchRaw(baseURL!, url, { headers: { 'if-none-match': header(first, 'etag') } });
    expect(second.status, url).toBe(304);
    expect(second.body.length).toBe(0);
    expect(header(second, 'cache-control'), url).toBe(cache);
    // A 304 carries no Content-Type. nginx then leaves out the headers chosen by type; Apache
    // still knows the file's type and sends them.
    const type = SERVER === 'apache' ? header(first, 'content-type') : '';
    expectSecurityHeaders(second, `304 ${url}`, url, type);
  }
});

test(`text is compressed with gzip${hasBrotli ? ' and brotli' : ' (brotli module not loadable here)'}, fonts are not`, async ({
  baseURL,
}) => {
  const pick = (ext: string) => files.find((f) => f.startsWith('_astro/') && f.endsWith(ext));
  const texts = [
    ['/contact', routeFile('/contact', files)!],
    ...['.css', '.js', '.svg']
      .map((ext) => pick(ext))
      .filter((f) => f !== undefined)
      .map((f) => [`/${f}`, f]),
    // Every text file of the editor, its configuration among them (the editor asks for it with a
    // query string, `?_=<time>`, so that no cache keeps it).
    ...files
      .filter(
        (f) => isEditorPath(`/${f}`) && isPrecompressible(f) && contentOf(f).length >= MIN_COMPRESS_BYTES,
      )
      .map((f) => [f.endsWith('.yml') ? `/${f}?_=1764250000000` : `/${f}`, f]),
  ];
  expect(texts.map(([url]) => url)).toContain('/admin/config.yml?_=1764250000000');
  for (const [url, file] of texts) {
    const gzip = await fetchRaw(baseURL!, url!, { headers: { 'accept-encoding': 'gzip' } });
    expect(header(gzip, 'content-encoding'), url).toBe('gzip');
    expect(header(gzip, 'vary'), url).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).equals(contentOf(file!)), `${url} gunzips to ${file}`).toBe(true);

    const best = await fetchRaw(baseURL!, url!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(header(best, 'content-encoding'), url).toBe(hasBrotli ? 'br' : 'gzip');
    const decoded = hasBrotli ? brotliDecompressSync(best.body) : gunzipSync(best.body);
    expect(decoded.equals(contentOf(file!)), url).toBe(true);

    const plain = await fetchRaw(baseURL!, url!);
    expect(header(plain, 'content-encoding'), `${url} without Accept-Encoding`).toBe('');
  }
  const notFound = await fetchRaw(baseURL!, NOT_FOUND_PROBE, { headers: { 'accept-encoding': 'gzip' } });
  expect(header(notFound, 'content-encoding')).toBe('gzip');
  const font = files.find((f) => f.endsWith('.woff2'));
  if (font) {
    const response = await fetchRaw(baseURL!, `/${font}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(header(response, 'content-encoding'), 'woff2 is compressed already').toBe('');
  }
});

test("the build's precompressed copies are current and are what the server sends", async ({ baseURL }) => {
  expect(
    copies.length,
    'dist/ has .gz/.br copies (built by `npm run build`, its postbuild step)',
  ).toBeGreaterThan(0);
  for (const copy of copies) {
    const file = copy.replace(/\.(gz|br)$/, '');
    const gzip = copy.endsWith('.gz');
    const decoded = gzip ? gunzipSync(contentOf(copy)) : brotliDecompressSync(contentOf(copy));
    expect(decoded.equals(contentOf(file)), `${copy} is a copy of ${file}`).toBe(true);
    if (!gzip && !hasBrotli) continue;
    const response = await fetchRaw(baseURL!, `/${file}`, {
      headers: { 'accept-encoding': gzip ? 'gzip' : 'br' },
    });
    expect(response.body.equals(contentOf(copy)), `${SERVER} sends ${copy} for /${file}`).toBe(true);
    expect(header(response, 'cache-control'), copy).toBe(
      isImmutablePath(`/${file}`) ? IMMUTABLE : REVALIDATE,
    );
  }
});

test('the CSP allows only the site, its hashes, and the booking and map frames', async ({ baseURL }) => {
  // The site's policy, from the build's meta policies plus frame-ancestors.
  const csp = parseCsp(policies.site);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect([...(csp.get('frame-src') ?? [])].sort()).toEqual([BOOKING_ORIGIN, MAP_ORIGIN].sort());
  for (const directive of ['script-src', 'style-src']) {
    const sources = csp.get(directive) ?? [];
    expect(sources[0], directive).toBe("'self'");
    expect(
      sources.slice(1).filter((s) => !/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(s)),
      `${directive}: only hashes beyond 'self'`,
    ).toEqual([]);
  }
  for (const [directive, sources] of csp) {
    if (directive === 'frame-src') continue;
    const allowed = directive === 'img-src' ? ["'self'", 'data:'] : ["'self'", "'none'"];
    expect(
      sources.filter((s) => !allowed.includes(s) && !s.startsWith("'sha")),
      `${directive} allows nothing beyond the site`,
    ).toEqual([]);
  }
  // What the server sends. Apache's header travels with the pages (dist/.htaccess): every page's
  // hashes. nginx's never carries a hash (it would have to change at every build): script-src and
  // style-src are left to each page's meta policy; every other directive is in both.
  const sent = parseCsp(header(await fetchRaw(baseURL!, '/'), 'content-security-policy'));
  for (const file of files.filter(isPublicPage)) {
    const meta = parseCsp(metaCsp(contentOf(file).toString('utf-8')) ?? '');
    for (const [directive, sources] of meta) {
      if (SERVER === 'nginx' && /^(default|script|style)-src/.test(directive)) continue;
      for (const source of sources) expect(sent.get(directive), `${file}: ${directive}`).toContain(source);
    }
  }
  if (SERVER === 'nginx') {
    for (const directive of ['default-src', 'script-src', 'style-src'])
      expect(sent.has(directive), directive).toBe(false);
    expect(
      [...sent.values()].flat().filter((s) => s.startsWith("'sha")),
      'no hash in the nginx header',
    ).toEqual([]);
  }
});

test('the editor under /admin/ has its own policy, every header, noindex; its page is revalidated, its versioned files kept a year', async ({
  baseURL,
}) => {
  // A hash of the content or a version in the path: the scripts, the fonts, the translation, the
  // libraries.
  const versioned =
    /^admin\/((garage|sveltia-cms)\.[0-9a-f]{10}\.js|fonts\/[\w-]+\.[0-9a-f]{10}\.woff2|locales\/[0-9a-f]{10}\/|vendor\/[\w.-]+@\d)/;
  const editorFiles = files.filter((f) => isEditorPath(`/${f}`));
  expect(editorFiles.filter((f) => versioned.test(f)).length).toBeGreaterThanOrEqual(7);
  for (const file of editorFiles) {
    const response = await fetchRaw(baseURL!, `/${file}`);
    expect(header(response, 'cache-control'), file).toBe(versioned.test(file) ? IMMUTABLE : REVALIDATE);
  }
  // Its page comes from issue 22 (Sveltia CMS): dist/admin/index.html with its own meta policy.
  expect(policies.admin, 'dist/admin/index.html with its own <meta> policy').toBeDefined();
  expect(policies.admin).not.toBe(policies.site);
  for (const url of ['/admin/', '/admin']) {
    const response = await fetchRaw(baseURL!, url);
    expect(response.status, url).toBe(200);
    expect(header(response, 'content-type'), url).toBe('text/html; charset=utf-8');
    expect(header(response, 'cache-control'), url).toBe(REVALIDATE);
    expect(header(response, 'x-robots-tag'), url).toBe('noindex');
    expectSecurityHeaders(response, url, '/admin/');
  }
  const page = await fetchRaw(baseURL!, '/contact');
  expect(header(page, 'content-security-policy'), 'the public pages keep their own policy').toBe(
    expectedCsp(SERVER, policies, '/contact', 'text/html'),
  );
});

test('other methods are refused, the server hides its version', async ({ baseURL }) => {
  const post = await fetchRaw(baseURL!, '/contact', { method: 'POST' });
  expect(post.status).toBe(405);
  expectSecurityHeaders(post, 'POST /contact');
  expect(header(post, 'server')).toBe(SERVER === 'nginx' ? 'nginx' : 'Apache');
});
