/**
 * Nothing lost by one tap (src/admin/guard.ts, src/admin/confirm.ts): on the editor's test backend,
 * the owner removes a service (asked first, the service named), leaves the form by its back arrow
 * and by the phone's back gesture (asked each time), leaves anyway, finds his draft offered back
 * (Sveltia's own « Restaurer le brouillon », its test backend given a database as GitHub's has),
 * and is asked before « Annuler toutes les modifications » puts the whole form back.
 * `npm run screenshots:admin` keeps the two pictures the owner's guide shows (docs/admin/).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from '../support/fixtures';
import { CONTENT_FILES, keepTestDrafts, openTestEditor } from '../support/editor';

// The editor is a whole application: more time than a page (as tests/e2e/admin.test.ts).
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
test.skip(({ isMobile }) => !isMobile, 'one width: the phone, where a tap is one finger wide');

const ROOT = path.resolve(import.meta.dirname, '../..');
const NBSP = '\u00a0';

async function shot(page: Page, name: string) {
  if (!process.env['ADMIN_SCREENSHOTS']) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(ROOT, 'docs/admin', `${name}.png`), animations: 'disabled' });
}

/** The repairs file as the test repository holds it now. */
const repairsNow = (page: Page) =>
  page.evaluate(async () => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test');
    for (const part of ['src', 'content']) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle('repairs.yaml')).getFile()).text();
  });

test('removing a service asks first, naming it; leaving unsaved asks; the draft is offered back', async ({
  page,
}) => {
  await keepTestDrafts(page);
  await openTestEditor(page);
  await page.getByRole('row', { name: 'Prix des réparations' }).click();
  const service = page
    .getByRole('group')
    .filter({ hasText: 'Courroie de distribution' })
    .filter({ has: page.getByRole('button', { name: 'Développer' }) })
    .last();
  const remove = service.getByRole('button', { name: 'Supprimer', exact: true });

  // One tap on × removes nothing: the dialog names the service, « Annuler » (focused) keeps it.
  await remove.click();
  // Named by the item's summary (which may say its price after the name); spaces are no-break ones.
  const removal = page.getByRole('dialog', {
    name: /^Supprimer «\sCourroie de distribution[^»]*\s»\s\?$/,
  });
  await expect(removal).toBeVisible();
  await expect(removal.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await shot(page, 'suppression');
  await removal.getByRole('button', { name: 'Annuler' }).click();
  await expect(removal).toBeHidden();
  await expect(service).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

  // Escape cancels too; « Supprimer » in the dialog removes it.
  await remove.click();
  await page.keyboard.press('Escape');
  await expect(removal).toBeHidden();
  await expect(service).toBeVisible();
  await remove.click();
  await removal.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Courroie de distribution', { exact: true })).toHaveCount(0);

  // Leaving with that change unsaved asks: by the back arrow, Escape, and the phone's back gesture.
  const leave = page.getByRole('dialog', { name: `Quitter sans enregistrer${NBSP}?` });
  const back = page.getByRole('button', { name: 'Annuler la modification' });
  await back.click();
  await leave.getByRole('button', { name: 'Rester' }).click();
  await expect(leave).toBeHidden();
  await page.keyboard.press('Escape');
  await leave.getByRole('button', { name: 'Rester' }).click();
  await expect(leave).toBeHidden();
  await page.goBack();
  await leave.getByRole('button', { name: 'Rester' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await expect(page.getByText('Courroie de distribution', { exact: true })).toHaveCount(0);
  // Closing the tab or reloading asks the browser's own question.
  expect(
    await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      dispatchEvent(event);
      return event.defaultPrevented;
    }),
  ).toBe(true);

  await back.click();
  await leave.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page.getByRole('row', { name: 'Prix des réparations' })).toBeVisible();
  expect(await repairsNow(page)).toBe(CONTENT_FILES['src/content/repairs.yaml']);

  // Back in the form: the unsaved draft is offered, and taken back.
  await page.getByRole('row', { name: 'Prix des réparations' }).click();
  const draft = page.getByRole('alertdialog', { name: 'Restaurer le brouillon' });
  await expect(draft.getByRole('button', { name: 'Restaurer' })).toBeVisible();
  await shot(page, 'brouillon');
  await draft.getByRole('button', { name: 'Restaurer' }).click();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await expect(page.getByText('Courroie de distribution', { exact: true })).toHaveCount(0);

  // « Annuler toutes les modifications » (the form's menu) asks first too, naming the form.
  const menu = page.getByRole('button', { name: 'Afficher les options de l’éditeur' });
  const revertAll = page.getByRole('menuitem', { name: 'Annuler toutes les modifications' });
  const revert = page.getByRole('dialog', {
    name: `Effacer vos modifications de «${NBSP}Prix des réparations${NBSP}»${NBSP}?`,
  });
  await menu.click();
  await revertAll.click();
  await expect(revert.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await shot(page, 'tout-effacer');
  await revert.getByRole('button', { name: 'Annuler' }).click();
  await expect(revert).toBeHidden();
  // The menu closed, nothing changed.
  await expect(revertAll).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await menu.click();
  await revertAll.click();
  await expect(revert).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(revert).toBeHidden();
  await expect(revertAll).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await expect(page.getByText('Courroie de distribution', { exact: true })).toHaveCount(0);
  // The content menu's « Annuler les modifications » puts the whole form back too: asked the same.
  await page.getByRole('button', { name: /^Afficher les options de contenu/ }).click();
  await page.getByRole('menuitem', { name: 'Annuler les modifications', exact: true }).click();
  await revert.getByRole('button', { name: 'Annuler' }).click();
  await expect(revert).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  // « Tout effacer »: the form as saved, the service back.
  await menu.click();
  await revertAll.click();
  await revert.getByRole('button', { name: 'Tout effacer' }).click();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await expect(page.getByText(/^Courroie de distribution\s:/)).toBeVisible();
});
