/**
 * The one validated reader of the owner's content. Every consumer takes its data from here: the
 * content collections (through `dataFile`), astro.config.mjs, the build's integrations, the unit
 * and browser tests' fixtures, and `npm run verifier`. Nothing else parses the YAML files.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'astro/zod';
import { readDataFile } from './loader';
import { ContentDataError, collectImagePaths } from './parse';
import { imageProblems, type ImageReference } from './photos';
import { linkProblems } from './links';
import { CONTENT_FILES, vehiclesFileSchema, type VehiclesFile } from '#schemas/index.ts';
import { VEHICLES_OPTIONS } from './vehicles';
import { foundingIssues, linkIssues, offerPriceFacts, offerPriceIssues } from './references';
import { describePath, formatIssues } from './issues';
import { logoSizeProblem } from './image-kind';
import { TRADE_FILES, type TradeName } from '#schemas/trades.ts';

/** Every data file of src/content every build needs, by name, with its schema (src/schemas). */
export { CONTENT_FILES };

/** The name of a data file (src/content/<name>.yaml). */
export type ContentName = keyof typeof CONTENT_FILES;

// A trade's data file (src/schemas/trades.ts) may be absent: the garage does not offer the trade. An
// empty one is still refused: emptied by accident, it is not a decision.

/** The validated content of one data file. */
export type FileData<K extends ContentName> = z.infer<(typeof CONTENT_FILES)[K]>;

/** A trade's file among them (vehicles.yaml, read on its own, is not: readVehicles). */
type ContentTrade = Extract<ContentName, TradeName>;

/** The validated content of every data file; a trade's is absent when the garage does not offer it. */
export type Content = { [K in Exclude<ContentName, TradeName>]: z.infer<(typeof CONTENT_FILES)[K]> } & {
  [K in ContentTrade]?: z.infer<(typeof CONTENT_FILES)[K]>;
};

const isTrade = (name: ContentName): name is ContentTrade =>
  (TRADE_FILES as readonly string[]).includes(name);

/** Whether the garage at `root` offers the trade: its data file is there. */
export function offersTrade(name: TradeName, root: string = PROJECT_ROOT): boolean {
  return existsSync(path.join(root, `src/content/${name}.yaml`));
}

/**
 * Where the photos already decoded in full are remembered, under the project's root: beside Astro's
 * cache, kept between publications with it (ADR 0024).
 */
export const PHOTOS_DECODED = '.cache/photos-decoded';

/** The project's root folder (this file is src/data/reader.ts). */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/** One data file, validated; throws a ContentDataError in French naming the file and the field. */
export function readContentFile<K extends ContentName>(name: K, root: string = PROJECT_ROOT): FileData<K> {
  return readDataFile(root, name, CONTENT_FILES[name]) as FileData<K>;
}

/** A trade's data file, validated, or undefined when the garage does not offer the trade (no file). */
export function readTradeFile<K extends ContentTrade>(
  name: K,
  root: string = PROJECT_ROOT,
): FileData<K> | undefined {
  return offersTrade(name, root) ? readContentFile(name, root) : undefined;
}

/**
 * src/content/vehicles.yaml, validated, or undefined when the garage sells no used cars (no file,
 * src/schemas/trades.ts); a file listing nothing is no car for sale today (src/data/vehicles.ts).
 */
export function readVehicles(root: string = PROJECT_ROOT): VehiclesFile | undefined {
  return offersTrade('vehicles', root)
    ? readDataFile(root, 'vehicles', vehiclesFileSchema, VEHICLES_OPTIONS)
    : undefined;
}

