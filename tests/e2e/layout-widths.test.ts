import { BOOKING_ORIGIN, NOT_FOUND_PROBE, ROUTES, horizontalOverflow, test, expect } from './fixtures';

const WIDTHS = [320, 375, 768, 1280, 1920];

// Real viewport sizes, one pass per route (the widths are explicit, so one project is enough).
for (const route of [...ROUTES, NOT_FOUND_PROBE]) {
  test.describe(route, () => {
    test.use({ allowedOrigins: route === '/reservation' ? [BOOKING_ORIGIN] : [] });

    test(`nothing overflows horizontally and every image loads with a size, from 320 to 1920 px`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'widths are set explicitly; one project suffices');
      // Carousels hold still, so no lazy slide slides into view while images are checked.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        // Bring lazy images in, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((r) => requestAnimationFrame(r));
          }
        });
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page), `overflow at ${width}px`).toBe(0);
        const broken = await page.evaluate(() =>
          [...document.images]
            .filter((img) => img.getClientRects().length > 0 && getComputedStyle(img).visibility !== 'hidden')
            // Lazy slides of a carousel wait off-screen to the side until they are shown.
            .filter((img) => {
              const box = img.getBoundingClientRect();
              return box.right > 0 && box.left < window.innerWidth;
            })
            .filter(
              (img) => !img.complete || img.naturalWidth === 0 || img.getBoundingClientRect().width === 0,
            )
            .map((img) => img.currentSrc || img.src),
        );
        expect(broken, `broken or zero-size images at ${width}px`).toEqual([]);
      }
    });
  });
}
