/**
 * The owner's edits, tried one at a time at the loader level (no build): each bad edit must stop
 * with the exact French message naming the file, the entry by its title, the field and the fix.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseDataFile, readDataFile } from '#data/loader.ts';
import { ContentDataError } from '#data/parse.ts';
import { CONTENT_FILES, PROJECT_ROOT, contentProblems, offersTrade, type ContentName } from '#data/reader.ts';
import { z } from 'astro/zod';
import { imagePath } from './common';
import { FRENCH_ERRORS } from './messages';
import { TRADE_FILES, type TradeName } from './trades';
import { FIRST_GARAGE, once } from '#tests/support/content.ts';

/** The tests' own garage: every edit below is tried on its files. */
const root = FIRST_GARAGE;
/** The day the edits are tried on: a closure or an offer must end within a year of it. */
const CLOCK = { now: new Date('2026-12-07T10:00:00+01:00'), toFake: ['Date' as const] };
beforeAll(() => void vi.useFakeTimers(CLOCK));
afterAll(() => void vi.useRealTimers());
const read = (name: ContentName) => readFileSync(path.join(root, 'src/content', `${name}.yaml`), 'utf-8');
const assets = path.join(root, 'src/assets');

/** The first service's price (Révision et Vidange, 79 €) with another amount. */
const first79 = (amount: string) =>
  once(
    '{ kind: from, amount: 79 }\n    image: { src: illustrations/repairs/revision',
    `{ kind: from, amount: ${amount} }\n    image: { src: illustrations/repairs/revision`,
  );

/** Parses `text` as the data file `name` and returns the error message, or fails if it was accepted. */
function errorOf(name: ContentName, text: string): string {
  try {
    parseDataFile(`src/content/${name}.yaml`, text, CONTENT_FILES[name], assets);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentDataError);
    return (error as Error).message;
  }
  throw new Error('the bad edit was accepted');
}

/** The owner's data files: a trade's is absent when the garage does not offer it. */
const OWNER_FILES = (Object.keys(CONTENT_FILES) as ContentName[]).filter(
  (name) => !TRADE_FILES.includes(name as TradeName) || offersTrade(name as TradeName),
);

describe('the owner’s data files', () => {
  // Checked as the build checks them: on the real day (a review not yet written, a closure a year on).
  beforeAll(() => void vi.useRealTimers());
  afterAll(() => void vi.useFakeTimers(CLOCK));

  it.each(OWNER_FILES)('src/content/%s.yaml is valid', (name) => {
    expect(() => readDataFile(PROJECT_ROOT, name, CONTENT_FILES[name])).not.toThrow();
  });

  it('all pass the owner’s check', () => {
    expect(contentProblems(PROJECT_ROOT)).toEqual([]);
  });
});

describe('the tests’ own garage', () => {
  it('passes the owner’s check: the bad edits below start from valid files', () => {
    expect(contentProblems(root)).toEqual([]);
  });
});

/**
 * One bad edit per line: what the owner did, the file, the edit, and the exact message: the lines
 * under « Données invalides dans <file> : », or the whole message when the file cannot be read.
 */
