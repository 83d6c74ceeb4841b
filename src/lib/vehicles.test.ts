import { describe, expect, it } from 'vitest';
import type { Vehicle } from '#schemas/index.ts';
import { FIRST_GARAGE, SAMPLE_CAR, loadSiteData } from '#tests/support/content.ts';
import { pageAt, siteRegistry } from './pages';
import { breadcrumbTrail } from './structured-data';
import {
  carPages,
  carSlugs,
  carStructuredData,
  carTitle,
  carsForSale,
  carsForSaleText,
  formatCarPrice,
  formatKm,
  gearboxText,
  resultsText,
} from './vehicles';

const nb = '\u00a0';
const nnb = '\u202f';

const golf = SAMPLE_CAR;
const sold: Vehicle = { ...golf, model: 'Polo', sold: true };
const seller = { name: 'Garage Précision Vaise', contact: { city: 'Lyon', district: 'Lyon 9e' } };

describe('figures as French readers write them', () => {
  it.each([
    [formatKm(98500), `98${nnb}500${nb}km`],
    [formatKm(0), `0${nb}km`],
    [formatKm(999999), `999${nnb}999${nb}km`],
    [formatCarPrice(13490), `13${nnb}490${nb}€${nb}TTC`],
    [formatCarPrice(500), `500${nb}€${nb}TTC`],
    [gearboxText('manuelle'), 'Boîte manuelle'],
    [gearboxText('automatique'), 'Boîte automatique'],
  ])('%j', (actual, expected) => expect(actual).toBe(expected));
});

describe('counts', () => {
  it.each([
    [carsForSaleText(1), 'Une voiture d’occasion en vente en ce moment, vérifiée par nos mécaniciens.'],
    [carsForSaleText(3), '3 voitures d’occasion en vente en ce moment, vérifiées par nos mécaniciens.'],
    [resultsText(3, 3), '3 voitures en vente'],
    [resultsText(1, 1), '1 voiture en vente'],
    [resultsText(1, 3), '1 voiture sur 3'],
    [resultsText(2, 3), '2 voitures sur 3'],
    [resultsText(0, 3), 'Aucune voiture sur 3'],
  ])('%j', (actual, expected) => expect(actual).toBe(expected));
});

describe('carSlugs', () => {
  it.each<[string, Pick<Vehicle, 'make' | 'model' | 'version' | 'year'>[], string[]]>([
    ['one car', [golf], ['volkswagen-golf-1-6-tdi-115-confortline-2017']],
    [
      'accents and signs',
      [{ make: 'Škoda', model: 'Octavia', version: 'RS 245 ch', year: 2020 }],
      ['skoda-octavia-rs-245-ch-2020'],
    ],
    [
      'two identical cars',
      [golf, golf, golf],
      [
        'volkswagen-golf-1-6-tdi-115-confortline-2017',
        'volkswagen-golf-1-6-tdi-115-confortline-2017-2',
        'volkswagen-golf-1-6-tdi-115-confortline-2017-3',
      ],
    ],
  ])('%s', (_, cars, expected) => expect(carSlugs(cars)).toEqual(expected));
});

describe('carTitle', () => {
  it.each<[string, Partial<Vehicle>, string, string]>([
    [
      'room for everything',
      {},
      'Garage Précision Vaise',
      `Volkswagen Golf 2017 d’occasion, 98${nnb}500${nb}km | Garage Précision Vaise`,
    ],
    [
      'a longer model: no mileage',
      { model: 'Golf Sportsvan' },
      'Garage Précision Vaise',
      'Volkswagen Golf Sportsvan 2017 d’occasion | Garage Précision Vaise',
    ],
    [
      'a very long model: the car alone',
      { model: 'Golf Sportsvan Life Business' },
      'Garage Précision Vaise',
      'Volkswagen Golf Sportsvan Life Business 2017 d’occasion',
    ],
  ])('%s', (_, change, siteName, expected) => {
    const title = carTitle({ ...golf, ...change }, siteName);
    expect(title).toBe(expected);
    expect(title.length).toBeLessThanOrEqual(70);
  });
});

describe('carPages', () => {
  it('gives each car for sale a page, and a sold car none', () => {
    expect(carsForSale([golf, sold])).toEqual([golf]);
    const pages = carPages([sold, golf], seller);
    expect(pages.map((p) => p.path)).toEqual([
      '/services/voiture-occasion/volkswagen-golf-1-6-tdi-115-confortline-2017',
    ]);
    expect(pages[0]).toMatchObject({
      title: `Volkswagen Golf 2017 d’occasion, 98${nnb}500${nb}km | Garage Précision Vaise`,
      description: `Volkswagen Golf 1.6 TDI 115 Confortline de 2017, 98${nnb}500${nb}km, diesel, boîte manuelle${nb}: 13${nnb}490${nb}€${nb}TTC. À voir et à essayer au garage, Lyon 9e.`,
    });
  });

  it('puts each car under the list in the breadcrumb: Accueil › Voitures d’occasion › the car', () => {
    const pages = siteRegistry({ ...loadSiteData(FIRST_GARAGE), vehicles: [golf] });
    const path = '/services/voiture-occasion/volkswagen-golf-1-6-tdi-115-confortline-2017';
    expect(breadcrumbTrail(pageAt(pages, path), pages)).toEqual([
      { name: 'Accueil', path: '/' },
      { name: 'Voitures d’occasion', path: '/services/voiture-occasion' },
      { name: 'Volkswagen Golf 2017', path },
    ]);
  });
});

describe('carStructuredData', () => {
  const urls = {
    page: 'https://example.fr/services/voiture-occasion/golf',
    images: ['https://example.fr/a.jpg'],
    seller: 'https://example.fr/#garage',
  };
  it.each([
    ['diesel', 'manuelle', 'Diesel', 'Manual'],
    ['essence', 'automatique', 'Gasoline', 'Automatic'],
    ['hybride-rechargeable', 'automatique', 'Plug-in hybrid', 'Automatic'],
    ['electrique', 'automatique', 'Electric', 'Automatic'],
  ] as const)(
    'a %s car with a %s gearbox is a Car with fuelType %s and vehicleTransmission %s',
    (fuel, gearbox, fuelType, transmission) => {
      expect(carStructuredData({ ...golf, fuel, gearbox }, urls)).toMatchObject({
        fuelType,
        vehicleTransmission: transmission,
      });
    },
  );

  it('offers the car used, in euros, in stock, with its mileage and model year', () => {
    expect(carStructuredData(golf, urls)).toMatchObject({
      '@type': 'Car',
      vehicleModelDate: '2017',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 98500, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        price: 13490,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { '@id': 'https://example.fr/#garage' },
      },
    });
  });
});
