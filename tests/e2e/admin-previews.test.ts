import { test, expect } from '../support/fixtures';
import { openTestEditor } from '../support/editor';

test.describe.configure({ timeout: 90_000 });

test('explore', async ({ page }) => {
  await openTestEditor(page);
  await page.getByRole('row', { name: 'Prix des réparations' }).click();
  await page.waitForTimeout(2000);
  const names = await page.getByRole('button').evaluateAll((els) => els.slice(0, 6).map((e) => e.getAttribute('aria-label') + '/' + e.getAttribute('title') + '/' + e.textContent));
  console.log(names.join(' | '));
  await page.getByRole('button').filter({ hasText: 'visibility' }).click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/i42p/explore2.png' });
  for (const f of page.frames()) console.log('frame', f.url(), f.name());
  const a11y = await page.locator('body').ariaSnapshot();
  console.log(a11y.slice(0, 3000));
});
