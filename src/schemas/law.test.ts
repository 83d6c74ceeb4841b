/**
 * The fields the law asks of a garage's price display and reviews (issue 43), tried one bad edit at
 * a time at the loader level, as schemas.test.ts does: each must stop with the exact French message
 * naming the file, the entry, the field and the fix; what a careful owner writes must pass.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDataFile } from '#data/loader.ts';
import { ContentDataError } from '#data/parse.ts';
import { CONTENT_FILES, type ContentName } from '#data/reader.ts';
import { FIRST_GARAGE, once } from '#tests/support/content.ts';

/** The tests' own garage: every edit below is tried on its files. */
const root = FIRST_GARAGE;
const read = (name: ContentName) => readFileSync(path.join(root, 'src/content', `${name}.yaml`), 'utf-8');
const assets = path.join(root, 'src/assets');
const parse = (name: ContentName, text: string) =>
  parseDataFile(`src/content/${name}.yaml`, text, CONTENT_FILES[name], assets);

/** Parses `text` as the data file `name` and returns the error's lines, or fails if it was accepted. */
function errorsOf(name: ContentName, text: string): string[] {
  try {
    parse(name, text);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentDataError);
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((l) => l.trim());
  }
  throw new Error('the bad edit was accepted');
}

/** The mechanics rate (72 €) with another value. */
const mechanics = (rate: string) =>
  once('{ work: Mécanique et entretien, rate: 72 }', `{ work: Mécanique et entretien, rate: ${rate} }`);
/** The first sample review's dates. */
const firstReview = (date: string, experience: string) =>
  once('    date: 2026-11-18\n    experience: 2026-11', `    date: ${date}\n    experience: ${experience}`);
const realReviews = once('sample: true', 'sample: false');

const R = 'src/content/repairs.yaml';
const rate = 'le taux horaire doit être compris entre 20 € et 300 € TTC de l’heure';

// « Today » for these cases: 27 November 2026, in Paris.
const TODAY = new Date('2026-11-27T10:00:00+01:00');

const EDITS: [what: string, file: ContentName, edit: (text: string) => string, expected: string[]][] = [
  ['a rate under 20 €', 'repairs', mechanics('19.99'), [`${R} → labour.rates n° 1 → rate : ${rate}`]],
  ['a rate over 300 €', 'repairs', mechanics('300.01'), [`${R} → labour.rates n° 1 → rate : ${rate}`]],
  ['a rate of 0 €', 'repairs', mechanics('0'), [`${R} → labour.rates n° 1 → rate : ${rate}`]],
  [
    'a rate with three decimals',
    'repairs',
    mechanics('72.5555'),
    [`${R} → labour.rates n° 1 → rate : le taux horaire ne peut pas avoir plus de deux décimales`],
  ],
  [
    'a rate written with its unit',
    'repairs',
    mechanics('72 €'),
    [
      `${R} → labour.rates n° 1 → rate : nombre attendu, « 72 € » est du texte : écrivez le nombre seul, sans unité ni guillemets`,
    ],
  ],
  [
    'two rates for one kind of work',
    'repairs',
    once('{ work: Carrosserie, rate: 78 }', '{ work: mécanique et entretien, rate: 78 }'),
    [
      `${R} → labour.rates n° 3 → work : le type de travaux « mécanique et entretien » ne diffère de « Mécanique et entretien » (entrée n° 1) que par les accents, les majuscules, les espaces ou la ponctuation : le site les confondrait, changez l’un des deux`,
    ],
  ],
  [
    'no rate at all',
    'repairs',
    (text) => text.replace(/ {2}rates:\n(?: {4}- .*\n)+/, '  rates: []\n'),
    [`${R} → labour.rates : au moins un taux horaire`],
  ],
  [
    'a counting rule that does not exist',
    'repairs',
    once('  counting: manufacturer-schedule\n', '  counting: forfait\n'),
    [
      `${R} → labour.counting : valeur « forfait » non reconnue : choisissez parmi time-spent, manufacturer-schedule`,
    ],
  ],
  [
    'no labour rates (the block deleted)',
    'repairs',
    (text) => text.replace(/^labour:\n(?: {2}.*\n)+/m, ''),
    [`${R} → labour : champ obligatoire, absent du fichier`],
  ],
  [
    'a paid quote without saying whether it is deducted',
    'repairs',
    once('\nquote: { kind: free }\n', '\nquote: { kind: paid, amount: 30 }\n'),
    [`${R} → quote.deducted : champ obligatoire, absent du fichier`],
  ],
  [
    'a paid quote at 0 €',
    'repairs',
    once('\nquote: { kind: free }\n', '\nquote: { kind: paid, amount: 0, deducted: true }\n'),
    [`${R} → quote.amount : le prix doit être compris entre 1 € et 10 000 €`],
  ],
  [
    'a quote of an unknown kind',
    'repairs',
    once('\nquote: { kind: free }\n', '\nquote: { kind: gratuit }\n'),
    [`${R} → quote.kind : valeur « gratuit » non reconnue : choisissez parmi free, paid`],
  ],
  [
    'real reviews without their dates',
    'reviews',
    (text) =>
      realReviews(firstReview('2026-11-18', '2026-11')(text)).replace(
        '    date: 2026-11-09\n    experience: 2026-11\n',
        '',
      ),
    [
      'src/content/reviews.yaml → « Karim B. » → date : avis réel (sample: false) : la date de l’avis (AAAA-MM-JJ) est obligatoire (Code de la consommation, art. D111-17)',
      'src/content/reviews.yaml → « Karim B. » → experience : avis réel (sample: false) : le mois de la prestation (AAAA-MM) est obligatoire (Code de la consommation, art. D111-17)',
    ],
  ],
  [
    'real reviews whose dates the editor left empty',
    'reviews',
    (text) => realReviews(firstReview("''", "''")(text)),
    [
      'src/content/reviews.yaml → « Sophie L. » → date : avis réel (sample: false) : la date de l’avis (AAAA-MM-JJ) est obligatoire (Code de la consommation, art. D111-17)',
      'src/content/reviews.yaml → « Sophie L. » → experience : avis réel (sample: false) : le mois de la prestation (AAAA-MM) est obligatoire (Code de la consommation, art. D111-17)',
    ],
  ],
  [
    'a review written before the experience it describes',
    'reviews',
    firstReview('2026-10-31', '2026-11'),
    [
      'src/content/reviews.yaml → « Sophie L. » → date : l’avis (2026-10-31) ne peut pas précéder la prestation (2026-11) dont il parle',
    ],
  ],
  [
    'an experience month still to come',
    'reviews',
    firstReview('2026-11-18', '2026-12'),
    ['src/content/reviews.yaml → « Sophie L. » → experience : le mois 2026-12 n’est pas encore arrivé'],
  ],
  [
    'a review dated tomorrow',
    'reviews',
    firstReview('2026-11-28', '2026-11'),
    [
      'src/content/reviews.yaml → « Sophie L. » → date : la date de l’avis (2026-11-28) n’est pas encore arrivée',
    ],
  ],
  [
    'a month written the French way',
    'reviews',
    firstReview('2026-11-18', '11/2026'),
    ['src/content/reviews.yaml → « Sophie L. » → experience : mois attendu au format AAAA-MM (ex. 2026-09)'],
  ],
  [
    'a thirteenth month',
    'reviews',
    firstReview('2026-11-18', '2026-13'),
    ['src/content/reviews.yaml → « Sophie L. » → experience : mois attendu au format AAAA-MM (ex. 2026-09)'],
  ],
  [
    'no refusal reason',
    'reviews',
    (text) => text.replace(/ {2}refusalReasons:\n(?: {4}- .*\n)+/, '  refusalReasons: []\n'),
    ['src/content/reviews.yaml → policy.refusalReasons : au moins un motif de refus'],
  ],
  [
    'a check described at too great a length',
    'reviews',
    (text) =>
      text
        .replace(/^ {2}check: >-\n/m, `  check: ${'Vérifié. '.repeat(45)}\n  x-old: >-\n`)
        .replace(/^ {2}x-old: >-\n(?: {4}.*\n)+/m, ''),
    [
      'src/content/reviews.yaml → policy.check : Le contrôle des avis fait 404 caractères : 400 au plus ; raccourcissez-le',
    ],
  ],
  [
    'no publication delay',
    'reviews',
    (text) => text.replace(/ {2}publicationDelay: .*\n/, ''),
    ['src/content/reviews.yaml → policy.publicationDelay : champ obligatoire, absent du fichier'],
  ],
];