const EDITS: [
  what: string,
  file: ContentName,
  edit: (text: string) => string,
  expected: string | string[],
][] = [
  // unknown keys (zod would drop them)
  [
    'closure: instead of closures:',
    'hours',
    once('closures: []', "closure:\n  - { from: '2027-08-02', to: '2027-08-20', message: Congés d’été }"),
    [
      'src/content/hours.yaml → (tout le fichier) : clé inconnue « closure » : vouliez-vous dire « closures » ?',
    ],
  ],
  [
    'nte: instead of note:',
    'repairs',
    once('    note: Remplacement', '    nte: Remplacement'),
    [
      'src/content/repairs.yaml → « Filtre d’habitacle » : clé inconnue « nte » : vouliez-vous dire « note » ?',
    ],
  ],
  [
    'an unknown top-level key',
    'home',
    once('headline:', 'headlin:'),
    [
      'src/content/home.yaml → (tout le fichier) : clé inconnue « headlin » : vouliez-vous dire « headline » ?',
    ],
  ],
  [
    'alt mistyped in an image',
    'cleaning',
    once(
      "image: { src: illustrations/cleaning/tapis.svg, alt: '' }",
      "image: { src: illustrations/cleaning/tapis.svg, atl: '' }",
    ),
    [
      'src/content/cleaning.yaml → « Nettoyage des tapis » → image : clé inconnue « atl » : vouliez-vous dire « alt » ?',
    ],
  ],
  [
    'an amount under a quote',
    'repairs',
    once(
      '{ kind: quote }\n    image: { src: illustrations/repairs/carrosserie',
      '{ kind: quote, amount: 80 }\n    image: { src: illustrations/repairs/carrosserie',
    ),
    [
      'src/content/repairs.yaml → « Carrosserie » → price : clé inconnue « amount » : clés possibles ici : kind',
    ],
  ],
  [
    'a key with no resemblance',
    'socials',
    once('    name: Facebook', '    name: Facebook\n    couleur: bleu'),
    [
      'src/content/socials.yaml → « Facebook » : clé inconnue « couleur » : clés possibles ici : network, name, url',
    ],
  ],
  // prices
  [
    'a decimal comma in a flow mapping',
    'repairs',
    once('amount: 549.9 }', 'amount: 549,90 }'),
    [
      'src/content/repairs.yaml → « Courroie de distribution » → price : « amount: 549,90 » : la virgule coupe le nombre en deux, écrivez 549.90, avec un point',
    ],
  ],
  [
    'a decimal comma in a block',
    'cleaning',
    once('dirtySurcharge: 10', 'dirtySurcharge: 10,50'),
    [
      'src/content/cleaning.yaml → dirtySurcharge : le prix doit être un nombre : écrivez 10.50, avec un point',
    ],
  ],
  [
    'an absurd price',
    'repairs',
    first79('1e9'),
    [
      'src/content/repairs.yaml → « Révision et Vidange » → price.amount : le prix doit être compris entre 1 € et 10 000 €',
    ],
  ],
  [
    'a price just over 10 000 €',
    'repairs',
    once('amount: 499 }', 'amount: 10000.01 }'),
    [
      'src/content/repairs.yaml → « Embrayage » → price.amount : le prix doit être compris entre 1 € et 10 000 €',
    ],
  ],
  [
    'a price under 1 €',
    'cleaning',
    once('price: 50', 'price: 0.5'),
    ['src/content/cleaning.yaml → « Citadine » → price : le prix doit être compris entre 1 € et 10 000 €'],
  ],
  [
    'a zero price',
    'repairs',
    first79('0'),
    [
      'src/content/repairs.yaml → « Révision et Vidange » → price.amount : le prix doit être compris entre 1 € et 10 000 €',
    ],
  ],
  [
    'a negative price',
    'repairs',
    first79('-79'),
    [
      'src/content/repairs.yaml → « Révision et Vidange » → price.amount : le prix doit être compris entre 1 € et 10 000 €',
    ],
  ],
  [
    'a price written as text',
    'repairs',
    first79("'79 €'"),
    [
      'src/content/repairs.yaml → « Révision et Vidange » → price.amount : le prix doit être un nombre (ex. 79 ou 549.90)',
    ],
  ],
  [
    'a price with three decimals',
    'repairs',
    first79('79.9999'),
    [
      'src/content/repairs.yaml → « Révision et Vidange » → price.amount : le prix ne peut pas avoir plus de deux décimales',
    ],
  ],
  [
    'an unknown price kind',
    'repairs',
    once(
      '{ kind: from, amount: 79 }\n    image: { src: illustrations/repairs/revision',
      '{ kind: des, amount: 79 }\n    image: { src: illustrations/repairs/revision',
    ),
    [
      'src/content/repairs.yaml → « Révision et Vidange » → price.kind : valeur « des » non reconnue : choisissez parmi from, variants, quote',
    ],
  ],
  [
    'a single variant',
    'repairs',
    once('        - { label: la paire arrière, amount: 249 }\n', ''),
    ['src/content/repairs.yaml → « Amortisseurs » → price.variants : au moins 2 éléments attendus'],
  ],
  // duplicates
  [
    'two services with the same title',
    'repairs',
    once('    title: Embrayage', '    title: Amortisseurs'),
    [
      'src/content/repairs.yaml → « Amortisseurs » → title : le titre « Amortisseurs » est en double : entrées n° 4 et n° 6, changez l’un des deux',
    ],
  ],
  [
    'two packages with the same category',
    'cleaning',
    once('    type: 7 places', '    type: citadine'),
    [
      'src/content/cleaning.yaml → « citadine » → type : la catégorie « citadine » ne diffère de « Citadine » (entrée n° 1) que par les accents, les majuscules, les espaces ou la ponctuation : le site les confondrait, changez l’un des deux',
    ],
  ],
  [
    'two offers with the same title',
    'home',
    (t) => {
      const m = /offers:\n {2}- title: (.*)\n[\s\S]*?\n {2}- title: .*\n/.exec(t)!;
      return t.replace(m[0], m[0].replace(/\n {2}- title: .*\n$/, `\n  - title: ${m[1]}\n`));
    },
    [
      'src/content/home.yaml → « Remplacement des disques de frein » → title : le titre « Remplacement des disques de frein » est en double : entrées n° 1 et n° 2, changez l’un des deux',
    ],
  ],
  // hours and dates
  [
    '08h00 for 08:00',
    'hours',
    once(
      "ranges: [{ open: '08:00', close: '12:00' }, { open: '14:00', close: '18:00' }]\n  - day: mardi",
      "ranges: [{ open: '08h00', close: '12:00' }, { open: '14:00', close: '18:00' }]\n  - day: mardi",
    ),
    [
      "src/content/hours.yaml → « lundi » → ranges n° 1 → open : heure attendue au format HH:MM : écrivez '08:00'",
    ],
  ],
  [
    '24:00 as a closing time',
    'hours',
    once(
      "{ open: '14:00', close: '18:00' }]\n  - day: mardi",
      "{ open: '14:00', close: '24:00' }]\n  - day: mardi",
    ),
    [
      'src/content/hours.yaml → « lundi » → ranges n° 2 → close : l’heure 24:00 n’existe pas : entre 00:00 et 23:59',
    ],
  ],
  [
    'a closing hour before the opening hour',
    'hours',
    once(
      "{ open: '14:00', close: '18:00' }]\n  - day: mardi",
      "{ open: '14:00', close: '12:30' }]\n  - day: mardi",
    ),
    [
      'src/content/hours.yaml → « lundi » → ranges n° 2 → close : l’heure de fermeture doit être après l’heure d’ouverture',
    ],
  ],
  [
    'overlapping ranges',
    'hours',
    once(
      "{ open: '14:00', close: '18:00' }]\n  - day: mardi",
      "{ open: '11:00', close: '18:00' }]\n  - day: mardi",
    ),
    [
      'src/content/hours.yaml → « lundi » → ranges : les plages horaires doivent se suivre sans se chevaucher',
    ],
  ],
  [
    'an unknown weekday',
    'hours',
    once('day: mardi', 'day: mardy'),
    [
      'src/content/hours.yaml → « mardy » → day : jour attendu parmi : lundi, mardi, mercredi, jeudi, vendredi, samedi, dimanche',
    ],
  ],
  [
    'a date that does not exist',
    'hours',
    once('closures: []', "closures:\n  - { from: '2027-02-27', to: '2027-02-30' }"),
    ['src/content/hours.yaml → closures n° 1 → to : la date 2027-02-30 n’existe pas dans le calendrier'],
  ],
  [
    'a date in French order',
    'hours',
    once('closures: []', "closures:\n  - { from: 02/08/2027, to: '2027-08-20' }"),
    ['src/content/hours.yaml → closures n° 1 → from : date attendue au format AAAA-MM-JJ (ex. 2027-08-02)'],
  ],
  [
    'a closure ending before it starts',
    'hours',
    once('closures: []', "closures:\n  - { from: '2027-08-20', to: '2027-08-02', message: Congés }"),
    ['src/content/hours.yaml → closures n° 1 → to : la date de fin doit suivre la date de début'],
  ],
  [
    'an empty closure message',
    'hours',
    once('closures: []', "closures:\n  - from: '2027-08-02'\n    to: '2027-08-20'\n    message:"),
    [
      'src/content/hours.yaml → closures n° 1 → message : valeur vide : écrivez une valeur après les deux-points',
    ],
  ],
  // garage.yaml
  [
    'a booking URL without https://',
    'garage',
    once('url: https://calendar.google.com', 'url: calendar.google.com'),
    ['src/content/garage.yaml → booking.url : l’adresse doit commencer par https://'],
  ],
  [
    'a consumer mediator’s website without https://',
    'garage',
    once('url: https://www.mediateur-mobilians.fr', 'url: http://www.mediateur-mobilians.fr'),
    ['src/content/garage.yaml → legal.mediator.url : l’adresse doit commencer par https://'],
  ],
  [
    'a missing booking section',
    'garage',
    (t) => t.replace(/booking:\n( {2}.*\n)+/, ''),
    ['src/content/garage.yaml → booking : champ obligatoire, absent du fichier'],
  ],
  [
    'an unquoted phone without spaces',
    'garage',
    once('phone: 04 65 71 23 81', 'phone: 0465712381'),
    [
      "src/content/garage.yaml → contact.phone : YAML a lu le numéro comme un nombre : mettez-le entre guillemets (ex. '05 36 49 12 34')",
    ],
  ],
  [
    'an unquoted postal code',
    'garage',
    once("postalCode: '69009'", 'postalCode: 69009'),
    [
      "src/content/garage.yaml → contact.postalCode : YAML a lu le code postal comme un nombre : mettez-le entre guillemets (ex. '69009')",
    ],
  ],
  [
    'a malformed phone',
    'garage',
    once('phone: 04 65 71 23 81', 'phone: 4657 1238'),
    [
      'src/content/garage.yaml → contact.phone : numéro français attendu, dix chiffres groupés par deux (ex. 05 36 49 12 34)',
    ],
  ],
  [
    'a missing name',
    'garage',
    once(/^name: .*\n/m, ''),
    ['src/content/garage.yaml → name : champ obligatoire, absent du fichier'],
  ],
  [
    'a VAT number that does not match the SIREN',
    'garage',
    once(/vat: FR\d\d/, 'vat: FR13'),
    ['src/content/garage.yaml → legal.vat : le numéro de TVA ne correspond pas au SIREN'],
  ],
  [
    'an unknown payment method',
    'garage',
    once('payments: [visa, mastercard, especes, virement]', 'payments: [visa, cheque]'),
    [
      'src/content/garage.yaml → payments n° 2 : valeur « cheque » non reconnue : choisissez parmi visa, mastercard, especes, virement',
    ],
  ],
  [
    'no payment method',
    'garage',
    once('payments: [visa, mastercard, especes, virement]', 'payments: []'),
    ['src/content/garage.yaml → payments : la liste est vide : au moins un élément attendu'],
  ],
  [
    'a trailing slash on the site address',
    'garage',
    once('siteUrl: https://www.garage-precision-vaise.fr', 'siteUrl: https://www.garage-precision-vaise.fr/'),
    ['src/content/garage.yaml → siteUrl : enlevez le / final (ex. https://www.exemple.fr)'],
  ],
  [
    'a light-yellow primary colour, unreadable with white',
    'garage',
    once("primary: '#1f2329'", "primary: '#fff59d'"),
    [
      "src/content/garage.yaml → look.primary : trop claire : contraste de 1,11:1 avec le blanc, il en faut 4,5:1 au moins (WCAG AA) pour lire un texte blanc dessus ou un texte de cette couleur sur blanc ; choisissez une couleur plus foncée : essayez '#857700', la plus proche de la même teinte",
    ],
  ],
  [
    'a colour without quotes (YAML reads a comment)',
    'garage',
    once("accent: '#c62828'", 'accent: #c62828'),
    [
      "src/content/garage.yaml → look.accent : couleur attendue entre guillemets, au format '#rrggbb' (ex. '#2a4d8f') : sans guillemets, YAML lit « # » comme le début d’un commentaire",
    ],
  ],
  [
    'a logo that is neither SVG nor PNG',
    'garage',
    once('logo: { src: brand/logo-mark.svg }', 'logo: { src: brand/logo-mark.jpg }'),
    ['src/content/garage.yaml → look.logo.src : le logo doit être un SVG ou un PNG'],
  ],
  [
    'a founding date that does not exist',
    'garage',
    once("founded: '1981-07-20'", "founded: '1981-02-29'"),
    ['src/content/garage.yaml → founded : la date 1981-02-29 n’existe pas dans le calendrier'],
  ],
  [
    'an emptied file',
    'garage',
    () => '',
    'Fichier vide src/content/garage.yaml : son contenu a été effacé, remettez-le (voir l’historique ou une sauvegarde)',
  ],
  [
    'a file of comments only',
    'garage',
    (t) =>
      t
        .split('\n')
        .map((l) => `# ${l}`)
        .join('\n'),
    'Fichier vide src/content/garage.yaml : son contenu a été effacé, remettez-le (voir l’historique ou une sauvegarde)',
  ],
  // YAML syntax
  [
    'a YAML syntax error',
    'garage',
    once('  city: Lyon\n', '  city: Lyon\n   district: Lyon 9e\n'),
    'Fichier illisible src/content/garage.yaml (YAML mal formé), ligne 22, colonne 12 : mauvaise indentation : alignez la ligne sur les autres champs du même bloc',
  ],
  [
    'an unclosed bracket',
    'garage',
    once('payments: [visa, mastercard, especes, virement]', 'payments: [visa, mastercard, especes, virement'),
    'Fichier illisible src/content/garage.yaml (YAML mal formé), ligne 40 : crochet « [ » ou accolade « { » jamais refermé(e), ajoutez « ] » ou « } » à la fin de la ligne',
  ],
  [
    'a tab in the indentation',
    'socials',
    once('    name: Facebook', '\tname: Facebook'),
    'Fichier illisible src/content/socials.yaml (YAML mal formé), ligne 4, colonne 1 : tabulation interdite : indentez avec des espaces',
  ],
  [
    'a key written twice',
    'socials',
    once('    name: Facebook', '    name: Facebook\n    name: Facebook'),
    'Fichier illisible src/content/socials.yaml (YAML mal formé), ligne 5, colonne 5 : clé en double : le même nom de champ apparaît deux fois dans ce bloc',
  ],
  [
    'a missing space after the colon',
    'repairs',
    once('heading: Réparation', 'heading:Réparation\nintro2 Réparation'),
    'Fichier illisible src/content/repairs.yaml (YAML mal formé), ligne 13, colonne 6 : contenu inattendu : vérifiez l’indentation et les deux-points',
  ],
  // other files
  [
    'a social link that is not https',
    'socials',
    once('https://www.instagram.com', 'http://www.instagram.com'),
    ['src/content/socials.yaml → « Instagram » → url : l’adresse doit commencer par https://'],
  ],
  [
    'an unknown social network',
    'socials',
    once('network: tiktok', 'network: twitter'),
    [
      'src/content/socials.yaml → « TikTok » → network : valeur « twitter » non reconnue : choisissez parmi facebook, instagram, tiktok, snapchat',
    ],
  ],
  [
    'a used-parts page with nothing to say (no notice, no parts)',
    'parts',
    once('notice: En cours de développement !\n', ''),
    [
      'src/content/parts.yaml → (tout le fichier) : la page n’aurait rien à dire : listez les pièces que vous vendez (parts), ou écrivez une annonce (notice: En cours de développement !)',
    ],
  ],
  [
    'no speciality',
    'garage',
    (t) => t.replace('specialities: [Audi, Volkswagen]', 'specialities: []'),
    ['src/content/garage.yaml → brands.specialities : la liste est vide : au moins un élément attendu'],
  ],
  [
    'reviews marked sample with oui',
    'reviews',
    once('sample: true', 'sample: oui'),
    ['src/content/reviews.yaml → sample : true ou false attendu, « oui » trouvé'],
  ],
  [
    'a missing service title',
    'repairs',
    once(/^ {4}title: Révision et Vidange\n/m, ''),
    ['src/content/repairs.yaml → services n° 1 → title : champ obligatoire, absent du fichier'],
  ],
  [
    'an empty service description',
    'repairs',
    once(/(title: Injecteur\n {4}description: )>-\n( {6}.*\n)+/, '$1""\n'),
    ['src/content/repairs.yaml → « Injecteur » → description : La description est obligatoire'],
  ],
  [
    'no hero image',
    'home',
    (t) => t.replace(/^heroSlides:\n(?: .*\n|\n)*?(?=serviceBlocks:|# )/m, 'heroSlides: []\n\n'),
    ['src/content/home.yaml → heroSlides : au moins une image attendue en haut de page'],
  ],
  [
    'no service block',
    'home',
    once(/^serviceBlocks:\n[\s\S]*?(?=^offers:)/m, 'serviceBlocks: []\n'),
    ['src/content/home.yaml → serviceBlocks : au moins un bloc de services attendu'],
  ],
  [
    'five service blocks',
    'home',
    once(
      /^serviceBlocks:\n/m,
      'serviceBlocks:\n  - title: Pneus\n    text: Montage et équilibrage.\n    href: /services/reparation-maintenance\n    image: { src: illustrations/services/reparation-entretien.svg, alt: "" }\n',
    ),
    ['src/content/home.yaml → serviceBlocks : 4 blocs de services au plus (une ligne de la page)'],
  ],
  // images
  [
    'an image that does not exist',
    'repairs',
    once('illustrations/repairs/batterie.svg', 'illustrations/repairs/batterie-absente.svg'),
    [
      'src/content/repairs.yaml → « Batterie » → image.src : image introuvable src/assets/illustrations/repairs/batterie-absente.svg',
    ],
  ],
  [
    'an image in the wrong case',
    'repairs',
    once('illustrations/repairs/batterie.svg', 'illustrations/repairs/Batterie.svg'),
    [
      'src/content/repairs.yaml → « Batterie » → image.src : image introuvable src/assets/illustrations/repairs/Batterie.svg : le fichier s’appelle illustrations/repairs/batterie.svg (majuscules et minuscules comptent)',
    ],
  ],
  [
    'an image outside src/assets',
    'repairs',
    once('illustrations/repairs/batterie.svg', '../../node_modules/simple-icons/icons/audi.svg'),
    [
      'src/content/repairs.yaml → « Batterie » → image.src : l’image doit être dans src/assets : chemin à partir de ce dossier, sans « .. » (ex. photos/atelier.jpg)',
    ],
  ],
  [
    'an image path starting with src/assets',
    'repairs',
    once('illustrations/repairs/batterie.svg', 'src/assets/illustrations/repairs/batterie.svg'),
    [
      'src/content/repairs.yaml → « Batterie » → image.src : écrivez le chemin à partir de src/assets, sans ce début : illustrations/repairs/batterie.svg',
    ],
  ],
  [
    'a space in an image name',
    'repairs',
    once('illustrations/repairs/batterie.svg', 'photos/ma batterie.jpg'),
    [
      'src/content/repairs.yaml → « Batterie » → image.src : le nom du fichier ne doit contenir ni espace ni accent : renommez le fichier (ex. photos/mon-atelier.jpg)',
    ],
  ],
  [
    'an accent in an image name',
    'repairs',
    once('illustrations/repairs/batterie.svg', 'photos/clé.jpg'),
    [
      'src/content/repairs.yaml → « Batterie » → image.src : le nom du fichier ne doit contenir ni espace ni accent : renommez le fichier (ex. photos/mon-atelier.jpg)',
    ],
  ],
  [
    'an image format the pipeline does not take',
    'repairs',
    once('illustrations/repairs/batterie.svg', 'photos/atelier.gif'),
    [
      'src/content/repairs.yaml → « Batterie » → image.src : format d’image non pris en charge (« .gif ») : svg, png, jpg, jpeg, webp, avif',
    ],
  ],
  [
    'a mixed-case extension',
    'repairs',
    once('illustrations/repairs/batterie.svg', 'photos/atelier.Jpg'),
    [
      'src/content/repairs.yaml → « Batterie » → image.src : renommez le fichier avec l’extension tout en minuscules (.jpg) ou tout en majuscules',
    ],
  ],
];

describe('a bad edit stops the build with the exact French message', () => {
  it.each(EDITS)('%s (%s.yaml)', (_what, name, edit, expected) => {
    const text = edit(read(name));
    const message = Array.isArray(expected)
      ? `Données invalides dans src/content/${name}.yaml :\n${expected.map((l) => `  ${l}`).join('\n')}`
      : expected;
    expect(errorOf(name, text)).toBe(message);
  });
});

/** A French message's no-break spaces, written « ~ » here to be seen. */
const nb = (text: string) => text.replaceAll('~', '\u00a0');

describe('a YAML or shape mistake is told with what to write instead', () => {
  it.each<[string, ContentName, (text: string) => string, string | string[]]>([
    [
      'a « : » on a continuation line of an unquoted text (its `>-` deleted)',
      'repairs',
      once('description: >-\n      Vidange de l’huile moteur', 'description: Vidange de l’huile moteur'),
      'Fichier illisible src/content/repairs.yaml (YAML mal formé), ligne 40~: cette ligne continue le texte de «~description~» et contient «~:~» (deux-points suivi d’une espace) sans guillemets, que YAML lit comme un nouveau champ~: mettez tout le texte entre guillemets doubles (description: "…"), ou écrivez-le en bloc~: «~description: >-~» puis le texte sur les lignes suivantes, décalé de deux espaces',
    ],
    [
      'a list where the policy’s fields are expected',
      'reviews',
      once(/^policy:\n[\s\S]*$/m, 'policy:\n  - au garage et sur notre fiche Google\n'),
      [
        'src/content/reviews.yaml → policy : des champs «~nom: valeur~» sont attendus ici, pas une liste d’éléments commençant par «~-~»~: sous «~policy:~», écrivez un champ par ligne, décalé de deux espaces, sans «~-~» devant',
      ],
    ],
    [
      'fields where the list of reviews is expected',
      'reviews',
      once(/^reviews:\n[\s\S]*?\n(?=\S)/m, 'reviews:\n  review: Très bien.\n  name: Sophie L.\n'),
      [
        'src/content/reviews.yaml → reviews : une liste d’éléments commençant par «~-~» est attendue ici, pas des champs «~nom: valeur~»~: sous «~reviews:~», commencez chaque élément par «~-~», sur sa ligne',
      ],
    ],
    [
      'a text where the policy’s fields are expected',
      'reviews',
      once(/^policy:\n[\s\S]*$/m, 'policy: au garage\n'),
      ['src/content/reviews.yaml → policy : des champs «~nom: valeur~» attendus, « au garage » trouvé'],
    ],
    [
      'no cleaning package: `packages: []`',
      'cleaning',
      once(/^packages:\n[\s\S]*?\n(?=\S)/m, 'packages: []\n'),
      [
        'src/content/cleaning.yaml → packages : la liste est vide~: écrivez au moins un forfait~; pour ne plus proposer de nettoyage, supprimez plutôt le fichier src/content/cleaning.yaml',
      ],
    ],
  ])('%s (%s.yaml)', (_what, name, edit, expected) => {
    const message = Array.isArray(expected)
      ? `Données invalides dans src/content/${name}.yaml :\n${expected.map((l) => `  ${nb(l)}`).join('\n')}`
      : nb(expected);
    expect(errorOf(name, edit(read(name)))).toBe(message);
  });

  it('a key that may continue a text above is still told as an indentation mistake (a key is one word)', () => {
    const text = once(
      'description: >-\n      Vidange de l’huile moteur',
      'description: Vidange\n      huile: moteur',
    )(read('repairs'));
    expect(errorOf('repairs', text)).toMatch(/ligne 40, colonne \d+ : mauvaise indentation/);
  });

  it('an entry of a list written as a list: no field to write under', () => {
    const schema = z.object({ steps: z.array(z.object({ title: z.string() })) });
    const result = schema.safeParse({ steps: [['Aspiration']] }, { error: FRENCH_ERRORS });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [
        ['steps', 0],
        nb(
          'des champs «~nom: valeur~» sont attendus ici, pas une liste d’éléments commençant par «~-~»~: écrivez un champ par ligne, décalé de deux espaces, sans «~-~» devant',
        ),
      ],
    ]);
  });
});

