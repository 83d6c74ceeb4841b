import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS } from './paths';

const SRC = path.resolve(import.meta.dirname, '..');

/** Every component, layout and page source file. */
const sources = ['components', 'layouts', 'pages'].flatMap((folder) =>
  readdirSync(path.join(SRC, folder), { recursive: true, encoding: 'utf-8' })
    .filter((file) => /\.(tsx|astro)$/.test(file) && !file.includes('.test.'))
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
);

/** The quoted strings of `text` that name a page of the site: '/reservation', "/contact#horaires"… */
function pathLiterals(text: string): string[] {
  const pages = new Set<string>(Object.values(PATHS));
  return [...text.matchAll(/(["'`])(\/[\w/-]*)(#[\w-]*)?\1/g)]
    .map((m) => m[2]!)
    .filter((p) => pages.has(p) || [...pages].some((page) => page !== '/' && p.startsWith(`${page}/`)));
}

describe('links to the site’s pages', () => {
  it('finds a path written out, with or without an anchor', () => {
    expect(
      pathLiterals(`<a href="/reservation">x</a> <Button href='/contact#horaires' /> '/_astro/x.svg'`),
    ).toEqual(['/reservation', '/contact']);
  });

  it.each(sources)('%s links to pages through PATHS, never a path written out', (file) => {
    expect(pathLiterals(readFileSync(path.join(SRC, file), 'utf-8'))).toEqual([]);
  });
});
