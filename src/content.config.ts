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
  repairsFileSchema,
  reviewsFileSchema,
  socialsFileSchema,
} from './content/schemas';

const single = <S extends z.ZodType>(name: string, schema: S) =>
  defineCollection({ loader: dataFile(name, schema), schema });

export const collections = {
  garage: single('garage', garageSchema),
  hours: single('hours', hoursSchema),
  socials: single('socials', socialsFileSchema),
  home: single('home', homeFileSchema),
  reviews: single('reviews', reviewsFileSchema),
  repairs: single('repairs', repairsFileSchema),
  cleaning: single('cleaning', cleaningFileSchema),
};
