import type { Locator, Page } from '@playwright/test';
import { garage, test, expect } from '../support/fixtures';

/**
 * The header and the footer as a visitor reads them at real widths: the garage's name in the
 * header from 320 px up, the opening status never cut, the footer's hours one line a day where
 * the line fits.
 */
// Viewports are set per test: one run is enough (@any-width).
const once = { tag: '@any-width' };

const nb = '\u00a0';
const h = (hours: number) => `${hours}${nb}h${nb}00`;

/** The lines a piece of text is laid out on, and whether all of it lies inside a box. */
async function textLayout(locator: Locator, within?: Locator) {
  const box = within ? await within.boundingBox() : null;
  return locator.evaluate((el, box) => {
    // The boxes of its text only (not those of the elements around the text).
    const rects: DOMRect[] = [];
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      range.selectNodeContents(node);
      rects.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
    }
    // A new line starts where a box's middle is more than a few pixels below the previous one's.
    let lines = 0;
    let last = -Infinity;
    for (const middle of rects.map((r) => r.top + r.height / 2).sort((a, b) => a - b)) {
      if (middle - last > 4) lines += 1;
      last = middle;
    }
    range.selectNodeContents(el);
    const inside = rects.every(
      (r) =>
        r.left >= 0 &&
        r.right <= window.innerWidth + 0.5 &&
        (!box ||
          (r.left >= box.x - 0.5 &&
            r.right <= box.x + box.width + 0.5 &&
            r.top >= box.y - 0.5 &&
            r.bottom <= box.y + box.height + 0.5)),
    );
    const style = getComputedStyle(el);
    const clipped = el.scrollWidth > el.clientWidth + 1 || style.textOverflow === 'ellipsis';
    return { lines, inside, clipped, width: Math.round(range.getBoundingClientRect().width) };
  }, box);
}

const headerName = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: new RegExp(`^${garage.name}`) });

for (const width of [320, 375, 768, 1280]) {
  test(
    `at ${width} px the header shows the garage’s name, whole, beside the logo`,
    once,
    async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/contact');
      const name = headerName(page).getByText(garage.name, { exact: true });
      await expect(name).toBeVisible();
      const layout = await textLayout(name, headerName(page));
      expect(layout.inside, 'the name lies within the home link and the screen').toBe(true);
      expect(layout.clipped).toBe(false);
      // Not a 1-pixel « visually hidden » text: a name one can read.
      expect(layout.width).toBeGreaterThan(60);
      const fontSize = await name.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(12);
    },
  );
}

/** Instants whose status labels are among the longest the header shows. */
const LONG_STATUSES: [string, string, string][] = [
  ['closing soon', '2026-03-02T11:45:00+01:00', `Ouvert · ferme bientôt, à ${h(12)}`],
  ['a public holiday', '2026-05-25T10:00:00+02:00', `Fermé (Lundi de Pentecôte) · ouvre demain à ${h(8)}`],
  ['a Friday evening', '2026-03-06T18:30:00+01:00', `Fermé · ouvre lundi à ${h(8)}`],
];

for (const width of [320, 375]) {
  for (const [when, instant, label] of LONG_STATUSES) {
    test(`at ${width} px the header’s opening status on ${when} is whole: « ${label} »`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.clock.install({ time: new Date(instant) });
      await page.goto('/contact');
      const status = page.getByRole('banner').getByRole('status');
      await expect(status).toHaveText(label);
      // Every line of it inside the top bar (dark band) and the screen, nothing cut or hidden.
      const topBar = page.getByRole('banner').locator('div').first();
      const layout = await textLayout(status, topBar);
      expect(layout.inside, 'the status lies within the top bar').toBe(true);
      expect(layout.clipped).toBe(false);
    });
  }
}

test(
  'at 1280 px the footer gives one line to each day’s hours, and one line to the garage’s name',
  once,
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    const rows = footer.getByRole('table', { name: 'Horaires d’ouverture de la semaine' }).getByRole('row');
    await expect(rows).toHaveCount(7);
    for (const row of await rows.all()) {
      const layout = await textLayout(row);
      expect(layout.lines, `« ${await row.textContent()} » on one line`).toBe(1);
    }
    const name = footer.getByText(garage.name, { exact: true }).first();
    expect((await textLayout(name)).lines).toBe(1);
  },
);

for (const width of [320, 375, 768]) {
  test(
    `at ${width} px no time range of the footer’s hours is broken across lines`,
    once,
    async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/contact');
      const table = page
        .getByRole('contentinfo')
        .getByRole('table', { name: 'Horaires d’ouverture de la semaine' });
      const monday = table.getByRole('row', { name: /Lundi/ }).getByRole('cell');
      // Two ranges: at most two lines, one per range.
      expect((await textLayout(monday)).lines).toBeLessThanOrEqual(2);
      for (const range of [`${h(8)}${nb}–${nb}${h(12)}`, `${h(14)}${nb}–${nb}${h(18)}`]) {
        const part = monday.getByText(range.replace(/,$/, ''));
        expect((await textLayout(part)).lines, range).toBe(1);
      }
    },
  );
}

/** The « · » separators of an element that begin a line (the character before them is on the line above). */
function separatorsStartingALine(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    // Every visible character but spaces, in reading order, with the top of its box.
    const chars: { char: string; top: number; height: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node: Node | null; (node = walker.nextNode());) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        if (/\s/.test(text[i]!)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        chars.push({ char: text[i]!, top: box.top, height: box.height });
      }
    }
    return chars
      .filter((c, i) => c.char === '·' && i > 0 && c.top - chars[i - 1]!.top > c.height / 2)
      .map((_, i) => `séparateur n° ${i + 1}`);
  });
}

for (const width of [320, 375, 768]) {
  test(
    `at ${width} px a separator « · » of the footer’s legal line ends a line, never starts one`,
    once,
    async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/contact');
      const legal = page.getByRole('contentinfo').getByText(/^© \d{4}/);
      expect(await separatorsStartingALine(legal)).toEqual([]);
    },
  );
}
