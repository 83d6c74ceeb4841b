/**
 * A content loader for one YAML data file holding one document.
 * Unlike Astro's `file()` loader, a YAML syntax error or a schema error stops the build,
 * and the message names the file and the field, in French, so the owner can fix it.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Loader } from 'astro/loaders';
import type { z } from 'astro/zod';
import { load } from 'js-yaml';
import { existsSync } from 'node:fs';

/** Error raised when a data file is unreadable or invalid. */
export class ContentDataError extends Error {
  override name = 'ContentDataError';
}

/** Turns zod issues into one line per field: `file → a.b.0.c : message`. */
export function formatIssues(file: string, issues: readonly z.core.$ZodIssue[]): string {
  const lines = issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(racine)';
    return `  ${file} → ${field} : ${issue.message}`;
  });
  return `Données invalides dans ${file} :\n${lines.join('\n')}`;
}

/** Every `src` under an `image` object, with its path in the document. */
function collectImagePaths(value: unknown, at: (string | number)[] = []): { at: string; src: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => collectImagePaths(v, [...at, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => {
      if (k === 'image' && v && typeof v === 'object' && typeof (v as { src?: unknown }).src === 'string') {
        return [{ at: [...at, k, 'src'].join('.'), src: (v as { src: string }).src }];
      }
      return collectImagePaths(v, [...at, k]);
    });
  }
  return [];
}

/**
 * Parses and validates a data file's text. Throws a ContentDataError naming the file and each
 * bad field. `assetsDir`, when given, is where image paths must exist.
 */
export function parseDataFile<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
  assetsDir?: string,
): z.infer<S> {
  let raw: unknown;
  try {
    raw = load(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ContentDataError(`Fichier illisible ${file} (YAML mal formé) : ${reason}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new ContentDataError(formatIssues(file, result.error.issues));
  if (assetsDir) {
    const missing = collectImagePaths(result.data).filter(
      (img) => !existsSync(path.join(assetsDir, img.src)),
    );
    if (missing.length > 0) {
      const lines = missing.map((m) => `  ${file} → ${m.at} : image introuvable src/assets/${m.src}`);
      throw new ContentDataError(`Données invalides dans ${file} :\n${lines.join('\n')}`);
    }
  }
  return result.data;
}

/** An Astro loader for `src/content/<name>.yaml`, stored as the single entry `main`. */
export function dataFile(name: string, schema: z.ZodType): Loader {
  const relative = `src/content/${name}.yaml`;
  return {
    name: 'garage-data-file',
    load: async ({ store, parseData, config, generateDigest, watcher }) => {
      const root = fileURLToPath(config.root);
      const absolute = path.join(root, relative);
      const text = await readFile(absolute, 'utf-8');
      const data = parseDataFile(relative, text, schema, path.join(root, 'src/assets'));
      const parsed = await parseData({
        id: 'main',
        data: data as Record<string, unknown>,
        filePath: relative,
      });
      store.clear();
      store.set({ id: 'main', data: parsed, filePath: relative, digest: generateDigest(text) });
      watcher?.add(absolute);
    },
  };
}
