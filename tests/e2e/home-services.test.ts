import { test, expect } from '../support/fixtures';
import { home } from '../support/home';

test.describe('home services', () => {
  test('NOS SERVICES shows each block of home.yaml with its image, text and one link to its page', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Nos services' });
    await expect(section.getByRole('listitem')).toHaveCount(home.serviceBlocks.length);
    for (const service of home.serviceBlocks) {
      const block = section
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: service.title }) });
      await expect(block.getByText(service.text)).toBeVisible();
      await expect(block.locator('img')).toBeVisible();
      const link = block.getByRole('link');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAccessibleName(`Découvrir : ${service.title}`);
      await expect(link).toHaveAttribute('href', service.href);
    }
  });

  test('a click anywhere on a service block opens its page', async ({ page }) => {
    await page.goto('/');
    const service = home.serviceBlocks[1]!;
    // The text is covered by the block's link area: a visitor's click there follows the link.
    const text = page.getByRole('region', { name: 'Nos services' }).getByText(service.text);
    await text.scrollIntoViewIfNeeded();
    const box = (await text.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(new RegExp(`${service.href}/?$`));
  });
});