/** Every data file, validated, and the problems of those that are not (one message per file). */
function readAll(root: string): {
  content: Partial<Content>;
  vehicles: VehiclesFile | undefined;
  problems: string[];
} {
  const content: Partial<Record<ContentName, unknown>> = {};
  const problems: string[] = [];
  let vehicles: VehiclesFile | undefined;
  try {
    vehicles = readVehicles(root);
  } catch (error) {
    if (!(error instanceof ContentDataError)) throw error;
    problems.push(error.message);
  }
  for (const name of Object.keys(CONTENT_FILES) as ContentName[]) {
    if (isTrade(name) && !offersTrade(name, root)) continue;
    try {
      content[name] = readContentFile(name, root);
    } catch (error) {
      if (!(error instanceof ContentDataError)) throw error;
      problems.push(error.message);
    }
  }
  const { home, repairs, cleaning, garage, reviews } = content as Partial<Content>;
  const offered = Object.fromEntries(TRADE_FILES.map((t) => [t, offersTrade(t, root)])) as Record<
    TradeName,
    boolean
  >;
  // The rules between files (src/data/references.ts), as the editor applies them before a save;
  // a trade's file that is there but invalid is already named, and checked again once fixed.
  if (home && repairs && (cleaning || !offered.cleaning)) {
    const issues = [
      ...offerPriceIssues(offerPriceFacts(home, repairs, cleaning)),
      ...linkIssues({ serviceBlocks: home.serviceBlocks, offered }),
    ];
    if (issues.length > 0) problems.push(formatIssues('src/content/home.yaml', issues, home));
  }
  if (garage && reviews) {
    const issues = foundingIssues(
      { founded: garage.founded, reviews: reviews.reviews },
      'src/content/garage.yaml → founded',
    );
    if (issues.length > 0) problems.push(formatIssues('src/content/reviews.yaml', issues, reviews));
  }
  return { content: content as Partial<Content>, vehicles, problems };
}

/**
 * Every image the valid data files name (a car's photos, an offer's image…), with where, as the
 * owner reads it: « src/content/vehicles.yaml », « « Volkswagen Golf 2017 » → photos n° 1 → src ».
 */
function imageReferences({ content, vehicles }: ReturnType<typeof readAll>): ImageReference[] {
  const files: [string, unknown, typeof VEHICLES_OPTIONS.entryName][] = [
    ...Object.entries(content).map(([name, data]): [string, unknown, undefined] => [name, data, undefined]),
    ['vehicles', vehicles ?? {}, VEHICLES_OPTIONS.entryName],
  ];
  return files.flatMap(([name, data, entryName]) =>
    collectImagePaths(data).map(({ at, src }) => ({
      file: `src/content/${name}.yaml`,
      where: describePath(data, at, entryName),
      src,
    })),
  );
}

/**
 * The logo's weight, bounded (image-kind.ts): what the share images can draw. A logo that is not
 * there is the image check's to name.
 */
function logoProblems(root: string, garage: Content['garage'] | undefined): string[] {
  const src = garage?.look.logo.src;
  const file = src && path.join(root, 'src/assets', src);
  if (!src || !file || !existsSync(file)) return [];
  const problem = logoSizeProblem(src, statSync(file).size);
  return problem
    ? [
        `Image à remplacer dans src/content/garage.yaml :\n  src/content/garage.yaml → look.logo.src : ${problem}`,
      ]
    : [];
}

/** The path under src/assets of every image the valid data files name (what the build imports). */
export function contentImagePaths(root: string = PROJECT_ROOT): string[] {
  return [...new Set(imageReferences(readAll(root)).map((r) => r.src))].sort();
}

/** The problems of every data file, one message per bad file; empty when all is well. */
export function contentProblems(root: string = PROJECT_ROOT): string[] {
  return readAll(root).problems;
}

/**
 * The problems of every data file, then of every image they name, decoded in full
 * (src/data/photos.ts), then the symbolic links among the owner's files (src/data/links.ts): what
 * `npm run verifier` prints and what stops the build.
 */
export async function contentAndImageProblems(root: string = PROJECT_ROOT): Promise<string[]> {
  const all = readAll(root);
  const remembered = path.join(root, PHOTOS_DECODED);
  const references = imageReferences(all);
  return [
    ...all.problems,
    ...(await imageProblems(path.join(root, 'src/assets'), references, remembered)),
    ...logoProblems(root, all.content.garage),
    // The links no entry names (those it names, its message names with the entry).
    ...(await linkProblems(root, new Set(references.map((r) => `src/assets/${r.src}`)))),
  ];
}

/** Every data file, validated; throws one ContentDataError listing every bad file. */
export function readContent(root: string = PROJECT_ROOT): Content {
  const { content, problems } = readAll(root);
  if (problems.length > 0) throw new ContentDataError(problems.join('\n\n'));
  return content as Content;
}

/**
 * Every data file for the site's configuration, and every image they name decoded: on a problem,
 * prints the French list and stops the process (no stack trace: the owner needs the file and the
 * field, nothing else).
 */
export async function readContentOrExit(root: string = PROJECT_ROOT): Promise<Content> {
  const problems = await contentAndImageProblems(root);
  if (problems.length === 0) return readContent(root);
  console.error(
    `\nLe site n’a pas été construit : le contenu est à corriger.\n\n${problems.join('\n\n')}\n\nCorrigez puis relancez (« npm run verifier » vérifie en quelques secondes).\n`,
  );
  process.exit(1);
}
