/**
 * The owner's data read straight from the YAML files, validated, for unit tests (no Astro runtime).
 * Pages read the same data through `getData()`; both go through the one reader (reader.ts).
 */
import { readContent } from './reader';

/** Every data file the site-wide metadata is built from. */
export function loadSiteData() {
  const { garage, hours, socials, navigation, repairs, cleaning } = readContent();
  return { garage, hours, socials: socials.socials, navigation: navigation.items, repairs, cleaning };
}
