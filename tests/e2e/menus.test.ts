import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/**
 * WCAG 1.4.13 « Content on Hover or Focus »: on a wide screen, every menu that opens when its
 * item is hovered or focused can be dismissed with Escape without moving the pointer or focus.
 * The menus are found the way a visitor finds them: by hovering each item of the main navigation
 * and seeing links appear.
 */
// Wide-screen menus opened by a hovering pointer: the desktop project's screen, once (@any-width).
test.use({ viewport: { width: 1280, height: 800 } });
const once = { tag: '@any-width' };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** The main navigation's links a visitor can see. */
async function visibleLinks(page: Page): Promise<string[]> {
  const names: string[] = [];
  for (const link of await nav(page).getByRole('link').all()) {
    if (await link.isVisible()) names.push((await link.textContent()) ?? '');
  }
  return names;
}

/** Every top-level item that opens a menu on hover, with the links that menu shows. */
async function hoverMenus(page: Page): Promise<{ item: Locator; name: string; links: string[] }[]> {
  await page.mouse.move(640, 700);
  const before = await visibleLinks(page);
  const menus = [];
  for (const name of before) {
    const item = nav(page).getByRole('link', { name, exact: true });
    await item.hover();
    const links = (await visibleLinks(page)).filter((l) => !before.includes(l));
    if (links.length > 0) menus.push({ item, name, links });
    await page.mouse.move(640, 700);
  }
  return menus;
}

/** Which element has focus, as text (tag and name). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName} ${el.textContent?.trim() ?? ''}` : 'none';
  });

test(
  'the navigation has a menu that opens on hover: « Services » and its four pages',
  once,
  async ({ page }) => {
    await page.goto('/contact');
    const menus = await hoverMenus(page);
    expect(menus.map((m) => m.name)).toEqual(['Services']);
    expect(menus[0]!.links).toHaveLength(4);
  },
);

test(
  'a menu opened by hovering closes with Escape, the pointer still on it, and focus stays put',
  once,
  async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1 }).click(); // focus somewhere in the page
    for (const { item, links } of await hoverMenus(page)) {
      const focusBefore = await focused(page);
      await item.hover();
      const first = nav(page).getByRole('link', { name: links[0]!, exact: true });
      await expect(first).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(first).toBeHidden();
      expect(await focused(page)).toBe(focusBefore);
      // Leaving and coming back opens it again.
      await page.mouse.move(640, 700);
      await item.hover();
      await expect(first).toBeVisible();
    }
  },
);

test(
  'a menu opened by focus closes with Escape and focus stays on its item; it opens again on the next visit',
  once,
  async ({ page }) => {
    await page.goto('/contact');
    for (const { item, links } of await hoverMenus(page)) {
      await page.mouse.move(640, 700);
      await item.focus();
      const first = nav(page).getByRole('link', { name: links[0]!, exact: true });
      await expect(first).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(first).toBeHidden();
      await expect(item).toBeFocused();
      // Tab goes on to the next item; coming back opens the menu again.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(item).toBeFocused();
      await expect(first).toBeVisible();
    }
  },
);

test('Escape inside a menu closes it and gives focus back to its item', once, async ({ page }) => {
  await page.goto('/contact');
  for (const { item, links } of await hoverMenus(page)) {
    await page.mouse.move(640, 700);
    await item.focus();
    await page.keyboard.press('Tab');
    const first = nav(page).getByRole('link', { name: links[0]!, exact: true });
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();
    await expect(item).toBeFocused();
  }
});
