/**
 * What the editor accepts is published: generated sequences of the owner's edits (renames,
 * deletions, additions, names that differ by accents, case or punctuation, prices in any text,
 * offers pointed anywhere), each checked by the editor before its save (save-check.ts, against
 * the repository as it is at that moment) and by the verifier on the repository that save would
 * leave (src/data/reader.ts, from the files on disk). The two must agree on every case; an
 * accepted save is applied, so the next edit sees it. Seeded: a failure prints its seed and path.
 */
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { CORE_SCHEMA, dump, load } from 'js-yaml';
import { afterAll, expect, it } from 'vitest';
import { contentProblems } from '#data/reader.ts';
import { checkSave } from './save-check';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- YAML as the owner edits it
type File = 'home' | 'repairs' | 'cleaning';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONTENT = path.join(ROOT, 'src/content');
/** The repository as published: every content file's text. */
const PUBLISHED = Object.fromEntries(
  readdirSync(CONTENT)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [f.replace(/\.yaml$/, ''), readFileSync(path.join(CONTENT, f), 'utf-8')]),
);

// A copy of the site's content folder, rewritten for each case; the images are the site's own.
const site = mkdtempSync(path.join(os.tmpdir(), 'save-agreement-'));
mkdirSync(path.join(site, 'src/content'), { recursive: true });
symlinkSync(path.join(ROOT, 'src/assets'), path.join(site, 'src/assets'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** The verifier's verdict on the repository `texts`: true when it publishes. */
function verifierAccepts(texts: Record<string, string>): boolean {
  for (const [name, text] of Object.entries(texts)) {
    writeFileSync(path.join(site, 'src/content', `${name}.yaml`), text);
  }
  return contentProblems(site).length === 0;
}

const parse = (text: string) => load(text, { schema: CORE_SCHEMA }) as Data;

/** Names as an owner types them: another entry's name up to accents, case, spaces or punctuation, or anything. */
const nameLike = (others: string[]) =>
  fc.oneof(
    fc
      .constantFrom(...others)
      .chain((name) =>
        fc.constantFrom(
          name,
          name.toLocaleUpperCase('fr'),
          name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
          `${name} !`,
          ` ${name}`,
          name.replaceAll(' ', '  '),
          `${name} 2`,
        ),
      ),
    fc.string({ minLength: 0, maxLength: 12 }),
    fc.constantFrom('Climatisation', 'Pneus', 'Pneus !', '!!!', 'Kit de distribution à 499 €', '7 places'),
  );
/** A text that may hold a price, in any of the ways one is written. */
const textLike = fc.oneof(
  fc.constantFrom(
    'Freins contrôlés avec soin.',
    'Kit complet dès 499 € seulement.',
    'Forfait 499 EUR.',
    'Prix 499,90 TTC.',
    'Tarif 120 HT.',
    'Promo 499,- cette semaine.',
    '€ 45 le forfait.',
    'Depuis 1981 à Lyon 9ᵉ.',
    'Ouvert 5 jours sur 7.',
  ),
  fc.string({ minLength: 1, maxLength: 20 }),
);
const keyLike = fc.oneof(
  fc.constantFrom('courroie-distribution', 'batterie', 'citadine', '7-places', 'freins', '3f2a9c1b'),
  fc.stringMatching(/^[a-z0-9-]{1,10}$/),
);

/** One edit of one file, as the editor's form would make it (on the YAML as it is now). */
type Edit = { file: File; apply: (data: Data) => void; name: string };

function edits(texts: Record<string, string>): fc.Arbitrary<Edit> {
  const repairs = parse(texts['repairs']!);
  const cleaning = parse(texts['cleaning']!);
  const home = parse(texts['home']!);
  const titles = repairs['services'].map((s: Data) => s['title'] as string);
  const types = cleaning['packages'].map((p: Data) => p['type'] as string);
  const service = fc.nat(titles.length - 1);
  const pack = fc.nat(types.length - 1);
  const offer = fc.nat(Math.max(0, home['offers'].length - 1));
  return fc.oneof(
    fc.tuple(service, nameLike(titles)).map(([i, title]) => ({
      file: 'repairs' as const,
      name: `rename service ${i} to ${JSON.stringify(title)}`,
      apply: (d: Data) => (d['services'][i].title = title),
    })),
    service.map((i) => ({
      file: 'repairs' as const,
      name: `delete service ${i}`,
      apply: (d: Data) => d['services'].splice(i, 1),
    })),
    fc.tuple(nameLike(titles), keyLike).map(([title, id]) => ({
      file: 'repairs' as const,
      name: `add service ${JSON.stringify(title)} (${id})`,
      apply: (d: Data) =>
        d['services'].push({ ...structuredClone(d['services'][0]), id, title, price: { kind: 'quote' } }),
    })),
    fc
      .tuple(service, fc.oneof(fc.constantFrom(0, 0.5, 79, 549.9, 549.999, 10_000, 10_001), fc.double()))
      .map(([i, amount]) => ({
        file: 'repairs' as const,
        name: `price of service ${i} to ${amount}`,
        apply: (d: Data) => (d['services'][i].price = { kind: 'from', amount }),
      })),
    fc.tuple(pack, nameLike(types)).map(([i, type]) => ({
      file: 'cleaning' as const,
      name: `rename package ${i} to ${JSON.stringify(type)}`,
      apply: (d: Data) => (d['packages'][i].type = type),
    })),
    pack.map((i) => ({
      file: 'cleaning' as const,
      name: `delete package ${i}`,
      apply: (d: Data) => d['packages'].splice(i, 1),
    })),
    fc.tuple(offer, fc.constantFrom('service', 'package'), keyLike).map(([i, kind, id]) => ({
      file: 'home' as const,
      name: `offer ${i} shows ${kind} ${id}`,
      apply: (d: Data) => d['offers'][i] && (d['offers'][i].price = { kind, id }),
    })),
    offer.map((i) => ({
      file: 'home' as const,
      name: `offer ${i} shows no price`,
      apply: (d: Data) => d['offers'][i] && (d['offers'][i].price = null),
    })),
    fc
      .tuple(
        fc.constantFrom(
          'headline',
          'tagline',
          'contactIntro',
          'offers.title',
          'offers.description',
          'serviceBlocks.title',
        ),
        offer,
        textLike,
      )
      .map(([field, i, text]) => ({
        file: 'home' as const,
        name: `${field} ${i} to ${JSON.stringify(text)}`,
        apply: (d: Data) => {
          const [list, key] = field.split('.');
          if (!key) d[list!] = text;
          else if (d[list!][i]) d[list!][i][key] = text;
        },
      })),
  );
}

let cases = 0;
let accepted = 0;
// About 200 saves, each read back from disk by the verifier (8 files and a git look-up each): some
// 10 s on a quiet two-core machine.
it(
  'the editor’s check and the verifier agree on every generated sequence of saves',
  { timeout: 120_000 },
  () => {
    fc.assert(
      fc.property(
        // One seed a save: each save's edit is drawn from the repository as the previous one left it.
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        (steps) => {
          let texts: Record<string, string> = { ...PUBLISHED };
          for (const seed of steps) {
            const [edit] = fc.sample(edits(texts), { numRuns: 1, seed });
            const data = parse(texts[edit!.file]!);
            edit!.apply(data);
            const repository = {
              home: texts['home'],
              repairs: texts['repairs'],
              cleaning: texts['cleaning'],
            };
            const editor = checkSave(edit!.file, structuredClone(data), repository);
            const verifier = verifierAccepts({ ...texts, [edit!.file]: dump(data, { lineWidth: -1 }) });
            cases += 1;
            expect(editor.ok, `${edit!.name}: ${editor.ok ? 'accepted' : editor.message}`).toBe(verifier);
            if (editor.ok) {
              accepted += 1;
              texts = { ...texts, [edit!.file]: dump(editor.data, { lineWidth: -1 }) };
            }
          }
        },
      ),
      { seed: 39, numRuns: 100 },
    );
    console.log(`${cases} saves checked by both, ${accepted} accepted`);
    // Enough of each verdict to mean something.
    expect(accepted).toBeGreaterThan(cases / 5);
    expect(cases - accepted).toBeGreaterThan(cases / 5);
  },
);
