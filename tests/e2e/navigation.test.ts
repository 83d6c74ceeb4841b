/**
 * The main menu and the phone menu. Every test sets the viewport it is about, so the file runs
 * once (@any-width), not once per project.
 */
import type { Page } from '@playwright/test';
import { PATHS, siteRegistry } from '#lib/pages.ts';
import { loadSiteData } from '../support/content';
import { BOOKING_ORIGIN, test, expect } from '../support/fixtures';

/** Every page of the main menu, from the page registry: its path, its link, the group it sits in. */
const MENU_PAGES = siteRegistry(loadSiteData()).flatMap(({ path, menu }) =>
  menu ? [{ path, link: menu.label, group: menu.group }] : [],
);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test.describe('main navigation on a wide screen', { tag: '@any-width' }, () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('links to every page of the menu, in the registry’s order, and to no other page', async ({ page }) => {
    await page.goto(PATHS.contact);
    // The services' links are hidden until « Services » is hovered: counted all the same.
    const links = nav(page).getByRole('link', { includeHidden: true });
    const inSite = (
      await links.evaluateAll((all) =>
        all.map((a) => ({ name: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })),
      )
    ).filter(({ href }) => href.startsWith('/'));
    const groups = new Set(MENU_PAGES.flatMap((p) => (p.group ? [p.group] : [])));
    expect(inSite.filter(({ name }) => !groups.has(name))).toEqual(
      MENU_PAGES.map((p) => ({ name: p.link, href: p.path })),
    );
  });

  for (const { path, link, group } of MENU_PAGES) {
    test.describe(path, () => {
      test.use({ allowedOrigins: path === PATHS.booking ? [BOOKING_ORIGIN] : [] });
      test(`on ${path} « ${link} » is the current page, underlined, and no other page is`, async ({
        page,
      }) => {
        await page.goto(path);
        const current = nav(page).locator('[aria-current="page"]');
        await expect(current).toHaveCount(1);
        await expect(current).toHaveText(link);
        if (group) {
          // The « Services » parent is marked as containing the current page, and underlined too.
          await expect(nav(page).getByRole('link', { name: group, exact: true })).toHaveAttribute(
            'aria-current',
            'true',
          );
        }
        await current.evaluate((el) => (el as HTMLElement).focus());
        const underline = await current.evaluate((el) => getComputedStyle(el).textDecorationLine);
        expect(underline).toContain('underline');
      });
    });
  }

  test('the menu button is hidden and every item is visible; services open under « Services » on hover', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(nav(page).getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    const cleaning = nav(page).getByRole('link', { name: 'Nettoyage professionnel' });
    await expect(cleaning).toBeHidden();
    await nav(page).getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(cleaning).toBeVisible();
    await cleaning.click();
    await expect(page).toHaveURL(/\/services\/nettoyage\/?$/);
  });

  test('the services sub-pages are reachable with the keyboard alone', async ({ page }) => {
    await page.goto('/contact');
    await nav(page).getByRole('link', { name: 'Services', exact: true }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav(page).getByRole('link', { name: 'Nettoyage professionnel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/nettoyage\/?$/);
  });
});

test.describe('phone menu', { tag: '@any-width' }, () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens and closes with the button, reflecting its state in aria-expanded', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const contact = nav(page).getByRole('link', { name: 'Contact', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(contact).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(contact).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Nettoyage professionnel' })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(contact).toBeHidden();
  });

  test('Escape closes it and gives focus back to the button', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await nav(page).getByRole('link', { name: 'Contact', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('following a link closes it: the next page opens with the menu closed, and so does going back', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/?$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'Contact', exact: true })).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the phone number and the Réservez button stay one tap away', async ({ page }) => {
    await page.goto('/mentions-legales');
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('link', { name: /^Appeler le garage au/ }).last()).toBeInViewport();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Réservez' })).toBeInViewport();
  });
});

test(
  'the menu switches between phone and wide layouts at 1024 px when the window is resized',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(nav(page).getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(toggle).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Contact', exact: true })).toBeHidden();
  },
);

test(
  'every page opens at the top, even when the previous one was scrolled',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/mentions-legales');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/?$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  },
);

test.describe('booking', { tag: '@any-width' }, () => {
  test.use({ allowedOrigins: [BOOKING_ORIGIN] });
  test('the Réservez button of the header leads to /reservation', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('banner').getByRole('link', { name: 'Réservez' }).click();
    await expect(page).toHaveURL(/\/reservation\/?$/);
  });
});
