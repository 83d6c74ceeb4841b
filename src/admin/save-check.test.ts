/* eslint-disable @typescript-eslint/no-explicit-any -- each case edits the YAML of one file by hand, as the owner would */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORE_SCHEMA, dump, load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkSave, repositoryFilesFor, repositoryProblems, type RepositoryTexts } from './save-check';
import type { EditableFile } from './schemas';
import { FIRST_GARAGE } from '#tests/support/content.ts';

/** A data file's text in the repository (the tests' own garage's). */
const text = (file: string) => readFileSync(path.join(FIRST_GARAGE, `src/content/${file}.yaml`), 'utf-8');
/** A data file as the editor holds it: the YAML as written, before the schema's defaults. */
const raw = (file: string) => load(text(file), { schema: CORE_SCHEMA }) as Record<string, any>;
/** The repository as the editor reads it before a save: the rule files' texts. */
const REPOSITORY: RepositoryTexts = {
  home: text('home'),
  repairs: text('repairs'),
  cleaning: text('cleaning'),
};
const CAR = {
  make: 'Seat',
  model: 'Leon',
  version: '1.5 TSI 130 FR',
  year: '2 020',
  mileageKm: '61 000 km',
  fuel: 'essence',
  gearbox: 'manuelle',
  price: '15\u202f900 €',
  photos: [{ src: '/photos/vehicules/IMG_2041.JPG', alt: 'La Leon' }],
  description: 'Deux clés.',
  sold: false,
};
/** The file after `change`, checked as the editor checks it before a save. */
function check(
  file: EditableFile,
  change: (data: Record<string, any>) => void,
  repository: RepositoryTexts = REPOSITORY,
) {
  const data = file === 'vehicles' ? { vehicles: [structuredClone(CAR)] } : raw(file);
  change(data);
  return checkSave(file, data, repository);
}
const belt = (d: Record<string, any>) => d['services'][1];

// The dated rules (a review's date, the month of its visit) read the Paris calendar: this file sets
// its own, so that it passes whatever the day it runs (a month « not yet arrived » stayed so until
// 30 November only).
beforeAll(() => void vi.useFakeTimers({ now: new Date('2026-12-07T10:00:00+01:00'), toFake: ['Date'] }));
afterAll(() => void vi.useRealTimers());

describe('a number typed the French way is saved as the number meant', () => {
  it.each<[string, EditableFile, (d: Record<string, any>) => void, (d: any) => unknown, unknown]>([
    ['549,90', 'repairs', (d) => (belt(d).price.amount = '549,90'), (d) => belt(d).price.amount, 549.9],
    ['559.90', 'repairs', (d) => (belt(d).price.amount = '559.90'), (d) => belt(d).price.amount, 559.9],
    ['1 200 €', 'repairs', (d) => (belt(d).price.amount = '1 200 €'), (d) => belt(d).price.amount, 1200],
    [
      '60,00 (cleaning)',
      'cleaning',
      (d) => (d['packages'][1].price = '60,00'),
      (d) => d.packages[1].price,
      60,
    ],
    ['15 900 € (a car)', 'vehicles', () => {}, (d) => d.vehicles[0].price, 15900],
    ['61 000 km', 'vehicles', () => {}, (d) => d.vehicles[0].mileageKm, 61000],
    ['2 020', 'vehicles', () => {}, (d) => d.vehicles[0].year, 2020],
    [
      '72,50 (an hourly rate)',
      'repairs',
      (d) => (d['labour'].rates[0].rate = '72,50'),
      (d) => d.labour.rates[0].rate,
      72.5,
    ],
  ])('%s', (_, file, change, read, expected) => {
    const verdict = check(file, change);
    expect(verdict.ok && read(verdict.data)).toBe(expected);
  });
});

