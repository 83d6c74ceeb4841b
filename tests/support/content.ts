/**
 * The owner's data read straight from the YAML files, validated, for unit tests (no Astro runtime).
 * Pages read the same data through `getData()`; both go through the one reader (reader.ts).
 *
 * The kit's unit tests prove the code on a garage of their own, FIRST_GARAGE (tests/first-garage):
 * the template's first garage (Lyon), its src/content and src/assets as the template shipped them,
 * kept with the tests, so the tests own its exact texts, prices and counts. The owner's files
 * (src/content, src/assets), which a new garage replaces entirely, are only checked against the
 * rules every garage meets.
 */
import path from 'node:path';
import {
  CONTENT_FILES,
  PROJECT_ROOT,
  readContent,
  readTradeFile,
  readVehicles,
  type Content,
  type ContentName,
} from '#data/reader.ts';
import type { Vehicle } from '#schemas/index.ts';

/**
 * The garage the browser tests visit and read: a build of the first garage (tests/first-garage/site.ts)
 * whose root `npm test` passes as E2E_ROOT, or the repository itself (its dist/, the owner's files)
 * when run without it.
 */
export const SITE_ROOT = process.env['E2E_ROOT'] || PROJECT_ROOT;

/** The unit tests' own garage, a root the reader reads (its src/content and src/assets). */
export const FIRST_GARAGE = path.resolve(import.meta.dirname, '../first-garage');

/**
 * Every data file the site-wide metadata and the page registry are built from, of the garage at
 * `root`: the built site's own (SITE_ROOT) unless told, the fixture's for the unit tests. A trade
 * the garage does not offer is absent (no vehicles.yaml: no cars page).
 */
export function loadSiteData(root: string = SITE_ROOT) {
  const { garage, hours, socials, repairs } = readContent(root);
  const cleaning = readTradeFile('cleaning', root);
  const parts = readTradeFile('parts', root);
  const vehicles = readVehicles(root)?.vehicles;
  return { garage, hours, socials: socials.socials, repairs, cleaning, parts, vehicles };
}

/** A used car for sale, as vehicles.yaml lists one, for the tests of what a car adds to the site. */
export const SAMPLE_CAR: Vehicle = {
  make: 'Volkswagen',
  model: 'Golf',
  version: '1.6 TDI 115 Confortline',
  year: 2017,
  mileageKm: 98500,
  fuel: 'diesel',
  gearbox: 'manuelle',
  price: 13490,
  photos: [{ src: 'photos/vehicules/golf-1.jpg', alt: 'La Golf' }],
  description: 'Première main.',
  sold: false,
};

/** A path to a value inside a data file. */
export type FieldPath = (string | number)[];

/** Markup and separators no text of the owner's may ever carry raw into a page or a file. */
export const HOSTILE =
  '</script><img src=x onerror=alert(1)> <!-- commentaire --> ]]> "«’» \' & \u2028 \u2029';

/** A deep copy of `data` with the value at `at` replaced. */
export function withValue<T>(data: T, at: FieldPath, value: unknown): T {
  const copy = structuredClone(data);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}

/** Every path to a string in `value`. */
export function stringPaths(value: unknown, at: FieldPath = []): FieldPath[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

/**
 * The free-text fields of a data file: every string its schema would accept the hostile text in
 * (a title, a message, an alt text…), as opposed to a phone, a date or a path, which have a format.
 * Found by asking the schema itself, so a field added later is covered without a list to update.
 */
export function freeTextFields<K extends ContentName>(name: K, data: Content[K]): FieldPath[] {
  const schema = CONTENT_FILES[name];
  return stringPaths(data).filter(
    (at) => schema.safeParse(withValue(data, at, `${HOSTILE} ${at.join('.')}`)).success,
  );
}

/** Replaces exactly one occurrence: a case whose anchor has gone fails instead of passing unchanged. */
export const once = (from: string | RegExp, to: string) => (text: string) => {
  const all =
    typeof from === 'string'
      ? text.split(from).length - 1
      : (text.match(new RegExp(from, `${from.flags}g`)) ?? []).length;
  if (all !== 1) throw new Error(`the edit's anchor ${String(from)} is found ${all} times`);
  return text.replace(from, to);
};
