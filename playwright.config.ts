import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './scripts/lib/chromium.mjs';

/**
 * Browser tests against the production build (`astro preview` serves dist/), in Debian's
 * Chromium: Playwright's own browser download cannot work on these machines.
 */
const PORT = Number(process.env['E2E_PORT'] ?? 4322);
/**
 * The site visited: a build of the tests' own first garage, whose root `npm test` passes as E2E_ROOT
 * (tests/first-garage/site.ts; its texts, prices and counts are what the tests assert), else the
 * repository's dist/ (the owner's files: .ci/content's browser pass over every page).
 */
const ROOT = process.env['E2E_ROOT'];

/** What every browser test shares, here and in the nginx suite: French, Paris time, Debian's Chromium. */
export const BROWSER = {
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
  // No trace by default: recording one for every test, to keep the failing ones, made the browser
  // tests 1.7 times slower (75 tests: 247 s against 148 s, docs/decisions/0011-test-time.md). To
  // see a failure step by step: `npm run test:e2e -- <file> --trace on`, then `npx playwright show-report`.
  trace: 'off',
  launchOptions,
} as const;
/** The two screens every page is tested on. */
export const PHONE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
};
export const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  fullyParallel: true,
  workers: process.env['CI'] ? 2 : 3,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...BROWSER,
  },
  projects: [
    {
      name: 'phone',
      // A test tagged @any-width checks what no viewport can change (the page's text, head and
      // files, Paris-time arithmetic) or sets its own viewports: it runs once, in the desktop project.
      grepInvert: /@any-width/,
      use: PHONE,
    },
    { name: 'desktop', use: DESKTOP },
  ],
  webServer: {
    command: `npx astro preview${ROOT ? ` --root ${ROOT}` : ''} --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});
