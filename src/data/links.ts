/**
 * Symbolic links among the owner's files: refused. A link in src/assets/photos/ (or anywhere under
 * src/assets or src/content) is followed by the build, which publishes what it points to, under its
 * real name, from anywhere on the machine that builds (the forge's checkout included). The owner's
 * phone and editor never make one: a link there is a mistake or an attack, and the fix is the file
 * itself in its place. Run by `npm run verifier` and at the start of every build (reader.ts).
 */
import { lstat, readdir, readlink } from 'node:fs/promises';
import path from 'node:path';

/** The folders whose files the site reads and publishes. */
const OWNER_FOLDERS = ['src/assets', 'src/content'];

/** Why the link at `relative` (from the project's root) is refused, in French, with where it points. */
export const linkMessage = (relative: string, target: string): string =>
  `${relative} est un lien symbolique (vers ${target}) : le site ne publie que les fichiers enregistrés dans le dépôt, pas ce vers quoi un lien pointe ; mettez le fichier lui-même à sa place`;

/**
 * The first symbolic link on the way from `root` to `relative` (a path under it), as
 * `linkMessage` says it, or undefined: a linked folder counts as much as a linked file.
 */
export async function linkOnTheWay(root: string, relative: string): Promise<string | undefined> {
  const parts = relative.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const at = parts.slice(0, i).join('/');
    const stats = await lstat(path.join(root, at)).catch(() => undefined);
    if (stats?.isSymbolicLink()) return linkMessage(at, await readlink(path.join(root, at)));
  }
  return undefined;
}

/**
 * Every symbolic link under src/assets and src/content (a linked folder is not entered), one line
 * each, but those in `named` (paths from the root the content's messages name with their entry).
 */
export async function linkProblems(root: string, named: ReadonlySet<string> = new Set()): Promise<string[]> {
  const lines: string[] = [];
  for (const folder of OWNER_FOLDERS) {
    const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    for (const entry of entries.filter((e) => e.isSymbolicLink())) {
      const absolute = path.join(entry.parentPath, entry.name);
      const relative = path.relative(root, absolute).split(path.sep).join('/');
      if (!named.has(relative)) lines.push(`  ${linkMessage(relative, await readlink(absolute))}`);
    }
  }
  return lines.length > 0 ? [`Lien symbolique à remplacer :\n${lines.sort().join('\n')}`] : [];
}
