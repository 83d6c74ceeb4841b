/**
 * dist/_headers (Cloudflare Pages, Netlify), written by the build from hosting/: read
 * by Netlify's own parser (@netlify/headers-parser), within Cloudflare's limits, and resolved as
 * Cloudflare does (every matching rule applies, a header set twice is joined with a comma, `! Name`
 * detaches it from the other rules) for the same table as the servers' tests. Run after the build.
 * Cloudflare's local emulator (wrangler pages dev) was tried: ADR 0012 says what it gave.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { listFiles, listRoutes, NOT_FOUND_FILE, pagePolicies, routeFile } from '#scripts/lib/dist.mjs';
import {
  ADMIN_HEADERS,
  ASSETS_CSP,
  DOCUMENT_HEADERS,
  IMMUTABLE,
  REVALIDATE,
  SECURITY_HEADERS,
} from '#hosting/description.ts';
import { buildPolicies, stableDocumentCsp } from '#hosting/policies.ts';
import { HEADERS_FILE_LIMITS } from '#hosting/servers.ts';
import { PUBLICATION_PATH } from '#admin/publication.ts';

const DIST = 'dist';
const FILE = path.join(DIST, '_headers');
const text = readFileSync(FILE, 'utf-8');
const files = listFiles(DIST);
const metaPolicies = pagePolicies(DIST);
const policies = buildPolicies(metaPolicies);
const { headers: rules, errors } = await parseAllHeaders({
  headersFiles: [FILE],
  configHeaders: undefined,
  minimal: false,
});

/** The `! Name` lines of each rule (Cloudflare's detach; Netlify's parser leaves them out). */
const detached = new Map<string, string[]>();
let current = '';
for (const line of text.split('\n')) {
  if (/^\S/.test(line) && !line.startsWith('#')) current = line.trim();
  const detach = /^\s+!\s*(\S+)/.exec(line)?.[1];
  if (detach) detached.set(current, [...(detached.get(current) ?? []), detach.toLowerCase()]);
}

