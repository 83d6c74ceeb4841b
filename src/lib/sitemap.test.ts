import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists each URL in a sitemaps.org urlset', () => {
    expect(sitemapXml(['https://www.example.fr/', 'https://www.example.fr/contact'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://www.example.fr/</loc></url>',
        '  <url><loc>https://www.example.fr/contact</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['https://www.example.fr/?a=1&b=2', '<loc>https://www.example.fr/?a=1&amp;b=2</loc>'],
    ["https://www.example.fr/l'atelier", '<loc>https://www.example.fr/l&apos;atelier</loc>'],
  ])('escapes %s', (url, expected) => expect(sitemapXml([url])).toContain(expected));
});

describe('robotsTxt', () => {
  it('lets every crawler in but the owner’s editor, and points to the sitemap', () => {
    expect(robotsTxt('https://www.example.fr')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://www.example.fr/sitemap.xml\n',
    );
  });
});
