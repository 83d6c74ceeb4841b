/**
 * Garages made up by fast-check from the tests' own first garage (tests/first-garage), each a valid
 * set of the owner's files written another way, as another agency or the owner could write them:
 * a short or a long name, with or without a district or a takeover date, one to five brands, on no
 * social network or on several, Monday from 08:00 or 08:30, open on Saturday or not, closures past,
 * today and to come, cleaning, used parts and used cars offered or not (no car for sale yet), one to
 * four home blocks each leading to a page that exists, one to four hero images, the offers whose price exists, plain or
 * no-break spaces before « ? » and « ! ». The images it names are the first garage's.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { CORE_SCHEMA, dump, load } from 'js-yaml';

/** The first garage (tests/first-garage): its content/ and assets/. */
export const FIRST_GARAGE_SRC = path.resolve(import.meta.dirname, '../first-garage/src');

/** A generated garage: its data files' texts (a trade not offered has none) and what it is. */
export interface GeneratedGarage {
  files: Record<string, string>;
  /** One line saying what was chosen, for a test's name or a failure. */
  summary: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- YAML as the owner writes it
type Yaml = any;

const base = (file: string): Yaml =>
  load(readFileSync(path.join(FIRST_GARAGE_SRC, 'content', `${file}.yaml`), 'utf-8'), {
    schema: CORE_SCHEMA,
  });

const NAMES = [
  'Garage Dupré',
  'Auto Sécurité Écully',
  'Garage Martin & Fils',
  'Garage de l’Étoile',
  'Atelier Mécanique Générale de la Croix-Rousse Nord et Caluire',
  'Carrosserie et Mécanique Lefèvre Père et Fils, Villeurbanne',
];
const BRANDS = ['Audi', 'Volkswagen', 'Seat', 'Skoda', 'Cupra', 'Peugeot', 'Citroën', 'Renault'];

/** A day `days` after `today` (YYYY-MM-DD). */
const after = (today: string, days: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Valid garages for the day `today` (YYYY-MM-DD in Paris: the closures are dated from it). */
export function generatedGarage(today: string): fc.Arbitrary<GeneratedGarage> {
  return fc
    .record({
      name: fc.constantFrom(...NAMES),
      district: fc.boolean(),
      takenOver: fc.boolean(),
      brands: fc.shuffledSubarray(BRANDS, { minLength: 1, maxLength: 5 }),
      specialities: fc.integer({ min: 1, max: 5 }),
      socials: fc.integer({ min: 0, max: 4 }),
      mondayOpens: fc.constantFrom('08:00', '08:30', '07:45'),
      saturday: fc.boolean(),
      closures: fc.subarray(['past', 'today', 'summer'] as const),
      cleaning: fc.boolean(),
      parts: fc.boolean(),
      partsListed: fc.boolean(),
      vehicles: fc.boolean(),
      blocks: fc.integer({ min: 1, max: 4 }),
      heroSlides: fc.integer({ min: 1, max: 4 }),
      offers: fc.integer({ min: 0, max: 5 }),
      space: fc.constantFrom(' ', '\u202f', '\u00a0'),
    })
    .map((choice) => {
      const garage = base('garage');
      garage.name = choice.name;
      if (!choice.district) delete garage.contact.district;
      if (!choice.takenOver) delete garage.takenOver;
      const specialities = Math.min(choice.specialities, choice.brands.length);
      garage.brands = {
        specialities: choice.brands.slice(0, specialities),
        alsoServiced: choice.brands.slice(specialities),
      };

      const socials = base('socials');
      socials.socials = socials.socials.slice(0, choice.socials);

      const hours = base('hours');
      hours.week[0].ranges[0].open = choice.mondayOpens;
      if (choice.saturday) hours.week[5].ranges = [{ open: '09:00', close: '12:00' }];
      const closures = {
        past: { from: after(today, -40), to: after(today, -35), message: 'Inventaire' },
        today: { from: today, to: after(today, 1), message: 'Formation de l’équipe !' },
        summer: { from: after(today, 200), to: after(today, 218), message: 'Congés d’été.' },
      };
      hours.closures = choice.closures.map((c) => closures[c]);

      const offered = { cleaning: choice.cleaning, parts: choice.parts, vehicles: choice.vehicles };
      const pages: Record<string, boolean> = {
        '/services/nettoyage': choice.cleaning,
        '/services/pieces-occasion': choice.parts,
        '/services/voiture-occasion': choice.vehicles,
      };
      const home = base('home');
      home.tagline = `${String(home.tagline).trim()} Une question${choice.space}? Appelez-nous${choice.space}!`;
      home.heroSlides = home.heroSlides.slice(0, choice.heroSlides);
      const blocks = home.serviceBlocks.filter((b: Yaml) => pages[b.href] ?? true);
      home.serviceBlocks = blocks.slice(0, Math.max(1, Math.min(choice.blocks, blocks.length)));
      const offers = home.offers.filter((o: Yaml) => o.price?.kind !== 'package' || choice.cleaning);
      home.offers = offers.slice(0, choice.offers);

      const files: Record<string, string> = {};
      for (const file of readdirSync(path.join(FIRST_GARAGE_SRC, 'content'))) {
        if (!file.endsWith('.yaml')) continue;
        const name = file.replace(/\.yaml$/, '');
        if (name in offered && !offered[name as keyof typeof offered]) continue;
        files[name] = readFileSync(path.join(FIRST_GARAGE_SRC, 'content', file), 'utf-8');
      }
      if (choice.vehicles) files['vehicles'] = 'vehicles: []\n';
      // The used-parts page presenting its parts, instead of its notice.
      if (choice.parts && choice.partsListed)
        files['parts'] = dump({
          heading: 'Pièces d’occasion',
          parts: [
            { title: 'Moteurs et boîtes', text: 'Testés au banc avant la vente.' },
            { title: 'Optiques' },
          ],
          photos: [{ src: 'illustrations/services/pieces-occasion.svg', alt: '' }],
          howToAsk: 'Appelez-nous avec la carte grise : nous vous disons si nous avons la pièce.',
        });
      Object.assign(files, {
        garage: dump(garage),
        socials: dump(socials),
        hours: dump(hours),
        home: dump(home),
      });
      const trades = Object.entries(offered)
        .filter(([, on]) => on)
        .map(([trade]) => trade);
      const summary =
        `« ${choice.name} », ${choice.brands.length} marque(s), ${choice.socials} réseau(x), ` +
        `${choice.heroSlides} image(s) en haut de page, ` +
        `${home.serviceBlocks.length} bloc(s), ${home.offers.length} offre(s), ` +
        `fermetures [${choice.closures.join(', ')}], métiers [${trades.join(', ') || 'réparation seule'}]` +
        `${choice.parts && choice.partsListed ? ', pièces listées' : ''}` +
        `${choice.district ? '' : ', sans quartier'}`;
      return { files, summary };
    });
}

/** Writes a generated garage's files as src/content of `root`, with the first garage's images. */
export function writeGarage(root: string, { files }: GeneratedGarage): void {
  const content = path.join(root, 'src/content');
  mkdirSync(content, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(content, `${name}.yaml`), text);
  cpSync(path.join(FIRST_GARAGE_SRC, 'assets'), path.join(root, 'src/assets'), { recursive: true });
}
