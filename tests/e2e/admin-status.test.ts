/**
 * The publication status in /admin/ (src/admin/status-panel.ts), on the editor's test backend:
 * the owner saves, and the status walks « en cours » → « en ligne », then « en cours » → « pas en
 * ligne » with what to fix and a link to its form. What the status reads is stood in for: GitHub's
 * API (its answers in tests/support/github/) and the build stamp online. The test backend has no
 * key, so the test puts one where Sveltia keeps the signed-in user on GitHub; the `explain` hook
 * answers a fixed problem (the editor's script is bundled here as the build does, with that hook).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Locator, Page } from '@playwright/test';
import { test, expect as baseExpect } from '../support/fixtures';
import { openTestEditor } from '../support/editor';
import { repositoryAt } from '#admin/config.ts';
import { editorRepository } from '#admin/forge-repository.ts';
import { STATUS_TEXTS } from '#admin/status-fr.ts';
import type { Problem } from '#admin/status-panel.ts';
import { EDITOR_LATE_MODULE, PREVIEWS_CHUNKS } from '#admin/preview-paths.ts';

// The editor is a whole application: more time than a page (as tests/e2e/admin.test.ts).
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
// Width matters here: on a phone, the status must leave « Enregistrer » (top right) uncovered.
test.skip(
  ({ isMobile }) => !isMobile && !process.env['STATUS_SCREENSHOTS'],
  'one width: the phone, where the status could cover the editor',
);

const ROOT = path.resolve(import.meta.dirname, '../..');
const answer = (name: string) =>
  JSON.parse(readFileSync(path.join(ROOT, 'tests/support/github', `${name}.json`), 'utf-8')) as {
    workflow_runs: { head_sha: string }[];
  };
const [PUBLISHED, SAVED, SAVED_AGAIN] = ['a', 'b', 'c'].map((digit) => digit.repeat(40)) as [
  string,
  string,
  string,
];

/** What the owner is told to fix, in the form's labels, as the lead's check words it. */
const PROBLEM: Problem = {
  text: 'Page d’accueil → Offres du moment → Prix affiché : « Batterie » n’est plus dans les listes de prix.',
  collection: 'contenu',
  file: 'home',
};

/**
 * The half of the editor's script that starts the status (src/admin/editor-late.ts), bundled as
 * the build does (src/integrations/admin-editor.ts), `explain` answering PROBLEM.
 */
async function editorScript(): Promise<string> {
  const panel = path.join(ROOT, 'src/admin/status-panel.ts');
  const result = await build({
    entryPoints: [path.join(ROOT, 'src/admin/editor-late.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    plugins: [
      {
        name: 'explain-stub',
        setup(bundler) {
          bundler.onResolve({ filter: /^\.\/status-panel$/ }, () => ({ path: panel, namespace: 'stub' }));
          bundler.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
            resolveDir: path.dirname(panel),
            loader: 'ts',
            contents: `import { startPublicationStatus as start, type Explain } from ${JSON.stringify(panel)};
              export const startPublicationStatus = (options: { explain?: Explain } = {}) =>
                start({ ...options, explain: async () => [${JSON.stringify(PROBLEM)}] });`,
          }));
        },
      },
    ],
  });
  return result.outputFiles[0]!.text;
}

/** The repository and the site online, as the stand-ins answer them; `calls` counts GitHub's. */
interface World {
  head: string;
  live: string;
  runs: 'runs-none' | 'runs-in-progress' | 'runs-success' | 'runs-failure';
  calls: number;
}

async function standIns(page: Page, world: World) {
  const script = await editorScript();
  await page.route(
    (url) => url.pathname === `${PREVIEWS_CHUNKS}${EDITOR_LATE_MODULE}`,
    (route) => route.fulfill({ body: script, contentType: 'text/javascript; charset=utf-8' }),
  );
  await page.route(
    (url) => url.pathname === '/admin/publication.json',
    (route) => route.fulfill({ json: { commit: world.live, builtAt: '2026-11-27T13:00:00.000Z' } }),
  );
  // The repository the build wrote into the editor's configuration (the same environment).
  const REPOSITORY = repositoryAt(editorRepository());
  const repo = `/repos/${REPOSITORY.repo}`;
  await page.route('https://api.github.com/**', async (route) => {
    const request = route.request();
    // The browser asks first whether it may send the key (CORS), as GitHub allows.
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Authorization' };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    world.calls += 1;
    expect(request.headers()['authorization']).toBe('Bearer github_pat_owner');
    const url = new URL(request.url());
    const runs = (name: string, sha: string) => {
      const body = answer(name);
      return { ...body, workflow_runs: body.workflow_runs.map((run) => ({ ...run, head_sha: sha })) };
    };
    const json =
      url.pathname === `${repo}/commits/${REPOSITORY.branch}`
        ? { ...answer('commit'), sha: world.head }
        : url.pathname === `${repo}/actions/runs`
          ? runs(world.runs, url.searchParams.get('head_sha') ?? '')
          : url.pathname === `${repo}/actions/workflows/publish.yml/runs`
            ? answer('last-success')
            : undefined;
    return json ? route.fulfill({ json, headers: cors }) : route.fulfill({ status: 404, headers: cors });
  });
}

