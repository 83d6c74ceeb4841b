/** src/content/reviews.yaml: the customer reviews of the home page. */
import { z } from 'astro/zod';
import { bounded, distinct, nonEmpty, strictObject } from './common';
import {
  checkRealReviewsDated,
  checkReviewDates,
  checkReviewsKept,
  reviewDatesShape,
  reviewPolicySchema,
} from './review-law';

/** The length a review's card holds (the longest sample review: 267 characters). */
export const REVIEW_BOUNDS = { review: 500 } as const;

/** A customer review. */
export const reviewSchema = strictObject({
  /** The review text, without quotation marks, 500 characters at most (the carousel's height). */
  review: bounded('L’avis', REVIEW_BOUNDS.review),
  /** Author as shown (first name and initial). */
  name: nonEmpty('Le nom'),
  ...reviewDatesShape,
}).superRefine(checkReviewDates);
export type Review = z.infer<typeof reviewSchema>;

/** The whole file. */
export const reviewsFileSchema = strictObject({
  /** True while the reviews are samples awaiting the owner's real ones. */
  sample: z.boolean(),
  /** The reviews; shown newest first once every one is dated (src/lib/reviews.ts). */
  reviews: distinct(reviewSchema, 'review', 'l’avis').min(3, 'au moins trois avis'),
  /** How the reviews are gathered and handled: the legal pages' section, the line under the carousel. */
  policy: reviewPolicySchema,
})
  .superRefine(checkRealReviewsDated)
  .superRefine(checkReviewsKept);
