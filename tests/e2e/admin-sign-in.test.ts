/**
 * The editor's sign-in. The page draws its own (src/admin/sign-in.ts) when the site signs in with
 * an access token alone, usable before Sveltia's bundle has arrived, and hands the key to Sveltia.
 * Sveltia's own page (after « Autres façons de se connecter », or a sign-out) shows only the ways
 * this site configured (src/admin/config.ts): with no OAuth helper, the access token alone;
 * Sveltia's « Se connecter avec GitHub » button would otherwise send the owner to Netlify's OAuth,
 * which works only for sites hosted on Netlify.
 */
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, expectNoAxeViolations } from '../support/fixtures';
import { GITHUB_API } from '#admin/forge.ts';
import { FORGE_STATUS } from '#admin/page.ts';
import { EDITOR_MISSING, SIGN_IN_IDS, SIGN_IN_TEXTS, USER_KEY } from '#admin/sign-in.ts';
import { KEY_TYPED_REFUSED } from '#admin/status-fr.ts';
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
  // The page's own first, then Sveltia's.
  await expect(page.getByRole('button', { name: /jeton d’accès/ })).toBeVisible();
  await page.getByRole('button', { name: SIGN_IN_TEXTS.other }).click();
  await expect(page.getByRole('button', { name: 'Travailler avec un dépôt local' })).toBeVisible();
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

/** The owner's key GitHub accepts (its stand-in below); any other is refused (401). */
const GOOD_KEY = 'github_pat_11AAAAAAA0gerant';

/** GitHub's stand-in: the key GitHub knows, refused otherwise; every call kept with its key. */
async function github(page: Page, calls: { path: string; key: string }[]) {
  await page.route(`${GITHUB_API}/**`, async (route) => {
    const request = route.request();
    // The browser asks first whether it may send the key (CORS), as GitHub allows.
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Authorization, Accept',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const path = new URL(request.url()).pathname;
    // « Bearer » from the page's sign-in, « token » from Sveltia's: GitHub takes both.
    const key = (request.headers()['authorization'] ?? '').replace(/^(Bearer|token) /, '');
    calls.push({ path, key });
    if (key !== GOOD_KEY)
      return route.fulfill({ status: 401, json: { message: 'Bad credentials' }, headers: cors });
    if (path === '/user')
      return route.fulfill({
        json: {
          id: 1,
          login: 'garage-gerant',
          name: 'Le gérant',
          avatar_url: '',
          html_url: 'https://github.com/garage-gerant',
        },
        headers: cors,
      });
    // Past the profile, the repository's files: unanswered here (Sveltia then says it could not read them).
    return route.fulfill({ status: 503, json: { message: 'stand-in' }, headers: cors });
  });
}

/**
 * The problems GitHub's stand-in causes on purpose, taken out of the page's: its refusals, and the
 * editor's error when the repository is not answered (« Not a collaborator of the repository »).
 */
function withoutGitHubRefusals(problems: string[]) {
  const expected = (p: string) =>
    p.includes(GITHUB_API) || p.includes('Not a collaborator of the repository');
  problems.splice(0, problems.length, ...problems.filter((p) => !expected(p)));
}

test('the page’s own sign-in works before the editor’s bundle has arrived, refuses a wrong key in French, and hands the right one to the editor', async ({
  page,
  pageProblems,
}) => {
  const calls: { path: string; key: string }[] = [];
  await github(page, calls);
  // Sveltia's bundle held back, as on a phone's first visit while its 490 KB come.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /^\/admin\/sveltia-cms\.[0-9a-f]{10}\.js$/.test(url.pathname),
    async (route) => (await held, route.continue()),
  );
  await page.goto('/admin/', { waitUntil: 'commit' });
  const open = page.getByRole('button', { name: SIGN_IN_TEXTS.open });
  await expect(open).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_TEXTS.title })).toBeVisible();
  expect(await page.evaluate(() => 'CMS' in window)).toBe(false);
  await expectNoAxeViolations(page, 'connexion');

  // With the keyboard: the button, then the key typed and sent with Enter.
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: SIGN_IN_TEXTS.dialogTitle });
  const key = dialog.getByLabel(SIGN_IN_TEXTS.token);
  await expect(key).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(SIGN_IN_TEXTS.empty);
  await key.pressSequentially('github_pat_11AAAAAAA0gerabt');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(KEY_TYPED_REFUSED);
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'clé refusée');
  // « Annuler » closes, and the button opens it again, the old refusal gone.
  await dialog.getByRole('button', { name: SIGN_IN_TEXTS.cancel }).click();
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(dialog.getByRole('alert')).toHaveText('');

  // Pasted from a message: the spaces around it do not count.
  await key.clear();
  await key.pressSequentially(` ${GOOD_KEY} `);
  await dialog.getByRole('button', { name: SIGN_IN_TEXTS.submit, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: SIGN_IN_TEXTS.opening })).toBeVisible();
  expect(await page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null'), USER_KEY)).toEqual({
    backendName: 'github',
    token: GOOD_KEY,
  });
  expect(calls).toEqual([
    { path: '/user', key: 'github_pat_11AAAAAAA0gerabt' },
    { path: '/user', key: GOOD_KEY },
  ]);

  // The bundle comes: the editor starts signed in with the key, and the page's sign-in leaves.
  release();
  await expect(page.locator(`#${SIGN_IN_IDS.section}`)).toHaveCount(0);
  // Past the profile, the editor reads the repository with it.
  await expect
    .poll(() => calls.filter((c) => c.key === GOOD_KEY && c.path.startsWith('/repos/')).length)
    .toBeGreaterThan(0);
  expect(calls.filter((c) => c.key === GOOD_KEY && c.path === '/user')).toHaveLength(2);
  withoutGitHubRefusals(pageProblems);
});

