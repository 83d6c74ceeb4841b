import { describe, expect, it } from 'vitest';
import { frenchSummary, numberFields } from './number-fields';

describe('each number field opens the keyboard of what it holds', () => {
  it.each([
    ['repairs', 'services.price.amount', { decimals: 2, unit: '€', keyboard: 'decimal' }],
    ['repairs', 'services.price.variants.amount', { decimals: 2, unit: '€', keyboard: 'decimal' }],
    ['repairs', 'labour.rates.rate', { decimals: 2, unit: '€', keyboard: 'decimal' }],
    ['repairs', 'quote.amount', { decimals: 2, unit: '€', keyboard: 'decimal' }],
    ['cleaning', 'packages.price', { decimals: 2, unit: '€', keyboard: 'decimal' }],
    ['cleaning', 'dirtySurcharge', { decimals: 2, unit: '€', keyboard: 'decimal' }],
    ['vehicles', 'vehicles.year', { decimals: 0, keyboard: 'numeric' }],
    ['vehicles', 'vehicles.mileageKm', { decimals: 0, unit: 'km', keyboard: 'numeric' }],
    ['vehicles', 'vehicles.price', { decimals: 0, unit: '€', keyboard: 'numeric' }],
    ['garage', 'satisfiedCustomers', { decimals: 0, keyboard: 'numeric' }],
    ['garage', 'legal.shareCapital', { decimals: 'any', unit: '€', keyboard: 'decimal' }],
    // A map position may be negative (west of Greenwich): the keyboard with a minus key.
    ['garage', 'map.longitude', { decimals: 'any', keyboard: 'text' }],
  ] as const)('%s → %s: %o', (file, path, expected) => {
    expect(numberFields(file).get(path)).toEqual(expected);
  });

  it('finds no other number field than those', () => {
    const all = (
      ['repairs', 'cleaning', 'vehicles', 'garage', 'home', 'hours', 'reviews', 'socials'] as const
    ).flatMap((file) => [...numberFields(file).keys()].map((path) => `${file} → ${path}`));
    expect(all.sort()).toEqual(
      [
        'repairs → services.price.amount',
        'repairs → services.price.variants.amount',
        'repairs → labour.rates.rate',
        'repairs → quote.amount',
        'cleaning → packages.price',
        'cleaning → dirtySurcharge',
        'vehicles → vehicles.year',
        'vehicles → vehicles.mileageKm',
        'vehicles → vehicles.price',
        'garage → satisfiedCustomers',
        'garage → legal.shareCapital',
        'garage → map.latitude',
        'garage → map.longitude',
      ].sort(),
    );
  });
});

describe('a list summary reads its prices the French way', () => {
  const NBSP = '\u00a0';
  const NNBSP = '\u202f';
  it.each([
    [`Courroie de distribution${NBSP}: 549.9${NBSP}€`, `Courroie de distribution${NBSP}: 549,90${NBSP}€`],
    [`Révision et Vidange${NBSP}: 79${NBSP}€`, `Révision et Vidange${NBSP}: 79${NBSP}€`],
    [`Vanne EGR${NBSP}: ${NBSP}€`, `Vanne EGR${NBSP}: sur devis`],
    ['Mécanique : 79.5 € TTC de l’heure', 'Mécanique : 79,50 € TTC de l’heure'],
    ['Citadine : 1200 €', `Citadine : 1${NNBSP}200 €`],
    // A number that is not an amount stays as written.
    ['Volkswagen Golf – 1.6 TDI 115', 'Volkswagen Golf – 1.6 TDI 115'],
  ])('« %s » → « %s »', (shown, french) => {
    expect(frenchSummary(shown)).toBe(french);
    // Written once: the editor's observer sees its own change and leaves it.
    expect(frenchSummary(french)).toBe(french);
  });
});
