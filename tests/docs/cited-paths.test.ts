/**
 * The docs stay true: every file or folder of the repository that README.md, deploy/README.md or a
 * decision record cites, in backticks (`src/lib/pages.ts`) or as a link ([ADR 0011](docs/…)),
 * exists. A path counts as the repository's when its first folder is one of the repository's own
 * (src/, tests/, docs/…); generated folders (dist/, build/, reports/) are not in git and not checked.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf-8' })
  .split('\n')
  .filter(Boolean);
/** The repository's top-level folders and files, as git knows them. */
const TOP = new Set(tracked.map((file) => file.split('/')[0]!));

const DOCS = ['README.md', 'deploy/README.md', ...tracked.filter((f) => /^docs\/decisions\/.+\.md$/.test(f))];

/**
 * What the README tells the owner to create, the first time it is needed: not in the repository
 * until then. Each must still be cited (the list cannot outlive the text that explains it).
 */
const OWNER_CREATES = ['src/content/vehicles.yaml', 'src/assets/photos', 'src/assets/photos/vehicules'];

/** A path written `like/this`, `like/this.ts`, `src/content/*.yaml` or `src/pages/[slug].astro`. */
const PATH_LIKE = /^\.?[\w@-][\w.@-]*(\/[\w.*@[\]-]+)*\/?$/;

/** The repository paths a Markdown text cites, each relative to the repository's root. */
export function citedPaths(markdown: string, docFolder: string): string[] {
  const cited = new Set<string>();
  for (const [, code] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const token = code!.trim().replace(/[.,:;]$/, '');
    if (!PATH_LIKE.test(token) || !token.includes('/')) continue;
    if (TOP.has(token.split('/')[0]!)) cited.add(token.replace(/\/$/, ''));
  }
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^([a-z]+:|#)/i.test(target!)) continue;
    const file = path.posix.normalize(path.posix.join(docFolder, target!.replace(/#.*$/, '')));
    cited.add(file.replace(/\/$/, ''));
  }
  return [...cited];
}

/** Whether a cited path (or, for a glob, at least one file it matches) is in the repository. */
function exists(cited: string): boolean {
  if (existsSync(path.join(ROOT, cited))) return true;
  return cited.includes('*') && globSync(cited, { cwd: ROOT }).length > 0;
}

describe('the paths the docs cite', () => {
  it.each(DOCS)('every file or folder %s cites exists', (doc) => {
    const cited = citedPaths(readFileSync(path.join(ROOT, doc), 'utf-8'), path.posix.dirname(doc));
    expect(cited.filter((p) => !exists(p) && !OWNER_CREATES.includes(p))).toEqual([]);
  });

  it('README.md still explains each file or folder the owner creates', () => {
    const cited = citedPaths(readFileSync(path.join(ROOT, 'README.md'), 'utf-8'), '.');
    expect(OWNER_CREATES.filter((p) => !cited.includes(p))).toEqual([]);
  });

  it('finds paths in backticks and links, and tells a missing one', () => {
    const text =
      'See `src/lib/pages.ts`, `src/lib/gone.ts`, `npm test`, `/reservation` and [ADR](0001-architecture.md).';
    const cited = citedPaths(text, 'docs/decisions');
    expect(cited).toEqual(['src/lib/pages.ts', 'src/lib/gone.ts', 'docs/decisions/0001-architecture.md']);
    expect(cited.filter((p) => !exists(p))).toEqual(['src/lib/gone.ts']);
  });
});
