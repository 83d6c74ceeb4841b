/** src/content/home.yaml: the home page's hero, service blocks, offers and contact intro. */
import { z } from 'astro/zod';
import { distinct, imageSchema, nonEmpty, strictObject } from './common';

/** A hero carousel slide: an image only. */
export const heroSlideSchema = strictObject({
  /** The slide's image, 1200 px wide at least. */
  image: imageSchema,
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/** A service block on the home page (NOS SERVICES). */
export const serviceBlockSchema = strictObject({
  /** The block's heading. */
  title: nonEmpty('Le titre'),
  /** Short text, one or two sentences. */
  text: nonEmpty('Le texte'),
  /** Page it links to. */
  href: z.string().regex(/^\/[\w/-]*$/, 'chemin interne attendu'),
  /** The block's illustration or photo. */
  image: imageSchema,
});
export type ServiceBlock = z.infer<typeof serviceBlockSchema>;

/** An offer of the moment (OFFRES DU MOMENT). */
export const offerSchema = strictObject({
  /** The offer's heading. */
  title: nonEmpty('Le titre'),
  /** What is offered, one or two sentences. */
  description: nonEmpty('La description'),
  /** The offer's illustration or photo. */
  image: imageSchema,
  /**
   * Last day of the offer (YYYY-MM-DD), included; none for an offer without end. Empty reads as
   * none: the editor (Sveltia CMS) writes `until: ''` into every offer without a date when it
   * saves the home page (tests/e2e/admin.test.ts).
   */
  until: z
    .union([z.literal(''), z.iso.date('date attendue au format AAAA-MM-JJ')])
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
export type HomeFile = z.infer<typeof homeFileSchema>;
