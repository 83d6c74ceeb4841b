/**
 * The owner's edits of the price lists and the home page, generated (fast-check): renames to
 * another entry's name up to accents, case, spaces or punctuation, or to anything; deletions;
 * additions; prices of any value; offers pointed at any key of either list, or at none; texts with
 * a price written in any of the ways one is. Each edit is drawn from the repository as it is now (a
 * file's YAML text) and applied to the data the editor holds (the YAML as written). Used by the
 * editor/verifier agreement (src/admin/save-agreement.test.ts) and the build of accepted saves
 * (tests/hostile/accepted-saves.test.ts).
 */
import fc from 'fast-check';
import { CORE_SCHEMA, load } from 'js-yaml';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- YAML as the owner edits it
export type Data = Record<string, any>;
/** The files the edits change. */
export type EditedFile = 'home' | 'repairs' | 'cleaning';

/** A data file's text as the editor holds it: the YAML as written, before the schema's defaults. */
export const parse = (text: string) => load(text, { schema: CORE_SCHEMA }) as Data;

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
    fc.constantFrom(
      'Climatisation',
      'Pneus',
      'Pneus !',
      '!!!',
      'Kit de distribution à 499 €',
      '7 places',
      // The page's own ids, and one a CSS selector cannot begin with.
      'Tarifs',
      'Contenu',
      '4x4 et SUV',
    ),
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
export type Edit = { file: EditedFile; apply: (data: Data) => void; name: string };

export function edits(texts: Record<string, string>): fc.Arbitrary<Edit> {
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
