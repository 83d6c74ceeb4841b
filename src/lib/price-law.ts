/**
 * What the price display of a garage must say besides its prices: the hourly labour rates TTC and
 * how labour time is counted (arrêté du 27 mars 1987 relatif à la publicité des prix des
 * prestations d'entretien et de réparation de véhicules, art. 1 and 2), and whether a written
 * quote is free (Code de la consommation, L112-1). The words the
 * repair page, the booking and contact pages, the legal notice and llms.txt say alike.
 */
import type { Labour, LabourCounting, LabourRate, Quote } from '#schemas/index.ts';
import { TAX_LABEL, formatEuros } from './price';

/** The heading of the labour rates, where they are shown. */
export const LABOUR_HEADING = 'Main-d’œuvre';

/** A rate as shown: « 72 € TTC de l’heure ». */
export const rateText = (rate: LabourRate['rate']) => `${formatEuros(rate)} ${TAX_LABEL} de l’heure`;

/** How labour time is counted, as a sentence. */
export const COUNTING_TEXT: Record<LabourCounting, string> = {
  'time-spent': 'Temps facturé\u00a0: le temps réellement passé sur votre véhicule.',
  'manufacturer-schedule':
    'Temps facturé\u00a0: selon le barème de temps du constructeur, consultable au garage sur simple demande.',
};

/** The counting rule of `labour`, as a sentence. */
export const countingText = (labour: Labour) => COUNTING_TEXT[labour.counting];

/** The quote policy as a sentence: « Devis gratuit… » or « Devis écrit… : 30 € TTC, déduits… ». */
export function quoteText(quote: Quote): string {
  if (quote.kind === 'free') return 'Devis gratuit, remis par écrit avant toute intervention.';
  const deducted = quote.deducted
    ? 'déduits du montant de la réparation si vous la confiez au garage'
    : 'non déduits du montant de la réparation';
  return `Devis écrit avant toute intervention\u00a0: ${formatEuros(quote.amount)} ${TAX_LABEL}, ${deducted}.`;
}
