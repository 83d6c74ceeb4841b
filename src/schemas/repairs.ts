/** src/content/repairs.yaml: the repair and maintenance page, its services and their prices. */
import { z } from 'astro/zod';
import {
  distinct,
  distinctIds,
  imageSchema,
  nonEmpty,
  priceSchema,
  stableId,
  strictObject,
  withoutPrice,
} from './common';
import { includesSchema } from './includes';
import { labourSchema } from './labour';
import { quoteSchema } from './quote';

/** A repair and maintenance service card. */
export const repairServiceSchema = strictObject({
  /** Its fixed key, which an offer of the home page names to show its price; never changed. */
  id: stableId,
  /** The service's name, unique on the page. */
  title: nonEmpty('Le titre'),
  /** Two or three sentences: what it covers, when it is needed; no price (the card shows `price`). */
  description: withoutPrice(nonEmpty('La description')),
  /** Its price: from an amount, several amounts, or on quote. */
  price: priceSchema,
  /** Optional remark under the price (e.g. replacement interval). */
  note: z.string().optional(),
  /** The card's illustration or photo. */
  image: imageSchema,
  /** What the price covers: operations, parts and supplies (shown on demand beside it). */
  includes: includesSchema.optional(),
});
export type RepairService = z.infer<typeof repairServiceSchema>;

/** The whole file. */
export const repairsFileSchema = strictObject({
  /** Hero heading of the page. */
  heading: nonEmpty('Le titre'),
  /** Hero text. */
  intro: nonEmpty('Le texte'),
  /** Services in display order. */
  services: distinctIds(distinct(repairServiceSchema, 'title', 'le titre').min(1), 'la prestation'),
  /** The hourly labour rates TTC and how time is counted (labour.ts). */
  labour: labourSchema,
  /** Whether a written quote is free or paid (quote.ts). */
  quote: quoteSchema,
});
export type RepairsFile = z.infer<typeof repairsFileSchema>;
