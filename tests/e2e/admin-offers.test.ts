/**
 * A repurposed entry is said before the save (src/admin/offer-changes.ts, src/admin/confirm.ts):
 * on the editor's test backend, the owner turns the service « Courroie de distribution », which
 * the home page's offer « Kit de distribution » shows, into « Amortisseurs avant » at 320 €,
 * typed key by key; the editor says what the offer will show, « Annuler » (focused) saves nothing,
 * « Enregistrer quand même » saves.
 */
import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from '../support/fixtures';
import { CONTENT_FILES, expandEntry, fieldGroup, openTestEditor, typeKeyByKey } from '../support/editor';

// The editor is a whole application: more time than a page (as tests/e2e/admin.test.ts).
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
test.skip(({ isMobile }) => !isMobile, 'one width: the phone, where the owner edits');

const NBSP = '\u00a0';

/** The repairs file as the test repository holds it now. */
const repairsNow = (page: Page) =>
  page.evaluate(async () => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test');
    for (const part of ['src', 'content']) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle('repairs.yaml')).getFile()).text();
  });

test('a service an offer shows, turned into another: the editor says what the offer will show, and the owner decides', async ({
  page,
}) => {
  await openTestEditor(page);
  await page.getByRole('row', { name: 'Prix des réparations' }).click();
  await expandEntry(page, 'Courroie de distribution');
  await typeKeyByKey(await fieldGroup(page, 'Nom de la prestation'), 'Amortisseurs avant');
  await fieldGroup(page, 'Prix');
  await typeKeyByKey(await fieldGroup(page, 'Prix (€ TTC)'), '320');
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await save.click();

  const question = page.getByRole('dialog', {
    name: `Changer l’offre «${NBSP}Kit de distribution${NBSP}» de la page d’accueil${NBSP}?`,
  });
  await expect(question).toContainText(
    `L’offre «${NBSP}Kit de distribution${NBSP}» affichera «${NBSP}Amortisseurs avant${NBSP}: à partir de 320${NBSP}€ TTC${NBSP}» au lieu de «${NBSP}Courroie de distribution${NBSP}: à partir de 549,90${NBSP}€ TTC${NBSP}».`,
  );
  await expect(question).toContainText('Page d’accueil → Offres du moment');
  // « Annuler », focused first: nothing saved, the form kept as typed.
  await expect(question.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await question.getByRole('button', { name: 'Annuler' }).click();
  await expect(question).toBeHidden();
  const refusal = page.getByRole('alertdialog', { name: 'Enregistrement refusé' });
  await expect(refusal).toContainText('Rien n’a été enregistré.');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toBeHidden();
  expect(await repairsNow(page)).toBe(CONTENT_FILES['src/content/repairs.yaml']);
  await expect((await fieldGroup(page, 'Nom de la prestation')).getByRole('textbox')).toHaveValue(
    'Amortisseurs avant',
  );

  // « Enregistrer quand même »: saved as typed.
  await save.click();
  await question.getByRole('button', { name: 'Enregistrer quand même' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entrée enregistrée' })).toBeVisible();
  await expect.poll(() => repairsNow(page)).toContain('title: Amortisseurs avant');
  expect(await repairsNow(page)).toContain('price: { kind: from, amount: 320 }');
});
