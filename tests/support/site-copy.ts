// One way for a test harness to build a changed copy of the site: a fresh temporary folder each
// time (mkdtemp, never a fixed path, so two runs never share or wipe each other's build), the
// site's sources copied, the repository's node_modules linked, the caller's changes applied, then
// `astro build`. Used by the hostile-content build, the used-car catalogue and the image pipeline.
// The caches named by what they hold (Astro's encoded photos and fonts, the photos' checks, the
// share images, the recoloured illustrations) are the repository's, linked as node_modules is, so a
// photo encoded by one copy is reused by the next; Astro's content store (.cache/astro's
// data-store.json: the content files as last read) is each copy's own, since copies of other
// content built at the same time would otherwise read and write one store. A test of the cache
// itself asks for a cache of the copy's own.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';

/** The repository's root. */
export const REPO = path.resolve(import.meta.dirname, '../..');

/** What makes the site: copied into each copy (node_modules is linked, not copied). */
export const SITE_ENTRIES = ['src', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

/**
 * The tests' own first garage (tests/first-garage): every copy starts from its src/content and
 * src/assets, never from the owner's, which a test's edits and expectations are not about.
 */
export const FIRST_GARAGE_SRC = path.join(REPO, 'tests/first-garage/src');

/**
 * The caches a copy shares with the repository: each entry is named by a hash of what made it, so
 * copies of other content can share them; not Astro's content store (.cache/astro/data-store.json).
 */
const SHARED_CACHES = [
  '.cache/astro/assets',
  '.cache/astro/fonts',
  '.cache/photos-decoded',
  '.cache/share-images',
  '.cache/illustrations',
];

/** A built copy of the site. */
export interface SiteCopy {
  /** The copy's root folder (a fresh temporary folder). */
  root: string;
  /** Its build, `root/dist`. */
  dist: string;
  /** How long `astro build` took, in milliseconds. */
  buildMs: number;
  /** Deletes the copy and its build. */
  remove: () => void;
}

/** A fresh, empty temporary folder whose name starts with `prefix` (e.g. `site-cars-`). */
export const freshFolder = (prefix: string): string => mkdtempSync(path.join(tmpdir(), prefix));

/** Puts a garage's files in place of the copy's (at `root`): `from` holds its content and assets. */
export function putGarage(root: string, from: { content: string; assets: string }): void {
  for (const [folder, source] of [
    ['src/content', from.content],
    ['src/assets', from.assets],
  ] as const) {
    rmSync(path.join(root, folder), { recursive: true, force: true });
    cpSync(source, path.join(root, folder), { recursive: true });
  }
}

/**
 * Links the repository's node_modules into the copy at `root`, and its shared caches unless the
 * copy asks for a cache of its own.
 */
export function linkShared(root: string, { ownCache = false } = {}): void {
  symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  if (ownCache) return;
  for (const cache of SHARED_CACHES) {
    mkdirSync(path.join(REPO, cache), { recursive: true });
    mkdirSync(path.dirname(path.join(root, cache)), { recursive: true });
    symlinkSync(path.join(REPO, cache), path.join(root, cache), 'dir');
  }
}

/**
 * Copies the site into a fresh temporary folder (or into `root`, an empty folder the caller made
 * with freshFolder), with the first garage's files (FIRST_GARAGE_SRC), lets `prepare` change it
 * (content, photos, pages), and builds it. Throws with
 * the build's output if the build fails.
 */
export async function buildSiteCopy(options: {
  /** Prefix of the temporary folder's name, e.g. `site-hostile-`. */
  prefix: string;
  /** Changes the copy before the build: write content files, add photos, replace pages. */
  prepare?: (root: string) => void | Promise<void>;
  /** An empty folder to build in, instead of a new one. */
  root?: string;
  /** A cache of the copy's own (root/.cache), empty at first, instead of the repository's. */
  ownCache?: boolean;
}): Promise<SiteCopy> {
  const root = options.root ?? freshFolder(options.prefix);
  for (const entry of SITE_ENTRIES) {
    cpSync(path.join(REPO, entry), path.join(root, entry), { recursive: true });
  }
  putGarage(root, {
    content: path.join(FIRST_GARAGE_SRC, 'content'),
    assets: path.join(FIRST_GARAGE_SRC, 'assets'),
  });
  linkShared(root, options);
  await options.prepare?.(root);
  return { root, ...rebuild(root, { removeOnFailure: !options.root }) };
}

/**
 * Builds the copy at `root` again, as it now is (after a change of content or of a photo): its
 * build time and `dist`. Throws with the build's output if the build fails.
 */
export function rebuild(
  root: string,
  { removeOnFailure = false } = {},
): Omit<SiteCopy, 'root'> & { output: string } {
  const start = performance.now();
  // Astro's own command, without npx (whose start took 1 to 2 s of processor at each build).
  const astro = path.join(root, 'node_modules/astro/bin/astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build', '--root', root], {
    cwd: root,
    encoding: 'utf-8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    if (removeOnFailure) rmSync(root, { recursive: true, force: true });
    throw new Error(`the build of the copy in ${root} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return {
    dist: path.join(root, 'dist'),
    buildMs: performance.now() - start,
    output: result.stdout,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
