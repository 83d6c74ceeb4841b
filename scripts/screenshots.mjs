// @ts-check
// Full-page screenshots of every route at 375, 768 and 1280 px into screenshots/ (ignored by git).
// Usage: npm run build && npm run screenshots [-- /contact /reservation]
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { serveDist } from './lib/static-server.mjs';
import { NOT_FOUND_PROBE, ROUTES } from '../src/lib/pages.ts';
import { launchOptions } from './lib/chromium.mjs';

const widths = [375, 768, 1280];
const only = process.argv.slice(2);
const routes = only.length > 0 ? only : [...ROUTES, NOT_FOUND_PROBE];

await mkdir('screenshots', { recursive: true });
const server = await serveDist();
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
