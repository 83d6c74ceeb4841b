import { rmSync } from 'node:fs';

/** Deletes the copy of the site the cars tests ran on (its folder is made by tests/fixture-site/playwright.config.ts). */
export default function teardown() {
  const root = process.env['FIXTURE_SITE'];
  if (root) rmSync(root, { recursive: true, force: true });
}