describe('what a careful owner writes is accepted', () => {
  const accepts = (name: ContentName, text: string) =>
    expect(() => parseDataFile(`src/content/${name}.yaml`, text, CONTENT_FILES[name], assets)).not.toThrow();

  it('a price with two decimals', () => {
    accepts('repairs', first79('79.95')(read('repairs')));
  });

  it('prices of 1 € and 10 000 €', () => {
    accepts('repairs', first79('1')(read('repairs')));
    accepts('repairs', first79('10000')(read('repairs')));
  });

  it('an offer whose last day the editor left empty: an offer without end', () => {
    const text = once(
      '  - title: Kit de distribution\n',
      "  - title: Kit de distribution\n    until: ''\n",
    )(read('home'));
    const home = parseDataFile('src/content/home.yaml', text, CONTENT_FILES.home, assets);
    const offer = home.offers.find((o) => o.title === 'Kit de distribution')!;
    expect(offer).not.toHaveProperty('until', '');
    expect(offer.until).toBeUndefined();
  });

  it('no offer now: `offers: []` (the home page then shows no offers section)', () => {
    const text = read('home').replace(/^offers:\n(?: .*\n|\n)*/m, 'offers: []\n');
    expect(text).toContain('offers: []\n');
    const home = parseDataFile('src/content/home.yaml', text, CONTENT_FILES.home, assets);
    expect(home.offers).toEqual([]);
  });

  it('a used-parts page that lists its parts, their photos and how to ask, without a notice', () => {
    accepts(
      'parts',
      [
        'heading: Pièces d’occasion',
        'parts:',
        '  - { title: Moteurs et boîtes, text: Testés au banc. }',
        '  - { title: Optiques }',
        'photos:',
        "  - { src: illustrations/services/pieces-occasion.svg, alt: '' }",
        'howToAsk: Appelez-nous avec la carte grise.',
        '',
      ].join('\n'),
    );
  });

  it('no social network: `socials: []` (the garage is on none)', () => {
    accepts('socials', 'socials: []\n');
  });

  it('no district and no takeover date (the site names the city)', () => {
    const text = once("takenOver: '2021-06-01'\n", '')(once('  district: Lyon 9ᵉ\n', '')(read('garage')));
    const garage = parseDataFile('src/content/garage.yaml', text, CONTENT_FILES.garage, assets);
    expect(garage.contact.district).toBeUndefined();
    expect(garage.takenOver).toBeUndefined();
  });

  it('a closure with unquoted dates and a message', () => {
    accepts(
      'hours',
      once(
        'closures: []',
        'closures:\n  - from: 2027-08-02\n    to: 2027-08-20\n    message: Congés d’été',
      )(read('hours')),
    );
  });
});

