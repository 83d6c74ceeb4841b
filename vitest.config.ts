import { getViteConfig } from 'astro/config';
import { defineConfig } from 'vitest/config';

// Every Vitest suite, one project each, run by its npm script (`vitest run --project <name>`):
// - unit: logic, schemas, components and the docs' cited paths, fast and without a build, through
//   Astro's Vite configuration (`npm run test:unit`);
// - hostile: one build of a copy of the site whose every free-text field carries markup, then
//   checks of its dist/ and of its pages in Chromium (`npm run test:hostile`);
// - build: checks of the built site in dist/, after `npm run build` (`npm run test:build`);
// - pipeline: the image pipeline on a fixture site it builds itself (`npm run test:pipeline`, beside
//   the hostile builds in `npm test`, not beside the checks of dist/, whose CPUs its build would take).
// - content-path: the owner's content path (.ci/content) on copies of the site, the second garage's
//   files and the owner's correct edits (`npm run test:content-path`).
// Browser tests run with Playwright (playwright.config.ts and the configs it names).
export default defineConfig({
  test: {
    projects: [
      getViteConfig({
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'hosting/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/docs/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['./tests/support/setup.ts'],
        },
      }),
      {
        extends: false,
        test: {
          name: 'hostile',
          include: ['tests/hostile/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      // jsdom gives the checks of dist/ a DOMParser to read the built pages.
      {
        extends: false,
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'jsdom' },
      },
      {
        extends: false,
        test: { name: 'pipeline', include: ['tests/pipeline/**/*.test.ts'], environment: 'jsdom' },
      },
      // Each case builds a copy of the site and runs .ci/content in it: two at a time.
      {
        extends: false,
        test: {
          name: 'content-path',
          include: ['tests/content-path/**/*.test.ts'],
          environment: 'node',
          testTimeout: 900_000,
          maxConcurrency: 2,
        },
      },
    ],
  },
});
