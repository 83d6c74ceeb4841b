/**
 * Content collections: one YAML file per concern in src/content, each validated by its schema
 * (see src/schemas/). An invalid file stops the build and names the file and field.
 */
import { defineCollection } from 'astro:content';
import type { z } from 'astro/zod';
import { dataFile } from '#data/loader.ts';
import type { DataFileOptions } from '#data/parse.ts';
import { CONTENT_FILES } from '#data/reader.ts';
import { VEHICLES_OPTIONS } from '#data/vehicles.ts';
import { vehiclesFileSchema } from '#schemas/index.ts';

const single = <S extends z.ZodType>(name: string, schema: S, options?: DataFileOptions) =>
  defineCollection({ loader: dataFile(name, schema, options), schema });
/** A trade's file (src/schemas/trades.ts): absent, the garage does not offer the trade. */
const trade = <S extends z.ZodType>(name: string, schema: S, options?: DataFileOptions) =>
  defineCollection({ loader: dataFile(name, schema, options, { trade: true }), schema });

export const collections = {
  garage: single('garage', CONTENT_FILES.garage),
  hours: single('hours', CONTENT_FILES.hours),
  socials: single('socials', CONTENT_FILES.socials),
  home: single('home', CONTENT_FILES.home),
  reviews: single('reviews', CONTENT_FILES.reviews),
  repairs: single('repairs', CONTENT_FILES.repairs),
  // May be absent: no cleaning offered.
  cleaning: trade('cleaning', CONTENT_FILES.cleaning),
  // May be absent: no used parts offered.
  parts: trade('parts', CONTENT_FILES.parts),
  // May be absent: no used cars sold (there but listing nothing: no car for sale today).
  vehicles: trade('vehicles', vehiclesFileSchema, VEHICLES_OPTIONS),
};