/** Changes the garage's slogan (its form open), typed key by key, and saves. */
async function saveSlogan(page: Page, slogan: string) {
  const box = page.getByRole('group', { name: /^Champ « .?Slogan.? »$/ }).getByRole('textbox');
  await box.clear();
  await box.pressSequentially(slogan);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entrée enregistrée' })).toBeVisible();
}

/** The element's centre is itself, not the status's box laid over it. */
async function expectUncovered(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const covered = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('#garage-publication') !== null,
    [box.x + box.width / 2, box.y + box.height / 2] as const,
  );
  expect(covered, 'covered by the status').toBe(false);
}

/** The whole box is on screen. */
async function expectOnScreen(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height).toBe(true);
}

async function shot(page: Page, name: string) {
  const dir = process.env['STATUS_SCREENSHOTS'];
  if (dir) await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()!.width}.png`) });
}

test('after « Enregistrer », the status says « en cours », then « en ligne », or « pas en ligne » with what to fix and a link to its form', async ({
  page,
}) => {
  const world: World = { head: PUBLISHED, live: PUBLISHED, runs: 'runs-success', calls: 0 };
  await standIns(page, world);
  // 14 h 29 in Paris; the run that publishes ends at 14 h 32 (tests/support/github/runs-success.json).
  await page.clock.install({ time: new Date('2026-11-27T13:29:00Z') });
  await openTestEditor(page);
  // The owner's key, where Sveltia keeps the user signed in on GitHub (the test backend has none).
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('sveltia-cms.user') ?? '{}') as object;
    localStorage.setItem('sveltia-cms.user', JSON.stringify({ ...user, token: 'github_pat_owner' }));
  });
  // Signed in on a site that is up to date: the editor asks, and says nothing.
  await expect.poll(() => world.calls).toBeGreaterThan(0);
  const panel = page.getByRole('complementary', { name: STATUS_TEXTS.region });
  const status = panel.getByRole('status');
  await expect(panel).toBeHidden();

  Object.assign(world, { head: SAVED, runs: 'runs-in-progress' });
  await page.getByRole('row', { name: 'Le garage' }).click();
  await saveSlogan(page, 'Votre garage de confiance à Vaise');
  await expect(status).toHaveText(STATUS_TEXTS.pending(3));
  await expect(status).toHaveText(/^Vérification et publication en cours… \(environ 3\u00a0min\)$/);
  // Nothing to close while it is under way; the editor's own buttons stay uncovered.
  await expect(panel.getByRole('button', { name: STATUS_TEXTS.close })).toBeHidden();
  await expectOnScreen(page, panel);
  for (const radio of await page.getByRole('toolbar', { name: 'Globale' }).getByRole('radio').all()) {
    await expectUncovered(page, radio);
  }
  await shot(page, 'status-1-en-cours');

  // Published: the stamp online carries the saved commit.
  Object.assign(world, { live: SAVED, runs: 'runs-success' });
  await page.clock.fastForward(15_000);
  await expect(status).toHaveText('En ligne depuis 14\u00a0h\u00a032\u00a0: voir la page');
  await expect(status.getByRole('link', { name: STATUS_TEXTS.seePage })).toHaveAttribute('href', '/');
  await shot(page, 'status-2-en-ligne');
  await panel.getByRole('button', { name: STATUS_TEXTS.close }).click();
  await expect(panel).toBeHidden();

  // Saved again, and refused by the checks: what to fix, in the form's words, and its form.
  Object.assign(world, { head: SAVED_AGAIN, runs: 'runs-in-progress' });
  await page.getByRole('row', { name: 'Le garage' }).click();
  await saveSlogan(page, 'Le garage de Vaise');
  await expect(status).toHaveText(STATUS_TEXTS.pending(3));
  // The owner opens a form meanwhile: the status leaves « Enregistrer » uncovered.
  await page.getByRole('row', { name: 'Le garage' }).click();
  await expectUncovered(page, page.getByRole('button', { name: 'Enregistrer' }));
  await expectOnScreen(page, panel);
  world.runs = 'runs-failure';
  await page.clock.fastForward(15_000);
  await expect(status.getByRole('paragraph')).toHaveText('Pas en ligne\u00a0:');
  await expect(status.getByRole('listitem')).toHaveText(`${PROBLEM.text} ${STATUS_TEXTS.fix}`);
  await shot(page, 'status-3-pas-en-ligne');
  await status.getByRole('link', { name: STATUS_TEXTS.fix }).click();
  await expect(page).toHaveURL(/#\/collections\/contenu\/entries\/home$/);
  await expect(page.getByRole('group', { name: /^Champ « .?Offres du moment.? »$/ })).toBeVisible();
});
