/**
 * A content loader for one YAML data file holding one document.
 * Unlike Astro's `file()` loader, a YAML syntax error or a schema error stops the build,
 * and the message names the file and the field, in French, so the owner can fix it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Loader } from 'astro/loaders';
import type { z } from 'astro/zod';
import { CORE_SCHEMA, YAMLException, load } from 'js-yaml';
import { closestKey } from './messages';

/** Error raised when a data file is missing, unreadable or invalid. */
export class ContentDataError extends Error {
  override name = 'ContentDataError';
}

/** Fields that name an entry of a list, in the owner's words: « Courroie de distribution », « lundi ». */
const TITLE_KEYS = ['title', 'name', 'type', 'label', 'day', 'network'] as const;

/** How a data file is read, beyond its schema. */
export interface DataFileOptions {
  /** The file may be absent, empty or comments only: it then reads as `{}` (no car for sale). */
  optional?: boolean;
  /** Names a list entry that has no title field, guillemets included (a car: « Volkswagen Golf 2017 »). */
  entryName?: (entry: unknown) => string | undefined;
}

/** A list entry's name from its title field: « Vidange ». */
function titleOf(entry: unknown): string | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const title = TITLE_KEYS.map((k) => (entry as Record<string, unknown>)[k]).find(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
  return title === undefined ? undefined : `« ${String(title).trim()} »`;
}

/**
 * Where an issue is, as the owner would look for it: each list entry by its title when it has
 * one (« Courroie de distribution » → price.amount), else by its number from 1 (closures n° 2).
 */
export function describePath(
  data: unknown,
  at: readonly PropertyKey[],
  entryName: DataFileOptions['entryName'] = titleOf,
): string {
  const parts: string[] = [];
  let plain: string[] = [];
  let node: unknown = data;
  for (const key of at) {
    const child: unknown =
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      const name = entryName(child) ?? titleOf(child);
      if (name) {
        // The list's own name is implied by the title: « repairs.yaml → « Vidange » → price ».
        plain.pop();
        if (plain.length > 0) parts.push(plain.join('.'));
        parts.push(name);
        plain = [];
      } else {
        parts.push(`${plain.join('.')} n° ${key + 1}`.trim());
        plain = [];
      }
    } else {
      plain.push(String(key));
    }
    node = child;
  }
  if (plain.length > 0) parts.push(plain.join('.'));
  return parts.length > 0 ? parts.join(' → ') : '(tout le fichier)';
}

/**
 * Turns zod issues into one line per field: `file → « title » → a.b : message`. `data` is the
 * parsed document, used to name list entries by their title.
 */
export function formatIssues(
  file: string,
  issues: readonly z.core.$ZodIssue[],
  data?: unknown,
  entryName?: DataFileOptions['entryName'],
): string {
  const lines = issues.map(
    (issue) => `  ${file} → ${describePath(data, issue.path, entryName)} : ${issue.message}`,
  );
  return `Données invalides dans ${file} :\n${lines.join('\n')}`;
}

/**
 * A mistyped key gives two issues: « clé inconnue « headlin » » and « headline : absent ». The
 * first already says what to do; the second is left out.
 */
function withoutTypoEchoes(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const typos = issues.filter((i) => i.code === 'unrecognized_keys');
  return issues.filter((issue) => {
    if (issue.code !== 'invalid_type' || issue.input !== undefined || issue.path.length === 0) return true;
    const key = String(issue.path.at(-1));
    const parent = issue.path.slice(0, -1).join('.');
    return !typos.some(
      (t) => t.path.join('.') === parent && t.keys.some((k) => closestKey(k, [key]) === key),
    );
  });
}

/** The line of an unclosed `[` or `{` (the usual cause of a syntax error a few lines further). */
function unclosedBracketLine(text: string, errorLine: number): number | undefined {
  const lines = text.split('\n').slice(0, errorLine + 1);
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    // Quoted text and comments aside, count the brackets the line opens and closes.
    const code = lines[i]!.replace(/'[^']*'|"[^"]*"/g, '').replace(/\s#.*$/, '');
    const open = (code.match(/[[{]/g) ?? []).length;
    const close = (code.match(/[\]}]/g) ?? []).length;
    if (open > close) return i;
  }
  return undefined;
}

