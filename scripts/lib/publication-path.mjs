// @ts-check
// Which checks a push takes on its way to publication (.github/workflows/publish.yml): the short
// content path (.ci/content) when every file it changes is the owner's, anything else the full one
// (.ci/run). The owner's files are the data files of src/content/ and every image under src/assets/,
// wherever the editor's media library put it (its upload folder is the folder he browses: the root
// of src/assets, photos/, photos/vehicules/, an illustration's folder). Run as a script, it reads
// the changed paths on standard input, one a line, and prints « content » or « full ».
import { readFileSync } from 'node:fs';

/** A path the owner's editor writes: a data file, or an image the build's pipeline reads. */
const OWNER_FILE =
  /^src\/(?:content\/[^/]+\.ya?ml|assets\/(?:[^/]+\/)*[^/]+\.(?:jpe?g|png|webp|avif|gif|svg))$/i;

/** Whether `file` (a path from the repository's root) is one of the owner's. @param {string} file */
export const isOwnerFile = (file) => OWNER_FILE.test(file);

/**
 * The path a change takes: `content` when it changes files and all of them are the owner's.
 * @param {readonly string[]} changed
 * @returns {'content' | 'full'}
 */
export function publicationPath(changed) {
  return changed.length > 0 && changed.every(isOwnerFile) ? 'content' : 'full';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const changed = readFileSync(0, 'utf-8').split('\n').filter(Boolean);
  console.log(publicationPath(changed));
}
