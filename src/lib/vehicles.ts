/**
 * The used-car catalogue's words and addresses: labels, figures as French readers write them,
 * one page per car for sale (its path, title and description, in one place for the page registry,
 * the sitemap and the share images), and the car's structured data.
 */
import { PATHS } from '#schemas/paths.ts';
import type { CarLeaf } from 'schema-dts';
import type { Fuel, Gearbox, Vehicle } from '#schemas/index.ts';
import { TAX_LABEL, formatEuros } from './price';
import { slugify } from '#schemas/slug.ts';
import { placeName } from './words';

/** Fuels as shown. */
export const FUEL_LABELS: Record<Fuel, string> = {
  essence: 'Essence',
  diesel: 'Diesel',
  hybride: 'Hybride',
  'hybride-rechargeable': 'Hybride rechargeable',
  electrique: 'Électrique',
  gpl: 'GPL',
};

/** Gearboxes as shown after « Boîte de vitesses ». */
export const GEARBOX_LABELS: Record<Gearbox, string> = { manuelle: 'Manuelle', automatique: 'Automatique' };

/** A gearbox on its own, as a card shows it: « Boîte manuelle ». */
export const gearboxText = (gearbox: Gearbox): string => `Boîte ${GEARBOX_LABELS[gearbox].toLowerCase()}`;

/** schema.org wants English words: the terms of Google's vehicle listings. */
const SCHEMA_FUELS: Record<Fuel, string> = {
  essence: 'Gasoline',
  diesel: 'Diesel',
  hybride: 'Hybrid',
  'hybride-rechargeable': 'Plug-in hybrid',
  electrique: 'Electric',
  gpl: 'LPG',
};
const SCHEMA_GEARBOXES: Record<Gearbox, string> = { manuelle: 'Manual', automatique: 'Automatic' };

const grouped = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** « 98 500 km », never broken across lines. */
export function formatKm(km: number): string {
  return `${grouped.format(km)}\u00a0km`;
}

/** « 13 490 € TTC », never broken across lines. */
export function formatCarPrice(price: number): string {
  return `${formatEuros(price)}\u00a0${TAX_LABEL}`;
}

/** Every figure of a car, worded, as its page lists them: [« Kilométrage », « 98 500 km »]… */
export function carFigures(car: Vehicle): readonly (readonly [label: string, value: string | number])[] {
  return [
    ['Marque', car.make],
    ['Modèle', car.model],
    ['Version', car.version],
    ['Année', car.year],
    ['Kilométrage', formatKm(car.mileageKm)],
    ['Énergie', FUEL_LABELS[car.fuel]],
    ['Boîte de vitesses', GEARBOX_LABELS[car.gearbox]],
  ];
}

/** « Volkswagen Golf ». */
export const carName = (car: Pick<Vehicle, 'make' | 'model'>): string => `${car.make} ${car.model}`;

/** The cars a visitor may buy: sold ones are never offered. */
export function carsForSale<T extends Pick<Vehicle, 'sold'>>(vehicles: readonly T[]): T[] {
  return vehicles.filter((car) => !car.sold);
}

/**
 * A URL slug per car, from make, model, version and year; two identical cars get -2, -3…
 * in the order of the file, so every page has its own address.
 */
export function carSlugs(
  vehicles: readonly Pick<Vehicle, 'make' | 'model' | 'version' | 'year'>[],
): string[] {
  const seen = new Map<string, number>();
  return vehicles.map((car) => {
    const base = slugify(`${car.make} ${car.model} ${car.version} ${car.year}`);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

/** Who sells the cars, as a car page names it: the garage (garage.yaml), its name and place. */
export interface Seller {
  name: string;
  contact: Parameters<typeof placeName>[0];
}

/** A car's page: its address and what search engines and share cards say of it. */
export interface CarPage {
  slug: string;
  /** Route path, e.g. /services/voiture-occasion/volkswagen-golf-1-6-tdi-115-confortline-2017. */
  path: string;
  title: string;
  description: string;
  car: Vehicle;
}

/** Longest title search engines show whole (and html-validate's long-title rule accepts). */
export const MAX_TITLE_LENGTH = 70;

/**
 * A car page's <title>: the most it can say within MAX_TITLE_LENGTH, the garage's name last:
 * « Volkswagen Golf 2017 d’occasion, 98 500 km | Garage X ».
 */
export function carTitle(car: Vehicle, siteName: string): string {
  const what = `${carName(car)} ${car.year} d’occasion`;
  const candidates = [`${what}, ${formatKm(car.mileageKm)} | ${siteName}`, `${what} | ${siteName}`, what];
  return candidates.find((title) => [...title].length <= MAX_TITLE_LENGTH) ?? what;
}

/** One page per car for sale, in the file's order. The one place car pages are named. */
export function carPages(vehicles: readonly Vehicle[], seller: Seller): CarPage[] {
  const cars = carsForSale(vehicles);
  return carSlugs(cars).map((slug, i) => {
    const car = cars[i]!;
    return {
      slug,
      path: `${PATHS.cars}/${slug}`,
      title: carTitle(car, seller.name),
      description:
        `${carName(car)} ${car.version} de ${car.year}, ${formatKm(car.mileageKm)}, ` +
        `${FUEL_LABELS[car.fuel].toLowerCase()}, ${gearboxText(car.gearbox).toLowerCase()}\u00a0: ` +
        `${formatCarPrice(car.price)}. À voir et à essayer au garage, ${placeName(seller.contact)}.`,
      car,
    };
  });
}

/** The home page's sentence for its « Voitures d’occasion » block when cars are for sale. */
export function carsForSaleText(count: number): string {
  return count === 1
    ? 'Une voiture d’occasion en vente en ce moment, vérifiée par nos mécaniciens.'
    : `${count} voitures d’occasion en vente en ce moment, vérifiées par nos mécaniciens.`;
}

/** What the list's live counter says: « 3 voitures », « 1 voiture sur 3 », « Aucune voiture sur 3 ». */
export function resultsText(shown: number, total: number): string {
  const cars = (n: number) => `${n} voiture${n > 1 ? 's' : ''}`;
  if (shown === total) return `${cars(total)} en vente`;
  return `${shown === 0 ? 'Aucune voiture' : cars(shown)} sur ${total}`;
}

/** Absolute URLs the car's structured data points to. */
export interface CarUrls {
  /** The car's page. */
  page: string;
  /** Its photos. */
  images: readonly string[];
  /** The `@id` of the business selling it. */
  seller: string;
}

/** schema.org `Car` with its `Offer`, for the car's page (a car for sale is in stock). */
export function carStructuredData(car: Vehicle, urls: CarUrls): CarLeaf {
  return {
    '@type': 'Car',
    '@id': `${urls.page}#voiture`,
    name: `${carName(car)} ${car.version}`,
    url: urls.page,
    image: [...urls.images],
    description: car.description,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleConfiguration: car.version,
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileageKm, unitCode: 'KMT' },
    fuelType: SCHEMA_FUELS[car.fuel],
    vehicleTransmission: SCHEMA_GEARBOXES[car.gearbox],
    itemCondition: 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      url: urls.page,
      price: car.price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { '@id': urls.seller },
    },
  };
}
