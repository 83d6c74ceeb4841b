/**
 * The editor's sign-in page shows only the ways this site configured (src/admin/config.ts): with
 * no OAuth helper, the access token alone; Sveltia's « Se connecter avec GitHub » button would
 * otherwise send the owner to Netlify's OAuth, which works only for sites hosted on Netlify.
 */
import { test, expect as baseExpect } from '../support/fixtures';
import { FORGE_STATUS } from '#admin/page.ts';
import { editConfig } from '../support/editor';

// The editor is a whole application: more time than a page (as tests/e2e/admin.test.ts).
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
// Before sign-in the editor asks GitHub's status page whether GitHub has an incident.
test.use({ allowedOrigins: [FORGE_STATUS] });
/** « Se connecter avec GitHub », the service's name wrapped in bidi isolation marks (U+2068, U+2069). */
const GITHUB_BUTTON = /^Se connecter avec \u2068?GitHub\u2069?$/;

test('@any-width without an OAuth helper, the sign-in page offers the access token only', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: /jeton d’accès/ })).toBeVisible();
  await expect(page.getByRole('button', { name: GITHUB_BUTTON })).toHaveCount(0);
  // Started with the configuration its page holds (src/admin/page.ts), and only what the sign-in
  // needs of the editor's own script (the save check comes past it, src/admin/editor.ts).
  expect(asked).not.toContain('/admin/config.yml');
  expect(asked).not.toContain('/admin/chunks/editor-late.js');
});

test('@any-width with an OAuth helper (base_url), the GitHub button joins the token', async ({ page }) => {
  // The configuration as the build writes it when OAUTH_HELPER is set (src/admin/backend.test.ts).
  await editConfig(page, (config) => {
    delete config.backend.auth_methods;
    config.backend.base_url = 'https://auth.garage-exemple.fr';
  });
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: GITHUB_BUTTON })).toBeVisible();
  await expect(page.getByRole('button', { name: /jeton d’accès/ })).toBeVisible();
});
