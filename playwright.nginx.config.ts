import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './scripts/lib/chromium.mjs';

/**
 * The production server test (`npm run test:nginx`): Debian's nginx runs deploy/nginx.conf over
 * dist/ on a loopback port (scripts/nginx.mjs, a foreground child stopped at the end), then
 * HTTP checks, Chromium on every route and page-weight budgets from Chromium's transfers; the
 * load test on demand.
 */
const PORT = Number(process.env['NGINX_PORT'] ?? 4334);

export default defineConfig({
  testDir: 'tests/nginx',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    // Instant scrolling (back-to-top): the test waits for states, not animations.
    reducedMotion: 'reduce',
    launchOptions,
  },
  projects: [
    { name: 'http', testMatch: 'http.test.ts' },
    {
      name: 'phone',
      testMatch: 'browser.test.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
      },
    },
    {
      name: 'desktop',
      testMatch: ['browser.test.ts', 'budgets.test.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // On demand (`npm run test:load`), alone: nothing else competes with nginx for the CPUs while
    // it is measured. Out of `npm test`: 10 s of load plus start-up, for a configuration the http
    // project already checks.
    { name: 'load', testMatch: 'load.test.ts' },
  ],
  webServer: {
    command: `node scripts/nginx.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 20_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
