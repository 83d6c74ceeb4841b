import { rmSync } from 'node:fs';

/**
 * Deletes the copies of the site the tests ran on, the fixture site and the second garage (their
 * folders are made by tests/fixture-site/playwright.config.ts).
 */
export default function teardown() {
  for (const root of [process.env['FIXTURE_SITE'], process.env['SECOND_GARAGE']]) {
    if (root) rmSync(root, { recursive: true, force: true });
  }
}
