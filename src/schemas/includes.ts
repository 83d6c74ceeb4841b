/**
 * What a package includes: the operations, parts and supplies its price covers, kept available to
 * the customer (arrêté du 27 mars 1987). An optional list on each repair service and cleaning
 * package, shown on demand beside its price.
 */
import { z } from 'astro/zod';
import { bounded } from './common';

/** The lengths a line and a list hold in the disclosure beside a price. */
export const INCLUDES_BOUNDS = { item: 160, items: 20 } as const;

/**
 * The operations, parts and supplies a price covers, one per line, in display order. Empty reads
 * as none: the editor (Sveltia CMS) may write `includes: []` into an entry without a list.
 */
export const includesSchema = z
  .array(bounded('L’élément compris', INCLUDES_BOUNDS.item))
  .max(INCLUDES_BOUNDS.items, `au plus ${INCLUDES_BOUNDS.items} éléments compris dans le prix`);
