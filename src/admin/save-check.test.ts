/* eslint-disable @typescript-eslint/no-explicit-any -- each case edits the YAML of one file by hand, as the owner would */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { offerPriceFacts } from '#data/references.ts';
import { readContent } from '#data/reader.ts';
import { checkSave } from './save-check';
import type { EditableFile } from './schemas';

/** A data file as the editor holds it: the YAML as written, before the schema's defaults. */
const raw = (file: string) =>
  load(readFileSync(path.join(import.meta.dirname, `../content/${file}.yaml`), 'utf-8'), {
    schema: CORE_SCHEMA,
  }) as Record<string, any>;
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
const { home, repairs, cleaning } = readContent();
const PUBLISHED = offerPriceFacts(home, repairs, cleaning);

/** The file after `change`, checked as the editor checks it before a save. */
function check(file: EditableFile, change: (data: Record<string, any>) => void) {
  const data = file === 'vehicles' ? { vehicles: [structuredClone(CAR)] } : raw(file);
  change(data);
  return checkSave(file, data, PUBLISHED);
}
const belt = (d: Record<string, any>) => d['services'][1];

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
      'a service an offer shows, renamed',
      'repairs',
      (d) => (belt(d).title = 'Kit de distribution complet'),
      'Page d’accueil → « Kit de distribution » → Prix affiché (facultatif) : « Courroie de distribution » n’est ni une prestation',
    ],
    [
      'an offer naming no price of the lists',
      'home',
      (d) => (d['offers'][0].price = 'Freins'),
      'Page d’accueil → « Remplacement des disques de frein » → Prix affiché (facultatif) : « Freins »',
    ],
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
      (d) => (d['reviews'][0].experience = '2026-12'),
      '« Sophie L. » → Mois de la prestation (AAAA-MM) : le mois 2026-12 n’est pas encore arrivé',
    ],
  ])('%s', (_, file, change, message) => {
    const verdict = check(file, change);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.message).toContain(message);
  });
});

it('the site’s own files pass as they are', () => {
  for (const file of ['garage', 'hours', 'socials', 'home', 'reviews', 'repairs', 'cleaning'] as const) {
    expect(checkSave(file, raw(file), PUBLISHED)).toMatchObject({ ok: true });
  }
});
