import { rmSync } from 'node:fs';

/** Deletes the copy of the site the cars tests ran on (its folder is made by playwright.cars.config.ts). */
export default function teardown() {
  const root = process.env['CARS_SITE'];
  if (root) rmSync(root, { recursive: true, force: true });
}
