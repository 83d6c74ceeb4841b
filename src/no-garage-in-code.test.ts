/**
 * The garage is data: its name, brands, town, street, phone, founding year, site address and
 * colours are written in src/content/ (and its pictures in src/assets/), never again in the code,
 * so that another garage built from the same code says none of this one's words.
 *
 * The words are collected from the data of the two garages the tests hold, the first one's
 * (tests/first-garage: the template's, Lyon) and the second one's (tests/second-garage: Valence),
 * not from src/content, which is the owner's. They are looked for in what the code says: the string
 * literals, template texts and JSX texts of every .ts/.tsx file of src/ (comments are not what the
 * site says: an example there stays), the whole of every .astro and .css file. Unit tests
 * (*.test.ts, *.test.tsx) are not shipped and quote the sample garage as input: left out.
 * Each exception is in ALLOWED, with why.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { readContentFile } from '#data/reader.ts';
import { FIRST_GARAGE } from '#tests/support/content.ts';
import { SECOND_GARAGE_CONTENT } from '#tests/second-garage/site.ts';

const SRC = path.resolve(import.meta.dirname);

/** The second garage as a root the reader reads: its data files, and its images (its logo). */
const secondGarage = mkdtempSync(path.join(tmpdir(), 'second-garage-'));
mkdirSync(path.join(secondGarage, 'src'));
cpSync(SECOND_GARAGE_CONTENT, path.join(secondGarage, 'src/content'), { recursive: true });
symlinkSync(path.join(SECOND_GARAGE_CONTENT, '../assets'), path.join(secondGarage, 'src/assets'));
afterAll(() => rmSync(secondGarage, { recursive: true, force: true }));

/** The garages whose words the code must not say, by the folder the tests keep them in. */
const GARAGES: [name: string, root: string][] = [
  ['tests/first-garage', FIRST_GARAGE],
  ['tests/second-garage', secondGarage],
];

/** What may still say a word of the sample garage, file by file, and why. */
const ALLOWED: readonly { file: string; words: readonly string[]; why: string }[] = [
  {
    file: 'admin/go-live.ts',
    words: ['garage-precision-vaise', 'garage-precision-vaise.fr', '14 impasse des Ateliers', '000 000 000'],
    why: 'the go-live guard lists the template’s fiction (sample booking link, sample domain, sample street, sample legal identifiers) to refuse it before a publication',
  },
  {
    file: 'admin/template-fiction.ts',
    words: ['Seat'],
    why: 'the template’s sample reviews, which the go-live guard knows by their text to refuse them (one names a Seat)',
  },
  {
    file: 'integrations/illustration-colours.ts',
    words: ['#c62828'],
    why: 'the red the illustrations (src/assets/illustrations) are drawn in, which the build replaces by the garage’s accent: the drawings’ colour, not the garage’s',
  },
];

/** The words of the garage at `root`, from its data: each a string the code must not say. */
function garageWords(root: string): string[] {
  const garage = readContentFile('garage', root);
  const host = new URL(garage.siteUrl).hostname.replace(/^www\./, '');
  const words = [
    garage.name,
    // The name's own words, the trade's (« Garage ») aside: « Précision », « Vaise ».
    ...garage.name.split(/\s+/).filter((w) => w.length >= 4 && !/^garage$/i.test(w)),
    garage.legal.companyName,
    ...garage.brands.specialities,
    ...garage.brands.alsoServiced,
    garage.contact.city,
    ...(garage.contact.district ? [garage.contact.district] : []),
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

/**
 * Where `word` stands as a word of its own, written as the data writes it (its capitals: « Automobiles »
 * is a garage's name, « pièces automobiles » a phrase any garage says), accents aside. A word is not
 * inside a longer one (a letter, accented or not, or a digit beside it); a word of one or two
 * characters (« DS », a brand) is a whole token only, between spaces or a sentence's punctuation (not
 * the « [\dDS] » of a pattern, not the « DS_ » of a name).
 */
function says(text: string, word: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
  const escaped = fold(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const edge = [...fold(word)].length < 3 ? `[^\\s,.;:!?()«»"“”'’…]` : '[\\p{L}\\p{N}]';
  return new RegExp(`(?<!${edge})${escaped}(?!${edge})`, 'u').test(fold(text));
}

describe('no word of the garage in the code', () => {
  const words = new Map(GARAGES.map(([name, root]) => [name, garageWords(root)]));

  it.each(GARAGES)('collects the words of %s from its data', (name, root) => {
    const garage = readContentFile('garage', root);
    expect(words.get(name)).toEqual(
      expect.arrayContaining([garage.name, garage.contact.phone, ...garage.brands.specialities]),
    );
    expect(words.get(name)!.length).toBeGreaterThan(15);
  });

  it('finds them in a text that says them, not inside another word', () => {
    expect(says('Spécialiste Audi à Lyon', 'Audi')).toBe(true);
    expect(says('Precision', 'Précision')).toBe(true);
    expect(says('Ateliers d’Écully', 'Écully')).toBe(true);
    expect(says('Lyonnais', 'Lyon')).toBe(false);
    expect(says('19810', '1981')).toBe(false);
    expect(says('Pièces automobiles d’occasion', 'Automobiles')).toBe(false);
    expect(says('la valence d’un atome', 'Valence')).toBe(false);
  });

  it('finds a word of one or two characters only as a whole token', () => {
    expect(says('Peugeot, Citroën et DS.', 'DS')).toBe(true);
    expect(says('(DS)', 'DS')).toBe(true);
    expect(says('[\\dDS]', 'DS')).toBe(false);
    expect(says('DS_STORE', 'DS')).toBe(false);
    expect(says('ds', 'DS')).toBe(false);
  });

  it.each(GARAGES)(
    'src/ says none of the words of %s outside src/content/ and src/assets/, but for the allow-list',
    (name) => {
      const found: string[] = [];
      for (const file of sourceFiles()) {
        const said = saidIn(file);
        const allowed = ALLOWED.filter((a) => a.file === file).flatMap((a) => a.words);
        for (const word of words.get(name)!)
          if (!allowed.includes(word) && says(said, word)) found.push(`${file} : « ${word} »`);
      }
      expect(found, 'write it in src/content/ and read it from the data').toEqual([]);
    },
  );

  it('every exception is still needed', () => {
    const stale = ALLOWED.flatMap((a) => {
      const said = saidIn(a.file);
      return a.words.filter((w) => !says(said, w)).map((w) => `${a.file} : « ${w} »`);
    });
    expect(stale, 'remove these from ALLOWED').toEqual([]);
  });
});
