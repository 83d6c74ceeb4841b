/**
 * Words the site's pages and its output files (JSON-LD, llms.txt) say alike, once: each writer
 * takes them from here, never from another writer.
 */

/** Name of the cleaning packages: the cleaning page's heading, each package's offer name. */
export const CLEANING_PACKAGE_LABEL = 'Forfait intérieur';

/**
 * Where the garage is, as the site names it: its district (« Lyon 9ᵉ »), or its city when garage.yaml
 * gives no district.
 */
export const placeName = (contact: { city: string; district?: string | undefined }): string =>
  contact.district ?? contact.city;
