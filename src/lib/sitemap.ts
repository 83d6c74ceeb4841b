/** The sitemap and robots.txt of the site. */

/** Where the sitemap is published. */
export const SITEMAP_PATH = '/sitemap.xml';

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * A sitemap (sitemaps.org 0.9) of absolute URLs. No <lastmod>: the build does not know when a page's
 * content last changed, and a wrong date is worse than none. No <priority>/<changefreq>: Google ignores them.
 */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything may be crawled (the unfinished pages say `noindex` themselves, which a
 * crawler can only read if it may fetch them) but the owner's editor, /admin/ (no public page
 * links to it; it says `noindex` too), and where the sitemap is.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin/',
    '',
    `Sitemap: ${new URL(SITEMAP_PATH, siteUrl).href}`,
    '',
  ].join('\n');
}
