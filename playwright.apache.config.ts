import { defineConfig } from '@playwright/test';
import { DESKTOP } from './playwright.config';
import nginx from './playwright.nginx.config';

/**
 * The Apache test (`npm run test:apache`): Debian's Apache 2.4 configured as a shared host such
 * as OVH (`AllowOverride All` over dist/, nothing of the site in the server configuration) serves
 * the build with its own dist/.htaccess (scripts/apache.mjs, a foreground child stopped at the
 * end). The nginx suite's settings, with the same HTTP assertions (tests/servers/http.test.ts, told
 * which server by GARAGE_SERVER), the redirects to HTTPS and to the canonical host name over
 * plain HTTP and real TLS (tests/servers/redirects.test.ts), and Chromium on every route with zero
 * CSP violation; and the content path rehearsed end to end, a saved price uploaded by SFTP as the
 * workflow does and read over HTTPS (tests/servers/content-path.test.ts).
 */
const PORT = Number(process.env['APACHE_PORT'] ?? 4335);
/** Beside the plain port, HTTPS (mod_ssl, a self-signed certificate) for the redirect checks. */
const TLS_PORT = Number(process.env['APACHE_TLS_PORT'] ?? 4336);
process.env['GARAGE_SERVER'] = 'apache';
process.env['APACHE_TLS_PORT'] = String(TLS_PORT);

export default defineConfig({
  ...nginx,
  use: { ...nginx.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: [
    { name: 'http', testMatch: ['http.test.ts', 'redirects.test.ts'] },
    { name: 'desktop', testMatch: ['browser.test.ts', 'injection.test.ts'], use: DESKTOP },
    // The content path rehearsed: SFTP upload (sshd on REHEARSAL_PORT, default 4337) to its own
    // Apache (the next two ports), tests/servers/content-path.test.ts.
    { name: 'content-path', testMatch: 'content-path.test.ts', use: DESKTOP },
  ],
  webServer: {
    ...(nginx.webServer as object),
    command: `node scripts/apache.mjs --port ${PORT} --tls-port ${TLS_PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
  },
});