describe('files and images as the owner handles them', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'contenu-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('names a deleted file as missing', () => {
    expect(() => readDataFile(temp, 'socials', CONTENT_FILES.socials)).toThrow(
      new ContentDataError(
        'Fichier manquant src/content/socials.yaml : il a été supprimé ou renommé, remettez-le (voir l’historique ou une sauvegarde)',
      ),
    );
  });

  it('finds a photo with an upper-case extension, as phones name them', () => {
    // A copy of src/assets with one more photo, so the real folder is never touched.
    const copy = path.join(temp, 'assets');
    mkdirSync(path.join(copy, 'photos'), { recursive: true });
    symlinkSync(path.join(assets, 'illustrations'), path.join(copy, 'illustrations'));
    writeFileSync(path.join(copy, 'photos/ATELIER.JPG'), '');
    const text = once('illustrations/repairs/batterie.svg', 'photos/ATELIER.JPG')(read('repairs'));
    expect(() => parseDataFile('src/content/repairs.yaml', text, CONTENT_FILES.repairs, copy)).not.toThrow();
  });
});

describe('an image path with a leading « / », as the owner’s editor writes an uploaded photo', () => {
  it.each([
    ['/photos/vehicules/IMG_2041.JPG', 'photos/vehicules/IMG_2041.JPG'],
    ['photos/atelier.jpg', 'photos/atelier.jpg'],
  ])('reads %s from src/assets as %s', (written, read) => {
    expect(imagePath.parse(written)).toBe(read);
  });

  it.each(['//photos/atelier.jpg', '/src/assets/photos/atelier.jpg', '/../photos/atelier.jpg'])(
    'still refuses %s',
    (written) => expect(imagePath.safeParse(written).success).toBe(false),
  );
});
