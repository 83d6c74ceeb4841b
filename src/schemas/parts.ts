/**
 * src/content/parts.yaml: the used-parts page (/services/pieces-occasion), still the spec's
 * placeholder under its hero. The file is the garage's decision to offer used parts
 * (src/schemas/trades.ts): without it, no page; its words, the page's hero, are the smallest the
 * owner edits (docs/decisions/0006-owner-content.md).
 */
import { type z } from 'astro/zod';
import { nonEmpty, strictObject } from './common';

/** The whole file: the page's hero. */
export const partsFileSchema = strictObject({
  /** Hero heading of the page. */
  heading: nonEmpty('Le titre'),
  /** Hero text, optional: what the garage offers, or will (the spec's page has none). */
  intro: nonEmpty('Le texte').optional(),
});
export type PartsFile = z.infer<typeof partsFileSchema>;
