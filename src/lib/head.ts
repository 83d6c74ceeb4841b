/**
 * A page's head as data (after Starlight's `HeadConfig`): its title, description, canonical URL,
 * robots rule, sharing tags (Open Graph, X), structured data, theme colour and icons, in the order
 * the head writes them. `Head` (src/components/layout/Head.tsx) writes them out; the layout adds
 * the charset, the CSS layer order and the font, which must come first or are Astro's.
 * See docs/decisions/0003-search-engines-and-sharing.md.
 */
import type { SitePage } from './pages';
import { SHARE_IMAGE, absoluteUrl, isNotFoundPage, shareImageAlt, shareImagePath } from './seo';

/** One element of the head: its tag, its attributes in order, and the text of a script. */
export type HeadTag =
  | { tag: 'title'; content: string }
  | { tag: 'meta' | 'link'; attrs: Readonly<Record<string, string>> }
  | { tag: 'script'; attrs: Readonly<Record<string, string>>; content: string };

/** What a page's head is written from. */
export interface HeadInput {
  page: Pick<SitePage, 'title' | 'description' | 'noindex'>;
  /** The route as requested (the 404 page has no address of its own: no canonical URL). */
  pathname: string;
  /** garage.yaml's name and siteUrl: every URL of the head is absolute. */
  siteName: string;
  siteUrl: string;
  /** The page's JSON-LD, serialized (serializeJsonLd in structured-data.ts). */
  jsonLd: string;
  /** The logo's URL and type (the favicon). */
  icon: { href: string; type: string };
  /** The garage's primary colour (the browser's bar). */
  themeColor: string;
}

/** Every tag of a page's head but the charset, the CSS layer order and the font, in order. */
export function headTags({
  page,
  pathname,
  siteName,
  siteUrl,
  jsonLd,
  icon,
  themeColor,
}: HeadInput): HeadTag[] {
  const { title, description, noindex } = page;
  const canonical = isNotFoundPage(pathname) ? undefined : absoluteUrl(siteUrl, pathname);
  const image = absoluteUrl(siteUrl, shareImagePath(pathname));
  const imageAlt = shareImageAlt(title, siteName);
  const meta = (key: 'name' | 'property', value: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: value, content },
  });
  return [
    meta('name', 'viewport', 'width=device-width, initial-scale=1'),
    { tag: 'title', content: title },
    meta('name', 'description', description),
    ...(canonical ? [{ tag: 'link' as const, attrs: { rel: 'canonical', href: canonical } }] : []),
    meta('name', 'robots', noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(canonical ? [meta('property', 'og:url', canonical)] : []),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', SHARE_IMAGE.type),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    meta('name', 'theme-color', themeColor),
    { tag: 'link', attrs: { rel: 'icon', href: icon.href, type: icon.type } },
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/180.png' } },
    { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
    // Last: React writes a page's title, meta and link tags ahead of any script among them.
    { tag: 'script', attrs: { type: 'application/ld+json' }, content: jsonLd },
  ];
}