describe('a bad edit of a field the law asks for stops with the exact French message', () => {
  afterEach(() => vi.useRealTimers());
  it.each(EDITS)('%s (%s.yaml)', (_what, name, edit, expected) => {
    vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
    expect(errorsOf(name, edit(read(name)))).toEqual(expected);
  });
});

describe('what a careful owner writes is accepted', () => {
  afterEach(() => vi.useRealTimers());
  const accepted: [what: string, file: ContentName, edit: (text: string) => string][] = [
    ['rates of 20 € and 300 €', 'repairs', (t) => mechanics('20')(t).replace('rate: 84', 'rate: 300')],
    ['a rate with cents', 'repairs', mechanics('72.50')],
    [
      'time counted as spent',
      'repairs',
      once('  counting: manufacturer-schedule\n', '  counting: time-spent\n'),
    ],
    [
      'a paid quote deducted from the repair',
      'repairs',
      once('\nquote: { kind: free }\n', '\nquote: { kind: paid, amount: 30, deducted: true }\n'),
    ],
    [
      'a service without a list of what it includes',
      'repairs',
      (t) => t.replace(/^ {4}includes:\n(?: {6}- .*\n)+/m, ''),
    ],
    ['real reviews, every one dated', 'reviews', realReviews],
    ['a review written today about this month', 'reviews', firstReview('2026-11-27', '2026-11')],
    ['a sample review whose dates the editor left empty', 'reviews', firstReview("''", "''")],
    [
      'an empty list of what a service includes, as the editor writes it',
      'repairs',
      (t) => t.replace(/^ {4}includes:\n(?: {6}- .*\n)+/m, '    includes: []\n'),
    ],
    [
      'a review without reward nor check: both lines left out',
      'reviews',
      (t) => t.replace(/^ {2}check: >-\n(?: {4}.*\n)+/m, ''),
    ],
  ];
  it.each(accepted)('%s (%s.yaml)', (_what, name, edit) => {
    vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
    expect(() => parse(name, edit(read(name)))).not.toThrow();
  });
});
