/**
 * Generated garages (tests/support/generated-garage.ts): every valid way of writing another garage
 * is accepted, by the verifier's reading of the files (contentProblems, as `npm run verifier` and
 * the build read them) and by the editor's check of the repository (repositoryProblems), which must
 * agree. A few of them are also built and put through the publication's checks
 * (tests/content-path/content-path.test.ts).
 */
import { mkdtempSync, rmSync, symlinkSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { contentProblems } from '#data/reader.ts';
import { repositoryProblems, type RepositoryTexts } from './save-check';
import { TRADE_FILES } from '#schemas/trades.ts';
import { FIRST_GARAGE_SRC, generatedGarage } from '#tests/support/generated-garage.ts';

const TODAY = '2026-12-07';
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it('accepts every generated garage, in the verifier and in the editor alike', () => {
  fc.assert(
    fc.property(generatedGarage(TODAY), (garage) => {
      const root = mkdtempSync(path.join(tmpdir(), 'garage-genere-'));
      folders.push(root);
      mkdirSync(path.join(root, 'src/content'), { recursive: true });
      for (const [name, text] of Object.entries(garage.files))
        writeFileSync(path.join(root, 'src/content', `${name}.yaml`), text);
      symlinkSync(path.join(FIRST_GARAGE_SRC, 'assets'), path.join(root, 'src/assets'), 'dir');
      expect(contentProblems(root), garage.summary).toEqual([]);
      const texts: RepositoryTexts = Object.fromEntries(TRADE_FILES.map((t) => [t, undefined]));
      Object.assign(texts, garage.files);
      expect(
        repositoryProblems(texts).map((p) => p.text),
        garage.summary,
      ).toEqual([]);
    }),
    { seed: 49, numRuns: 80 },
  );
}, 60_000);
