import { defineConfig } from '@playwright/test';
import { DESKTOP } from './playwright.config';
import nginx from './playwright.nginx.config';

/**
 * The Apache test (`npm run test:apache`): Debian's Apache 2.4 configured as a shared host such
 * as OVH (`AllowOverride All` over dist/, nothing of the site in the server configuration) serves
 * the build with its own dist/.htaccess (scripts/apache.mjs, a foreground child stopped at the
 * end). The nginx suite's settings, with the same HTTP assertions (tests/nginx/http.test.ts, told
 * which server by GARAGE_SERVER), and Chromium on every route with zero CSP violation.
 */
const PORT = Number(process.env['APACHE_PORT'] ?? 4335);
process.env['GARAGE_SERVER'] = 'apache';

export default defineConfig({
  ...nginx,
  use: { ...nginx.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: [
    { name: 'http', testMatch: 'http.test.ts' },
    { name: 'desktop', testMatch: ['browser.test.ts', 'injection.test.ts'], use: DESKTOP },
  ],
  webServer: {
    ...(nginx.webServer as object),
    command: `node scripts/apache.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
  },
});
