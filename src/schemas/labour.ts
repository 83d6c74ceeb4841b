/**
 * The garage's labour rates and how labour time is counted (arrêté du 27 mars 1987 relatif à la
 * publicité des prix des prestations d'entretien et de réparation de véhicules): each hourly rate
 * TTC with its kind of work, and whether time is counted as spent or from the manufacturer's
 * schedule (then available to the customer on request). Part of src/content/repairs.yaml.
 */
import { z } from 'astro/zod';
import { distinct, nonEmpty, strictObject } from './common';
import { countedIn } from './units';

/** An hourly rate a garage would post: below 20 € or above 300 € TTC is a typo. */
export const LABOUR_RATE_BOUNDS = { min: 20, max: 300 } as const;
const rateMessage = `le taux horaire doit être compris entre ${LABOUR_RATE_BOUNDS.min} € et ${LABOUR_RATE_BOUNDS.max} € TTC de l’heure`;

/** An hourly rate in euros TTC: 20 to 300 €, at most two decimals. */
export const hourlyRate = z
  .number()
  .min(LABOUR_RATE_BOUNDS.min, rateMessage)
  .max(LABOUR_RATE_BOUNDS.max, rateMessage)
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), {
    message: 'le taux horaire ne peut pas avoir plus de deux décimales',
  })
  .meta(countedIn('€'));

/** One kind of work and its hourly rate. */
export const labourRateSchema = strictObject({
  /** The kind of work, as posted at the reception (e.g. « Mécanique »). */
  work: nonEmpty('Le type de travaux'),
  /** Hourly rate in euros TTC. */
  rate: hourlyRate,
});
export type LabourRate = z.infer<typeof labourRateSchema>;

/** How labour time is counted: as spent, or from the manufacturer's time schedule. */
export const LABOUR_COUNTING = ['time-spent', 'manufacturer-schedule'] as const;
export type LabourCounting = (typeof LABOUR_COUNTING)[number];

/** The labour rates and the counting rule. */
export const labourSchema = strictObject({
  /** One rate per kind of work the garage does, in display order. */
  rates: distinct(labourRateSchema, 'work', 'le type de travaux').min(1, 'au moins un taux horaire'),
  /** How the time billed is counted. */
  counting: z.enum(LABOUR_COUNTING, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? `le temps facturé (counting) n’est pas dit\u00a0: écrivez «\u00a0counting: time-spent\u00a0» si vous facturez le temps réellement passé, ou «\u00a0counting: manufacturer-schedule\u00a0» si vous suivez le barème de temps du constructeur (arrêté du 27\u00a0mars 1987)`
        : undefined,
  }),
});
export type Labour = z.infer<typeof labourSchema>;
