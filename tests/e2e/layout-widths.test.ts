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
        // Bring lazy images in on the way down (islands hydrate as they come into view, and may
        // render their images afresh), then again on the way back to the top.
        const sweep = (direction: 'down' | 'up') =>
          page.evaluate(async (down) => {
            const step = window.innerHeight / 2;
            const end = document.body.scrollHeight;
            for (let y = down ? 0 : end; down ? y < end : y >= 0; y += down ? step : -step) {
              window.scrollTo(0, y);
              await new Promise((r) => requestAnimationFrame(r));
            }
            window.scrollTo(0, down ? end : 0);
          }, direction === 'down');
        await sweep('down');
        await sweep('up');
        expect(await horizontalOverflow(page), `overflow at ${width}px`).toBe(0);
        const broken = () =>
          page.evaluate(() =>
            [...document.images]
              .filter(
                (img) => img.getClientRects().length > 0 && getComputedStyle(img).visibility !== 'hidden',
              )
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
        // Images still on their way get a few seconds; one that never loads fails.
        await expect.poll(broken, { message: `broken or zero-size images at ${width}px` }).toEqual([]);
      }
    });
  });
}