describe('what the build would refuse is refused before the save, with the verifier’s words', () => {
  it.each<[string, EditableFile, (d: Record<string, any>) => void, string]>([
    [
      'a price that could mean two numbers',
      'repairs',
      (d) => (belt(d).price.amount = '1.200'),
      'Prix des réparations → « Courroie de distribution » → Prix (€ TTC) : « 1.200 » : nombre en chiffres',
    ],
    [
      'three decimals',
      'repairs',
      (d) => (belt(d).price.amount = 549.999),
      '« Courroie de distribution » → Prix (€ TTC) : le prix ne peut pas avoir plus de deux décimales',
    ],
    [
      'a price of 0',
      'repairs',
      (d) => (belt(d).price.amount = '0'),
      'le prix doit être compris entre 1 € et 10 000 €',
    ],
    [
      'a service renamed to the name of another',
      'repairs',
      (d) => (belt(d).title = 'Révision et Vidange'),
      'Nom de la prestation : le titre « Révision et Vidange » est en double',
    ],
    [
      'a service renamed to its own name up to accents, case and punctuation',
      'repairs',
      (d) => (belt(d).title = 'Revision et vidange !'),
      'Nom de la prestation : le titre « Revision et vidange ! » ne diffère de « Révision et Vidange » (entrée n° 1) que par les accents',
    ],
    [
      'a service an offer shows, deleted',
      'repairs',
      (d) => d['services'].splice(1, 1),
      'Prix des réparations : « Courroie de distribution » ne peut pas être supprimé : l’offre « Kit de distribution » de la page d’accueil affiche son prix. Choisissez d’abord un autre prix pour cette offre, ou « (Aucun) » (Page d’accueil → Offres du moment → Prix affiché), enregistrez, puis supprimez',
    ],
    [
      'a package an offer shows, deleted',
      'cleaning',
      (d) => d['packages'].shift(),
      'Nettoyage : « Nettoyage intérieur : Citadine » ne peut pas être supprimé : l’offre « Lavage intérieur »',
    ],
    [
      'an offer naming no entry of the lists',
      'home',
      (d) => (d['offers'][0].price = { kind: 'service', id: 'freins' }),
      'Page d’accueil → « Remplacement des disques de frein » → Prix affiché (facultatif) : aucune entrée d’identifiant « freins » dans les prestations de réparation',
    ],
    [
      'an offer naming its price by a name, as offers were written before',
      'home',
      (d) => (d['offers'][0].price = 'Disques et plaquettes de frein'),
      'Prix affiché (facultatif) : nommez la prestation ou le forfait par sa clé fixe',
    ],
    [
      'an offer naming a package by a service’s key',
      'home',
      (d) => (d['offers'][0].price = { kind: 'package', id: 'courroie-distribution' }),
      '«\u00a0courroie-distribution\u00a0» est une prestation de réparation, pas un forfait de nettoyage\u00a0: écrivez kind: service',
    ],
    [
      'a price in an offer’s title',
      'home',
      (d) => (d['offers'][1].title = 'Kit de distribution à 499 €'),
      '« Kit de distribution à 499 € » → Titre de l’offre : pas de prix dans le texte (« 499 € »)',
    ],
    ...(['499 EUR', '499,90 TTC', '120 HT', '499,-', '1 200 euros', '€ 45'] as const).map(
      (price): [string, EditableFile, (d: Record<string, any>) => void, string] => [
        `« ${price} » in the tagline`,
        'home',
        (d) => (d['tagline'] = `Entretien complet dès ${price} seulement.`),
        'Slogan : pas de prix dans le texte',
      ],
    ),
    [
      'a price written in an offer’s text',
      'home',
      (d) => (d['offers'][0].description = 'Freins à partir de 239,90 €.'),
      '« Remplacement des disques de frein » → Description : pas de prix dans le texte (« 239,90 € »)',
    ],
    [
      'a link to no page',
      'home',
      (d) => (d['serviceBlocks'][1].href = '/services/netoyage'),
      '« Nettoyage professionnel » → Page liée : valeur « /services/netoyage » non reconnue',
    ],
    [
      'a closure that ends before it starts',
      'hours',
      (d) => (d['closures'] = [{ from: '2027-08-20', to: '2027-08-02', message: '' }]),
      'Horaires et fermetures → Fermetures exceptionnelles n° 1 → Dernier jour fermé : la date de fin doit suivre la date de début',
    ],
    [
      'overlapping hours',
      'hours',
      (d) =>
        (d['week'][0].ranges = [
          { open: '08:00', close: '12:00' },
          { open: '08:00', close: '18:00' },
        ]),
      'Horaires et fermetures → « lundi » → Plages d’ouverture',
    ],
    [
      'a car from 1900',
      'vehicles',
      (d) => (d['vehicles'][0].year = '1900'),
      'année attendue à partir de 1950',
    ],
    ['a car at 50 €', 'vehicles', (d) => (d['vehicles'][0].price = '50'), 'prix attendu d’au moins 500 €'],
    [
      'a car photo not uploaded yet',
      'vehicles',
      (d) => (d['vehicles'][0].photos[0].src = ''),
      'Voitures d’occasion → « Seat Leon 2020 » → Photos n° 1 → Photo : aucune image',
    ],
    [
      'an hourly rate of 350 €',
      'repairs',
      (d) => (d['labour'].rates[0].rate = '350'),
      'Prix des réparations → Taux horaires n° 1 → Taux horaire (€ TTC de l’heure) : le taux horaire doit être compris entre 20 € et 300 € TTC de l’heure',
    ],
    [
      'a paid quote without its price',
      'repairs',
      (d) => (d['quote'] = { kind: 'paid', deducted: true }),
      'Prix des réparations → Prix du devis (€ TTC) : le prix doit être un nombre (ex. 79 ou 549.90)',
    ],
    [
      'real reviews, one without its dates',
      'reviews',
      (d) => {
        d['sample'] = false;
        delete d['reviews'][0].date;
      },
      'Avis clients → « Sophie L. » → Date de l’avis : avis réel (sample: false) : la date de l’avis (AAAA-MM-JJ) est obligatoire',
    ],
    [
      'a review written before the visit it describes',
      'reviews',
      (d) => (d['reviews'][0].experience = '2027-01'),
      '« Sophie L. » → Mois de la prestation (AAAA-MM) : le mois 2027-01 n’est pas encore arrivé',
    ],
  ])('%s', (_, file, change, message) => {
    const verdict = check(file, change);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.message).toContain(message);
  });
});

