import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { FIXTURE_ROOT } from './tests/cars/fixture-site.ts';

/**
 * The used-car catalogue, tested on a copy of the site with three cars (one sold) and phone
 * photos (tests/cars/fixture-site.ts): built once, then served by `astro preview`. The real
 * content lists no car, so the main suite sees the placeholder (tests/e2e/placeholders.test.ts).
 */
const PORT = Number(process.env['CARS_PORT'] ?? 4323);

export default defineConfig({
  ...base,
  testDir: 'tests/cars',
  // axe on whole pages and an opened dialog: slow on a machine shared with other builds.
  timeout: 60_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `node tests/cars/fixture-site.ts && npx astro preview --root ${FIXTURE_ROOT} --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env['CI'],
    // One build of the whole site with its photos: about a minute alone, several on a busy machine.
    timeout: 600_000,
    stdout: 'pipe',
  },
});
