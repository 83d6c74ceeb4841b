/**
 * The production nginx configuration, over HTTP: statuses with and without trailing slash, the
 * French 404 page, security headers on every response, the CSP, cache rules and compression.
 * Routes and files come from dist/ itself.
 */
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isPublicPage, listFiles, listRoutes, NOT_FOUND_FILE, routeFile } from '../../scripts/lib/dist.mjs';
import { metaCsp, parseCsp } from '../../src/lib/csp';
import { brotliModules, checkProductionConfig } from '../../scripts/lib/nginx.mjs';
import { NOT_FOUND_PROBE, ROUTES } from '../../src/lib/pages';
import { BOOKING_ORIGIN, MAP_ORIGIN } from '../e2e/fixtures';
import { fetchRaw, header, type RawResponse } from './raw-http';

const DIST = 'dist';
const allFiles = listFiles(DIST);
/** The build's precompressed copies (scripts/precompress.mjs), apart from the files themselves. */
const isCopy = (f: string) => /\.(gz|br)$/.test(f) && allFiles.includes(f.replace(/\.(gz|br)$/, ''));
const files = allFiles.filter((f) => !isCopy(f));
const copies = allFiles.filter(isCopy);
const routes = listRoutes(DIST);
const notFoundPage = readFileSync(path.join(DIST, NOT_FOUND_FILE));
const hasBrotli = brotliModules().length > 0;

/** On every response. */
const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};
/** On documents (HTML) only: elsewhere they mean nothing and cost 2 KB a response. */
const DOCUMENT_HEADERS = {
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};
/** Features the site never uses: each must be denied to the pages and their frames. */
const DENIED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'interest-cohort',
  'browsing-topics',
];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Expects the security headers every response carries and, on an HTML document, the document
 * headers, the strict CSP and the Permissions-Policy; an SVG image carries the CSP too (opened on
 * its own it is a document); other files carry none of these.
 */
function expectSecurityHeaders(response: RawResponse, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(header(response, name), `${name} on ${what}`).toBe(value);
  }
  const type = header(response, 'content-type');
  const isDocument = type.startsWith('text/html');
  const csp = header(response, 'content-security-policy');
  if (isDocument || type.startsWith('image/svg+xml'))
    expect(csp, `CSP on ${what}`).toContain("frame-ancestors 'none'");
  else expect(csp, `no CSP on ${what} (${type})`).toBe('');
  if (!isDocument) {
    for (const name of [...Object.keys(DOCUMENT_HEADERS), 'permissions-policy'])
      expect(header(response, name), `no ${name} on ${what} (${type})`).toBe('');
    return;
  }
  for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) {
    expect(header(response, name), `${name} on ${what}`).toBe(value);
  }
  const permissions = header(response, 'permissions-policy')
    .split(',')
    .map((p) => p.trim());
  for (const feature of DENIED_FEATURES)
    expect(permissions, `Permissions-Policy on ${what}`).toContain(`${feature}=()`);
  expect(
    permissions.filter((p) => !p.endsWith('=()')),
    'Permissions-Policy only denies',
  ).toEqual([]);
}

const contentOf = (file: string) => readFileSync(path.join(DIST, file));

test('the build holds every route of the site map, and the production layout passes nginx -t', () => {
  expect(routes).toEqual(expect.arrayContaining([...ROUTES]));
  const report = checkProductionConfig();
  test.skip(report?.startsWith('skip:') ?? false, report ?? '');
  expect(report, 'nginx -t with deploy/host.conf, tls.conf and redirect.conf').toBeUndefined();
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
      expect(header(response, 'cache-control'), url).toBe('no-cache');
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
    '/contact/index.htm',
  ];
  expect(notFoundPage.toString('utf-8')).toContain('<html lang="fr"');
  for (const url of unknown) {
    const response = await fetchRaw(baseURL!, url);
    expect(response.status, url).toBe(404);
    expect(header(response, 'content-type'), url).toBe('text/html; charset=utf-8');
    expect(response.body.equals(notFoundPage), `${url} shows the French 404 page`).toBe(true);
    expect(header(response, 'cache-control'), `${url} is never cached as immutable`).toBe('no-cache');
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
    expect(header(response, 'cache-control'), file).toBe(file.startsWith('_astro/') ? IMMUTABLE : 'no-cache');
    expect(response.body.equals(contentOf(file)), file).toBe(true);
    expectSecurityHeaders(response, file);
  }
});

test('a conditional request revalidates with 304 and keeps the headers', async ({ baseURL }) => {
  const asset = files.find((f) => f.startsWith('_astro/'))!;
  for (const [url, cache] of [
    ['/contact', 'no-cache'],
    [`/${asset}`, IMMUTABLE],
  ] as const) {
    const first = await fetchRaw(baseURL!, url);
    const second = await fetchRaw(baseURL!, url, { headers: { 'if-none-match': header(first, 'etag') } });
    expect(second.status, url).toBe(304);
    expect(second.body.length).toBe(0);
    expect(header(second, 'cache-control'), url).toBe(cache);
    expectSecurityHeaders(second, `304 ${url}`);
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
  ];
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

test("the build's precompressed copies are current and are what nginx sends", async ({ baseURL }) => {
  test.skip(
    copies.length === 0,
    'dist/ has no .gz/.br copies (built without `npm run build`): on-the-fly only',
  );
  for (const copy of copies) {
    const file = copy.replace(/\.(gz|br)$/, '');
    const gzip = copy.endsWith('.gz');
    const decoded = gzip ? gunzipSync(contentOf(copy)) : brotliDecompressSync(contentOf(copy));
    expect(decoded.equals(contentOf(file)), `${copy} is a copy of ${file}`).toBe(true);
    if (!gzip && !hasBrotli) continue;
    const response = await fetchRaw(baseURL!, `/${file}`, {
      headers: { 'accept-encoding': gzip ? 'gzip' : 'br' },
    });
    expect(response.body.equals(contentOf(copy)), `nginx sends ${copy} for /${file}`).toBe(true);
    expect(header(response, 'cache-control'), copy).toBe(file.startsWith('_astro/') ? IMMUTABLE : 'no-cache');
  }
});

test('the CSP allows only the site, its hashes, and the booking and map frames', async ({ baseURL }) => {
  const response = await fetchRaw(baseURL!, '/');
  const csp = parseCsp(header(response, 'content-security-policy'));
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
  // The header is a superset of every page's meta policy: the meta stays the stricter one.
  for (const file of files.filter(isPublicPage)) {
    const meta = parseCsp(metaCsp(contentOf(file).toString('utf-8')) ?? '');
    for (const [directive, sources] of meta) {
      for (const source of sources) expect(csp.get(directive), `${file}: ${directive}`).toContain(source);
    }
  }
});

test('other methods are refused, the server hides its version', async ({ baseURL }) => {
  const post = await fetchRaw(baseURL!, '/contact', { method: 'POST' });
  expect(post.status).toBe(405);
  expectSecurityHeaders(post, 'POST /contact');
  expect(header(post, 'server')).toBe('nginx');
});
