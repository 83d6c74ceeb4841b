/**
 * The owner's data read straight from the YAML files, validated, for unit tests (no Astro runtime).
 * Pages read the same data through `getData()`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDataFile } from './loader';
import {
  cleaningFileSchema,
  garageSchema,
  hoursSchema,
  repairsFileSchema,
  socialsFileSchema,
} from './schemas';

const dir = path.resolve(import.meta.dirname);
const read = <S extends Parameters<typeof parseDataFile>[2]>(name: string, schema: S) =>
  parseDataFile(`src/content/${name}.yaml`, readFileSync(path.join(dir, `${name}.yaml`), 'utf-8'), schema);

/** Every data file the site-wide metadata is built from. */
export function loadSiteData() {
  return {
    garage: read('garage', garageSchema),
    hours: read('hours', hoursSchema),
    socials: read('socials', socialsFileSchema).socials,
    repairs: read('repairs', repairsFileSchema),
    cleaning: read('cleaning', cleaningFileSchema),
  };
}
