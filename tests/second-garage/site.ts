// A second garage built from the same code: the site copied (tests/support/site-copy.ts) with the
// owner's files of another garage in place of src/content (tests/second-garage/content: another
// name, town, phone, brands, hours with Saturdays, its own prices, no cleaning.yaml, no used car).
// What the browser tests of tests/fixture-site/second-garage.test.ts run against, built beside the
// fixture site by the same Playwright configuration.
// Usage: node tests/second-garage/site.ts [empty folder]   (prints where and how long the build took)
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { buildSiteCopy, freshFolder, type SiteCopy } from '../support/site-copy.ts';

/** The second garage's files, in place of the first one's. */
export const SECOND_GARAGE_CONTENT = path.join(import.meta.dirname, 'content');
/** Its own images (its logo), added to src/assets. */
const SECOND_GARAGE_ASSETS = path.join(import.meta.dirname, 'assets');

/** The port its build is served on (`astro preview`) while the tests run. */
export const SECOND_GARAGE_PORT = Number(process.env['SECOND_GARAGE_PORT'] ?? 4324);

/** Where the second garage is built (made by tests/fixture-site/playwright.config.ts). */
export const secondGarageRoot = (): string => {
  const root = process.env['SECOND_GARAGE'];
  if (!root) throw new Error('SECOND_GARAGE is not set: run « npm run test:fixture-site »');
  return root;
};

/** Copies the site into `root` with the second garage's data files instead of the first one's, builds it. */
export async function buildSecondGarage(root: string): Promise<SiteCopy> {
  return buildSiteCopy({
    prefix: 'site-garage2-',
    root,
    prepare: (site) => {
      const content = path.join(site, 'src/content');
      for (const file of readdirSync(content).filter((f) => f.endsWith('.yaml'))) {
        rmSync(path.join(content, file));
      }
      cpSync(SECOND_GARAGE_CONTENT, content, { recursive: true });
      // Its logo, in the owner's folder beside the first garage's (which its data never names).
      cpSync(SECOND_GARAGE_ASSETS, path.join(site, 'src/assets'), { recursive: true });
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? freshFolder('site-garage2-');
  const { buildMs } = await buildSecondGarage(root);
  process.stdout.write(`second garage construit en ${(buildMs / 1000).toFixed(1)} s dans ${root}\n`);
}
