import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineJson } from './inline-json';

describe('inlineJson', () => {
  it.each([
    [
      'a closing script tag',
      '</script><img src=x onerror=alert(1)>',
      '\\u003c/script\\u003e\\u003cimg src=x onerror=alert(1)\\u003e',
    ],
    ['an HTML comment', '<!-- -->', '\\u003c!-- --\\u003e'],
    ['a CDATA end', ']]>', ']]\\u003e'],
    ['an ampersand', 'Tom & Jerry &amp;', 'Tom \\u0026 Jerry \\u0026amp;'],
    ['the line separators', 'a\u2028b\u2029c', 'a\\u2028b\\u2029c'],
    ['quotes', `"l’atelier" 'ici'`, `\\"l’atelier\\" 'ici'`],
  ])('escapes %s', (_what, text, expected) => {
    expect(inlineJson({ text })).toBe(`{"text":"${expected}"}`);
  });

  it('gives back any value through JSON.parse, with no character that could end the element', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = inlineJson(value);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
