/**
 * The Content-Security-Policy headers of a build, derived from the meta policy Astro writes in each
 * page: the site's, each page's, the editor's, and nginx's hash-free one; expectedCsp says which
 * one a host sends for a response. Node runs this file as is (type stripping).
 */
import { HEADER_ONLY_DIRECTIVES, parseCsp, serializeCsp, siteCsp } from './csp.ts';
import { isEditorPath } from './description.ts';

/** The build's policies, read from its pages' meta tags. */
export interface Policies {
  /** Public pages: the union of their meta policies plus frame-ancestors (what csp.ts's siteCsp gives). */
  site: string;
  /** The editor's page, from its own meta policy plus frame-ancestors; never merged into `site`. */
  admin?: string;
}

/** A policy with the directives only a header can carry (frame-ancestors 'none'). */
function withHeaderOnly(policy: string): string {
  const directives = parseCsp(policy);
  for (const [name, sources] of HEADER_ONLY_DIRECTIVES) directives.set(name, sources);
  return serializeCsp(directives);
}

const isAdmin = (file: string) => isEditorPath(`/${file}`);

/**
 * The policies of a build from its pages' meta policies (file under dist/ → policy, undefined when
 * a page has none; scripts/lib/dist.mjs reads them). The editor's pages under /admin/ keep their
 * own policy; every other page goes into the public one.
 */
export function buildPolicies(meta: Record<string, string | undefined>): Policies {
  const publicPages = Object.entries(meta).filter(([file]) => !isAdmin(file));
  const site = siteCsp(Object.fromEntries(publicPages));
  const adminPage = Object.entries(meta).find(([file]) => isAdmin(file) && file.endsWith('index.html'));
  let admin: string | undefined;
  if (adminPage) {
    if (!adminPage[1])
      throw new Error(`${adminPage[0]} : pas de <meta http-equiv="content-security-policy">`);
    admin = withHeaderOnly(adminPage[1]);
  }
  return { site, ...(admin ? { admin } : {}) };
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

/** The servers the build is described for; each test suite names the one it runs. */
export type Host = 'nginx' | 'apache';

/**
 * The Content-Security-Policy `host` sends for a response to `urlPath` of type `contentType`,
 * or '' for none (fonts, scripts, images…): what the generated files above make each one send.
 */
export function expectedCsp(host: Host, policies: Policies, urlPath: string, contentType: string): string {
  const html = contentType.startsWith('text/html');
  const svg = contentType.startsWith('image/svg+xml');
  const admin = isEditorPath(urlPath);
  const stable = host === 'nginx';
  if (admin) {
    if (!html || !policies.admin) return '';
    return stable ? stableDocumentCsp(policies.admin) : policies.admin;
  }
  if (html) return stable ? stableDocumentCsp(policies.site) : policies.site;
  if (svg) return stable ? withoutHashes(policies.site) : policies.site;
  return '';
}
