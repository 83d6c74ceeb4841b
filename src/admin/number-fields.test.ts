import { describe, expect, it } from 'vitest';
import { frenchSummary, numberFields } from './number-fields';
import { FILE_FORMS } from './form-fr';

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

describe('a list summary reads its prices as the site prints them', () => {
  const NBSP = '\u00a0';
  const NNBSP = '\u202f';
  /** A summary template as the editor fills it: each `{{fields.…}}` by its value, '' when there is none. */
  const filled = (template: string, values: Record<string, unknown>) =>
    template.replace(/\{\{fields\.([^}]+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
  const service = (title: string, values: Record<string, unknown>) =>
    filled(String(FILE_FORMS.repairs.fields['services']!['summary']), { title, ...values });

  it.each([
    [
      service('Courroie de distribution', { 'price.amount': 549.9 }),
      `Courroie de distribution${NBSP}: 549,90${NBSP}€`,
    ],
    [service('Révision et Vidange', { 'price.amount': 79 }), `Révision et Vidange${NBSP}: 79${NBSP}€`],
    [service('Vanne EGR', {}), `Vanne EGR${NBSP}: sur devis`],
    // Several prices: the lowest, « à partir de », wherever it stands in the list.
    [
      service('Amortisseurs', { 'price.variants.0.amount': 289, 'price.variants.1.amount': 249 }),
      `Amortisseurs${NBSP}: à partir de 249${NBSP}€`,
    ],
    [
      service(
        'Plaquettes',
        Object.fromEntries([1200, 95.5, 310].map((a, i) => [`price.variants.${i}.amount`, a])),
      ),
      `Plaquettes${NBSP}: à partir de 95,50${NBSP}€`,
    ],
    // As the owner types it (the save turns it into the number): read the same way.
    [
      service('Amortisseurs', { 'price.variants.0.amount': '1 299,9', 'price.variants.1.amount': '249 €' }),
      `Amortisseurs${NBSP}: à partir de 249${NBSP}€`,
    ],
    // Half typed: shown as typed.
    [
      service('Courroie de distribution', { 'price.amount': '549,' }),
      `Courroie de distribution${NBSP}: 549,${NBSP}€`,
    ],
    ['Mécanique : 79.5 € TTC de l’heure', `Mécanique : 79,50${NBSP}€ TTC de l’heure`],
    ['Mécanique :  € TTC de l’heure', 'Mécanique :  € TTC de l’heure'],
    ['Citadine : 1200 €', `Citadine : 1${NNBSP}200${NBSP}€`],
    // A number that is not an amount stays as written.
    ['Volkswagen Golf – 1.6 TDI 115', 'Volkswagen Golf – 1.6 TDI 115'],
  ])('« %s » → « %s »', (shown, french) => {
    expect(frenchSummary(shown)).toBe(french);
    // Written once: the editor's observer sees its own change and leaves it.
    expect(frenchSummary(french)).toBe(french);
  });
});
