import { describe, expect, it } from 'vitest';
import { FONT_CHARSET_RANGES, fontCharsetText, inFontCharset } from './font-charset';

describe('the fonts keep every character French copy needs', () => {
  it.each([
    ['lower-case accented letters', 'àâäçéèêëîïôöùûüÿœæ'],
    ['capitals with accents', 'ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ'],
    ['guillemets and quotes', '«»‘’“”‹›'],
    ['spaces: no-break, narrow no-break, thin', '\u00a0\u202f\u2009'],
    ['dashes and ellipsis', '-–—…'],
    ['euro, degree, times, bullet', '€°×•'],
    ['URL, e-mail and phone characters', 'https://www.ex-ample.fr/?a=1&b=2#x contact@garage.fr +33 (0)4'],
    ['digits and ASCII punctuation', '0123456789 :;!?.,\'"()[]{}'],
  ])('%s', (_, text) => {
    for (const char of text)
      expect(inFontCharset(char.codePointAt(0)!), `U+${char.codePointAt(0)!.toString(16)}`).toBe(true);
  });

  it.each([
    ['Cyrillic', 'Ж'],
    ['Greek', 'λ'],
    ['an emoji', '🚗'],
    ['a control character', '\u0007'],
    ['a CJK ideograph', '車'],
  ])('and leaves out %s', (_, char) => {
    expect(inFontCharset(char.codePointAt(0)!)).toBe(false);
  });

  it('the subsetter gets each kept character once, ranges in order and disjoint', () => {
    const text = fontCharsetText();
    const chars = [...text];
    expect(new Set(chars).size).toBe(chars.length);
    expect(chars.every((c) => inFontCharset(c.codePointAt(0)!))).toBe(true);
    const total = FONT_CHARSET_RANGES.reduce((n, [from, to]) => n + to - from + 1, 0);
    expect(chars).toHaveLength(total);
    for (const [i, [from, to]] of FONT_CHARSET_RANGES.entries()) {
      expect(from).toBeLessThanOrEqual(to);
      if (i > 0) expect(from).toBeGreaterThan(FONT_CHARSET_RANGES[i - 1]![1]);
    }
  });
});
