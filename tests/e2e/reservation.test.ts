import type { Page } from '@playwright/test';
import { BOOKING_ORIGIN, garage, test, expect } from '../support/fixtures';

test.use({ allowedOrigins: [BOOKING_ORIGIN] });

const frame = (page: Page) => page.getByTitle(`Calendrier de réservation en ligne de ${garage.name}`);
const height = (page: Page) => frame(page).evaluate((el) => el.getBoundingClientRect().height);

test('the booking calendar fills the width and loads the garage’s appointment page', async ({
  page,
  thirdPartyRequests,
}) => {
  await page.goto('/reservation');
  await expect(frame(page)).toHaveAttribute('src', garage.booking.url);
  const box = await frame(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box?.width).toBe(viewport.width);
  await expect.poll(() => thirdPartyRequests.map((r) => r.url)).toContain(garage.booking.url);
});

test('the calendar is asked for only once the page has painted: its connection never delays the page', async ({
  page,
  request,
}) => {
  // In the markup the frame names its address only in its <noscript> copy.
  const html = await (await request.get('/reservation')).text();
  const outsideNoscript = html.replaceAll(/<noscript>[\s\S]*?<\/noscript>/g, '');
  expect(outsideNoscript).not.toContain(`src="${garage.booking.url}"`);

  await page.goto('/reservation');
  await expect(frame(page)).toHaveAttribute('src', garage.booking.url);
  const timing = await page.evaluate(async (url) => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    // The frame's own entry is written once its page has loaded.
    for (let wait = 0; wait < 50; wait++) {
      const asked = performance.getEntriesByName(url, 'resource')[0]?.startTime;
      if (asked !== undefined) return { painted, asked };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { painted, asked: undefined };
  }, garage.booking.url);
  expect(timing.painted).toBeDefined();
  expect(timing.asked).toBeGreaterThanOrEqual(timing.painted!);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calendar loads at once, in the same place and size', async ({ page, thirdPartyRequests }) => {
    await page.goto('/reservation');
    // One frame shown, the <noscript> one; the frame a script would have filled is left out.
    const shown = frame(page).filter({ visible: true });
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute('src', garage.booking.url);
    const box = await shown.boundingBox();
    expect(box?.width).toBe(page.viewportSize()!.width);
    expect(box?.height).toBe(page.viewportSize()!.width > 1024 ? 1020 : 1350);
    await expect.poll(() => thirdPartyRequests.map((r) => r.url)).toContain(garage.booking.url);
  });
});

test('its height is 1350 px up to 1024 px wide and 1020 px above, following window resizes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/reservation');
  expect(await height(page)).toBe(1350);
  await page.setViewportSize({ width: 1025, height: 900 });
  await expect.poll(() => height(page)).toBe(1020);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => height(page)).toBe(1350);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(() => height(page)).toBe(1020);
});

test('a visitor whose frame fails can still book: a new-tab link to the calendar and the phone', async ({
  page,
}) => {
  await page.goto('/reservation');
  const link = page.getByRole('link', { name: /Ouvrir le calendrier de réservation/ });
  await expect(link).toHaveAttribute('href', garage.booking.url);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const phone = page
    .getByRole('main')
    .getByRole('link', { name: garage.contact.phone.replaceAll(' ', '\u00a0') });
  await expect(phone).toHaveAttribute('href', `tel:+33${garage.contact.phone.replaceAll(' ', '').slice(1)}`);
});
