/**
 * French typography of the built site: no plain space (or line break) before « : ; ! ? » or « € »,
 * and none of « ; ! ? » glued to the word before it. What is checked is what a visitor or a search
 * engine reads: the text of every page, its title, its meta descriptions and sharing tags, and the
 * text alternatives (alt, title; an aria-label is heard, where the kind of space makes no difference). Scripts (JSON-LD, inline data), styles and URLs are
 * not French prose and are left out. Run after the build: `npm run build && npm run test:build`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRegistry } from '#lib/pages.ts';
import { typographyFaults } from '#lib/typography.ts';
import { loadSiteData } from '../support/content';
import { isPublicPage } from '#scripts/lib/dist.mjs';

const DIST = path.resolve('dist');

const pages = readdirSync(DIST, { recursive: true, encoding: 'utf-8' })
  // The public pages; the owner's editor (/admin/) is not one.
  .filter(isPublicPage)
  .sort()
  .map((file) => ({ file, html: readFileSync(path.join(DIST, file), 'utf-8') }));

/** The pieces of text of a page a reader meets, each with where it comes from. */
function readableTexts(html: string): { where: string; text: string }[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const node of document.querySelectorAll('script, style, template')) node.remove();
  const metas = [...document.head.querySelectorAll('meta[content]')].filter((m) =>
    /description|title|image:alt/.test(m.getAttribute('name') ?? m.getAttribute('property') ?? ''),
  );
  return [
    { where: '<title>', text: document.title },
    ...metas.map((m) => ({
      where: `<meta ${m.getAttribute('name') ?? m.getAttribute('property')}>`,
      text: m.getAttribute('content') ?? '',
    })),
    ...[...document.body.querySelectorAll('[alt], [title]')].flatMap((el) =>
      ['alt', 'title']
        .filter((a) => el.hasAttribute(a))
        .map((a) => ({ where: `${a}="…"`, text: el.getAttribute(a) ?? '' })),
    ),
    // The body's text as one string, so a space ending one element before « : » opening the next
    // is seen too.
    { where: 'texte de la page', text: document.body.textContent ?? '' },
  ];
}

describe('French typography of the built pages', () => {
  it('finds every page of the registry', () => {
    expect(pages.length).toBe(siteRegistry(loadSiteData()).length);
  });

  it.each(pages.map((p) => [p.file, p.html]))('%s has no plain space before « : ; ! ? € »', (_, html) => {
    const faults = readableTexts(html).flatMap(({ where, text }) =>
      typographyFaults(text).map((fault) => `${where} : ${fault}`),
    );
    expect(faults).toEqual([]);
  });
});
