/**
 * What the editor accepts is published: a generated sequence of the owner's saves (seeded; the
 * same generator as src/admin/save-agreement.test.ts), each checked by the editor before it is
 * applied, is built, and the built site passes the content path's checks of HTML and links
 * (.ci/content) with every offer showing the price its key names in the list as it is now.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { dump } from 'js-yaml';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkSave } from '#admin/save-check.ts';
import { lineText, offerPriceLine } from '#lib/price.ts';
import { readContent } from '#data/reader.ts';
import { buildSiteCopy, FIRST_GARAGE_SRC, REPO, type SiteCopy } from '#tests/support/site-copy.ts';
import { edits, parse } from '#tests/support/owner-edits.ts';

const CONTENT = path.join(FIRST_GARAGE_SRC, 'content');
let texts: Record<string, string> = Object.fromEntries(
  ['home', 'repairs', 'cleaning'].map((name) => [
    name,
    readFileSync(path.join(CONTENT, `${name}.yaml`), 'utf-8'),
  ]),
);
/** What each accepted save was, for the report of a failure. */
const applied: string[] = [];

let site: SiteCopy;
beforeAll(async () => {
  // Twenty saves drawn one after the other, each from the repository the previous one left.
  for (const seed of fc.sample(fc.nat(), { numRuns: 20, seed: 39 })) {
    const [edit] = fc.sample(edits(texts), { numRuns: 1, seed });
    const data = parse(texts[edit!.file]!);
    edit!.apply(data);
    const verdict = checkSave(edit!.file, data, texts);
    if (!verdict.ok) continue;
    applied.push(edit!.name);
    texts = { ...texts, [edit!.file]: dump(verdict.data, { lineWidth: -1 }) };
  }
  site = await buildSiteCopy({
    prefix: 'site-accepted-',
    prepare: (root) => {
      for (const [name, text] of Object.entries(texts)) {
        writeFileSync(path.join(root, 'src/content', `${name}.yaml`), text);
      }
    },
  });
}, 180_000);
afterAll(() => site?.remove());

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: REPO, encoding: 'utf-8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

it('a sequence of accepted saves builds into valid HTML with no broken link', () => {
  expect(applied.length, 'saves accepted').toBeGreaterThanOrEqual(5);
  // The project's configuration: the copy lives outside the repository, where none is found.
  const html = run('npx', [
    'html-validate',
    '--config',
    path.join(REPO, '.htmlvalidate.json'),
    path.join(site.dist, '**/*.html'),
  ]);
  expect(html.output, applied.join('\n')).toBe('');
  expect(html.status).toBe(0);
  const links = run('npx', ['linkinator', site.dist, '--recurse', '--skip', '^(https:|mailto:|tel:)']);
  expect(links.status, `${applied.join('\n')}\n${links.output}`).toBe(0);
});

it('each offer shows the price its key names in the lists as they are now', () => {
  const { home, repairs, cleaning } = readContent(site.root);
  const page = readFileSync(path.join(site.dist, 'index.html'), 'utf-8')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  for (const offer of home.offers) {
    const line = offerPriceLine(offer.price, {
      services: repairs.services,
      packages: cleaning?.packages ?? [],
    });
    const text = line && lineText(line).replace(/\s/g, ' ');
    if (text) expect(page.replace(/\s/g, ' '), offer.title).toContain(text);
  }
});
