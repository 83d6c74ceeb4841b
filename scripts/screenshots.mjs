// @ts-check
// Full-page screenshots of every page of a build at 320, 375, 768, 1280 and 1920 px, into screenshots/.
// Usage: npm run build && npm run screenshots [-- --widths 320,1920] [-- --dist <build>] [-- /contact]
// Car pages exist only in the fixture of `npm run test:fixture-site`: `node tests/fixture-site/site.ts` prints
// the temporary folder it built in, then `npm run screenshots -- --dist <that folder>/dist`.
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { serveDist } from './lib/static-server.mjs';
import { NOT_FOUND_PROBE } from '#schemas/paths.ts';
import { launchOptions } from './lib/chromium.mjs';
import { listRoutes } from './lib/dist.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { widths: { type: 'string', default: '320,375,768,1280,1920' }, dist: { type: 'string' } },
});
const widths = values.widths.split(',').map(Number);
// Every page the build holds (generated car pages included), then the 404 page.
const routes = positionals.length > 0 ? positionals : [...listRoutes(values.dist ?? 'dist'), NOT_FOUND_PROBE];

await mkdir('screenshots', { recursive: true });
const server = await serveDist(values.dist);
const browser = await chromium.launch(launchOptions);
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    // No third-party frames in screenshots: the booking calendar is answered by a local stand-in.
    const body = '<p style="font:16px sans-serif;padding:2em">Calendrier de réservation (externe)</p>';
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body }),
    );
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      // Fonts ready, and lazy images brought in, before the full-page capture.
      await page.evaluate(async () => {
        await document.fonts.ready;
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = (route === '/' ? 'accueil' : route.slice(1).replaceAll('/', '_')) + `-${width}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true, animations: 'disabled' });
      console.log(`screenshots/${name}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
