/**
 * The last careless edits of issue 50, each on a copy of the template's files
 * (tests/first-garage/src/content: the owner's src/content replaces the template's), with the
 * exact French lines the verifier, the build and the editor's save check give.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDataFile } from '#data/loader.ts';
import { ContentDataError } from '#data/parse.ts';
import { CONTENT_FILES, type ContentName } from '#data/reader.ts';
import { once } from '#tests/support/content.ts';
import { checkSave } from '#admin/save-check.ts';
import { parse } from 'yaml';
import { LOGO_MAX_BYTES, logoSizeProblem } from '#data/image-kind.ts';
import { keptMonths } from './review-law';
import { unicodeSlug } from './slug';

const TEMPLATE = path.resolve('tests/first-garage/src/content');
const assets = path.resolve('tests/first-garage/src/assets');
const read = (name: ContentName) => readFileSync(path.join(TEMPLATE, `${name}.yaml`), 'utf-8');
/** A French message's no-break spaces, written « ~ » here to be seen. */
const nb = (text: string) => text.replaceAll('~', '\u00a0');

/** The lines of the message `text` gets as the data file `name`, or [] when it is accepted. */
function linesOf(name: ContentName, text: string): string[] {
  try {
    parseDataFile(`src/content/${name}.yaml`, text, CONTENT_FILES[name], assets);
    return [];
  } catch (error) {
    if (!(error instanceof ContentDataError)) throw error;
    return error.message
      .split('\n')
      .slice(1)
      .map((l) => l.trim());
  }
}

/** reviews.yaml with real reviews: `sample: false`. */
const realReviews = once('sample: true', 'sample: false');

// The reviews' dates are checked against today: the same day as the save check's test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-07T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('a careless edit is refused in French, naming the file, the entry and the field', () => {
  it.each<[string, ContentName, (text: string) => string, string[]]>([
    [
      'a review dated 14 March 1975, kept two years by the policy',
      'reviews',
      (text) =>
        once(
          'date: 2026-11-18\n    experience: 2026-11',
          'date: 1975-03-14\n    experience: 1975-03',
        )(realReviews(text)),
      [
        nb(
          'src/content/reviews.yaml → « Sophie L. » → date : l’avis du 14 mars 1975 a dépassé la durée de conservation que la politique des avis annonce («~deux ans à compter de sa publication, puis il est retiré~»)~: retirez-le, ou corrigez sa date s’il est plus récent',
        ),
      ],
    ],
    [
      'a review older than a retention the policy does not count',
      'reviews',
      (text) =>
        once(
          'keptFor: deux ans à compter de sa publication, puis il est retiré',
          'keptFor: tant que le garage existe',
        )(
          once(
            'date: 2026-11-18\n    experience: 2026-11',
            'date: 2020-11-18\n    experience: 2020-11',
          )(realReviews(text)),
        ),
      [
        nb(
          'src/content/reviews.yaml → « Sophie L. » → date : l’avis du 18 novembre 2020 a plus de cinq ans~: la durée de conservation («~tant que le garage existe~») ne dit pas combien de temps un avis reste affiché, et aucun ne reste plus de cinq ans~: retirez-le, ou corrigez sa date s’il est plus récent',
        ),
      ],
    ],
    [
      'a price in a closure’s message',
      'hours',
      once(
        'closures: []',
        "closures:\n  - { from: '2027-08-02', to: '2027-08-20', message: vidange à 49 € à la réouverture }",
      ),
      [
        'src/content/hours.yaml → closures n° 1 → message : pas de prix dans le texte (« 49 € ») : il ne suivrait pas la liste des prix ; retirez-le (une offre affiche le prix d’une prestation ou d’un forfait choisi dans « Prix affiché » ; un prix s’écrit dans la liste des prix)',
      ],
    ],
    [
      'the labour counting rule left out',
      'repairs',
      once('  counting: manufacturer-schedule\n', ''),
      [
        nb(
          'src/content/repairs.yaml → labour.counting : le temps facturé (counting) n’est pas dit~: écrivez «~counting: time-spent~» si vous facturez le temps réellement passé, ou «~counting: manufacturer-schedule~» si vous suivez le barème de temps du constructeur (arrêté du 27~mars 1987)',
        ),
      ],
    ],
    [
      'an emoji in the garage’s name',
      'garage',
      once('name: Garage Précision Vaise', 'name: Garage Précision Vaise 🔧'),
      [
        nb(
          'src/content/garage.yaml → name : le nom contient un émoji («~🔧~»), que les images de partage dessinent comme un carré vide~: retirez-le (le logo est là pour l’image du garage)',
        ),
      ],
    ],
    [
      'two reviews in Arabic that differ only by punctuation',
      'reviews',
      (text) =>
        once(
          'Accueil très sympathique et travail propre. Je recommande.',
          'خدمة ممتازة وسريعة.',
        )(once(/Garage sérieux.*rare\./, 'خدمة ممتازة وسريعة !')(text)),
      [
        'src/content/reviews.yaml → « Inès M. » → review : l’avis « خدمة ممتازة وسريعة ! » ne diffère de « خدمة ممتازة وسريعة. » (entrée n° 3) que par les accents, les majuscules, les espaces ou la ponctuation : le site les confondrait, changez l’un des deux',
      ],
    ],
  ])('%s', (_what, name, edit, expected) => {
    const text = edit(read(name));
    expect(linesOf(name, text)).toEqual(expected);
    // The editor's save check refuses it too, with the same message after the form's labels.
    const verdict = checkSave(name, parse(text));
    expect(verdict.ok).toBe(false);
    for (const line of expected)
      expect(verdict.ok ? '' : verdict.message).toContain(line.slice(line.indexOf(' : ') + 3));
  });
});

