// @ts-check
// The name each build is shown under in a measurement's table (npm run lighthouse, npm run
// admin:weight): two builds must never share one, or their runs are merged into one row.
import path from 'node:path';

/**
 * A distinct label for each build folder, in order: its base name (`dist`) when no other folder
 * has the same; otherwise its path from the folders' common parent (`a/dist`, `b/dist`); the same
 * folder given twice is numbered (`dist`, `dist #2`).
 * @param {readonly string[]} folders
 * @returns {string[]}
 */
export function buildLabels(folders) {
  const full = folders.map((folder) => path.resolve(folder));
  const bases = full.map((folder) => path.basename(folder));
  let labels = bases;
  if (new Set(bases).size !== bases.length) {
    const parts = full.map((folder) => folder.split(path.sep));
    let common = 0;
    while (parts.every((p) => p.length > common + 1 && p[common] === parts[0]?.[common])) common += 1;
    labels = parts.map((p) => p.slice(common).join('/'));
  }
  return labels.map((label, i) => {
    const before = labels.slice(0, i).filter((l) => l === label).length;
    return before === 0 ? label : `${label} #${before + 1}`;
  });
}
