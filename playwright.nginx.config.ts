import { defineConfig } from '@playwright/test';
import { BROWSER, DESKTOP, PHONE } from './playwright.config';

/**
 * The production server test (`npm run test:nginx`): Debian's nginx runs the build's nginx.conf
 * (hosting/servers.ts, with deploy/'s includes) over dist/ on a loopback port (scripts/nginx.mjs,
 * a foreground child stopped at the end), then HTTP checks, Chromium on every route and
 * page-weight budgets from Chromium's transfers; the load test on demand.
 */
const PORT = Number(process.env['NGINX_PORT'] ?? 4334);

export default defineConfig({
  testDir: 'tests/servers',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...BROWSER,
    // Instant scrolling (back-to-top): the test waits for states, not animations.
    reducedMotion: 'reduce',
  },
  projects: [
    // tests/servers/nginx-redirects.test.ts starts its own nginx, the production layout, on two
    // more loopback ports standing in for 80 and 443 (4338 and 4339 unless its environment says).
    { name: 'http', testMatch: ['http.test.ts', 'nginx-redirects.test.ts'] },
    {
      name: 'phone',
      testMatch: 'browser.test.ts',
      use: PHONE,
    },
    { name: 'desktop', testMatch: ['browser.test.ts', 'injection.test.ts', 'budgets.test.ts'], use: DESKTOP },
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
