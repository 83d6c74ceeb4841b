/**
 * The schemas of the owner's data files, one module per file (src/content/<name>.yaml →
 * src/schemas/<name>.ts), the pieces they share in common.ts. Pure modules (no `astro:` import):
 * unit tests feed them bad data; `src/content.config.ts` wires each schema to its file through
 * the one reader (src/data/reader.ts).
 */
import { cleaningFileSchema } from './cleaning';
import { garageSchema } from './garage';
import { homeFileSchema } from './home';
import { hoursSchema } from './hours';
import { partsFileSchema } from './parts';
import { repairsFileSchema } from './repairs';
import { reviewsFileSchema } from './reviews';
import { socialsFileSchema } from './socials';
import { vehiclesFileSchema } from './vehicles';

export * from './common';
export * from './cleaning';
export * from './garage';
export * from './home';
export * from './hours';
export * from './includes';
export * from './labour';
export * from './parts';
export * from './quote';
export * from './repairs';
export * from './reviews';
export * from './review-law';
export * from './socials';
export * from './vehicles';
export { FRENCH_ERRORS } from './messages';

/** The data files of src/content by name, with their schema (a trade's may be absent: trades.ts). */
export const CONTENT_FILES = {
  garage: garageSchema,
  hours: hoursSchema,
  socials: socialsFileSchema,
  home: homeFileSchema,
  reviews: reviewsFileSchema,
  repairs: repairsFileSchema,
  cleaning: cleaningFileSchema,
  parts: partsFileSchema,
} as const;

/** Every data file by name, with its schema: the eight above and vehicles.yaml. */
export const FILE_SCHEMAS = { ...CONTENT_FILES, vehicles: vehiclesFileSchema } as const;
