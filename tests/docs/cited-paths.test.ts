/**
 * The docs stay true: every file or folder of the repository that README.md, deploy/README.md or a
 * decision record cites, in backticks (`src/lib/pages.ts`) or as a link ([ADR 0011](docs/…)),
 * exists. A path counts as the repository's when its first folder is one of the repository's own
 * (src/, tests/, docs/…); generated folders (dist/, build/, reports/) are not in git and not checked.
 * A trade's data file may be absent: the garage does not offer the trade (src/schemas/trades.ts).
 * The code's comments too: a path (src/schemas/paths.ts), a file name (strict.test.ts), a constant
 * (NOT_FOUND_PROBE) or a function (siteRegistry()) a comment names is in the repository, the
 * constant and the function in its code.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRADE_FILES } from '#schemas/trades.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf-8' })
  .split('\n')
  .filter(Boolean);
/** The repository's top-level folders and files, as git knows them. */
const TOP = new Set(tracked.map((file) => file.split('/')[0]!));

const DOCS = [
  'README.md',
  'deploy/README.md',
  'deploy/nouveau-garage.md',
  ...tracked.filter((f) => /^docs\/decisions\/.+\.md$/.test(f)),
];

/**
 * What the README tells the owner to create, the first time it is needed: not in the repository
 * until then. Each must still be cited (the list cannot outlive the text that explains it).
 */
const OWNER_CREATES = ['src/content/vehicles.yaml', 'src/assets/photos', 'src/assets/photos/vehicules'];

/**
 * A trade's data file (src/schemas/trades.ts): absent when the garage does not offer the trade, yet
 * what the docs and the code's comments say about the trade names it.
 */
const TRADE_DATA = TRADE_FILES.map((name) => `src/content/${name}.yaml`);

/** Whether a cited path that is not in the repository may be absent all the same. */
const mayBeAbsent = (cited: string) => OWNER_CREATES.includes(cited) || TRADE_DATA.includes(cited);

/** A path written `like/this`, `like/this.ts`, `src/content/*.yaml` or `src/pages/services/[x].astro`. */
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
    expect(cited.filter((p) => !exists(p) && !mayBeAbsent(p))).toEqual([]);
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

  it('lets a trade’s data file be absent, and no other file of src/content', () => {
    expect(TRADE_DATA.every(mayBeAbsent)).toBe(true);
    expect(TRADE_DATA).toContain('src/content/cleaning.yaml');
    expect(
      ['src/content/repairs.yaml', 'src/content/garage.yaml', 'src/content/gone.yaml'].filter(mayBeAbsent),
    ).toEqual([]);
  });
});

/**
 * The files whose comments are read: the code and the style sheets, but not this file (its examples
 * name gone files on purpose) nor the pipeline's fixture (its paths are those of the copy it builds).
 */
const CODE = tracked.filter(
  (f) =>
    /\.(ts|tsx|astro|mjs|js|css)$/.test(f) &&
    f !== 'tests/docs/cited-paths.test.ts' &&
    !f.startsWith('tests/pipeline/fixture/'),
);
/** Block comments, line comments (not the `//` of a URL or of a string) and HTML comments. */
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:\w'"`\\])\/\/[^\n]*|<!--[\s\S]*?-->/g;
const FILE_NAMES = new Set(tracked.map((f) => path.posix.basename(f)));

/**
 * What the comments of `source` name that is not there: a repository path that does not exist, a
 * code file name (`strict.test.ts`) no tracked file has, a constant (`NOT_FOUND_PROBE`, capitals
 * with an underscore) or a function (`siteRegistry()`) that `identifiers` (the code's, comments left
 * out) lacks, a decision record (`ADR 0011`) docs/decisions/ does not hold. Words quoted « like
 * this » are someone else's (a tool's message) and not read.
 */
export function staleNames(source: string, identifiers: ReadonlySet<string>): string[] {
  const stale = new Set<string>();
  for (const [found] of source.matchAll(COMMENT)) {
    const comment = found.replace(/«[^»]*»/g, '');
    for (const [token] of comment.matchAll(/(?<![\w./-])[\w.@-]+(?:\/[\w.@*[\]-]+)+/g)) {
      const cited = token.replace(/[.]$/, '');
      if (TOP.has(cited.split('/')[0]!) && !exists(cited) && !mayBeAbsent(cited)) stale.add(cited);
    }
    for (const [, name] of comment.matchAll(
      /(?<![\w./-])([\w-]+(?:\.[\w-]+)*\.(?:tsx?|astro|mjs|css))\b(?![/\w])/g,
    )) {
      if (!FILE_NAMES.has(name!)) stale.add(name!);
    }
    for (const [name] of comment.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z][A-Z0-9]*)+\b/g)) {
      if (!identifiers.has(name)) stale.add(name);
    }
    for (const [, name] of comment.matchAll(/(?<![\w.])([a-z]\w*)\(\)/g)) {
      if (!identifiers.has(name!)) stale.add(`${name}()`);
    }
    for (const [adr, number] of comment.matchAll(/\bADR (\d{4})\b/g)) {
      if (!tracked.some((f) => f.startsWith(`docs/decisions/${number}-`))) stale.add(adr);
    }
  }
  return [...stale];
}

describe('the names the code’s comments cite', () => {
  const sources = new Map(CODE.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf-8')]));
  const identifiers = new Set(
    [...sources.values()].flatMap((source) => source.replace(COMMENT, ' ').match(/[A-Za-z_$][\w$]*/g) ?? []),
  );

  it('every path, file name, constant, function and decision record a comment names exists', () => {
    const stale = [...sources].flatMap(([file, source]) =>
      staleNames(source, identifiers).map((name) => `${file}: ${name}`),
    );
    expect(stale).toEqual([]);
  });

  it('finds a gone path, file name, constant or function in a comment, not in code or a quoted message', () => {
    const source = [
      '/** Read by src/schemas/paths.ts and src/lib/gone.ts (strict.test.ts, old.test.ts). */',
      '// PATHS.home, NOT_FOUND_PROBE and GONE_CONSTANT; Lighthouse says « NO_NAVSTART ».',
      '// siteRegistry() and goneFunction() build it; not page.goto(). See ADR 0011 and ADR 0099.',
      "const url = 'https://example.org/src/lib/also-gone.ts'; // see https://example.org/",
      '/* A style sheet: FourCards.module.css, Gone.module.css */',
    ].join('\n');
    expect(staleNames(source, new Set(['PATHS', 'NOT_FOUND_PROBE', 'siteRegistry']))).toEqual([
      'src/lib/gone.ts',
      'old.test.ts',
      'GONE_CONSTANT',
      'goneFunction()',
      'ADR 0099',
      'Gone.module.css',
    ]);
  });
});
