/**
 * The owner's editor at /admin/ on Sveltia CMS's test backend (its repository in the browser's
 * origin-private file system, under sveltia-cms-test/), as tests/e2e/admin.test.ts opens it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { CONFIG_ELEMENT } from '#admin/config-element.ts';
import { configElement } from '#admin/page.ts';
import { SITE_ROOT as ROOT } from './content';

/** The repository's content files, by path. */
export const CONTENT_FILES: Record<string, string> = Object.fromEntries(
  readdirSync(path.join(ROOT, 'src/content'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [`src/content/${f}`, readFileSync(path.join(ROOT, 'src/content', f), 'utf-8')]),
);

/**
 * Sveltia keeps each unsaved draft in IndexedDB and offers it back when the form is reopened, in a
 * database named after the backend's repository (`github:<owner>/<repo>` on GitHub); its test
 * backend has no repository, hence no database and no draft kept. This gives the served bundle's
 * test backend a database name, as the GitHub backend has, so that a test sees what the owner sees.
 */
const TEST_BACKEND =
  /(\{isGit:!1,name:\w+,label:\w+,)(init:\(\)=>void 0,signIn:async\(\)=>\{try\{\w+=await \w+\(await navigator\.storage\.getDirectory\(\))/g;

/** Serves Sveltia's bundle (/admin/sveltia-cms.<hash>.js) with its test backend keeping drafts (TEST_BACKEND). */
export async function keepTestDrafts(page: Page) {
  await page.route(
    (url) => /^\/admin\/sveltia-cms\.[0-9a-f]{10}\.js$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const script = await response.text();
      const found = script.match(TEST_BACKEND)?.length ?? 0;
      if (found !== 1)
        throw new Error(`the test backend met ${found} times in sveltia-cms.js: has Sveltia moved it?`);
      await route.fulfill({
        response,
        body: script.replace(TEST_BACKEND, "$1repository:{databaseName:'test-repo:garage'},$2"),
      });
    },
  );
}

/** The editor's configuration, as the page holds it (src/admin/page.ts). */
type EditorConfig = Record<string, unknown> & { backend: Record<string, unknown> };

/** Serves the editor's page as built, with the configuration it holds changed by `edit`. */
export async function editConfig(page: Page, edit: (config: EditorConfig) => void) {
  await page.route(
    (url) => url.pathname === '/admin/' || url.pathname === '/admin/index.html',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const element = new RegExp(
        `<script type="application/json" id="${CONFIG_ELEMENT}">(.*?)</script>`,
        's',
      );
      const json = element.exec(html)?.[1];
      if (json === undefined)
        throw new Error('the editor page holds no configuration: has src/admin/page.ts moved it?');
      const config = JSON.parse(json) as EditorConfig;
      edit(config);
      await route.fulfill({ response, body: html.replace(element, () => configElement(config)) });
    },
  );
}

/** Serves the editor's page as built, but for the backend: Sveltia's test repository instead of GitHub. */
export async function useTestBackend(page: Page) {
  await editConfig(page, (config) => {
    config.backend = { name: 'test-repo' };
  });
}

/** A file of the test repository: its text, or its bytes (a photo) as base64. */
export type RepositoryFile = string | { base64: string };

/** Writes files into the test repository (the page must be on the site's origin). */
export async function fillTestRepository(page: Page, files: Record<string, RepositoryFile>) {
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    for (const [file, content] of Object.entries(files)) {
      let dir = await root.getDirectoryHandle('sveltia-cms-test', { create: true });
      const parts = file.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(
        typeof content === 'string' ? content : Uint8Array.from(atob(content.base64), (c) => c.charCodeAt(0)),
      );
      await writable.close();
    }
  }, files);
}

/** Opens /admin/ on the test backend with `files`, signs in, and lists the site's files. */
export async function openTestEditor(page: Page, files: Record<string, RepositoryFile> = CONTENT_FILES) {
  await useTestBackend(page);
  await page.goto('/admin/');
  await fillTestRepository(page, files);
  await page.getByRole('button', { name: 'Travailler avec un dépôt de test' }).click();
  await page.getByRole('treeitem', { name: 'Contenu du site' }).click();
}

/**
 * Opens the collapsed list entry named `name`: its summary is the name, or the name then what the
 * summary says after a colon (a service's price); a RegExp matches the whole summary. The entry in
 * the form, not in its preview.
 */
export async function expandEntry(page: Page, name: string | RegExp) {
  const summary =
    typeof name === 'string'
      ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\s:.*)?$`)
      : name;
  const entry = page
    .getByRole('group')
    .filter({ has: page.getByText(summary, { exact: true }) })
    .filter({ has: page.getByRole('button', { name: 'Développer' }) })
    .last();
  await entry.getByRole('button', { name: 'Développer' }).click();
}

/**
 * The editor's field group « label » (its name wraps the label in invisible isolation marks),
 * scrolled into view: the editor draws a group's inner fields only once it is on screen.
 */
export async function fieldGroup(page: Page, label: string, within: Page | Locator = page) {
  const group = within
    .getByRole('group', { name: new RegExp(`^Champ « .?${label.replace(/[()]/g, '\\$&')}.? »$`) })
    .last();
  // Further down a long form: scroll on, over the form, until the editor has drawn it.
  if ((await group.count()) === 0)
    await page
      .getByRole('group', { name: /^Champ « / })
      .first()
      .hover();
  for (let tries = 0; tries < 40 && (await group.count()) === 0; tries += 1) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(100);
  }
  await group.scrollIntoViewIfNeeded();
  return group;
}

/** Types `text` key by key over what a field's text box holds (selected first), as a phone keyboard does. */
export async function typeKeyByKey(group: Locator, text: string) {
  const box = group.getByRole('textbox');
  await box.selectText();
  await box.pressSequentially(text);
  await expect(box).toHaveValue(text);
}

/**
 * The editor's question when a save changes what an offer of the home page shows
 * (src/admin/offer-changes.ts), for the offer titled `offer`: answered « Enregistrer quand même ».
 */
export async function saveAnyway(page: Page, offer: string) {
  const question = page.getByRole('dialog', {
    name: `Changer l’offre «\u00a0${offer}\u00a0» de la page d’accueil\u00a0?`,
  });
  await question.getByRole('button', { name: 'Enregistrer quand même' }).click({ timeout: 15_000 });
  await expect(question).toBeHidden();
}
