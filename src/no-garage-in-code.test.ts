/**
 * The garage is data: its name, brands, town, street, phone, founding year, site address and
 * colours are written in src/content/ (and its pictures in src/assets/), never again in the code,
 * so that another garage built from the same code says none of this one's words.
 *
 * The words are collected from the data itself, then looked for in what the code says: the string
 * literals, template texts and JSX texts of every .ts/.tsx file of src/ (comments are not what the
 * site says: an example there stays), the whole of every .astro and .css file. Unit tests
 * (*.test.ts, *.test.tsx) are not shipped and quote the sample garage as input: left out.
 * Each exception is in ALLOWED, with why.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readContentFile } from '#data/reader.ts';

const SRC = path.resolve(import.meta.dirname);

/** What may still say a word of the sample garage, file by file, and why. */
const ALLOWED: readonly { file: string; words: readonly string[]; why: string }[] = [
  {
    file: 'admin/go-live.ts',
    words: [
      'garage-precision-vaise',
      'garage-precision-vaise.fr',
      'Précision',
      'Vaise',
      '14 impasse des Ateliers',
      '000 000 000',
    ],
    why: 'the go-live guard lists the template’s fiction (sample booking link, sample domain, sample street, sample legal identifiers) to refuse it before a publication',
  },
  {
    file: 'admin/template-fiction.ts',
    words: ['Seat'],
    why: 'the template’s sample reviews, which the go-live guard knows by their text to refuse them (one names a Seat)',
  },
  {
    file: 'admin/config.ts',
    words: ['garage-precision-vaise', 'Précision', 'Vaise'],
    why: 'the editor’s GitHub repository (owner/name): the agency’s account, set when the repository is made from the template (deploy/README.md), not something the garage says',
  },
  {
    file: 'integrations/illustration-colours.ts',
    words: ['#c62828'],
    why: 'the red the illustrations (src/assets/illustrations) are drawn in, which the build replaces by the garage’s accent: the drawings’ colour, not the garage’s',
  },
];

/** The garage's words, from its data: each a string the code must not say. */
function garageWords(): string[] {
  const garage = readContentFile('garage');
  const host = new URL(garage.siteUrl).hostname.replace(/^www\./, '');
  const words = [
    garage.name,
    // The name's own words, the trade's (« Garage ») aside: « Précision », « Vaise ».
    ...garage.name.split(/\s+/).filter((w) => w.length >= 4 && !/^garage$/i.test(w)),
    garage.legal.companyName,
    ...garage.brands.specialities,
    ...garage.brands.alsoServiced,
    garage.contact.city,
    garage.contact.district,
    garage.contact.street,
    garage.contact.postalCode,
    garage.contact.phone,
    garage.contact.phone.replaceAll(' ', ''),
    garage.contact.email,
    host,
    host.replace(/\.[a-z]+$/, ''),
    garage.founded.slice(0, 4),
    garage.legal.siren,
    garage.legal.publicationDirector.split(',')[0]!,
    ...garage.areaServed.filter((town) => town !== garage.contact.city),
    String(garage.map.latitude),
    String(garage.map.longitude),
    // Its colours, as #rrggbb and as the channels rgb() takes (« 198 40 40 »).
    ...[garage.look.primary, garage.look.accent].flatMap((hex) => [
      hex,
      [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(' '),
    ]),
  ];
  return [...new Set(words)];
}

/** Every file of src/ the rule reads: outside content/ and assets/, tests aside. */
function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(SRC, full);
    if (entry.isDirectory()) return relative === 'content' || relative === 'assets' ? [] : sourceFiles(full);
    if (/\.test\.tsx?$/.test(entry.name)) return [];
    return /\.(ts|tsx|astro|css)$/.test(entry.name) ? [relative] : [];
  });
}

/** What a file says: its literals and JSX texts (TypeScript), or its whole text less CSS comments. */
function saidIn(file: string): string {
  const text = readFileSync(path.join(SRC, file), 'utf-8');
  if (file.endsWith('.css')) return text.replace(/\/\*[\s\S]*?\*\//g, '');
  if (file.endsWith('.astro')) return text;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const said: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
      said.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return said.join('\n');
}

/** Where `word` stands as a word of its own (not inside a longer word), case and accents aside. */
function says(text: string, word: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const escaped = fold(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(fold(text));
}

describe('no word of the garage in the code', () => {
  const words = garageWords();

  it('collects the garage’s words from its data', () => {
    const garage = readContentFile('garage');
    expect(words).toEqual(
      expect.arrayContaining([garage.name, garage.contact.phone, ...garage.brands.specialities]),
    );
    expect(words.length).toBeGreaterThan(15);
  });

  it('finds them in a text that says them, not inside another word', () => {
    expect(says('Spécialiste AUDI à Lyon', 'Audi')).toBe(true);
    expect(says('precision', 'Précision')).toBe(true);
    expect(says('Lyonnais', 'Lyon')).toBe(false);
    expect(says('19810', '1981')).toBe(false);
  });

  it('src/ says none of them outside src/content/ and src/assets/, but for the allow-list', () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      const said = saidIn(file);
      const allowed = ALLOWED.filter((a) => a.file === file).flatMap((a) => a.words);
      for (const word of words)
        if (!allowed.includes(word) && says(said, word)) found.push(`${file} : « ${word} »`);
    }
    expect(found, 'write it in src/content/ and read it from the data').toEqual([]);
  });

  it('every exception is still needed', () => {
    const stale = ALLOWED.flatMap((a) => {
      const said = saidIn(a.file);
      return a.words.filter((w) => !says(said, w)).map((w) => `${a.file} : « ${w} »`);
    });
    expect(stale, 'remove these from ALLOWED').toEqual([]);
  });
});
