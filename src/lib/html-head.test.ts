import { describe, expect, it } from 'vitest';
import { decodeEntities, isNoindex, readHead } from './html-head';

const page = `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>Contact &amp; horaires | Garage</title>
<meta name="description" content="L&#39;adresse &quot;exacte&quot;">
<link rel="canonical" href="https://www.example.fr/contact">
<meta name="robots" content="noindex, follow">
<meta property="og:image" content='https://www.example.fr/og/contact.png'>
<meta property="og:image" content="https://www.example.fr/og/second.png">
</head><body><title>Not this one</title><meta name="description" content="nor this"></body></html>`;

describe('readHead', () => {
  const head = readHead(page);
  it('reads the title, decoded', () => expect(head.title).toBe('Contact & horaires | Garage'));
  it('reads the canonical URL', () => expect(head.canonical).toBe('https://www.example.fr/contact'));
  it.each([
    ['description', 'L\'adresse "exacte"'],
    ['og:image', 'https://www.example.fr/og/contact.png'],
    ['robots', 'noindex, follow'],
  ])('reads meta %s (the first one, from the head only)', (key, value) => expect(head.meta[key]).toBe(value));
  it('tells a noindex page', () => {
    expect(isNoindex(head)).toBe(true);
    expect(isNoindex(readHead('<head><meta name="robots" content="index, follow"></head>'))).toBe(false);
    expect(isNoindex(readHead('<head><title>t</title></head>'))).toBe(false);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['a &amp; b', 'a & b'],
    ['&#8239;?', '\u202f?'],
    ['&#x2019;', '’'],
    ['&unknown;', '&unknown;'],
  ])('%s → %s', (input, expected) => expect(decodeEntities(input)).toBe(expected));
});
