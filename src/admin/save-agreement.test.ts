/**
 * What the editor accepts is published: generated sequences of the owner's edits (renames,
 * deletions, additions, names that differ by accents, case or punctuation, prices in any text,
 * offers pointed anywhere), each checked by the editor before its save (save-check.ts, against
 * the repository as it is at that moment) and by the verifier on the repository that save would
 * leave (src/data/reader.ts, from the files on disk). The two must agree on every case; an
 * accepted save is applied, so the next edit sees it. Seeded: a failure prints its seed and path.
 */
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { dump } from 'js-yaml';
import { afterAll, expect, it } from 'vitest';
import { contentProblems } from '#data/reader.ts';
import { checkSave, repositoryFilesFor } from './save-check';
import { FIRST_GARAGE } from '#tests/support/content.ts';
import { edits, parse } from '#tests/support/owner-edits.ts';

const CONTENT = path.join(FIRST_GARAGE, 'src/content');
/** The repository as published: every content file's text (the tests' own garage's). */
const PUBLISHED = Object.fromEntries(
  readdirSync(CONTENT)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [f.replace(/\.yaml$/, ''), readFileSync(path.join(CONTENT, f), 'utf-8')]),
);

// A copy of its content folder, rewritten for each case; the images are its own.
const site = mkdtempSync(path.join(os.tmpdir(), 'save-agreement-'));
mkdirSync(path.join(site, 'src/content'), { recursive: true });
symlinkSync(path.join(FIRST_GARAGE, 'src/assets'), path.join(site, 'src/assets'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** The verifier's verdict on the repository `texts`: true when it publishes. */
function verifierAccepts(texts: Record<string, string>): boolean {
  for (const [name, text] of Object.entries(texts)) {
    writeFileSync(path.join(site, 'src/content', `${name}.yaml`), text);
  }
  return contentProblems(site).length === 0;
}

let cases = 0;
let accepted = 0;
// About 200 saves, each read back from disk by the verifier (8 files and a git look-up each): some
// 10 s on a quiet two-core machine.
it(
  'the editor’s check and the verifier agree on every generated sequence of saves',
  { timeout: 120_000 },
  () => {
    fc.assert(
      fc.property(
        // One seed a save: each save's edit is drawn from the repository as the previous one left it.
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        (steps) => {
          let texts: Record<string, string> = { ...PUBLISHED };
          for (const seed of steps) {
            const [edit] = fc.sample(edits(texts), { numRuns: 1, seed });
            const data = parse(texts[edit!.file]!);
            edit!.apply(data);
            // What the editor reads of the repository before this save (editor-late.ts).
            const repository = Object.fromEntries(repositoryFilesFor(edit!.file).map((f) => [f, texts[f]]));
            const editor = checkSave(edit!.file, structuredClone(data), repository);
            const verifier = verifierAccepts({ ...texts, [edit!.file]: dump(data, { lineWidth: -1 }) });
            cases += 1;
            expect(editor.ok, `${edit!.name}: ${editor.ok ? 'accepted' : editor.message}`).toBe(verifier);
            if (editor.ok) {
              accepted += 1;
              texts = { ...texts, [edit!.file]: dump(editor.data, { lineWidth: -1 }) };
            }
          }
        },
      ),
      { seed: 39, numRuns: 100 },
    );
    console.log(`${cases} saves checked by both, ${accepted} accepted`);
    // Enough of each verdict to mean something.
    expect(accepted).toBeGreaterThan(cases / 5);
    expect(cases - accepted).toBeGreaterThan(cases / 5);
  },
);