describe('what the owner meant is accepted', () => {
  it.each<[string, ContentName, (text: string) => string]>([
    [
      'a review written in Arabic',
      'reviews',
      once(
        'Accueil très sympathique et travail propre. Je recommande.',
        'خدمة ممتازة وسريعة، أنصح بهذا المرآب.',
      ),
    ],
    [
      'a review in Greek and one in Chinese',
      'reviews',
      (text) =>
        once(
          'Accueil très sympathique et travail propre. Je recommande.',
          'Πολύ καλή εξυπηρέτηση.',
        )(once(/Garage sérieux.*rare\./, '服务很好。')(text)),
    ],
    [
      'a closure’s message without a price',
      'hours',
      once('closures: []', "closures:\n  - { from: '2027-08-02', to: '2027-08-20', message: Congés d’été }"),
    ],
    [
      'a real review within the two years the policy keeps it',
      'reviews',
      (text) =>
        once(
          'date: 2026-11-18\n    experience: 2026-11',
          'date: 2025-01-10\n    experience: 2025-01',
        )(realReviews(text)),
    ],
    [
      '© in the garage’s name',
      'garage',
      once('name: Garage Précision Vaise', 'name: Garage Précision Vaise®'),
    ],
  ])('%s', (_what, name, edit) => {
    expect(linesOf(name, edit(read(name)))).toEqual([]);
  });
});

describe('how long the policy keeps a review, in months', () => {
  it.each<[string, number | undefined]>([
    ['deux ans à compter de sa publication, puis il est retiré', 24],
    ['Trois ans', 36],
    ['2 ans', 24],
    ['un an', 12],
    ['18 mois après sa publication', 18],
    ['dix-huit mois', 18],
    ['une année', 12],
    ['tant que le garage existe', undefined],
  ])('%s → %s', (keptFor, months) => expect(keptMonths(keptFor)).toBe(months));
});

describe('a slug in any script', () => {
  it.each([
    ['Révision et Vidange', 'revision-et-vidange'],
    ['Main-d’œuvre', 'main-d-oeuvre'],
    ['خدمة ممتازة', 'خدمة-ممتازة'],
    ['Πολύ καλή', 'πολυ-καλη'],
    ['服务很好。', '服务很好'],
    ['… !', ''],
  ])('%j → %j', (text, slug) => expect(unicodeSlug(text)).toBe(slug));
});

describe('a logo bounded in weight, by the verifier and by the editor when it is uploaded', () => {
  it.each<[number, string | undefined]>([
    [LOGO_MAX_BYTES, undefined],
    [
      LOGO_MAX_BYTES + 1,
      nb(
        'le logo src/assets/brand/logo.svg pèse 501~Ko, plus que les 500~Ko qu’un logo peut peser (il est dessiné dans chaque page, les icônes et les images de partage)~: enregistrez-le plus léger (un SVG simplifié, ou un PNG carré de 512~pixels de côté), puis remplacez-le',
      ),
    ],
    [
      5_242_880,
      nb(
        'le logo src/assets/brand/logo.svg pèse 5,2~Mo, plus que les 500~Ko qu’un logo peut peser (il est dessiné dans chaque page, les icônes et les images de partage)~: enregistrez-le plus léger (un SVG simplifié, ou un PNG carré de 512~pixels de côté), puis remplacez-le',
      ),
    ],
  ])('%i bytes → %s', (size, problem) => expect(logoSizeProblem('brand/logo.svg', size)).toBe(problem));

  it('the editor refuses a 5 MB logo uploaded with garage.yaml, and names it', () => {
    const garage = parse(
      once('logo: { src: brand/logo-mark.svg }', 'logo: { src: brand/logo.svg }')(read('garage')),
    );
    const head = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 1">');
    const verdict = checkSave('garage', garage, {}, [{ src: 'brand/logo.svg', size: 5_242_880, head }]);
    expect(verdict).toEqual({
      ok: false,
      message: `Corrigez d’abord :\nLe garage : ${logoSizeProblem('brand/logo.svg', 5_242_880)!}`,
    });
  });
});
