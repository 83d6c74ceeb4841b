import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGETS,
  checkBudgets,
  cssReferences,
  fileSizes,
  jsImports,
  kindOf,
  measurePage,
  pageReferences,
  resolveReference,
  sizes,
} from './budgets.mjs';

describe('kindOf', () => {
  it.each([
    ['/a/index.html', 'html'],
    ['/_astro/x.css', 'css'],
    ['/_astro/x.js', 'js'],
    ['/_astro/fonts/a.woff2', 'font'],
    ['/_astro/a.AVIF', 'image'],
    ['/robots.txt', 'other'],
  ])('%s is %s', (file, kind) => expect(kindOf(file)).toBe(kind));
});

describe('resolveReference', () => {
  it.each([
    ['/_astro/a.css', '/', '/_astro/a.css'],
    ['./chunk.js', '/_astro/page.js', '/_astro/chunk.js'],
    ['../fonts/a.woff2', '/_astro/css/x.css', '/_astro/fonts/a.woff2'],
    ['img%20x.png', '/contact/', '/contact/img x.png'],
    ['https://cdn.example/x.js', '/', undefined],
    ['//cdn.example/x.js', '/', undefined],
    ['data:image/png;base64,AAA', '/', undefined],
    ['#top', '/', undefined],
  ])('%s from %s → %s', (ref, from, result) => expect(resolveReference(ref, from)).toBe(result));
});

describe('cssReferences', () => {
  it('finds url() in every quoting style and @import, not in comments', () => {
    const css = `@import "b.css";@font-face{src:url("/f.woff2") format("woff2"),url('/g.woff')}a{background:url(/i.png)}/* url(/no.png) */`;
    expect(cssReferences(css)).toEqual(['/f.woff2', '/g.woff', '/i.png', 'b.css']);
  });
});

describe('jsImports', () => {
  it.each([
    ['import{a as b}from"./c.js";', ['./c.js']],
    ['import"./side.js";import*as x from "./ns.js"', ['./side.js', './ns.js']],
    ['export{a}from"./re.js";export*from"./all.js"', ['./re.js', './all.js']],
    ['const m=import("./lazy.js")', []],
    ['a.import("./no.js")', []],
  ])('%s', (js, refs) => expect(jsImports(js)).toEqual(refs));
});

describe('sizes', () => {
  it('compresses text but not fonts, and nothing under 256 bytes', () => {
    const text = Buffer.from('a'.repeat(1000));
    expect(sizes(text, 'x.css').gzip).toBeLessThan(100);
    expect(sizes(text, 'x.woff2')).toEqual({ raw: 1000, gzip: 1000, br: 1000 });
    expect(sizes(Buffer.from('a'.repeat(200)), 'x.js').gzip).toBe(200);
  });
});

describe('pageReferences', () => {
  it('reads what a page loads, once per <picture>, skipping JSON and nomodule scripts', () => {
    const html = `<head>
      <link rel="stylesheet" href="/s.css"><link rel="preload" as="font" href="/f.woff2" crossorigin>
      <link rel="modulepreload" href="/m.js"><link rel="icon" href="/i.svg"><link rel="canonical" href="/x">
      <style>@font-face{src:url(/g.woff2)}</style></head><body>
      <picture><source type="image/avif" srcset="/p-400.avif 400w, /p-800.avif 800w"><source type="image/webp" srcset="/p.webp"><img src="/p.jpg"></picture>
      <img src="/small.png" srcset="/small.png 1x, /big.png 2x">
      <astro-island component-url="/c.js" renderer-url="/r.js"></astro-island>
      <script type="application/json">{"src":"/no.js"}</script><script nomodule src="/legacy.js"></script>
      <script type="module" src="/main.js"></script><script type="module">import"/inline-dep.js"</script>
      <!-- <img src="/commented.png"> --></body>`;
    const { refs, islands, inline } = pageReferences(html);
    expect(refs.map((r) => `${r.kind}:${r.ref}`)).toEqual([
      'image:/p-800.avif',
      'css:/s.css',
      'font:/f.woff2',
      'js:/m.js',
      'image:/i.svg',
      'image:/big.png',
      'js:/c.js',
      'js:/r.js',
      'js:/main.js',
      'font:/g.woff2',
      'js:/inline-dep.js',
    ]);
    expect(islands).toBe(1);
    expect(inline.js).toEqual(['import"/inline-dep.js"']);
  });
});

describe('measurePage', () => {
  let root = '';
  const write = (file, content) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'budgets-'));
    write('_astro/s.css', `@font-face{src:url(./fonts/f.woff2)}body{background:url(/_astro/bg.svg)}`);
    write('_astro/fonts/f.woff2', Buffer.alloc(5000, 1));
    write('_astro/bg.svg', `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(300)}</svg>`);
    write('_astro/main.js', `import{a}from"./chunk.js";const l=()=>import("./lazy.js");`);
    write('_astro/chunk.js', `export const a=1;import"./chunk.js";`);
    write('_astro/lazy.js', 'x'.repeat(9000));
    write(
      'contact/index.html',
      `<link rel="stylesheet" href="/_astro/s.css"><script type="module" src="/_astro/main.js"></script><img src="../_astro/bg.svg"><img src="/missing.png">`,
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('follows stylesheets, fonts, static imports (once each), and counts every kind', () => {
    const page = measurePage({ root, file: 'contact/index.html', urlPath: '/contact/', route: '/contact' });
    expect(page.resources.map((r) => r.path).sort()).toEqual([
      '/_astro/bg.svg',
      '/_astro/chunk.js',
      '/_astro/fonts/f.woff2',
      '/_astro/main.js',
      '/_astro/s.css',
    ]);
    expect(page.totals.font).toEqual({ raw: 5000, gzip: 5000, br: 5000 });
    expect(page.totals.js.raw).toBe(
      Buffer.byteLength(`import{a}from"./chunk.js";const l=()=>import("./lazy.js");`) +
        Buffer.byteLength(`export const a=1;import"./chunk.js";`),
    );
    expect(page.missing).toEqual(['/missing.png (/contact/)']);
    const sum = ['html', 'css', 'js', 'font', 'image', 'other'].reduce((n, k) => n + page.totals[k].raw, 0);
    expect(page.totals.all.raw).toBe(sum);
  });

  it('counts the precompressed copies of a file when the build wrote them', () => {
    write('_astro/big.css', 'a{}'.repeat(500));
    write('_astro/big.css.gz', Buffer.alloc(42));
    write('_astro/big.css.br', Buffer.alloc(33));
    expect(fileSizes(root, '/_astro/big.css')).toMatchObject({ raw: 1500, gzip: 42, br: 33 });
  });

  it('reports each exceeded budget on its own line', () => {
    const page = measurePage({ root, file: 'contact/index.html', urlPath: '/contact/', route: '/contact' });
    const heavy = {
      ...page,
      totals: { ...page.totals, js: { raw: 0, gzip: BUDGETS.jsWithoutIslands + 1, br: 0 } },
    };
    expect(checkBudgets([heavy])).toEqual([
      '/contact : JavaScript 6.0 Ko gzip > 6.0 Ko (page sans îlot)',
      '/contact : référence introuvable dans dist/ : /missing.png (/contact/)',
    ]);
    expect(checkBudgets([{ ...heavy, route: '/' }])[0]).toMatch(/^\/ : référence/);
  });
});
