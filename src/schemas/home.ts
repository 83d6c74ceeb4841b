/** src/content/home.yaml: the home page's hero, service blocks, offers and contact intro. */
import { z } from 'astro/zod';
import { LINKABLE_PATHS } from './paths';
import { bounded, distinct, imageSchema, nonEmpty, strictObject, withoutPrice } from './common';

/** A hero carousel slide: an image only. */
export const heroSlideSchema = strictObject({
  /** The slide's image, 1200 px wide at least. */
  image: imageSchema,
});

/** A service block on the home page (NOS SERVICES). */
export const serviceBlockSchema = strictObject({
  /** The block's heading. */
  title: nonEmpty('Le titre'),
  /** Short text, one or two sentences; no price (the price lists hold them). */
  text: withoutPrice(nonEmpty('Le texte')),
  /** The page it links to: one of the site's pages (a mistyped path would be a broken link). */
  href: z.enum(LINKABLE_PATHS),
  /** The block's illustration or photo. */
  image: imageSchema,
});

/** The length an offer's card holds (the longest of the spec's descriptions: 166 characters). */
export const OFFER_BOUNDS = { description: 300 } as const;

/** An offer of the moment (OFFRES DU MOMENT). */
export const offerSchema = strictObject({
  /** The offer's heading. */
  title: nonEmpty('Le titre'),
  /** What is offered, one or two sentences, 300 characters at most (the card's height); no price. */
  description: withoutPrice(bounded('La description', OFFER_BOUNDS.description)),
  /**
   * The repair service (its title in repairs.yaml) or the cleaning package (its type in
   * cleaning.yaml) whose price the offer shows: written once, in the price list (the reader
   * checks the name, src/data/references.ts). Empty reads as none, as the editor writes it.
   */
  price: z
    .string()
    .trim()
    .transform((name) => name || undefined)
    .optional(),
  /** The offer's illustration or photo. */
  image: imageSchema,
  /**
   * Last day of the offer (YYYY-MM-DD), included; none for an offer without end. Empty reads as
   * none: the editor (Sveltia CMS) writes `until: ''` into every offer without a date when it
   * saves the home page (tests/e2e/admin.test.ts); so does `until:` with nothing after it.
   */
  until: z
    .union([
      z.literal(''),
      z.null(),
      z.iso.date('date attendue au format AAAA-MM-JJ (ex. 2027-08-31), ou rien pour une offre sans fin'),
    ])
    .transform((until) => until || undefined)
    .optional(),
});
export type Offer = z.infer<typeof offerSchema>;

/** The whole file. */
export const homeFileSchema = strictObject({
  /** Hero headline. */
  headline: nonEmpty('Le titre'),
  /** Hero tagline. */
  tagline: nonEmpty('Le slogan'),
  /** Hero carousel slides, in order. */
  heroSlides: z.array(heroSlideSchema).length(4, 'le carrousel compte quatre images'),
  /** NOS SERVICES blocks. */
  serviceBlocks: distinct(serviceBlockSchema, 'title', 'le titre').length(
    4,
    'quatre blocs de services attendus',
  ),
  /** OFFRES DU MOMENT; `[]` when there is no offer now (the page then shows no such section). */
  offers: distinct(offerSchema, 'title', 'le titre'),
  /** Intro sentence of the CONTACT section. */
  contactIntro: nonEmpty('L’introduction du contact'),
});
