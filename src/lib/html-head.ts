/**
 * Reads the metadata of a built page (title, meta tags, canonical link) from its HTML, for the build
 * step that draws the share images and writes the sitemap from what the pages actually declare.
 * Only meant for the site's own, well-formed output.
 */

/** The metadata of a page's <head>. */
export interface HeadInfo {
  /** Text of the first <title>. */
  title: string | undefined;
  /** Content of each <meta>, by its `name` or `property` (the first one wins). */
  meta: Record<string, string>;
  /** href of <link rel="canonical">. */
  canonical: string | undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references Astro writes in text and attribute values. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The attributes of a start tag's inside (`name="x" content='y' hidden`). */
function attributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(/([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const name = m[1]!.toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** The title, meta tags and canonical URL declared in a page's <head>. */
export function readHead(html: string): HeadInfo {
  const head = /<head[\s>]([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? html;
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const meta: Record<string, string> = {};
  let canonical: string | undefined;
  for (const tag of head.matchAll(/<(meta|link)\s([^>]*)>/gi)) {
    const attrs = attributes(tag[2]!);
    if (tag[1]!.toLowerCase() === 'link') {
      if (canonical === undefined && attrs['rel']?.split(/\s+/).includes('canonical'))
        canonical = attrs['href'];
      continue;
    }
    const key = attrs['property'] ?? attrs['name'];
    if (key !== undefined && attrs['content'] !== undefined && !(key in meta)) meta[key] = attrs['content'];
  }
  return { title: title === undefined ? undefined : decodeEntities(title).trim(), meta, canonical };
}

/** True when the page asks search engines not to index it. */
export function isNoindex(head: HeadInfo): boolean {
  return /\bnoindex\b/i.test(head.meta['robots'] ?? '');
}