it('the site’s own files pass as they are', () => {
  for (const file of ['garage', 'hours', 'socials', 'home', 'reviews', 'repairs', 'cleaning'] as const) {
    expect(checkSave(file, raw(file), REPOSITORY)).toMatchObject({ ok: true });
  }
});

describe('the rules between files read the repository as it is now', () => {
  it('a renamed service keeps the offers that show its price', () => {
    expect(check('repairs', (d) => (belt(d).title = 'Kit de distribution complet'))).toMatchObject({
      ok: true,
    });
  });

  it('a service added a minute ago can be offered at once', () => {
    const repairs = raw('repairs');
    repairs['services'].push({ ...structuredClone(belt(repairs)), id: '3f2a9c1b', title: 'Climatisation' });
    const now = { ...REPOSITORY, repairs: dump(repairs) };
    expect(
      check('home', (d) => (d['offers'][0].price = { kind: 'service', id: '3f2a9c1b' }), now),
    ).toMatchObject({
      ok: true,
    });
    // … and not before it exists.
    expect(check('home', (d) => (d['offers'][0].price = { kind: 'service', id: '3f2a9c1b' }))).toMatchObject({
      ok: false,
    });
  });

  it('once no offer shows it, the service can be deleted', () => {
    const home = raw('home');
    home['offers'][1].price = null;
    const now = { ...REPOSITORY, home: dump(home) };
    expect(check('repairs', (d) => d['services'].splice(1, 1), now)).toMatchObject({ ok: true });
  });

  it('a garage without cleaning.yaml: no offer of a cleaning price, no block to the cleaning page', () => {
    // Its home page as it is: no offer of a package, no block to /services/nettoyage.
    const home = raw('home');
    const offer = home['offers'].findIndex((o: any) => o.price?.kind === 'package');
    const block = home['serviceBlocks'].findIndex((b: any) => b.href === '/services/nettoyage');
    home['offers'][offer].price = null;
    home['serviceBlocks'][block].href = '/reservation';
    const noCleaning = { ...REPOSITORY, home: dump(home), cleaning: undefined };
    const save = (change: (d: Record<string, any>) => void) => {
      const data = structuredClone(home);
      change(data);
      return checkSave('home', data, noCleaning);
    };
    expect(save(() => {})).toMatchObject({ ok: true });
    const priced = save((d) => (d['offers'][offer].price = { kind: 'package', id: 'citadine' }));
    expect(priced.ok || priced.message).toMatch(/ne propose pas de nettoyage/);
    const linked = save((d) => (d['serviceBlocks'][block].href = '/services/nettoyage'));
    expect(linked.ok || linked.message).toMatch(/mène à la page \/services\/nettoyage, qui n’existe pas/);
    // A repair price's save is not refused for want of the cleaning file.
    expect(check('repairs', (d) => (belt(d).price.amount = '559,90'), noCleaning)).toMatchObject({
      ok: true,
    });
  });

  it('the publication status names what a garage without cleaning.yaml must fix, not the absent file', () => {
    const all = {
      ...REPOSITORY,
      hours: text('hours'),
      garage: text('garage'),
      reviews: text('reviews'),
      socials: text('socials'),
      parts: text('parts'),
      vehicles: text('vehicles'),
    };
    expect(repositoryProblems(all)).toEqual([]);
    const found = repositoryProblems({ ...all, cleaning: undefined });
    // The home page's block to the cleaning page and its offer of a cleaning price; nothing else.
    expect(found.map((p) => p.file)).toEqual(['home', 'home']);
    const said = found.map((p) => p.text).join('\n');
    expect(said).toMatch(/ne propose pas de nettoyage/);
    expect(said).toMatch(/qui n’existe pas/);
    // Without vehicles.yaml nor parts.yaml, the blocks to their pages are named, with the file.
    const sold = repositoryProblems({ ...all, vehicles: undefined, parts: undefined });
    expect(sold.map((p) => p.text)).toEqual([
      expect.stringMatching(
        /Pièces d’occasion.*qui n’existe pas : le garage ne propose pas de pièces d’occasion \(pas de fichier src\/content\/parts\.yaml\)/,
      ),
      expect.stringMatching(
        /Voitures d’occasion.*\/services\/voiture-occasion, qui n’existe pas : le garage ne propose pas de voitures d’occasion \(pas de fichier src\/content\/vehicles\.yaml\)/,
      ),
    ]);
  });

  it('a cleaning package written under kind: service is told to be written kind: package', () => {
    const verdict = check('home', (d) => {
      const offer = d['offers'].find((o: any) => o.price?.kind === 'package');
      offer.price = { kind: 'service', id: offer.price.id };
    });
    expect(verdict.ok || verdict.message).toMatch(
      /→ Prix affiché \(facultatif\) : «\u00a0citadine\u00a0» est un forfait de nettoyage, pas une prestation de réparation\u00a0: écrivez kind: package$/,
    );
  });

  it('a problem the repository already has does not stop an unrelated save', () => {
    const home = raw('home');
    home['offers'][0].price = { kind: 'service', id: 'freins' };
    const now = { ...REPOSITORY, home: dump(home) };
    expect(check('repairs', (d) => (belt(d).price.amount = '559,90'), now)).toMatchObject({ ok: true });
  });
});

