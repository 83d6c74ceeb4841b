import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseDataFile } from './loader';
import { ContentDataError } from './parse';
import { readVehicles } from './reader';
import { vehiclesFileSchema } from '#schemas/index.ts';
import { VEHICLES_OPTIONS } from './vehicles';

/** An assets folder with two phone photos and a drawing. */
const assets = mkdtempSync(path.join(os.tmpdir(), 'photos-voitures-'));
mkdirSync(path.join(assets, 'photos/vehicules'), { recursive: true });
const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#5b6470' } })
  .jpeg()
  .toBuffer();
for (const name of ['golf-1.jpg', 'golf-2.jpg'])
  writeFileSync(path.join(assets, 'photos/vehicules', name), jpeg);
writeFileSync(
  path.join(assets, 'photos/vehicules/golf.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const FILE = 'src/content/vehicles.yaml';
const nextYear = new Date().getFullYear() + 1;

/** vehicles.yaml's text read as the reader reads it. */
const parseVehicles = (text: string) =>
  parseDataFile(FILE, text, vehiclesFileSchema, assets, VEHICLES_OPTIONS);

/** The owner's example car (README), one field replaced by `field: value` (or removed with ''). */
function golf(field?: string, value?: string): string {
  const lines = [
    'make: Volkswagen',
    'model: Golf',
    'version: 1.6 TDI 115 Confortline',
    'year: 2017',
    'mileageKm: 98500',
    'fuel: diesel',
    'gearbox: manuelle',
    'price: 13490',
    'photos:\n      - { src: photos/vehicules/golf-1.jpg, alt: La Golf vue de trois quarts avant }',
    'description: Première main, carnet d’entretien suivi au garage.',
  ].flatMap((line) => {
    if (!field || !line.startsWith(`${field}:`)) return [line];
    return value === '' ? [] : [`${field}: ${value}`];
  });
  if (field && value && !lines.some((l) => l.startsWith(`${field}:`))) lines.push(`${field}: ${value}`);
  return `vehicles:\n  - ${lines.join('\n    ')}\n`;
}

/** The error message for `text`, or a failed test if it was accepted. */
function errorOf(text: string): string {
  try {
    parseVehicles(text);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentDataError);
    return (error as Error).message;
  }
  throw new Error('bad data was accepted');
}

describe('vehicles.yaml', () => {
  it.each([
    ['an empty file', ''],
    ['comments only', '# pas de voiture en ce moment\n'],
    ['an empty list', 'vehicles: []\n'],
    ['an empty key', 'vehicles:\n'],
  ])('%s lists no car', (_, text) => {
    expect(parseVehicles(text).vehicles).toEqual([]);
  });

  it('an absent file is no used-car trade (src/schemas/trades.ts), not an empty list', () => {
    expect(readVehicles(mkdtempSync(path.join(os.tmpdir(), 'sans-voitures-')))).toBeUndefined();
  });

  it('reads the owner’s example, a car not sold unless said', () => {
    const [car] = parseVehicles(golf()).vehicles;
    expect(car).toMatchObject({
      make: 'Volkswagen',
      year: 2017,
      mileageKm: 98500,
      price: 13490,
      sold: false,
    });
  });

  it.each([
    [
      'a mileage written with « km »',
      golf('mileageKm', '98 500 km'),
      '« Volkswagen Golf 2017 » → mileageKm : kilométrage attendu en chiffres',
    ],
    [
      'a negative mileage',
      golf('mileageKm', '-1'),
      '« Volkswagen Golf 2017 » → mileageKm : le kilométrage ne peut pas être négatif',
    ],
    [
      'a million kilometres',
      golf('mileageKm', '1000000'),
      '« Volkswagen Golf 2017 » → mileageKm : kilométrage attendu au plus 999 999 km',
    ],
    [
      'a year before 1950',
      golf('year', '1949'),
      '« Volkswagen Golf » → year : année attendue à partir de 1950',
    ],
    [
      'a year typed -50: the car is named by what it is, not by the refused year',
      golf('year', '-50'),
      '« Volkswagen Golf » → year : année attendue à partir de 1950',
    ],
    [
      'a price written in kilometres',
      golf('price', '61 000 km'),
      '« Volkswagen Golf 2017 » → price : « 61 000 km » : « km » est l’unité d’un kilométrage, pas d’un prix',
    ],
    [
      'a mileage written in euros',
      golf('mileageKm', '15 900 €'),
      '« Volkswagen Golf 2017 » → mileageKm : « 15 900 € » : « € » est l’unité d’un prix, pas d’un kilométrage',
    ],
    [
      'a year after next year',
      golf('year', String(nextYear + 1)),
      `→ year : année attendue au plus tard ${nextYear}`,
    ],
    [
      'a price under 500 €',
      golf('price', '499'),
      '« Volkswagen Golf 2017 » → price : prix attendu d’au moins 500 €',
    ],
    [
      'a price over 200 000 €',
      golf('price', '200001'),
      '« Volkswagen Golf 2017 » → price : prix attendu d’au plus 200 000 €',
    ],
    [
      'a price with cents',
      golf('price', '13490.5'),
      '« Volkswagen Golf 2017 » → price : prix attendu en euros entiers',
    ],
    [
      'an unknown fuel',
      golf('fuel', 'gazole'),
      '« Volkswagen Golf 2017 » → fuel : valeur attendue parmi : essence, diesel',
    ],
    [
      'an unknown gearbox',
      golf('gearbox', 'robotisee'),
      '« Volkswagen Golf 2017 » → gearbox : valeur attendue parmi : manuelle, automatique',
    ],
    [
      'no photo',
      golf('photos', '[]'),
      '« Volkswagen Golf 2017 » → photos : au moins une photo est obligatoire',
    ],
    [
      'a photo that is not there',
      golf('photos', '[{ src: photos/vehicules/IMG_9999.JPG, alt: La Golf }]'),
      '« Volkswagen Golf 2017 » → photos n° 1 → src : image introuvable src/assets/photos/vehicules/IMG_9999.JPG',
    ],
    [
      'a photo without its description',
      golf('photos', '[{ src: photos/vehicules/golf-1.jpg }]'),
      '« Volkswagen Golf 2017 » → photos n° 1 → alt :',
    ],
    [
      'a drawing (SVG) as a photo',
      golf('photos', '[{ src: photos/vehicules/golf.svg, alt: La Golf }]'),
      '« Volkswagen Golf 2017 » → photos n° 1 → src : une photo de voiture est un fichier JPEG, PNG, WebP ou AVIF, pas un dessin SVG',
    ],
    [
      'one photo twice on one car',
      golf(
        'photos',
        '[{ src: photos/vehicules/golf-1.jpg, alt: De face }, { src: photos/vehicules/golf-1.jpg, alt: De dos }]',
      ),
      '« Volkswagen Golf 2017 » → photos n° 2 → src : la photo photos/vehicules/golf-1.jpg est déjà plus haut dans les photos de cette voiture',
    ],
    [
      'two cars sharing one photo',
      `${golf()}${golf('year', '2018').replace('vehicles:\n', '')}`,
      '« Volkswagen Golf 2018 » → photos n° 1 → src : la photo photos/vehicules/golf-1.jpg est déjà celle de « Volkswagen Golf 2017 » (voiture n° 1) : chaque voiture a ses propres photos',
    ],
    [
      'the same car pasted twice',
      `${golf()}${golf().replace('vehicles:\n', '')}`,
      'src/content/vehicles.yaml → « Volkswagen Golf 2017 » : cette voiture (n° 2 de la liste) est en double, identique à « Volkswagen Golf 2017 » (voiture n° 1) : supprimez l’une des deux',
    ],
    ['a missing description', golf('description', ''), '« Volkswagen Golf 2017 » → description :'],
    ['an unknown field (a typo)', golf('kilometrage', '98500'), '« Volkswagen Golf 2017 » :'],
    [
      'sold written in French',
      golf('sold', 'oui'),
      '« Volkswagen Golf 2017 » → sold : true ou false attendu',
    ],
    ['a car with no make yet', golf('make', ''), '« Golf 2017 » → make :'],
  ])('%s stops the build, naming the car and the field', (_, text, message) => {
    const error = errorOf(text);
    expect(error).toContain('Données invalides dans src/content/vehicles.yaml');
    expect(error).toContain(message);
  });

  it('names a car by its position when it has neither make, model nor year', () => {
    expect(errorOf('vehicles:\n  - { description: x }\n')).toContain(
      'src/content/vehicles.yaml → vehicles n° 1 → make :',
    );
  });

  it('says where the YAML is malformed, in French, as for every data file', () => {
    expect(errorOf('vehicles:\n  - make: Volkswagen\n\tmodel: Golf\n')).toMatch(
      /^Fichier illisible src\/content\/vehicles.yaml \(YAML mal formé\), ligne 3, colonne 1 : tabulation interdite/,
    );
  });
});
