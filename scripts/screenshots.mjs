// @ts-check
// Full-page screenshots of every page of a build, at 320, 375, 768, 1280 and 1920 px, into
// screenshots/ (ignored by git).
// Usage: npm run build && npm run screenshots [-- --widths 320,1920] [-- /contact /reservation]
// The used-car list and car pages exist only in the fixture site of `npm run test:cars`:
//   node tests/cars/fixture-site.ts && npm run screenshots -- --dist /tmp/garage-voitures-occasion/dist
import { mkdir, readdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { serveDist } from './lib/static-server.mjs';
import { NOT_FOUND_PROBE } from '../src/lib/pages.ts';
import { launchOptions } from './lib/chromium.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { widths: { type: 'string', default: '320,375,768,1280,1920' }, dist: { type: 'string' } },
});
const widths = values.widths.split(',').map(Number);
const dist = values.dist ?? 'dist';
// Every page the build holds (generated car pages included), then the 404 page.
const built = (await readdir(dist, { recursive: true }))
  .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
  .map((file) => '/' + file.slice(0, -'index.html'.length).replace(/\/$/, ''))
  .sort();
const routes = positionals.length > 0 ? positionals : [...built, NOT_FOUND_PROBE];

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
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<p style="font:16px sans-serif;padding:2em">Calendrier de réservation (externe)</p>',
      }),
    );
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // Bring lazy images in before the full-page capture.
      await page.evaluate(async () => {
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
