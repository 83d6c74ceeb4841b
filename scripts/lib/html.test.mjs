import { describe, expect, it } from 'vitest';
import { decodeEntities, parseAttributes, parseSrcset, readHtml } from './html.mjs';

describe('decodeEntities', () => {
  it.each([
    ['a &amp; b', 'a & b'],
    ['&quot;x&quot;', '"x"'],
    ['&#39;self&#39;', "'self'"],
    ['&#x27;none&#x27;', "'none'"],
    ['&unknown; stays', '&unknown; stays'],
  ])('%s → %s', (input, output) => expect(decodeEntities(input)).toBe(output));
});

describe('parseAttributes', () => {
  it.each([
    [' href="/a.css" rel=stylesheet', { href: '/a.css', rel: 'stylesheet' }],
    [" content='a > b' hidden", { content: 'a > b', hidden: '' }],
    [' SRC="/x.js" src="/ignored.js"', { src: '/x.js' }],
    [' title="&quot;q&quot;"', { title: '"q"' }],
  ])('%s', (input, output) => expect(parseAttributes(input)).toEqual(output));
});

describe('readHtml', () => {
  it('finds start tags in order, with attributes containing ">"', () => {
    const { elements } = readHtml('<meta content="a>b"><link rel="icon" href="/i.svg"/><p>t</p>');
    expect(elements.map((e) => e.name)).toEqual(['meta', 'link', 'p']);
    expect(elements[0]?.attributes['content']).toBe('a>b');
    expect(elements[1]?.attributes['href']).toBe('/i.svg');
  });

  it('keeps script and style text apart and never reads markup inside them', () => {
    const { elements, scripts, styles } = readHtml(
      '<script type="module">document.body.innerHTML = "<img src=/no.png>"</script><style>a{color:red}</style>',
    );
    expect(elements.map((e) => e.name)).toEqual(['script', 'style']);
    expect(scripts).toEqual([
      { attributes: { type: 'module' }, text: 'document.body.innerHTML = "<img src=/no.png>"' },
    ]);
    expect(styles[0]?.text).toBe('a{color:red}');
  });

  it('ignores comments', () => {
    expect(readHtml('<!-- <img src="/x.png"> --><br>').elements.map((e) => e.name)).toEqual(['br']);
  });
});

describe('parseSrcset', () => {
  it.each([
    ['/a.avif 400w, /b.avif 800w', [400, 800]],
    ['/a.png, /b.png 2x', [undefined, undefined]],
  ])('%s', (input, widths) => expect(parseSrcset(input).map((c) => c.width)).toEqual(widths));

  it('reads densities', () => {
    expect(parseSrcset('/a.png, /b.png 2x').map((c) => [c.url, c.density])).toEqual([
      ['/a.png', 1],
      ['/b.png', 2],
    ]);
  });
});
