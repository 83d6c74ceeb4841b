/** src/content/cleaning.yaml: the interior cleaning page, its packages, prices and steps. */
import { type z } from 'astro/zod';
import { distinct, distinctIds, euros, imageSchema, nonEmpty, stableId, strictObject } from './common';
import { includesSchema } from './includes';

/** An interior cleaning package by vehicle category. */
export const cleaningPackageSchema = strictObject({
  /** Its fixed key, which an offer of the home page names to show its price; never changed. */
  id: stableId,
  /** Vehicle category (e.g. "Citadine"). */
  type: nonEmpty('Le type de véhicule'),
  /** Price in euros TTC. */
  price: euros,
  /** What the price covers: operations and supplies (shown on demand beside it). */
  includes: includesSchema.optional(),
});

/** A step of the cleaning process. */
export const cleaningStepSchema = strictObject({
  /** The step's name. */
  title: nonEmpty('Le titre'),
  /** One line under the name. */
  subtitle: nonEmpty('Le sous-titre'),
  /** The step's illustration or photo. */
  image: imageSchema,
});

/** The whole file: the page's hero, then packages, surcharge, gift, steps. */
export const cleaningFileSchema = strictObject({
  /** Hero heading of the page. */
  heading: nonEmpty('Le titre'),
  /** Hero text. */
  intro: nonEmpty('Le texte'),
  /** One package per vehicle category, in display order. */
  packages: distinctIds(
    distinct(cleaningPackageSchema, 'type', 'la catégorie').min(
      1,
      // An empty list is not how a garage stops offering cleaning: no file is (src/schemas/trades.ts).
      'la liste est vide\u00a0: écrivez au moins un forfait\u00a0; pour ne plus proposer de nettoyage, supprimez plutôt le fichier src/content/cleaning.yaml',
    ),
    'le forfait',
  ),
  /** Surcharge when the car is too dirty, euros TTC. */
  dirtySurcharge: euros,
  /** The gift offered with every service. */
  gift: nonEmpty('Le cadeau'),
  /** Steps in order; numbered on the page. */
  steps: distinct(cleaningStepSchema, 'title', 'le titre').min(1),
});
export type CleaningFile = z.infer<typeof cleaningFileSchema>;
/** The cleaning page's prices and steps (the file without its hero). */
export type Cleaning = Omit<CleaningFile, 'heading' | 'intro'>;