/** js-yaml's reasons, in French, with what to check. */
const YAML_REASONS: [RegExp, string][] = [
  [/duplicated mapping key/, 'clé en double : le même nom de champ apparaît deux fois dans ce bloc'],
  [
    /bad indentation|deficient indentation/,
    'mauvaise indentation : alignez la ligne sur les autres champs du même bloc',
  ],
  [/tab characters/, 'tabulation interdite : indentez avec des espaces'],
  [/missed comma between flow collection entries/, 'virgule manquante entre deux éléments entre { } ou [ ]'],
  [
    /unexpected end of the stream within a flow collection/,
    'crochet ou accolade non refermé(e) : il manque « ] » ou « } »',
  ],
  [/within a (double|single) quoted scalar/, 'guillemet non refermé'],
  [/expected the node content, but found ','/, 'virgule inattendue : une valeur manque avant la virgule'],
  [
    /multiline key may not be an implicit key|a colon is missed|implicit mapping pair/,
    'deux-points manquant, ou texte sur deux lignes à mettre entre guillemets',
  ],
  [
    /end of the stream or a document separator is expected/,
    'contenu inattendu : vérifiez l’indentation et les deux-points',
  ],
  [
    /unknown escape sequence/,
    'barre oblique inverse (\\) inconnue entre guillemets doubles : utilisez des guillemets simples',
  ],
  [
    /unidentified alias|alias node|anchor node/,
    'caractère « * » ou « & » en début de valeur : mettez la valeur entre guillemets',
  ],
  [/non-printable characters/, 'caractère invisible interdit : retapez la ligne'],
  [
    /whitespace character is expected after the key-value separator/,
    'espace manquante après les deux-points',
  ],
];

/** A YAML syntax error as the owner can act on it: line, column, reason in French. */
function yamlErrorMessage(file: string, text: string, error: unknown): string {
  const reason = error instanceof YAMLException ? error.reason : String(error);
  const mark = error instanceof YAMLException ? error.mark : undefined;
  const unclosed = mark ? unclosedBracketLine(text, mark.line) : undefined;
  if (unclosed !== undefined) {
    return `Fichier illisible ${file} (YAML mal formé), ligne ${unclosed + 1} : crochet « [ » ou accolade « { » jamais refermé(e), ajoutez « ] » ou « } » à la fin de la ligne`;
  }
  const french =
    YAML_REASONS.find(([pattern]) => pattern.test(reason))?.[1] ??
    'syntaxe YAML non reconnue : vérifiez l’indentation, les deux-points et les guillemets';
  const where = mark ? `, ligne ${mark.line + 1}, colonne ${mark.column + 1}` : '';
  return `Fichier illisible ${file} (YAML mal formé)${where} : ${french}`;
}

/** Every `src` (an image's or a car's photo's, under src/assets), with its path in the document. */
export function collectImagePaths(
  value: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; src: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => collectImagePaths(v, [...at, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      k === 'src' && typeof v === 'string' ? [{ at: [...at, k], src: v }] : collectImagePaths(v, [...at, k]),
    );
  }
  return [];
}

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
 * Parses and validates a data file's text. Throws a ContentDataError naming the file and each
 * bad field. `assetsDir`, when given, is where image paths must exist.
 */
export function parseDataFile<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
  assetsDir?: string,
  { optional = false, entryName }: DataFileOptions = {},
): z.infer<S> {
  // Nothing but blank lines and comments: the file was emptied (or, if optional, lists nothing).
  const empty = !text.split('\n').some((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  if (empty && !optional) {
    throw new ContentDataError(
      `Fichier vide ${file} : son contenu a été effacé, remettez-le (voir l’historique ou une sauvegarde)`,
    );
  }
  let raw: unknown = {};
  try {
    // The core schema: an unquoted date stays the text the owner wrote, not a JavaScript Date.
    if (!empty) raw = load(text, { schema: CORE_SCHEMA });
  } catch (error) {
    throw new ContentDataError(yamlErrorMessage(file, text, error));
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new ContentDataError(formatIssues(file, withoutTypoEchoes(result.error.issues), raw, entryName));
  }
  if (assetsDir) {
    const missing = collectImagePaths(result.data).flatMap((img) => {
      const reason = missingImage(assetsDir, img.src);
      return reason ? [`  ${file} → ${describePath(raw, img.at, entryName)} : ${reason}`] : [];
    });
    if (missing.length > 0) {
      throw new ContentDataError(`Données invalides dans ${file} :\n${missing.join('\n')}`);
    }
  }
  return result.data;
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
    text = readFileSync(path.join(root, relative), 'utf-8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (!options.optional) {
      throw new ContentDataError(
        `Fichier manquant ${relative} : il a été supprimé ou renommé, remettez-le (voir l’historique ou une sauvegarde)`,
      );
    }
  }
  return parseDataFile(relative, text, schema, path.join(root, 'src/assets'), options);
}

/** An Astro loader for `src/content/<name>.yaml`, stored as the single entry `main`. */
export function dataFile(name: string, schema: z.ZodType, options?: DataFileOptions): Loader {
  const relative = `src/content/${name}.yaml`;
  return {
    name: 'garage-data-file',
    load: async ({ store, parseData, config, generateDigest, watcher }) => {
      const root = fileURLToPath(config.root);
      const absolute = path.join(root, relative);
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
