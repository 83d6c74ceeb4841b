import type { Page } from '@playwright/test';
import {
  BOOKING_ORIGIN,
  NOT_FOUND_PROBE,
  ROUTES,
  brokenWords,
  horizontalOverflow,
  test,
  expect,
} from '../support/fixtures';

const WIDTHS = [320, 375, 768, 1280, 1920];
/** Widest readable line of running text, in widths of « 0 » (--measure is 65ch, plus room). */
const MAX_MEASURE_CH = 72;

/** Paragraphs and list items of the main content whose lines run wider than MAX_MEASURE_CH. */
function longLines(page: Page, maxCh: number): Promise<string[]> {
  return page.evaluate((maxCh) => {
    const zero = document.createElement('span');
    zero.textContent = '0';
    zero.style.position = 'absolute';
    return [...document.querySelectorAll<HTMLElement>('main p, main li')]
      .filter((el) => !el.querySelector('img, h2, h3') && el.getClientRects().length > 0)
      .filter((el) => {
        const style = getComputedStyle(el);
        // One line is a label, not running text.
        const height = el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        if (height < 2 * parseFloat(style.lineHeight)) return false;
        el.append(zero);
        const ch = zero.getBoundingClientRect().width;
        zero.remove();
        const width = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return width / ch > maxCh;
      })
      .map((el) => el.textContent?.trim().slice(0, 40) ?? '');
  }, maxCh);
}

// Real viewport sizes, one pass per route (the widths are explicit: @any-width, desktop only).
for (const route of [...ROUTES, NOT_FOUND_PROBE]) {
  test.describe(route, { tag: '@any-width' }, () => {
    test.use({ allowedOrigins: route === '/reservation' ? [BOOKING_ORIGIN] : [] });

    test(`nothing overflows or breaks inside a word, lines stay readable and every image loads with a size, from 320 to 1920 px`, async ({
      page,
    }) => {
      // Carousels hold still, so no lazy slide slides into view while images are checked.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        // Bring lazy images in on the way down, then again on the way back to the top.
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
        expect(await brokenWords(page), `words broken across lines at ${width}px`).toEqual([]);
        expect(await longLines(page, MAX_MEASURE_CH), `lines too long to read at ${width}px`).toEqual([]);
        // The footer map's notice is whole inside its box, however narrow the screen.
        const map = page.getByRole('button', { name: 'Afficher la carte' }).locator('..');
        expect(
          await map.evaluate((el) => el.scrollHeight - el.clientHeight),
          `map notice clipped at ${width}px`,
        ).toBeLessThanOrEqual(0);
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