describe('a review is not older than the garage, before the save of either file', () => {
  /** A French message's no-break spaces, written « ~ » here to be seen. */
  const nb = (line: string) => line.replaceAll('~', '\u00a0');
  const withGarage = { ...REPOSITORY, garage: text('garage'), reviews: text('reviews') };
  const DATE = nb(
    'Avis clients → « Sophie L. » → Date de l’avis : l’avis du 14 mars 1975 précède la création du garage (20 juillet 1981, Le garage → Date de fondation)~: corrigez sa date',
  );
  const MONTH = nb(
    'Avis clients → « Sophie L. » → Mois de la prestation (AAAA-MM) : la prestation de mars 1975 précède la création du garage (20 juillet 1981, Le garage → Date de fondation)~: corrigez son mois',
  );
  const in1975 = (d: Record<string, any>) =>
    Object.assign(d['reviews'][0], { date: '1975-03-14', experience: '1975-03' });

  it.each<[string, EditableFile, (d: Record<string, any>) => void, string[]]>([
    ['a review dated 14 March 1975, about a visit that month', 'reviews', in1975, [DATE, MONTH]],
    [
      'a review of the founding day',
      'reviews',
      (d) => Object.assign(d['reviews'][0], { date: '1981-07-20', experience: '1981-07' }),
      [],
    ],
    [
      'the founding day moved after the oldest review, of 27 March 2026 (its visit, that month)',
      'garage',
      (d) => (d['founded'] = '2026-03-28'),
      [
        nb(
          'Avis clients → « Aurélien C. » → Date de l’avis : l’avis du 27 mars 2026 précède la création du garage (28 mars 2026, Le garage → Date de fondation)~: corrigez sa date',
        ),
      ],
    ],
  ])('%s', (_what, file, change, lines) => {
    const verdict = check(file, change, withGarage);
    expect(verdict.ok ? [] : verdict.message.split('\n').slice(1)).toEqual(lines);
  });

  it('the save of the reviews reads garage.yaml from the repository', () => {
    expect(repositoryFilesFor('reviews')).toEqual(['home', 'repairs', 'cleaning', 'garage', 'reviews']);
    expect(repositoryFilesFor('hours')).toEqual(['home', 'repairs', 'cleaning']);
  });

  it('a review the repository already has before the founding does not stop an unrelated save of garage.yaml', () => {
    const reviews = raw('reviews');
    in1975(reviews);
    const now = { ...withGarage, reviews: dump(reviews) };
    expect(check('garage', (d) => (d['tagline'] = 'Votre garage de quartier'), now)).toMatchObject({
      ok: true,
    });
  });

  it('the publication status names the review, in the form of the reviews', () => {
    const reviews = raw('reviews');
    in1975(reviews);
    const all = Object.fromEntries(
      ['hours', 'socials', 'parts', 'vehicles'].map((f) => [f, text(f)]),
    ) as RepositoryTexts;
    const found = repositoryProblems({ ...withGarage, ...all, reviews: dump(reviews) });
    expect(found).toEqual([
      { text: DATE, file: 'reviews' },
      { text: MONTH, file: 'reviews' },
    ]);
  });
});

describe('a photo uploaded with the save is read as the verifier reads it', () => {
  const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic')]);
  it.each([
    ['an iPhone HEIC renamed .JPG', 1000, heic, 'mais c’est une photo HEIC (le format des iPhone)'],
    ['an upload that failed', 0, new Uint8Array(), 'est vide (0 octet) : son envoi a échoué'],
  ])('%s is refused', (_, size, head, message) => {
    const data = { vehicles: [structuredClone(CAR)] };
    const verdict = checkSave('vehicles', data, REPOSITORY, [
      { src: 'photos/vehicules/IMG_2041.JPG', size, head },
    ]);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.message).toContain(message);
  });

  it('a JPEG passes', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const verdict = checkSave('vehicles', { vehicles: [structuredClone(CAR)] }, REPOSITORY, [
      { src: 'photos/vehicules/IMG_2041.JPG', size: 4, head: jpeg },
    ]);
    expect(verdict.ok).toBe(true);
  });
});
