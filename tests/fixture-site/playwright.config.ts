import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';
import { freshFolder } from '../support/site-copy.ts';
import { SECOND_GARAGE_PORT } from '../second-garage/site.ts';

/**
 * The fixture site (`npm run test:fixture-site`): a copy of the site with three used cars (one
 * sold) and phone photos, a dated offer on its home page and a photo as first hero slide
 * (tests/fixture-site/site.ts), built once, then served by `astro preview`. The real content lists
 * no car, so the main suite sees the placeholder (tests/e2e/placeholders.test.ts). Beside it, the
 * same way, a second garage built from the same code with another garage's files
 * (tests/second-garage/site.ts, second-garage.test.ts): the two builds run side by side.
 */
const PORT = Number(process.env['CARS_PORT'] ?? 4323);
// A fresh temporary folder per run, made once here in the main process: the web server builds into
// it and the test workers (which inherit the environment) read its dist/.
const root = (process.env['FIXTURE_SITE'] ??= freshFolder('site-cars-'));
const secondGarage = (process.env['SECOND_GARAGE'] ??= freshFolder('site-garage2-'));
/** Both servers are started from the repository's root, as every npm script runs. */
const repository = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  ...base,
  testDir: '.',
  // Results and report where the other suites write theirs (paths are read from this folder).
  outputDir: '../../test-results',
  reporter: process.env['CI']
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  // Deletes the copy once the tests are done.
  globalTeardown: './teardown.ts',
  // axe on whole pages and an opened dialog: slow on a machine shared with other builds.
  timeout: 60_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: [
    {
      command: `node tests/fixture-site/site.ts ${root} && npx astro preview --root ${root} --host 127.0.0.1 --port ${PORT}`,
      cwd: repository,
      url: `http://127.0.0.1:${PORT}/`,
      // Never an older server: it would serve another run's build, not this run's folder.
      reuseExistingServer: false,
      // One build of the whole site with its photos: about a minute alone, several on a busy machine.
      timeout: 600_000,
      stdout: 'pipe',
    },
    {
      command: `node tests/second-garage/site.ts ${secondGarage} && npx astro preview --root ${secondGarage} --host 127.0.0.1 --port ${SECOND_GARAGE_PORT}`,
      cwd: repository,
      url: `http://127.0.0.1:${SECOND_GARAGE_PORT}/`,
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: 'pipe',
    },
  ],
});
