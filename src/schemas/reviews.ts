/** src/content/reviews.yaml: the customer reviews of the home page. */
import { z } from 'astro/zod';
import { distinct, nonEmpty, strictObject } from './common';

/** A customer review. */
export const reviewSchema = strictObject({
  /** The review text, without quotation marks. */
  review: nonEmpty('L’avis'),
  /** Author as shown (first name and initial). */
  name: nonEmpty('Le nom'),
});
export type Review = z.infer<typeof reviewSchema>;

/** The whole file. */
export const reviewsFileSchema = strictObject({
  /** True while the reviews are samples awaiting the owner's real ones. */
  sample: z.boolean(),
  /** Reviews in display order. */
  reviews: distinct(reviewSchema, 'review', 'l’avis').min(3, 'au moins trois avis'),
});
