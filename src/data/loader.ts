/**
 * A content loader for one YAML data file holding one document.
 * Unlike Astro's `file()` loader, a YAML syntax error or a schema error stops the build,
 * and the message names the file and the field, in French, so the owner can fix it. The reading
 * of the text itself is parse.ts's (the editor runs it too).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Loader } from 'astro/loaders';
import type { z } from 'astro/zod';
import { describePath } from './issues';
import {
  ContentDataError,
  collectImagePaths,
  decodeDataFile,
  parseDataText,
  type DataFileOptions,
} from './parse';

/** Why an image path finds no file, with the file of another case when there is one. */
function missingImage(assetsDir: string, src: string): string | undefined {
  if (existsSync(path.join(assetsDir, src))) return undefined;
  const folder = path.join(assetsDir, path.dirname(src));
  const other = existsSync(folder)
    ? readdirSync(folder).find((f) => f.toLowerCase() === path.basename(src).toLowerCase())
    : undefined;
  return other
    ? `image introuvable src/assets/${src} : le fichier s’appelle ${path.posix.join(path.dirname(src), other)} (majuscules et minuscules comptent)`
    : `image introuvable src/assets/${src}`;
}

/**
 * Parses and validates a data file's text (parse.ts). Throws a ContentDataError naming the file
 * and each bad field. `assetsDir`, when given, is where image paths must exist.
 */
export function parseDataFile<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
  assetsDir?: string,
  options: DataFileOptions = {},
): z.infer<S> {
  const data = parseDataText(file, text, schema, options);
  if (assetsDir) {
    const missing = collectImagePaths(data).flatMap((img) => {
      const reason = missingImage(assetsDir, img.src);
      return reason ? [`  ${file} → ${describePath(data, img.at, options.entryName)} : ${reason}`] : [];
    });
    if (missing.length > 0) {
      throw new ContentDataError(`Données invalides dans ${file} :\n${missing.join('\n')}`);
    }
  }
  return data;
}

/**
 * Reads `src/content/<name>.yaml` under `root` and validates it: the one place content is read.
 * A missing file is named as missing, unless it is optional.
 */
export function readDataFile<S extends z.ZodType>(
  root: string,
  name: string,
  schema: S,
  options: DataFileOptions = {},
): z.infer<S> {
  const relative = `src/content/${name}.yaml`;
  let text = '';
  try {
    text = decodeDataFile(relative, readFileSync(path.join(root, relative)));
  } catch (error) {
    if (error instanceof ContentDataError) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (!options.optional) {
      throw new ContentDataError(
        `Fichier manquant ${relative} : il a été supprimé ou renommé, remettez-le (voir l’historique ou une sauvegarde)`,
      );
    }
  }
  return parseDataFile(relative, text, schema, path.join(root, 'src/assets'), {
    ...committedVersion(root, relative),
    ...options,
  });
}

/**
 * The commit the file is compared with to find a cut: the published one when the publishing
 * workflow names it (PUBLISHED_COMMIT, the last successful publication's commit), since the forge
 * builds the pushed commit, whose HEAD would be the cut file itself; else the last commit (the
 * owner's checkout, before he commits).
 */
const comparedCommits = () => [...new Set([process.env['PUBLISHED_COMMIT'] || 'HEAD', 'HEAD'])];

/**
 * The file's text in the published commit (or the last commit) of the repository `root` is, and
 * which published commit it is; undefined (no git, no repository, a file never committed). `./` keeps the path relative to
 * `root`: a copy of the site inside another repository's folder finds nothing.
 */
function committedVersion(
  root: string,
  relative: string,
): { committed: string; publishedCommit?: string } | undefined {
  // Only the repository's own folder: a copy of the site (a test's, a generated case's) has no
  // .git of its own, and asking git would cost a process per file for nothing.
  if (!existsSync(path.join(root, '.git'))) return undefined;
  // A published commit the checkout lacks, or a file it did not have yet: the last commit's.
  for (const commit of comparedCommits()) {
    try {
      const committed = execFileSync('git', ['show', `${commit}:./${relative}`], {
        cwd: root,
        encoding: 'utf-8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return commit === 'HEAD' ? { committed } : { committed, publishedCommit: commit };
    } catch {
      // next
    }
  }
  return undefined;
}

/**
 * An Astro loader for `src/content/<name>.yaml`, stored as the single entry `main`. A trade's file
 * (`trade`: src/schemas/trades.ts) may be absent: the collection is then empty (the garage does not
 * offer the trade).
 */
export function dataFile(
  name: string,
  schema: z.ZodType,
  options?: DataFileOptions,
  { trade = false } = {},
): Loader {
  const relative = `src/content/${name}.yaml`;
  return {
    name: 'garage-data-file',
    load: async ({ store, parseData, config, generateDigest, watcher }) => {
      const root = fileURLToPath(config.root);
      const absolute = path.join(root, relative);
      if (trade && !existsSync(absolute)) {
        store.clear();
        return;
      }
      const data = readDataFile(root, name, schema, options);
      const parsed = await parseData({
        id: 'main',
        data: data as Record<string, unknown>,
        filePath: relative,
      });
      store.clear();
      store.set({
        id: 'main',
        data: parsed,
        filePath: relative,
        digest: generateDigest(JSON.stringify(data)),
      });
      watcher?.add(absolute);
    },
  };
}
