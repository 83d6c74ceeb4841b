/**
 * src/content/parts.yaml: the used-parts page (/services/pieces-occasion). The file is the garage's
 * decision to offer used parts (src/schemas/trades.ts): without it, no page. The page presents the
 * parts the garage sells (their kinds, photos, how to ask for one) and is then indexed; or, while
 * the garage prepares it, says its notice (the template's « En cours de développement ! ») and is
 * kept out of search results (docs/decisions/0006-owner-content.md).
 */
import { z } from 'astro/zod';
import { imageSchema, nonEmpty, strictObject, withoutPrice } from './common';

/** The most photos the page shows (one row of three, two on a phone). */
export const PARTS_PHOTOS_MAX = 6;

/** A kind of used part the garage sells. */
export const usedPartSchema = strictObject({
  /** What it is (« Moteurs et boîtes de vitesses »). */
  title: withoutPrice(nonEmpty('Le titre')),
  /** A line about it, optional (how they are checked, for which cars). */
  text: withoutPrice(nonEmpty('Le texte')).optional(),
});

/** The whole file: the page's hero, then what it presents. */
export const partsFileSchema = strictObject({
  /** Hero heading of the page, and its name in the menu. */
  heading: nonEmpty('Le titre'),
  /** Hero text, optional: what the garage offers, or will. */
  intro: nonEmpty('Le texte').optional(),
  /** A notice while the page is being prepared (« En cours de développement ! »), with a way home. */
  notice: withoutPrice(nonEmpty('L’annonce')).optional(),
  /** The kinds of parts sold, in the page's order. */
  parts: z.array(usedPartSchema).optional(),
  /** Photos of the parts or of the stock. */
  photos: z.array(imageSchema).max(PARTS_PHOTOS_MAX, `${PARTS_PHOTOS_MAX} photos au plus`).optional(),
  /** How to ask for a part (call, come by, what to bring: the registration document…). */
  howToAsk: withoutPrice(nonEmpty('Le texte')).optional(),
}).superRefine((file, ctx) => {
  if (!file.notice && !file.parts?.length)
    ctx.addIssue({
      code: 'custom',
      message:
        'la page n’aurait rien à dire : listez les pièces que vous vendez (parts), ou écrivez une annonce (notice: En cours de développement !)',
    });
});
export type PartsFile = z.infer<typeof partsFileSchema>;
