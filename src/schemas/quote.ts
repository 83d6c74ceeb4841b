/**
 * The quote policy: whether the written quote a customer may ask for before any work is free, or
 * paid (its price, and whether it is deducted from the repair). Said before, wherever the site
 * mentions quotes (Code de la consommation, L112-1: the price and conditions of a service, told
 * beforehand). Part of src/content/repairs.yaml.
 */
import { z } from 'astro/zod';
import { euros, strictObject } from './common';

/** Free, or paid with its price and whether it is deducted from the repair. */
export const quoteSchema = z.discriminatedUnion('kind', [
  strictObject({
    /** The quote is free. */
    kind: z.literal('free'),
  }),
  strictObject({
    /** The quote is paid. */
    kind: z.literal('paid'),
    /** Its price in euros TTC. */
    amount: euros,
    /** Whether its price is deducted from the repair when the customer accepts the quote. */
    deducted: z.boolean(),
  }),
]);
export type Quote = z.infer<typeof quoteSchema>;
