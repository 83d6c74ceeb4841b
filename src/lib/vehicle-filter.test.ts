import { describe, expect, it } from 'vitest';
import { type CarFacts, type Criteria, choices, matches, priceCeilings, sortCars } from './vehicle-filter';

const golf: CarFacts = {
  make: 'Volkswagen',
  fuel: 'diesel',
  gearbox: 'manuelle',
  price: 13490,
  year: 2017,
  mileageKm: 98500,
};
const a3: CarFacts = {
  make: 'Audi',
  fuel: 'essence',
  gearbox: 'automatique',
  price: 21900,
  year: 2019,
  mileageKm: 45200,
};
const polo: CarFacts = {
  make: 'Volkswagen',
  fuel: 'essence',
  gearbox: 'manuelle',
  price: 9900,
  year: 2019,
  mileageKm: 61000,
};
const cars = [golf, a3, polo];

describe('matches', () => {
  it.each<[string, Criteria, CarFacts[]]>([
    ['no criterion', {}, [golf, a3, polo]],
    ['empty criteria', { make: '', fuel: '', gearbox: '' }, [golf, a3, polo]],
    ['a make', { make: 'Volkswagen' }, [golf, polo]],
    ['a fuel', { fuel: 'essence' }, [a3, polo]],
    ['a gearbox', { gearbox: 'automatique' }, [a3]],
    ['a maximum price, bound included', { maxPrice: 13490 }, [golf, polo]],
    [
      'every criterion at once',
      { make: 'Volkswagen', fuel: 'essence', gearbox: 'manuelle', maxPrice: 10000 },
      [polo],
    ],
    ['criteria no car meets', { make: 'Audi', fuel: 'diesel' }, []],
  ])('%s', (_, criteria, expected) => expect(cars.filter((c) => matches(c, criteria))).toEqual(expected));
});

describe('sortCars', () => {
  it.each<[string, CarFacts[]]>([
    ['prix-croissant', [polo, golf, a3]],
    ['prix-decroissant', [a3, golf, polo]],
    ['annee', [a3, polo, golf]], // equal years keep the list's order
    ['kilometrage', [a3, polo, golf]],
    ['unknown', [polo, golf, a3]], // the default sort
  ])('%s', (sort, expected) => expect(sortCars(cars, sort)).toEqual(expected));

  it('leaves the list it sorts untouched', () => {
    sortCars(cars, 'prix-decroissant');
    expect(cars).toEqual([golf, a3, polo]);
  });
});

describe('priceCeilings', () => {
  it.each<[number[], number[]]>([
    [
      [13490, 21900],
      [15000, 20000],
    ],
    [
      [9900, 13490, 21900],
      [10000, 12500, 15000, 20000],
    ],
    [[13490, 14000], []], // nothing to choose between
    [[13490], []],
    [[], []],
    [[5000, 6000], [5000]], // a ceiling equal to the cheapest keeps it
  ])('%j → %j', (prices, expected) => expect(priceCeilings(prices)).toEqual(expected));
});

describe('choices', () => {
  it.each<[string[], string[]]>([
    [
      ['Volkswagen', 'Audi', 'Volkswagen'],
      ['Audi', 'Volkswagen'],
    ],
    [
      ['Škoda', 'Seat', 'Audi'],
      ['Audi', 'Seat', 'Škoda'],
    ],
    [['Volkswagen', 'Volkswagen'], []],
    [[], []],
  ])('%j → %j', (values, expected) => expect(choices(values)).toEqual(expected));
});
