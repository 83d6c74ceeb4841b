import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeUnreferencedAssets } from './unreferenced-assets';

let dist = '';
/** A build made of `files` (path → content), in a fresh folder. */
function build(files: Record<string, string>) {
  dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  }
}
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('removeUnreferencedAssets', () => {
  it.each([
    ['named by a page', { 'index.html': '<img src="/_astro/photo.A1.webp">' }, []],
    [
      'named by a style sheet a page names',
      { 'index.html': '/_astro/site.B2.css', '_astro/site.B2.css': 'url(/_astro/photo.A1.webp)' },
      [],
    ],
    ['named by no file', { 'index.html': '<p>Bonjour</p>' }, ['_astro/photo.A1.webp']],
    [
      'named only by a file that is itself unused',
      { 'index.html': '', '_astro/orphan.C3.js': 'import "/_astro/photo.A1.webp"' },
      ['_astro/orphan.C3.js', '_astro/photo.A1.webp'],
    ],
  ])('an asset %s', (_what, files, removed) => {
    build({ ...files, '_astro/photo.A1.webp': 'RIFF' });
    expect(removeUnreferencedAssets(dist).sort()).toEqual(removed);
    for (const file of removed) expect(existsSync(path.join(dist, file))).toBe(false);
  });

  it('leaves the files outside _astro alone, named or not', () => {
    build({ 'index.html': '', 'robots.txt': 'User-agent: *', 'og/accueil.png': 'PNG' });
    expect(removeUnreferencedAssets(dist)).toEqual([]);
    expect(existsSync(path.join(dist, 'og/accueil.png'))).toBe(true);
  });
});
