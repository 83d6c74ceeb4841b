import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentDataError, parseDataFile } from './loader';
import {
  cleaningFileSchema,
  garageSchema,
  homeFileSchema,
  hoursSchema,
  navigationFileSchema,
  repairsFileSchema,
  reviewsFileSchema,
  socialsFileSchema,
} from './schemas';

const root = path.resolve(import.meta.dirname, '../..');
const read = (name: string) => readFileSync(path.join(root, 'src/content', `${name}.yaml`), 'utf-8');
const assets = path.join(root, 'src/assets');

const files = {
  garage: garageSchema,
  hours: hoursSchema,
  socials: socialsFileSchema,
  navigation: navigationFileSchema,
  home: homeFileSchema,
  reviews: reviewsFileSchema,
  repairs: repairsFileSchema,
  cleaning: cleaningFileSchema,
} as const;

describe('the owner’s data files', () => {
  it.each(Object.entries(files))('src/content/%s.yaml is valid', (name, schema) => {
    expect(() => parseDataFile(`src/content/${name}.yaml`, read(name), schema, assets)).not.toThrow();
  });
});

/** Parses `text` and returns the error message, or fails the test if it was accepted. */
function errorOf(file: string, text: string, schema: Parameters<typeof parseDataFile>[2]): string {
  try {
    parseDataFile(file, text, schema, assets);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentDataError);
    return (error as Error).message;
  }
  throw new Error('bad data was accepted');
}

const hoursWith = (monday: string) =>
  read('hours').replace(/- day: lundi\n {4}ranges: .*\n/, `- day: lundi\n    ranges: ${monday}\n`);
const garage = read('garage');
const socials = read('socials');
const repairs = read('repairs');
/** The repairs file with the first service's price amount replaced. */
const firstPrice = (amount: string) =>
  repairs.replace(
    '\n    price: { kind: from, amount: 79 }',
    `\n    price: { kind: from, amount: ${amount} }`,
  );

describe('bad data stops the build with the file and the field named', () => {
  it.each([
    [
      'a closing hour before the opening hour',
      'src/content/hours.yaml',
      hoursWith("[{ open: '14:00', close: '12:00' }]"),
      hoursSchema,
      'src/content/hours.yaml → week.0.ranges.0.close : l’heure de fermeture doit être après l’heure d’ouverture',
    ],
    [
      'an hour that is not HH:MM',
      'src/content/hours.yaml',
      hoursWith("[{ open: '8h', close: '12:00' }]"),
      hoursSchema,
      'src/content/hours.yaml → week.0.ranges.0.open : heure attendue au format HH:MM',
    ],
    [
      'overlapping ranges',
      'src/content/hours.yaml',
      hoursWith("[{ open: '08:00', close: '12:00' }, { open: '11:00', close: '18:00' }]"),
      hoursSchema,
      'src/content/hours.yaml → week.0.ranges : les plages horaires doivent se suivre',
    ],
    [
      'an unknown weekday',
      'src/content/hours.yaml',
      read('hours').replace('day: mardi', 'day: mardy'),
      hoursSchema,
      'src/content/hours.yaml → week.1.day : jour attendu parmi : lundi, mardi',
    ],
    [
      'a malformed phone',
      'src/content/garage.yaml',
      garage.replace(/phone: 04 65 71 23 81/, 'phone: 4657 1238'),
      garageSchema,
      'src/content/garage.yaml → contact.phone : numéro français attendu',
    ],
    [
      'a missing name',
      'src/content/garage.yaml',
      garage.replace(/^name: .*\n/m, ''),
      garageSchema,
      'src/content/garage.yaml → name :',
    ],
    [
      'a VAT number that does not match the SIREN',
      'src/content/garage.yaml',
      garage.replace(/vat: FR\d\d/, 'vat: FR12'),
      garageSchema,
      'src/content/garage.yaml → legal.vat : le numéro de TVA ne correspond pas au SIREN',
    ],
    [
      'a consumer mediator without a website',
      'src/content/garage.yaml',
      garage.replace(/^ {4}url: https:\/\/www\.mediateur.*\n/m, ''),
      garageSchema,
      'src/content/garage.yaml → legal.mediator.url :',
    ],
    [
      'a consumer mediator’s website that is not https',
      'src/content/garage.yaml',
      garage.replace('url: https://www.mediateur', 'url: http://www.mediateur'),
      garageSchema,
      'src/content/garage.yaml → legal.mediator.url : l’adresse doit commencer par https://',
    ],
    [
      'a social link that is not https',
      'src/content/socials.yaml',
      socials.replace('https://www.instagram.com', 'http://www.instagram.com'),
      socialsFileSchema,
      'src/content/socials.yaml → socials.1.url : l’adresse doit commencer par https://',
    ],
    [
      'a missing service title',
      'src/content/repairs.yaml',
      repairs.replace(/^( {2}- )title: .*\n( {4})/m, '$1'),
      repairsFileSchema,
      'src/content/repairs.yaml → services.0.title :',
    ],
    [
      'a negative price',
      'src/content/repairs.yaml',
      firstPrice('-79'),
      repairsFileSchema,
      'src/content/repairs.yaml → services.0.price.amount : le prix doit être supérieur à 0',
    ],
    [
      'a zero price',
      'src/content/repairs.yaml',
      firstPrice('0'),
      repairsFileSchema,
      'src/content/repairs.yaml → services.0.price.amount : le prix doit être supérieur à 0',
    ],
    [
      'a price that is not a number',
      'src/content/repairs.yaml',
      firstPrice("'79 €'"),
      repairsFileSchema,
      'src/content/repairs.yaml → services.0.price.amount : le prix doit être un nombre',
    ],
    [
      'a price with three decimals',
      'src/content/repairs.yaml',
      firstPrice('79.999'),
      repairsFileSchema,
      'src/content/repairs.yaml → services.0.price.amount : le prix ne peut pas avoir plus de deux décimales',
    ],
    [
      'an image that does not exist',
      'src/content/repairs.yaml',
      repairs.replace('illustrations/repairs/batterie.svg', 'illustrations/repairs/batterie-absente.svg'),
      repairsFileSchema,
      'src/content/repairs.yaml → services.10.image.src : image introuvable src/assets/illustrations/repairs/batterie-absente.svg',
    ],
    [
      'malformed YAML',
      'src/content/socials.yaml',
      'socials:\n  - network: facebook\n   name: [oops',
      socialsFileSchema,
      'Fichier illisible src/content/socials.yaml (YAML mal formé)',
    ],
  ])('%s', (_what, file, text, schema, expected) => {
    expect(errorOf(file, text, schema)).toContain(expected);
  });

  it('accepts a price with two decimals', () => {
    expect(firstPrice('79.95')).not.toBe(repairs);
    expect(() =>
      parseDataFile('src/content/repairs.yaml', firstPrice('79.95'), repairsFileSchema, assets),
    ).not.toThrow();
  });
});
