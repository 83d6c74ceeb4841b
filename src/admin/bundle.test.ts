import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRENCH_OVERRIDES, frenchLocale, servedBundle } from './bundle';
import { KEY_REFUSED } from './status-fr';

/** Every string of FRENCH_OVERRIDES, by its key path. */
const leaves = (strings: object, at: string[] = []): [string[], string][] =>
  Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [[[...at, key], value]] : leaves(value as object, [...at, key]),
  );

describe('the editor’s French strings', () => {
  // The package exports its entry point only: its bundle is beside it.
  const entry = createRequire(import.meta.url).resolve('@sveltia/cms');
  const bundle = readFileSync(path.join(path.dirname(entry), '../dist/sveltia-cms.js'), 'utf-8');
  it.each(leaves(FRENCH_OVERRIDES))('%j is a string of the editor, served in French', (at, french) => {
    // The editor's own English strings are in its bundle as `key:\`…\``: an override names one of them.
    expect(bundle).toContain(`${at.at(-1)}:\``);
    const served = at.reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key],
      JSON.parse(frenchLocale()),
    );
    expect(served).toBe(french);
  });
});

describe('a key GitHub refuses', { timeout: 30_000 }, () => {
  // Rewrites the 1.5 MB editor bundle (servedBundle): about 2 s on a quiet machine, 5–8 s measured
  // beside the suite's type check and lint on 2 cores.
  it('is told in French under a refused save, instead of GitHub’s « Bad credentials »', async () => {
    const served = await servedBundle();
    expect(served).toContain(`l=s===401?${JSON.stringify(KEY_REFUSED)}:c.message`);
    expect(KEY_REFUSED).toMatch(/demandez-en une nouvelle à l’agence/);
  });
});
