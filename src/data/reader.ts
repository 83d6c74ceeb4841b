/**
 * The one validated reader of the owner's content. Every consumer takes its data from here: the
 * content collections (through `dataFile`), astro.config.mjs, the build's integrations, the unit
 * and browser tests' fixtures, and `npm run verifier`. Nothing else parses the YAML files.
 */
import path from 'node:path';
import type { z } from 'astro/zod';
import { ContentDataError, readDataFile } from './loader';
import { CONTENT_FILES, vehiclesFileSchema, type VehiclesFile } from '../schemas';
import { VEHICLES_OPTIONS } from './vehicles';
import { offerPriceProblems } from './references';

/** Every data file of src/content every build needs, by name, with its schema (src/schemas). */
export { CONTENT_FILES };

/** The name of a data file (src/content/<name>.yaml). */
export type ContentName = keyof typeof CONTENT_FILES;
/** The validated content of every data file. */
export type Content = { [K in ContentName]: z.infer<(typeof CONTENT_FILES)[K]> };

/** The project's root folder (this file is src/data/reader.ts). */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/** One data file, validated; throws a ContentDataError in French naming the file and the field. */
export function readContentFile<K extends ContentName>(name: K, root: string = PROJECT_ROOT): Content[K] {
  return readDataFile(root, name, CONTENT_FILES[name]) as Content[K];
}

/** src/content/vehicles.yaml, validated; an absent file means no car listed (src/data/vehicles.ts). */
export function readVehicles(root: string = PROJECT_ROOT): VehiclesFile {
  return readDataFile(root, 'vehicles', vehiclesFileSchema, VEHICLES_OPTIONS);
}

/** Every data file, validated, and the problems of those that are not (one message per file). */
function readAll(root: string): { content: Partial<Content>; problems: string[] } {
  const content: Partial<Record<ContentName, unknown>> = {};
  const problems: string[] = [];
  try {
    readVehicles(root);
  } catch (error) {
    if (!(error instanceof ContentDataError)) throw error;
    problems.push(error.message);
  }
  for (const name of Object.keys(CONTENT_FILES) as ContentName[]) {
    try {
      content[name] = readContentFile(name, root);
    } catch (error) {
      if (!(error instanceof ContentDataError)) throw error;
      problems.push(error.message);
    }
  }
  const { home, repairs, cleaning } = content as Partial<Content>;
  if (home && repairs && cleaning) problems.push(...offerPriceProblems(home, repairs, cleaning));
  return { content: content as Partial<Content>, problems };
}

/** The problems of every data file, one message per bad file; empty when all is well. */
export function contentProblems(root: string = PROJECT_ROOT): string[] {
  return readAll(root).problems;
}

/** Every data file, validated; throws one ContentDataError listing every bad file. */
export function readContent(root: string = PROJECT_ROOT): Content {
  const { content, problems } = readAll(root);
  if (problems.length > 0) throw new ContentDataError(problems.join('\n\n'));
  return content as Content;
}

/**
 * Every data file for the site's configuration: on a problem, prints the French list and stops
 * the process (no stack trace: the owner needs the file and the field, nothing else).
 */
export function readContentOrExit(root: string = PROJECT_ROOT): Content {
  try {
    return readContent(root);
  } catch (error) {
    if (!(error instanceof ContentDataError)) throw error;
    console.error(
      `\nLe site n’a pas été construit : le contenu est à corriger.\n\n${error.message}\n\nCorrigez puis relancez (« npm run verifier » vérifie en quelques secondes).\n`,
    );
    process.exit(1);
  }
}
