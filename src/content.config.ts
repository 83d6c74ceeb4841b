/**
 * Content collections: one YAML file per concern in src/content, each validated by its schema
 * (see src/content/schemas.ts). An invalid file stops the build and names the file and field.
 */
import { defineCollection } from 'astro:content';
import type { z } from 'astro/zod';
import { dataFile } from './content/loader';
import {
  cleaningFileSchema,
  garageSchema,
  homeFileSchema,
  hoursSchema,
  navigationFileSchema,
  repairsFileSchema,
  reviewsFileSchema,
  socialsFileSchema,
} from './content/schemas';
import { vehiclesFile, vehiclesFileSchema } from './content/vehicles';

const single = <S extends z.ZodType>(name: string, schema: S) =>
  defineCollection({ loader: dataFile(name, schema), schema });

export const collections = {
  garage: single('garage', garageSchema),
  hours: single('hours', hoursSchema),
  socials: single('socials', socialsFileSchema),
  navigation: single('navigation', navigationFileSchema),
  home: single('home', homeFileSchema),
  reviews: single('reviews', reviewsFileSchema),
  repairs: single('repairs', repairsFileSchema),
  cleaning: single('cleaning', cleaningFileSchema),
  // May be absent: no car listed.
  vehicles: defineCollection({ loader: vehiclesFile(), schema: vehiclesFileSchema }),
};
