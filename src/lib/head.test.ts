import { describe, expect, it } from 'vitest';
import { headTags, type HeadTag } from './head';

const page = { title: 'Contact | Garage X', description: 'Adresse et horaires.', noindex: false };
const input = {
  page,
  siteName: 'Garage X',
  siteUrl: 'https://example.fr',
  jsonLd: '{}',
  icon: { href: '/logo.svg', type: 'image/svg+xml' },
  themeColor: '#2a4d8f',
};

/** The value of the meta tag named `key` (name or property), or of the link `rel`. */
const find = (tags: HeadTag[], key: string) =>
  tags.flatMap((t) => {
    if (t.tag === 'title') return key === 'title' ? [t.content] : [];
    if (t.tag === 'script') return [];
    const { name, property, rel, content, href } = t.attrs;
    return [name, property, rel].includes(key) ? [content ?? href] : [];
  });

describe('headTags', () => {
  it.each([
    ['a page', '/contact', false, 'canonical', ['https://example.fr/contact']],
    ['a page', '/contact', false, 'og:url', ['https://example.fr/contact']],
    ['a page', '/contact', false, 'robots', ['index, follow, max-image-preview:large']],
    ['a page', '/contact/', false, 'og:image', ['https://example.fr/og/contact.png']],
    ['the 404 page (no address of its own)', '/404', true, 'canonical', []],
    ['the 404 page (no address of its own)', '/404', true, 'og:url', []],
    ['a page kept out of search results', '/404', true, 'robots', ['noindex, follow']],
    ['the home page', '/', false, 'twitter:image', ['https://example.fr/og/accueil.png']],
    ['every page', '/', false, 'og:image:alt', ['Garage X\u00a0: Contact']],
    ['every page', '/', false, 'title', ['Contact | Garage X']],
  ])('%s (%s): %s', (_, pathname, noindex, key, expected) => {
    expect(find(headTags({ ...input, page: { ...page, noindex }, pathname }), key)).toEqual(expected);
  });

  it('writes the viewport first and the structured data last, with its JSON as given', () => {
    const tags = headTags({ ...input, pathname: '/contact', jsonLd: '{"@graph":[]}' });
    expect(tags[0]).toEqual({
      tag: 'meta',
      attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    });
    expect(tags.at(-1)).toEqual({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      content: '{"@graph":[]}',
    });
  });
});
