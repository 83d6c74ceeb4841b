/**
 * Filtering and sorting the used-car list: pure, shared by the page (which renders the list in the
 * default order and the filter options) and the few lines of browser script that apply a choice.
 */

/** What the filters and sorts read of a car. */
export interface CarFacts {
  make: string;
  fuel: string;
  gearbox: string;
  price: number;
  year: number;
  mileageKm: number;
}

/** On each car of the list (VehicleList.tsx), the data-* attribute of each fact the script reads. */
export const CAR_FACTS = {
  make: 'data-make',
  fuel: 'data-fuel',
  gearbox: 'data-gearbox',
  price: 'data-price',
  year: 'data-year',
  mileageKm: 'data-mileage-km',
} as const satisfies Record<keyof CarFacts, string>;

/** The sorts offered, the first being the list's order without JavaScript. */
export const SORTS = {
  'prix-croissant': { label: 'Prix croissant', compare: (a, b) => a.price - b.price },
  'prix-decroissant': { label: 'Prix décroissant', compare: (a, b) => b.price - a.price },
  annee: { label: 'Année, récente d’abord', compare: (a, b) => b.year - a.year },
  kilometrage: { label: 'Kilométrage croissant', compare: (a, b) => a.mileageKm - b.mileageKm },
} satisfies Record<string, { label: string; compare: (a: CarFacts, b: CarFacts) => number }>;
export type SortKey = keyof typeof SORTS;
export const DEFAULT_SORT: SortKey = 'prix-croissant';

/** A visitor's choice; an empty field means « any ». */
export interface Criteria {
  make?: string | undefined;
  fuel?: string | undefined;
  gearbox?: string | undefined;
  maxPrice?: number | undefined;
}

/** True when the car fits every criterion given. */
export function matches(car: CarFacts, criteria: Criteria): boolean {
  return (
    (!criteria.make || car.make === criteria.make) &&
    (!criteria.fuel || car.fuel === criteria.fuel) &&
    (!criteria.gearbox || car.gearbox === criteria.gearbox) &&
    (criteria.maxPrice === undefined || car.price <= criteria.maxPrice)
  );
}

/** A sorted copy; equal cars keep their order (Array.prototype.sort is stable). */
export function sortCars<T extends CarFacts>(cars: readonly T[], sort: string): T[] {
  const compare = (SORTS[sort as SortKey] ?? SORTS[DEFAULT_SORT]).compare;
  return [...cars].sort(compare);
}

/** Price ceilings a buyer thinks in, in euros. */
const PRICE_STEPS = [
  5_000, 7_500, 10_000, 12_500, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000,
];

/** The « prix maximum » choices worth offering: those that keep some cars and leave some out. */
export function priceCeilings(prices: readonly number[]): number[] {
  if (prices.length === 0) return [];
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return PRICE_STEPS.filter((step) => step >= low && step < high);
}

/** The distinct values of a field, sorted, when there are at least two (one value filters nothing). */
export function choices(values: readonly string[]): string[] {
  const distinct = [...new Set(values)].sort((a, b) => a.localeCompare(b, 'fr'));
  return distinct.length > 1 ? distinct : [];
}
