import { test, expect } from '../support/fixtures';
import { heroCarousel, home, openHome, settle, shownSlide } from '../support/home';

const slideCount = home.heroSlides.length;
const alt = (index: number) => home.heroSlides[index]!.image.alt;

test.describe('hero carousel', () => {
  test('advances at 3000 ms, not at 2999, and comes back to the first image after the fourth', async ({
    page,
  }) => {
    await openHome(page);
    const hero = heroCarousel(page);
    await expect(shownSlide(hero)).toHaveAccessibleName(`1 sur ${slideCount}`);
    await expect(hero.getByRole('img', { name: alt(0) })).toBeVisible();

    await page.clock.runFor(2999);
    await settle(page);
    await expect(shownSlide(hero)).toHaveAccessibleName(`1 sur ${slideCount}`);
    await page.clock.runFor(1);
    await expect(shownSlide(hero)).toHaveAccessibleName(`2 sur ${slideCount}`);
    await expect(hero.getByRole('img', { name: alt(1) })).toBeVisible();

    for (let i = 3; i <= slideCount; i += 1) {
      await page.clock.runFor(3000);
      await expect(shownSlide(hero)).toHaveAccessibleName(`${i} sur ${slideCount}`);
    }
    await page.clock.runFor(3000);
    await expect(shownSlide(hero)).toHaveAccessibleName(`1 sur ${slideCount}`);
  });

  test('previous and next buttons wrap both ways, and the image shown slides into view', async ({ page }) => {
    await openHome(page);
    const hero = heroCarousel(page);
    const previous = hero.getByRole('button', { name: 'Image précédente' });
    const next = hero.getByRole('button', { name: 'Image suivante' });

    await previous.click();
    await expect(shownSlide(hero)).toHaveAccessibleName(`${slideCount} sur ${slideCount}`);
    await page.clock.runFor(1000); // the slide animation runs on animation frames
    await expect(hero.getByRole('img', { name: alt(slideCount - 1) })).toBeInViewport({ ratio: 0.95 });

    await next.click();
    await expect(shownSlide(hero)).toHaveAccessibleName(`1 sur ${slideCount}`);
    await next.click();
    await expect(shownSlide(hero)).toHaveAccessibleName(`2 sur ${slideCount}`);
    await page.clock.runFor(1000);
    await expect(hero.getByRole('img', { name: alt(1) })).toBeInViewport({ ratio: 0.95 });
    await previous.click();
    await previous.click();
    await expect(shownSlide(hero)).toHaveAccessibleName(`${slideCount} sur ${slideCount}`);
  });

  test('the pause control comes first in the carousel’s tab order and stops the rotation until play', async ({
    page,
  }) => {
    await openHome(page);
    const hero = heroCarousel(page);
    await page.getByRole('main').getByRole('link', { name: 'Réservez', exact: true }).focus();
    await page.keyboard.press('Tab');
    const pause = hero.getByRole('button', { name: 'Arrêter le défilement des images' });
    await expect(pause).toBeFocused();

    await page.keyboard.press('Enter');
    const play = hero.getByRole('button', { name: 'Lancer le défilement des images' });
    await expect(play).toBeFocused();
    await page.clock.runFor(9000);
    await settle(page);
    await expect(shownSlide(hero)).toHaveAccessibleName(`1 sur ${slideCount}`);

    await page.keyboard.press('Enter');
    await expect(pause).toBeVisible();
    await page.clock.runFor(3000);
    await expect(shownSlide(hero)).toHaveAccessibleName(`2 sur ${slideCount}`);
  });

  test('stops while keyboard focus is inside, and starts again once it leaves', async ({ page }) => {
    await openHome(page);
    const hero = heroCarousel(page);
    await hero.getByRole('button', { name: 'Image suivante' }).focus();
    await page.clock.runFor(9000);
    await settle(page);
    await expect(shownSlide(hero)).toHaveAccessibleName(`1 sur ${slideCount}`);

    await page.getByRole('main').getByRole('link', { name: 'Réservez', exact: true }).focus();
    await page.clock.runFor(3000);
    await expect(shownSlide(hero)).toHaveAccessibleName(`2 sur ${slideCount}`);
  });

  test('announces slides politely only while it is not rotating', async ({ page }) => {
    await openHome(page);
    const hero = heroCarousel(page);
    const slides = hero.locator('[aria-live]');
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await hero.getByRole('button', { name: 'Arrêter le défilement des images' }).click();
    await expect(slides).toHaveAttribute('aria-live', 'polite');
  });

  test('does not move by itself when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const hero = heroCarousel(page);
    await expect(hero.getByRole('button', { name: 'Lancer le défilement des images' })).toBeVisible();
    await page.clock.runFor(12_000);
    await settle(page);
    await expect(shownSlide(hero)).toHaveAccessibleName(`1 sur ${slideCount}`);
    // The buttons still work, without sliding.
    await hero.getByRole('button', { name: 'Image suivante' }).click();
    await expect(shownSlide(hero)).toHaveAccessibleName(`2 sur ${slideCount}`);
    await expect(hero.getByRole('img', { name: alt(1) })).toBeInViewport({ ratio: 0.95 });
  });

  test('after real window resizes, the image shown is always the one the counter and the accessibility tree name', async ({
    page,
  }) => {
    await openHome(page);
    const hero = heroCarousel(page);
    const track = hero.locator('[aria-live]');
    /** Expects slide `i` to fill the carousel's window, alone, and to be the one named. */
    const expectShowing = async (i: number) => {
      await expect(shownSlide(hero)).toHaveAccessibleName(`${i + 1} sur ${slideCount}`);
      await expect(hero.getByText(`${i + 1}\u202f/\u202f${slideCount}`)).toBeVisible();
      const frame = (await track.evaluate((element) =>
        element.parentElement!.getBoundingClientRect().toJSON(),
      )) as {
        x: number;
        width: number;
      };
      // Polled: the track slides into place with a short transition.
      await expect
        .poll(async () => {
          const box = (await hero.getByRole('img', { name: alt(i) }).boundingBox())!;
          return [Math.round(box.x - frame.x), Math.round(box.width - frame.width)];
        })
        .toEqual([0, 0]);
    };
    const next = hero.getByRole('button', { name: 'Image suivante' });
    const { height } = page.viewportSize()!;
    await expectShowing(0);
    for (const [i, width] of [1400, 1024, 1280, 375, 1920].entries()) {
      await page.setViewportSize({ width, height });
      await expectShowing(i % slideCount);
      await next.click();
      // Resized while the track moves, too.
      await page.setViewportSize({ width: width - 37, height });
      await expectShowing((i + 1) % slideCount);
    }
  });

  test('the first image is prerendered as the page’s priority image, and nothing shifts once its script runs', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Without JavaScript: the first slide is in the HTML, eager and high priority, the others lazy.
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
      ...(baseURL ? { baseURL } : {}),
    });
    const staticPage = await noJs.newPage();
    await staticPage.goto('/');
    const first = heroCarousel(staticPage).getByRole('img', { name: alt(0) });
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', /\d+/);
    await expect(first).toHaveAttribute('height', /\d+/);
    await expect(heroCarousel(staticPage).locator('img[loading="lazy"]')).toHaveCount(slideCount - 1);
    await staticPage.evaluate(() => document.fonts.ready);
    const heading = staticPage.getByRole('heading', { name: 'Nos services' });
    const before = { image: await first.boundingBox(), next: await heading.boundingBox() };
    await noJs.close();

    // With JavaScript, once the hero's script runs: the same boxes.
    await openHome(page);
    await page.evaluate(() => document.fonts.ready);
    const moving = heroCarousel(page).getByRole('img', { name: alt(0) });
    expect(await moving.boundingBox()).toEqual(before.image);
    expect(await page.getByRole('heading', { name: 'Nos services' }).boundingBox()).toEqual(before.next);
  });
});