test('@any-width a key kept from an earlier visit: the editor starts at once, without the page’s sign-in', async ({
  page,
  pageProblems,
}) => {
  const calls: { path: string; key: string }[] = [];
  await github(page, calls);
  await page.addInitScript(
    ([name, token]) => localStorage.setItem(name!, JSON.stringify({ backendName: 'github', token })),
    [USER_KEY, GOOD_KEY],
  );
  await page.goto('/admin/');
  await expect.poll(() => calls.filter((c) => c.key === GOOD_KEY && c.path === '/user').length).toBe(1);
  await expect(page.locator(`#${SIGN_IN_IDS.section}`)).toHaveCount(0);
  withoutGitHubRefusals(pageProblems);
});

test('@any-width GitHub out of reach: the page’s sign-in says so in French and keeps the key typed', async ({
  page,
  pageProblems,
}) => {
  await page.route(`${GITHUB_API}/**`, (route) => route.abort('internetdisconnected'));
  await page.goto('/admin/');
  await page.getByRole('button', { name: SIGN_IN_TEXTS.open }).click();
  const dialog = page.getByRole('dialog', { name: SIGN_IN_TEXTS.dialogTitle });
  await dialog.getByLabel(SIGN_IN_TEXTS.token).pressSequentially(GOOD_KEY);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(SIGN_IN_TEXTS.unreachable);
  await expect(dialog.getByLabel(SIGN_IN_TEXTS.token)).toHaveValue(GOOD_KEY);
  expect(await page.evaluate((name) => localStorage.getItem(name), USER_KEY)).toBeNull();
  withoutGitHubRefusals(pageProblems);
});

test('@any-width on the developer’s machine, « Autres façons de se connecter » opens the editor’s own page, its local repository with it', async ({
  page,
}) => {
  await page.goto('/admin/');
  await page.getByRole('button', { name: SIGN_IN_TEXTS.other }).click();
  await expect(page.getByRole('button', { name: 'Travailler avec un dépôt local' })).toBeVisible();
  await expect(page.locator(`#${SIGN_IN_IDS.section}`)).toHaveCount(0);
});

test('@any-width the editor’s bundle lost on the way: the page says so in French instead of staying blank', async ({
  page,
  pageProblems,
}) => {
  await page.route(
    (url) => /^\/admin\/sveltia-cms\.[0-9a-f]{10}\.js$/.test(url.pathname),
    (route) => route.abort('connectionreset'),
  );
  await page.goto('/admin/');
  await expect(page.getByRole('status')).toHaveText(EDITOR_MISSING);
  await expect(page.getByRole('button', { name: SIGN_IN_TEXTS.open })).toBeDisabled();
  // A key kept: no sign-in on the page, the same words alone.
  await page.evaluate(
    ([name, token]) => localStorage.setItem(name!, JSON.stringify({ backendName: 'github', token })),
    [USER_KEY, GOOD_KEY],
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(EDITOR_MISSING);
  const lost = (p: string) => p.includes('ERR_CONNECTION_RESET') && p.includes('/admin/sveltia-cms.');
  expect(pageProblems.filter(lost)).toHaveLength(2);
  pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !lost(p)));
});

test('@any-width while the owner has not signed in, the editor’s translation and first fonts are fetched once its bundle has come', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/admin/');
  const files = (await page.locator(`#${SIGN_IN_IDS.section}`).getAttribute('data-start-files'))!.split(' ');
  expect(files).toHaveLength(3);
  expect(files[0]).toMatch(/^\/admin\/locales\/[0-9a-f]{10}\/fr\.json$/);
  for (const font of files.slice(1)) expect(font).toMatch(/^\/admin\/fonts\/[\w-]+\.[0-9a-f]{10}\.woff2$/);
  await expect.poll(() => files.every((file) => asked.includes(file))).toBe(true);
  // The owner still on the page's sign-in: Sveltia not started.
  await expect(page.getByRole('button', { name: SIGN_IN_TEXTS.open })).toBeEnabled();
  await expect(page.locator('.app-shell')).toHaveCount(0);
});