/** The headers Cloudflare Pages sends for `urlPath` (lower-case names). */
function resolve(urlPath: string): Record<string, string> {
  const matching = (rules as Header[]).filter((rule) => rule.forRegExp.test(urlPath));
  const dropped = new Set(matching.flatMap((rule) => detached.get(rule.for) ?? []));
  const result: Record<string, string> = {};
  for (const rule of matching) {
    const own = new Set(detached.get(rule.for) ?? []);
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      if (dropped.has(key) && !own.has(key)) continue;
      result[key] = result[key] ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}

const lower = (h: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(h).map(([n, v]) => [n.toLowerCase(), v]));

describe('dist/_headers', () => {
  it('is read without error by Netlify’s parser and stays within Cloudflare’s limits', () => {
    expect(errors.map((e) => e.message)).toEqual([]);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.length).toBeLessThanOrEqual(HEADERS_FILE_LIMITS.rules);
    const longest = Math.max(...text.split('\n').map((l) => l.length));
    expect(longest).toBeLessThanOrEqual(HEADERS_FILE_LIMITS.lineLength);
    // Cloudflare's default `Access-Control-Allow-Origin: *` on static files is detached.
    expect(detached.get('/*')).toContain('access-control-allow-origin');
  });

  const pages = listRoutes(DIST).filter((r) => r !== '/admin');
  it.each(pages.flatMap((route) => (route === '/' ? ['/'] : [route, `${route}/`])))(
    '%s gets every header, the document headers and the site’s policy without hashes beside its meta',
    (url) => {
      const sent = resolve(url);
      expect(sent).toMatchObject(lower(SECURITY_HEADERS));
      expect(sent).toMatchObject(lower(DOCUMENT_HEADERS));
      expect(sent['cache-control']).toBe(REVALIDATE);
      expect(sent['x-robots-tag']).toBeUndefined();
      expect(sent['content-security-policy']).toBe(stableDocumentCsp(policies.site));
      expect(sent['content-security-policy']).toContain("frame-ancestors 'none'");
      // Its scripts and styles are governed by its own meta policy, with their hashes.
      const file = routeFile(url.replace(/\/$/, '') || '/', files)!;
      expect(metaPolicies[file], file).toMatch(/script-src [^;]*'sha256-/);
    },
  );

  it('the 404 page gets the document headers and the policy, at any address', () => {
    for (const url of [`/${NOT_FOUND_FILE}`, '/services/voiture-occasion/vendue/', '/nulle-part']) {
      const sent = resolve(url);
      expect(sent, url).toMatchObject({ ...lower(SECURITY_HEADERS), ...lower(DOCUMENT_HEADERS) });
      expect(sent['content-security-policy'], url).toBe(stableDocumentCsp(policies.site));
    }
  });

  it('fingerprinted assets are immutable, carry no document header, and a policy that runs no script', () => {
    const assets = files.filter((f) => f.startsWith('_astro/') && !/\.(br|gz)$/.test(f));
    expect(assets.some((f) => f.endsWith('.svg'))).toBe(true);
    for (const asset of assets) {
      const sent = resolve(`/${asset}`);
      expect(sent, asset).toMatchObject(lower(SECURITY_HEADERS));
      expect(sent['cache-control'], asset).toBe(IMMUTABLE);
      // An SVG opened on its own is a document: on Cloudflare Pages and Netlify too, its scripts
      // never run, and never on the origin of the editor's session.
      expect(sent['content-security-policy'], asset).toBe(ASSETS_CSP);
      expect(ASSETS_CSP).toMatch(/default-src 'none'.*; sandbox$/);
      for (const name of Object.keys(lower(DOCUMENT_HEADERS)))
        expect(sent[name], `${name} on ${asset}`).toBeUndefined();
    }
    expect(resolve('/robots.txt')['cache-control']).toBe(REVALIDATE);
  });

  it('the editor under /admin/ has its own policy, never the site’s, and noindex', () => {
    expect(policies.admin, 'dist/admin/index.html with its own <meta> policy').toBeDefined();
    for (const url of ['/admin/', '/admin']) {
      const sent = resolve(url);
      expect(sent).toMatchObject({ ...lower(SECURITY_HEADERS), ...lower(DOCUMENT_HEADERS) });
      expect(sent['content-security-policy'], url).toBe(policies.admin);
      expect(sent['x-robots-tag'], url).toBe(ADMIN_HEADERS['X-Robots-Tag']);
      expect(sent['cache-control'], url).toBe(REVALIDATE);
    }
    expect(resolve('/admin/config.yml')['x-robots-tag']).toBe('noindex');
  });

  it('the editor’s versioned files (its scripts among them) are kept a year, its page and configuration revalidated', () => {
    const editorFiles = files.filter((f) => f.startsWith('admin/') && !/\.(br|gz)$/.test(f));
    const versioned = editorFiles.filter((f) =>
      /^admin\/((fonts|locales|vendor)\/|(garage|sveltia-cms)\.[0-9a-f]{10}\.js$)/.test(f),
    );
    expect(versioned.length).toBeGreaterThanOrEqual(7);
    for (const file of editorFiles)
      expect(resolve(`/${file}`)['cache-control'], file).toBe(
        versioned.includes(file) ? IMMUTABLE : REVALIDATE,
      );
  });

  it('the editor’s configuration goes as plain text, a type Cloudflare compresses (YAML is not one)', () => {
    expect(resolve('/admin/config.yml')['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('the build stamp the editor reads is revalidated on every request, never kept', () => {
    expect(files).toContain(PUBLICATION_PATH.slice(1));
    expect(resolve(PUBLICATION_PATH)).toMatchObject({
      'cache-control': REVALIDATE,
      'x-robots-tag': 'noindex',
    });
  });
});
