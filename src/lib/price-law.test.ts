import { describe, expect, it } from 'vitest';
import type { Labour, Quote } from '#schemas/index.ts';
import { countingText, quoteText, rateText } from './price-law';

const nb = '\u00a0';

describe('the labour rates and the counting rule, as the price display says them', () => {
  it.each([
    [72, `72${nb}€ TTC de l’heure`],
    [84.5, `84,50${nb}€ TTC de l’heure`],
  ])('a rate of %d € reads %j', (rate, expected) => expect(rateText(rate)).toBe(expected));

  it.each<[Labour['counting'], string]>([
    ['time-spent', `Temps facturé${nb}: le temps réellement passé sur votre véhicule.`],
    [
      'manufacturer-schedule',
      `Temps facturé${nb}: selon le barème de temps du constructeur, consultable au garage sur simple demande.`,
    ],
  ])('counted %s reads %j', (counting, expected) =>
    expect(countingText({ rates: [{ work: 'Mécanique', rate: 72 }], counting })).toBe(expected),
  );
});

describe('the quote policy, said wherever the site mentions quotes', () => {
  it.each<[string, Quote, string]>([
    ['free', { kind: 'free' }, 'Devis gratuit, remis par écrit avant toute intervention.'],
    [
      'paid and deducted',
      { kind: 'paid', amount: 30, deducted: true },
      `Devis écrit avant toute intervention${nb}: 30${nb}€ TTC, déduits du montant de la réparation si vous la confiez au garage.`,
    ],
    [
      'paid, not deducted',
      { kind: 'paid', amount: 45.5, deducted: false },
      `Devis écrit avant toute intervention${nb}: 45,50${nb}€ TTC, non déduits du montant de la réparation.`,
    ],
  ])('%s', (_, quote, expected) => expect(quoteText(quote)).toBe(expected));
});
