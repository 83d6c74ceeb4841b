import type { HeadTag } from '#lib/head.ts';

/** Writes a page's head tags (src/lib/head.ts) in their order; the layout puts them in <head>. */
export function Head({ tags }: { tags: readonly HeadTag[] }) {
  return tags.map((t, i) => {
    switch (t.tag) {
      case 'title':
        return <title key={i}>{t.content}</title>;
      case 'meta':
        return <meta key={i} {...t.attrs} />;
      case 'link':
        return <link key={i} {...t.attrs} />;
      case 'script':
        return <script key={i} {...t.attrs} dangerouslySetInnerHTML={{ __html: t.content }} />;
    }
  });
}
