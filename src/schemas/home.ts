/** src/content/home.yaml: the home page's hero, service blocks, offers and contact intro. */
import { z } from 'astro/zod';
import { LINKABLE_PATHS } from './paths';
import { bounded, distinct, imageSchema, nonEmpty, stableId, strictObject, withoutPrice } from './common';
import { frenchDate, withinAYear } from './calendar';

/** A hero carousel slide: an image only. */
export const heroSlideSchema = strictObject({
  /** The slide's image, 1200 px wide at least. */
  image: imageSchema,
});

/** A service block on the home page (NOS SERVICES). */
export const serviceBlockSchema = strictObject({
  /** The block's heading; no price. */
  title: withoutPrice(nonEmpty('Le titre')),
  /** Short text, one or two sentences; no price (the price lists hold them). */
  text: withoutPrice(nonEmpty('Le texte')),
  /** The page it links to: one of the site's pages (a mistyped path would be a broken link). */
  href: z.enum(LINKABLE_PATHS),
  /** The block's illustration or photo. */
  image: imageSchema,
});

/** Where an offer takes its price: a repair service or a cleaning package, by its fixed key. */
export const offerPriceSchema = z.discriminatedUnion(
  'kind',
  [
    strictObject({
      /** A repair service of repairs.yaml. */
      kind: z.literal('service'),
      /** The service's fixed key (its `id`). */
      id: stableId,
    }),
    strictObject({
      /** An interior cleaning package of cleaning.yaml. */
      kind: z.literal('package'),
      /** The package's fixed key (its `id`). */
      id: stableId,
    }),
  ],
  {
    // The name of the service, as offers were written before they named it by its key.
    error: (issue) =>
      typeof issue.input === 'string'
        ? `nommez la prestation ou le forfait par sa clé fixe : price: { kind: service, id: … } (l’id de la prestation dans repairs.yaml) ou price: { kind: package, id: … } (cleaning.yaml), au lieu de « ${issue.input} »`
        : undefined,
  },
);

/** The most service blocks the home page lines up (src/components/ui/FourCards.module.css). */
export const SERVICE_BLOCKS_MAX = 4;
/** The most images the hero's carousel shows (the spec's four). */
export const HERO_SLIDES_MAX = 4;

/** The length an offer's card holds (the longest of the spec's descriptions: 166 characters). */
export const OFFER_BOUNDS = { description: 300 } as const;

/** An offer of the moment (OFFRES DU MOMENT). */
export const offerSchema = strictObject({
  /** The offer's heading; no price (« Kit de distribution à 499 € » would not follow the list). */
  title: withoutPrice(nonEmpty('Le titre')),
  /** What is offered, one or two sentences, 300 characters at most (the card's height); no price. */
  description: withoutPrice(bounded('La description', OFFER_BOUNDS.description)),
  /**
   * The price list entry whose price the offer shows, by its fixed key (`id`), which survives a
   * rename: a repair service of repairs.yaml or a cleaning package of cleaning.yaml. Written once,
   * in the price list (the reader checks that it exists, src/data/references.ts). None: no price.
   */
  price: offerPriceSchema
    .nullish()
    .transform((price) => price ?? undefined)
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
      // An ISO date (the editor's date picker), 30 February told as a day that does not exist.
      z.iso
        .date({
          error: (issue) =>
            /^\d{4}-\d\d-\d\d$/.test(String(issue.input))
              ? `la date ${String(issue.input)} n’existe pas dans le calendrier`
              : 'date attendue au format AAAA-MM-JJ (ex. 2027-08-31), ou rien pour une offre sans fin',
        })
        .refine(withinAYear, {
          error: (issue) =>
            `l’offre durerait jusqu’au ${frenchDate(String(issue.input))}, dans plus d’un an : vérifiez l’année (une offre du moment dure moins d’un an ; sans fin, laissez le champ vide)`,
        }),
    ])
    .transform((until) => until || undefined)
    .optional(),
});
export type Offer = z.infer<typeof offerSchema>;

/** The whole file. */
export const homeFileSchema = strictObject({
  /** Hero headline; no price (every text of the page: prices are written in the price lists). */
  headline: withoutPrice(nonEmpty('Le titre')),
  /** Hero tagline. */
  tagline: withoutPrice(nonEmpty('Le slogan')),
  /** Hero carousel slides, in order: one to four (one image does not move). */
  heroSlides: z
    .array(heroSlideSchema)
    .min(1, 'au moins une image attendue en haut de page')
    .max(HERO_SLIDES_MAX, `${HERO_SLIDES_MAX} images au plus dans le carrousel`),
  /**
   * NOS SERVICES blocks, one to four: a garage with fewer trades has fewer pages to lead to (each
   * block leads to a page that exists, src/data/references.ts).
   */
  serviceBlocks: distinct(serviceBlockSchema, 'title', 'le titre')
    .min(1, 'au moins un bloc de services attendu')
    .max(SERVICE_BLOCKS_MAX, `${SERVICE_BLOCKS_MAX} blocs de services au plus (une ligne de la page)`),
  /** OFFRES DU MOMENT; `[]` when there is no offer now (the page then shows no such section). */
  offers: distinct(offerSchema, 'title', 'le titre'),
  /** Intro sentence of the CONTACT section. */
  contactIntro: withoutPrice(nonEmpty('L’introduction du contact')),
});
