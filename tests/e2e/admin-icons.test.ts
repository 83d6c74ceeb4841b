/**
 * The editor's icons are words set in an icon font (`more_vert`, `expand_more`: ligatures drawn
 * as one glyph). Seen and heard, on the sign-in page, in a form with a list and in a list item's
 * menu: each icon is drawn as an icon, not spelled out (the served font, cut to the editor's
 * icons, has it: src/admin/icon-font.ts), and none is left to assistive technology to read
 * (src/admin/icons-hidden.ts): hidden, or an image named by its label.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from '../support/fixtures';
import { useTestBackend } from '../support/editor';
import { SITE_ROOT } from '../support/content';

// The editor is a whole application (tests/e2e/admin.test.ts): its time, not a page's.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ allowedOrigins: ['https://www.githubstatus.com'] });

const REPAIRS = readFileSync(path.join(SITE_ROOT, 'src/content/repairs.yaml'), 'utf-8');

/** The icons on screen: each one's name, whether it is drawn as one glyph (about 1 em wide), and heard. */
async function icons(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.locator('.material-symbols-outlined').evaluateAll((elements) =>
    elements
      .filter((e) => e.checkVisibility())
      .map((e) => {
        const size = parseFloat(getComputedStyle(e).fontSize);
        const range = document.createRange();
        range.selectNodeContents(e);
        return {
          name: e.textContent ?? '',
          drawn: range.getBoundingClientRect().width <= size * 1.25,
          // Heard unless hidden with what contains it, or an image named by its label.
          heard: !e.closest('[aria-hidden="true"]') && !(e.getAttribute('role') === 'img' && e.ariaLabel),
        };
      }),
  );
}

/** Checks the screen: every icon drawn, none heard, no icon name in what assistive technology reads. */
async function expectQuietIcons(page: Page, screen: string, names: Set<string>) {
  const shown = await icons(page);
  for (const icon of shown) names.add(icon.name);
  expect(
    shown.filter((i) => !i.drawn).map((i) => i.name),
    `${screen}: icons spelled out`,
  ).toEqual([]);
  expect(
    shown.filter((i) => i.heard).map((i) => i.name),
    `${screen}: icons left to be read`,
  ).toEqual([]);
  // The accessibility tree as Playwright reads it: roles, names, text.
  const tree = await page.locator('body').ariaSnapshot();
  expect(
    [...names].filter((name) => new RegExp(`(^|[^\\w])${name}([^\\w]|$)`).test(tree)),
    `${screen}: icon names in the accessibility tree`,
  ).toEqual([]);
  return shown.length;
}

test('@any-width icons are drawn, not spelled, and none is read aloud, on the sign-in page, in a form and its menu', async ({
  page,
}) => {
  // The test backend instead of GitHub, as the other editor tests open it.
  await useTestBackend(page);
  await page.goto('/admin/');
  const signIn = page.getByRole('button', { name: 'Travailler avec un dépôt de test' });
  await expect(signIn).toBeVisible();
  // Names seen so far: an icon's name must not be heard on any later screen either.
  const names = new Set<string>();
  await expectQuietIcons(page, 'sign-in', names);

  await page.evaluate(async (text) => {
    const root = await navigator.storage.getDirectory();
    let dir = await root.getDirectoryHandle('sveltia-cms-test', { create: true });
    for (const part of ['src', 'content']) dir = await dir.getDirectoryHandle(part, { create: true });
    const writable = await (await dir.getFileHandle('repairs.yaml', { create: true })).createWritable();
    await writable.write(text);
    await writable.close();
  }, REPAIRS);
  await signIn.click();
  await page.getByRole('treeitem', { name: 'Contenu du site' }).click();
  await page.getByRole('row', { name: 'Prix des réparations' }).click();
  await expect(page.getByRole('button', { name: 'Développer' }).first()).toBeVisible();
  expect(await expectQuietIcons(page, 'form', names), 'icons in the form').toBeGreaterThan(5);
  await page.getByRole('button', { name: 'Options de l’élément' }).first().click();
  await expect(page.getByRole('menu', { name: 'Options de l’élément' })).toBeVisible();
  await expectQuietIcons(page, 'item menu', names);
  expect(names).toContain('more_vert');
});
