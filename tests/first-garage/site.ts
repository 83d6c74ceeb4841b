// The tests' own first garage built: the site copied (tests/support/site-copy.ts) with
// tests/first-garage/src/content and src/assets in place of the owner's. What the browser tests
// (tests/e2e, playwright.config.ts) visit in `npm test`: they assert this garage's texts, prices and
// counts, which the owner's files may change at will (scripts/test-all.mjs builds it, then passes its
// root as E2E_ROOT).
// Usage: node tests/first-garage/site.ts [empty folder, else E2E_ROOT's]   (prints the folder on its
// last line)
import process from 'node:process';
import { buildSiteCopy, freshFolder, type SiteCopy } from '../support/site-copy.ts';

/** Copies the site into `root` with the first garage's files instead of the owner's, builds it. */
export const buildFirstGarage = (root: string): Promise<SiteCopy> =>
  buildSiteCopy({ prefix: 'site-garage1-', root });

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? process.env['E2E_ROOT'] ?? freshFolder('site-garage1-');
  const { buildMs } = await buildFirstGarage(root);
  process.stdout.write(`premier garage construit en ${(buildMs / 1000).toFixed(1)} s dans\n${root}\n`);
}
