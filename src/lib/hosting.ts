/**
 * What the web server must send, described once and written in each host's own format by the
 * build (scripts/hosts.mjs, run by `npm run build`): Apache's `.htaccess` (OVH and most French
 * shared hosting), `_headers` (Cloudflare Pages, Netlify) and the nginx include. The tests of every
 * host (tests/nginx/, the Apache and `_headers` checks) read their expectations from here too.
 * Node runs this file as is (type stripping): keep its syntax erasable.
 */
import { HEADER_ONLY_DIRECTIVES, parseCsp, serializeCsp, siteCsp } from './csp.ts';

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
export const DENIED_FEATURES: readonly string[] = [
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
 * script and style sheet they would cost up to 2 KB a response for nothing. The CSP is apart
 * (documentCsp): each document gets its own.
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
/** Cache-Control of everything else (pages, the 404 page, unhashed files): revalidated on every use. */
export const REVALIDATE = 'no-cache';

/** The owner's editor (issue 22): its own page, its own policy, kept out of search engines. */
export const ADMIN_PREFIX = '/admin/';
/** Sent on everything under /admin/. */
export const ADMIN_HEADERS: Readonly<Record<string, string>> = { 'X-Robots-Tag': 'noindex' };

/** Text types that are compressed (precompressed copies from the build, or on the fly). */
export const COMPRESSIBLE_TYPES: readonly string[] = [
  'text/html',
  'text/css',
  'text/plain',
  'text/xml',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'image/svg+xml',
];
/** Extensions of the files the build precompresses: scripts/lib/compression.mjs's list (a test checks). */
export const PRECOMPRESSED_EXTENSIONS = [
  'html',
  'css',
  'js',
  'mjs',
  'json',
  'svg',
  'txt',
  'xml',
  'webmanifest',
];

/** The build's policies, read from its pages' meta tags. */
export interface Policies {
  /** Public pages: the union of their meta policies plus frame-ancestors (what csp.ts's siteCsp gives). */
  site: string;
  /** Each public page (its file under dist/) → its own meta policy plus frame-ancestors. */
  pages: Record<string, string>;
  /** The editor's page, from its own meta policy plus frame-ancestors; never merged into `site`. */
  admin?: string;
}

/** A policy with the directives only a header can carry (frame-ancestors 'none'). */
export function withHeaderOnly(policy: string): string {
  const directives = parseCsp(policy);
  for (const [name, sources] of HEADER_ONLY_DIRECTIVES) directives.set(name, sources);
  return serializeCsp(directives);
}

const isAdmin = (file: string) => `/${file}`.startsWith(ADMIN_PREFIX);

/**
 * The policies of a build from its pages' meta policies (file under dist/ → policy, undefined when
 * a page has none; scripts/lib/dist.mjs reads them). The editor's pages under /admin/ keep their
 * own policy; every other page goes into the public one.
 */
export function buildPolicies(meta: Record<string, string | undefined>): Policies {
  const publicPages = Object.entries(meta).filter(([file]) => !isAdmin(file));
  const site = siteCsp(Object.fromEntries(publicPages));
  const pages = Object.fromEntries(publicPages.map(([file, policy]) => [file, withHeaderOnly(policy!)]));
  const adminPage = Object.entries(meta).find(([file]) => isAdmin(file) && file.endsWith('index.html'));
  let admin: string | undefined;
  if (adminPage) {
    if (!adminPage[1])
      throw new Error(`${adminPage[0]} : pas de <meta http-equiv="content-security-policy">`);
    admin = withHeaderOnly(adminPage[1]);
  }
  return { site, pages, ...(admin ? { admin } : {}) };
}

const GENERATED = 'Generated by scripts/hosts.mjs from the build (src/lib/hosting.ts): do not edit.';

/** `"…"` for an Apache directive argument: refuses what would end the string. */
function quoted(value: string): string {
  if (/["\\\n]/.test(value)) throw new Error(`en-tête impossible à écrire pour Apache : ${value}`);
  return `"${value}"`;
}

/**
 * The site's two host names from its public URL (siteUrl in src/content/garage.yaml): the
 * canonical one, and the other one visitors may type (the bare domain for www.x, www.x for a bare
 * domain), which every host redirects to the canonical one.
 */
export function hostNames(siteUrl: string): { canonical: URL; other: string } {
  const canonical = new URL(siteUrl);
  if (canonical.protocol !== 'https:' || canonical.pathname !== '/' || canonical.port)
    throw new Error(`siteUrl « ${siteUrl} » : attendu https://nom-de-domaine, sans chemin ni port`);
  const host = canonical.hostname;
  return { canonical, other: host.startsWith('www.') ? host.slice(4) : `www.${host}` };
}

/**
 * dist/.htaccess for Apache 2.4 with `AllowOverride All` (OVH's shared hosting): mod_rewrite
 * for the routes, the 404 page, the methods and the precompressed copies; mod_headers for the
 * headers (`always`, so errors carry them too); mod_mime for the types and encodings. Only the
 * optional modules (brotli, deflate) sit in <IfModule>: a host without mod_rewrite or mod_headers
 * answers 500, which is noticed, rather than serving the site without its headers.
 */
export function htaccess(policies: Policies, siteUrl: string): string {
  const html = '%{CONTENT_TYPE} =~ m#^text/html#';
  const { canonical, other } = hostNames(siteUrl);
  const name = (host: string) => host.replaceAll('.', '\\.');
  // After the rewrites and the 404 page's internal redirect, REQUEST_URI is the file served:
  // /contact/index.html, /_astro/x.js.br, /404.html.
  const admin = `%{REQUEST_URI} =~ m#^${ADMIN_PREFIX}#`;
  const ext = PRECOMPRESSED_EXTENSIONS.join('|');
  const lines = [
    `# ${GENERATED}`,
    '# Apache 2.4 (OVH and most shared hosting read it): routes, the French 404 page, headers,',
    '# caching and the precompressed .br/.gz copies. Needs mod_rewrite, mod_headers and mod_mime.',
    '',
    '# ---- Routes: /contact and /contact/ both serve contact/index.html, without a redirect; a',
    '# folder without a page, a dotfile, /404.html itself and anything unknown answer 404 with the',
    '# French page; only GET and HEAD.',
    'Options -Indexes -MultiViews',
    'DirectorySlash Off',
    'DirectoryIndex disabled',
    'ErrorDocument 404 /404.html',
    'RewriteEngine On',
    '',
    `# ---- One address: ${canonical.origin}. The other name (${other}) and plain HTTP`,
    '# answer 301 there, path and query kept, in one step. A request is HTTPS when Apache',
    "# terminates TLS (HTTPS on; ENV:HTTPS on OVH's Cloud Web), when it arrives on port 443 (OVH's",
    '# recipe for its shared hosting keys on the port), or when a CDN or proxy in front',
    '# says so (X-Forwarded-Proto: https): never redirected again, so no loop. Other host names',
    "# (a local preview on 127.0.0.1, the host's temporary address) are served as they are.",
    `RewriteCond %{HTTP_HOST} ^${name(other)}(:\\d+)?$ [NC]`,
    `RewriteRule ^ ${canonical.origin}%{REQUEST_URI} [R=301,L]`,
    `RewriteCond %{HTTP_HOST} ^${name(canonical.hostname)}(:\\d+)?$ [NC]`,
    'RewriteCond %{HTTPS} !=on',
    'RewriteCond %{ENV:HTTPS} !=on',
    'RewriteCond %{SERVER_PORT} !=443',
    'RewriteCond %{HTTP:X-Forwarded-Proto} !=https [NC]',
    `RewriteRule ^ ${canonical.origin}%{REQUEST_URI} [R=301,L]`,
    '',
    'RewriteCond %{REQUEST_METHOD} !^(GET|HEAD)$',
    'RewriteRule ^ - [R=405,L]',
    'RewriteRule (^|/)\\.(?!well-known/) - [R=404,L]',
    'RewriteRule ^_headers$ - [R=404,L]',
    'RewriteCond %{ENV:REDIRECT_STATUS} ^$',
    'RewriteRule ^404\\.html$ - [R=404,L]',
    'RewriteRule ^$ index.html [L]',
    'RewriteCond %{REQUEST_FILENAME} -d',
    'RewriteCond %{REQUEST_FILENAME}/index.html -f',
    'RewriteRule ^(.+?)/?$ $1/index.html [L]',
    'RewriteCond %{REQUEST_FILENAME} -d',
    'RewriteRule ^ - [R=404,L]',
    '',
    '# ---- Precompressed copies written by the build (gzip 9, brotli 11): sent as they are when',
    '# the browser accepts them, with the type of the original file and Content-Encoding from',
    '# mod_mime. Anything else is compressed on the fly where the host has mod_brotli or',
    '# mod_deflate (both skip an answer that already has a Content-Encoding).',
    'RewriteCond %{HTTP:Accept-Encoding} \\bbr\\b',
    'RewriteCond %{REQUEST_FILENAME}.br -f',
    `RewriteRule ^(.+\\.(${ext}))$ $1.br [L]`,
    'RewriteCond %{HTTP:Accept-Encoding} \\bgzip\\b',
    'RewriteCond %{REQUEST_FILENAME}.gz -f',
    `RewriteRule ^(.+\\.(${ext}))$ $1.gz [L]`,
    'RemoveType .br .gz',
    'AddEncoding br .br',
    'AddEncoding gzip .gz',
    'AddType text/javascript .js .mjs',
    'AddType application/manifest+json .webmanifest',
    'AddType application/yaml .yml',
    'AddType image/svg+xml .svg',
    `AddCharset utf-8 ${PRECOMPRESSED_EXTENSIONS.map((e) => `.${e}`).join(' ')}`,
    `<FilesMatch "\\.(${ext})(\\.br|\\.gz)?$">`,
    '    Header always merge Vary Accept-Encoding',
    '</FilesMatch>',
    '<IfModule mod_brotli.c>',
    `    AddOutputFilterByType BROTLI_COMPRESS ${COMPRESSIBLE_TYPES.join(' ')}`,
    '</IfModule>',
    '<IfModule mod_deflate.c>',
    `    AddOutputFilterByType DEFLATE ${COMPRESSIBLE_TYPES.join(' ')}`,
    '</IfModule>',
    '',
    '# ---- Headers, on every response including errors (always).',
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `Header always set ${name} ${quoted(value)}`),
    ...Object.entries(DOCUMENT_HEADERS).map(
      ([name, value]) => `Header always set ${name} ${quoted(value)} "expr=${html}"`,
    ),
    "# The CSP: the build's meta policies plus frame-ancestors, on HTML and SVG (an SVG opened on",
    "# its own is a document); the editor under /admin/ has its own, never merged with the site's.",
    `Header always set Content-Security-Policy ${quoted(policies.site)} "expr=%{CONTENT_TYPE} =~ m#^(text/html|image/svg\\+xml)# && ! (${admin})"`,
    ...(policies.admin
      ? [`Header always set Content-Security-Policy ${quoted(policies.admin)} "expr=${html} && ${admin}"`]
      : []),
    ...Object.entries(ADMIN_HEADERS).map(
      ([name, value]) => `Header always set ${name} ${quoted(value)} "expr=${admin}"`,
    ),
    '# Caching: fingerprinted assets for a year; everything else, the 404 page included, revalidated.',
    `Header always set Cache-Control ${quoted(REVALIDATE)}`,
    `Header always set Cache-Control ${quoted(IMMUTABLE)} "expr=%{REQUEST_URI} =~ m#^${ASSETS_PREFIX}# && ! (${html})"`,
    '',
  ];
  return lines.join('\n');
}

/** Cloudflare Pages' documented limits for `_headers`. */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 };

/**
 * dist/_headers for Cloudflare Pages (and Netlify): every response gets the security headers and
 * `no-cache`; /_astro/* detaches that and is immutable; each page (/x/) and the 404
 * page get the document headers and their own meta policy plus frame-ancestors (the union of all
 * pages would pass Cloudflare's 2 000 characters a line); /admin/ its own policy and noindex.
 * Throws when the result passes Cloudflare's limits.
 */
export function headersFile(policies: Policies): string {
  const rules: [string, [string, string][]][] = [];
  // Cloudflare adds `Access-Control-Allow-Origin: *` to static files by default (seen with
  // wrangler pages dev): other sites could then read them with fetch(). Detached.
  rules.push([
    '/*',
    [
      ['! Access-Control-Allow-Origin', ''],
      ...Object.entries(SECURITY_HEADERS),
      ['Cache-Control', REVALIDATE],
    ],
  ]);
  rules.push([
    `${ASSETS_PREFIX}*`,
    [
      ['! Cache-Control', ''],
      ['Cache-Control', IMMUTABLE],
      ['Content-Security-Policy', ASSETS_CSP],
    ],
  ]);
  for (const [file, policy] of Object.entries(policies.pages).sort()) {
    const headers: [string, string][] = [
      ...Object.entries(DOCUMENT_HEADERS),
      ['Content-Security-Policy', policy],
    ];
    // Cloudflare serves dir/index.html at /dir/ (and redirects /dir there); Netlify's rule /dir/
    // matches /dir too: one rule a page.
    rules.push([`/${file}`.replace(/index\.html$/, ''), headers]);
  }
  if (policies.admin) {
    const headers: [string, string][] = [
      ...Object.entries(DOCUMENT_HEADERS),
      ['Content-Security-Policy', policies.admin],
    ];
    rules.push([ADMIN_PREFIX, headers]);
  }
  rules.push([`${ADMIN_PREFIX}*`, Object.entries(ADMIN_HEADERS)]);
  if (rules.length > HEADERS_FILE_LIMITS.rules)
    throw new Error(`_headers : ${rules.length} règles, Cloudflare en accepte ${HEADERS_FILE_LIMITS.rules}`);
  const text = [
    `# ${GENERATED}`,
    '# Cloudflare Pages / Netlify: headers per path (a request gets every matching rule).',
    ...rules.flatMap(([p, headers]) => [
      p,
      ...headers.map(([name, value]) => (name.startsWith('!') ? `  ${name}` : `  ${name}: ${value}`)),
    ]),
    '',
  ].join('\n');
  const long = text.split('\n').find((line) => line.length > HEADERS_FILE_LIMITS.lineLength);
  if (long)
    throw new Error(
      `_headers : une ligne de ${long.length} caractères (${HEADERS_FILE_LIMITS.lineLength} au plus)`,
    );
  return text;
}

/** Fetch directives that fall back to default-src, apart from script-src and style-src. */
const OTHER_FETCH_DIRECTIVES = [
  'child-src',
  'connect-src',
  'font-src',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'worker-src',
];
const HASH = /^'sha(256|384|512)-/;

/** A policy without its hashes: what a build's header keeps from one build to the next. */
export function withoutHashes(policy: string): string {
  const directives = parseCsp(policy);
  for (const [name, sources] of directives)
    directives.set(
      name,
      sources.filter((s) => !HASH.test(s)),
    );
  return serializeCsp(directives);
}

/**
 * The header policy of documents for a server whose configuration is not deployed with the pages
 * (nginx): everything of `policy` but the hashed directives. default-src is spelt out into each
 * fetch directive it covered, then dropped with script-src and style-src, which each page's meta
 * policy (its own hashes) alone governs: a browser enforces both policies, so the pair is as
 * strict as the full header for everything after the meta (ADR 0012 measures it in Chromium).
 * It changes only when the site's sources do (a new third party), never with a build's hashes.
 */
export function stableDocumentCsp(policy: string): string {
  const directives = parseCsp(policy);
  const fallback = directives.get('default-src');
  if (fallback)
    for (const name of OTHER_FETCH_DIRECTIVES) if (!directives.has(name)) directives.set(name, [...fallback]);
  for (const name of [
    'default-src',
    'script-src',
    'script-src-elem',
    'script-src-attr',
    'style-src',
    'style-src-elem',
    'style-src-attr',
  ])
    directives.delete(name);
  return serializeCsp(directives);
}

/**
 * The nginx include (http level) generated with the build: the CSP of each response by path and
 * type ($garage_csp: the editor's own policy under /admin/, the site's on other HTML, the site's
 * without hashes on SVG, nothing elsewhere) and $garage_robots (noindex under /admin/). Nothing
 * in it depends on the build's hashes (stableDocumentCsp): a new build whose hashes changed is
 * deployed by copying dist/ alone. nginx.conf sends both with add_header at server level, so that
 * no location drops the inherited headers.
 */
export function nginxInclude(policies: Policies): string {
  const site = stableDocumentCsp(policies.site);
  const svg = withoutHashes(policies.site);
  const admin = policies.admin && stableDocumentCsp(policies.admin);
  for (const policy of [site, svg, admin ?? ''])
    if (/["\\$\n]/.test(policy)) throw new Error('CSP : caractère impossible dans un en-tête nginx');
  const prefix = ADMIN_PREFIX.replace(/\/$/, '');
  return [
    `# ${GENERATED}`,
    '# Included by nginx.conf at http level; the server block sends $garage_csp as the',
    '# Content-Security-Policy header and $garage_robots as X-Robots-Tag. It holds no hash: it',
    '# changes only when the site allows a new source (a new third party), not at every build.',
    'map "$uri $sent_http_content_type" $garage_csp {',
    ...(admin ? [`    "~^${prefix}/\\S* text/html" "${admin}";`] : []),
    `    "~^${prefix}/" "";`,
    `    "~^\\S+ text/html" "${site}";`,
    `    "~^\\S+ image/svg\\+xml" "${svg}";`,
    '    default "";',
    '}',
    'map $uri $garage_robots {',
    `    ~^${prefix}/ "${ADMIN_HEADERS['X-Robots-Tag']}";`,
    '    default "";',
    '}',
    '',
  ].join('\n');
}

/** The servers the build is described for; each test suite names the one it runs. */
export type Host = 'nginx' | 'apache';

/**
 * The Content-Security-Policy `host` sends for a response to `urlPath` of type `contentType`,
 * or '' for none (fonts, scripts, images…): what the generated files above make each one send.
 */
export function expectedCsp(host: Host, policies: Policies, urlPath: string, contentType: string): string {
  const html = contentType.startsWith('text/html');
  const svg = contentType.startsWith('image/svg+xml');
  const admin = urlPath === '/admin' || urlPath.startsWith(ADMIN_PREFIX);
  const stable = host === 'nginx';
  if (admin) {
    if (!html || !policies.admin) return '';
    return stable ? stableDocumentCsp(policies.admin) : policies.admin;
  }
  if (html) return stable ? stableDocumentCsp(policies.site) : policies.site;
  if (svg) return stable ? withoutHashes(policies.site) : policies.site;
  return '';
}
