/**
 * Reading one YAML data file's text as the owner wrote it, in French when it cannot be read: the
 * encoding, git's conflict markers, a file cut short, YAML's syntax, numbers written the French
 * way, then the file's schema. Pure module (no file system): the loader (loader.ts) reads the
 * files from disk for the verifier and the build; the editor (src/admin/) runs the same reading
 * on the repository's files before a save.
 */
import type { z } from 'astro/zod';
import { CORE_SCHEMA, YAMLException, defineScalarTag, floatCoreTag, load } from 'js-yaml';
import { describePath, formatIssues, titleOf, withoutTypoEchoes, type EntryName } from './issues';
import { FRENCH_ERRORS, thousandsFix } from '#schemas/messages.ts';
/** Error raised when a data file is missing, unreadable or invalid. */
export class ContentDataError extends Error {
  override name = 'ContentDataError';
  /** The fields at fault (paths in `data`), when the file could be read: the editor labels them. */
  readonly issues: readonly { path: readonly PropertyKey[]; message: string }[];
  /** The document as read, to name the entries of `issues`. */
  readonly data: unknown;
  constructor(message: string, detail: { issues?: ContentDataError['issues']; data?: unknown } = {}) {
    super(message);
    this.issues = detail.issues ?? [];
    this.data = detail.data;
  }
}

/** How a data file is read, beyond its schema. */
export interface DataFileOptions {
  /** The file may be absent, empty or comments only: it then reads as `{}` (no car for sale). */
  optional?: boolean;
  /** Names a list entry that has no title field, guillemets included (a car: « Volkswagen Golf 2017 »). */
  entryName?: EntryName;
  /**
   * The file's last committed text (`git show HEAD:…`), when the repository is there: a file that
   * is a cut-off copy of it (a save interrupted half-way) is refused, naming what would vanish.
   */
  committed?: string | undefined;
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

/**
 * A plain number that reads like a French thousands separator, `1.200`: YAML would read 1,2. The
 * float tag of the core schema keeps its source instead, so the loader can refuse it by name.
 */
class ThousandsLike {
  constructor(readonly source: string) {}
}
const YAML_SCHEMA = CORE_SCHEMA.withTags(
  defineScalarTag(floatCoreTag.tagName, {
    ...floatCoreTag,
    resolve: (source, explicit, tag) =>
      /^\d{1,3}(?:\.\d{3})+$/.test(source)
        ? new ThousandsLike(source)
        : floatCoreTag.resolve(source, explicit, tag),
  }),
);

/** Numbers whose three decimals are a measure, not a thousands group (a map position: 45.774). */
const MEASURES = new Set(['latitude', 'longitude']);

/** Characters that reverse or reorder text as it is shown (« Lavage rueirétxe »): never meant. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The document as the owner wrote it, in place: every text without the invisible characters that
 * reverse it on screen (plain or escaped "\u202E"), each `1.200` YAML kept as written replaced by
 * the number YAML reads. Returns where the owner wrote such a number in a field that is not a
 * measure: it is refused, never guessed.
 */
function readAsWritten(
  node: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; source: string }[] {
  if (!node || typeof node !== 'object') return [];
  const fields = node as Record<string, unknown>;
  return Object.entries(node).flatMap(([key, value]) => {
    const where = [...at, Array.isArray(node) ? Number(key) : key];
    if (typeof value === 'string') fields[key] = value.replace(BIDI_CONTROLS, '');
    if (!(value instanceof ThousandsLike)) return readAsWritten(value, where);
    fields[key] = Number(value.source);
    return MEASURES.has(key) ? [] : [{ at: where, source: value.source }];
  });
}

/** The lines of git's conflict markers, if the file has any (two versions of it mixed). */
function conflictMessage(file: string, text: string): string | undefined {
  const markers = text
    .split('\n')
    .flatMap((line, i) =>
      /^(?:<{7}|>{7})(?: |$)|^={7}\s*$/.test(line) ? [`${i + 1} (${line.slice(0, 7)})`] : [],
    );
  if (markers.length === 0) return undefined;
  return `Fichier illisible ${file} : il contient des marques de conflit de git, lignes ${markers.join(', ')} : deux versions du fichier y sont mélangées. Gardez la bonne version entre « <<<<<<< » et « >>>>>>> », puis supprimez les lignes de marques`;
}

/** Re-saving in UTF-8, as the owner would do it. */
const RESAVE =
  'enregistrez-le en UTF-8 (Bloc-notes : Fichier → Enregistrer sous → Encodage : UTF-8 ; ou rouvrez-le dans l’éditeur du site, /admin/)';

/**
 * The bytes of a data file as text, refusing an encoding other than UTF-8: UTF-16 (Notepad's
 * « Unicode »), or a single-byte encoding such as Windows-1252 (« ANSI »), where each accented
 * letter would be published as « � ».
 */
export function decodeDataFile(file: string, bytes: Uint8Array): string {
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || bytes.includes(0);
  if (utf16)
    return fail(
      `Fichier illisible ${file} : il est enregistré en UTF-16 (« Unicode »), pas en UTF-8 : ${RESAVE}`,
    );
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Read as Windows-1252, the first line with a letter outside ASCII shows the owner where.
    const accented = /\p{L}*[^\p{ASCII}\P{L}]\p{L}*/u;
    const lines = new TextDecoder('windows-1252').decode(bytes).split('\n');
    const line = lines.findIndex((l) => accented.test(l));
    const word = accented.exec(lines[line] ?? '')?.[0];
    const where = word
      ? `, ligne ${line + 1} « ${word.replace(/[^\p{ASCII}]/gu, '�')} » pour « ${word} »`
      : '';
    return fail(
      `Fichier illisible ${file} : il n’est pas enregistré en UTF-8 mais probablement en Windows-1252 (« ANSI »), ses lettres accentuées s’afficheraient « � »${where} : ${RESAVE}`,
    );
  }
}

function fail(message: string): never {
  throw new ContentDataError(message);
}

/**
 * What a cut-off file loses compared with its committed version: each list entry gone (named by
 * its title when it has one), each field gone, each text that now stops mid-way.
 */
function lostParts(
  before: unknown,
  now: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; cut?: string }[] {
  if (typeof before === 'string' && typeof now === 'string') {
    return now.length < before.length && before.startsWith(now) ? [{ at, cut: now }] : [];
  }
  if (Array.isArray(before)) {
    const kept = Array.isArray(now) ? now : [];
    return before.flatMap((entry, i) => {
      const name = titleOf(entry);
      const match = name === undefined ? kept[i] : kept.find((k) => titleOf(k) === name);
      return match === undefined ? [{ at: [...at, i] }] : lostParts(entry, match, [...at, i]);
    });
  }
  if (before && typeof before === 'object') {
    const kept = now && typeof now === 'object' ? (now as Record<string, unknown>) : {};
    return Object.entries(before).flatMap(([key, value]) =>
      key in kept ? lostParts(value, kept[key], [...at, key]) : [{ at: [...at, key] }],
    );
  }
  return [];
}

/**
 * A file that is a cut-off copy of its committed version (an editor's save interrupted half-way,
 * an upload that stopped): its text is the beginning of the committed one, and it stops mid-line,
 * or a text now stops mid-way, or more than one entry or field is gone. Deleting the last entry
 * on purpose (one closure at the end of hours.yaml) stays allowed.
 */
function cutMessage(
  file: string,
  text: string,
  committed: string,
  entryName: DataFileOptions['entryName'],
): string | undefined {
  const now = text.replaceAll('\r\n', '\n').trimEnd();
  const before = committed.replaceAll('\r\n', '\n');
  if (now === '' || !before.startsWith(now)) return undefined;
  const rest = before.slice(now.length);
  if (!rest.split('\n').some((l) => l.trim() !== '' && !l.trim().startsWith('#'))) return undefined;
  const parse = (t: string): unknown => {
    try {
      return load(t, { schema: YAML_SCHEMA });
    } catch {
      return undefined;
    }
  };
  const [old, current] = [parse(before), parse(now)];
  const lost = current === undefined ? undefined : lostParts(old, current);
  if (lost?.length === 0) return undefined;
  const midLine = !rest.startsWith('\n');
  if (midLine || lost === undefined || lost.length > 1 || lost.some((l) => l.cut !== undefined)) {
    const last = now.split('\n');
    const words = (t: string) => t.trim().split(/\s+/).slice(-6).join(' ');
    const where = (l: { at: (string | number)[] }) => describePath(old, l.at, entryName);
    const gone = (lost ?? []).filter((l) => l.cut === undefined).map(where);
    const cut = (lost ?? []).flatMap((l) =>
      l.cut === undefined ? [] : [`${where(l)} s’arrête à « …${words(l.cut)} »`],
    );
    const shown = gone.slice(0, 12);
    const parts = [
      ...(gone.length > 0
        ? [
            `Disparaîtraient : ${shown.join(', ')}${gone.length > shown.length ? ` et ${gone.length - shown.length} autres` : ''}.`,
          ]
        : []),
      ...cut.map((c) => `Le texte ${c}.`),
    ];
    return [
      `Fichier coupé ${file} : il s’arrête ligne ${last.length} (« …${words(last.at(-1)!)} »), alors que sa dernière version enregistrée dans git continue jusqu’à la ligne ${before.trimEnd().split('\n').length}.`,
      ...parts,
      `Un enregistrement interrompu ? Reprenez la version enregistrée (git restore ${file}) et refaites la modification ; si ces suppressions sont voulues, ajoutez la ligne « # fin » à la fin du fichier`,
    ].join(' ');
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
  // `description: Vidange : filtre…`: a « : » inside a text without quotes reads as a second key.
  const line = mark ? (text.split('\n')[mark.line] ?? '') : '';
  if (
    /indentation|implicit|colon is missed/.test(reason) &&
    /^\s*(?:- )?[\w-]+: +[^'"|>\s[{].*?:(?:\s|$)/.test(line)
  ) {
    return `Fichier illisible ${file} (YAML mal formé), ligne ${mark!.line + 1} : ce texte contient « : » (deux-points suivi d’une espace) sans guillemets, YAML y voit un nouveau champ : mettez tout le texte entre guillemets doubles, ex. ${line.trim().split(': ')[0]}: "…"`;
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

/**
 * Parses and validates a data file's text. Throws a ContentDataError naming the file and each
 * bad field (and carrying them, for the editor's labels).
 */
export function parseDataText<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
  { optional = false, entryName, committed }: DataFileOptions = {},
): z.infer<S> {
  if (text.includes('\0'))
    fail(`Fichier illisible ${file} : il est enregistré en UTF-16 (« Unicode »), pas en UTF-8 : ${RESAVE}`);
  const lost = text.split('\n').findIndex((line) => line.includes('\ufffd'));
  if (lost >= 0) {
    fail(
      `Fichier abîmé ${file}, ligne ${lost + 1} : des lettres y sont remplacées par « � » (le fichier a été enregistré dans un autre encodage puis rouvert) : retapez-les, puis ${RESAVE}`,
    );
  }
  const conflict = conflictMessage(file, text);
  if (conflict) fail(conflict);
  const cut = committed === undefined ? undefined : cutMessage(file, text, committed, entryName);
  if (cut) fail(cut);
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
    if (!empty) raw = load(text, { schema: YAML_SCHEMA });
  } catch (error) {
    throw new ContentDataError(yamlErrorMessage(file, text, error));
  }
  const misread = readAsWritten(raw);
  const result = schema.safeParse(raw, { error: FRENCH_ERRORS });
  if (misread.length > 0 || !result.success) {
    const same = (a: readonly PropertyKey[], b: readonly PropertyKey[]) => a.join('\0') === b.join('\0');
    const numbers = misread.map((m) => ({
      code: 'custom' as const,
      path: m.at,
      message: thousandsFix(m.source)!,
      input: m.source,
    }));
    const others = withoutTypoEchoes(result.error?.issues ?? []).filter(
      (i) => !misread.some((m) => same(m.at, i.path)),
    );
    const issues = [...numbers, ...others];
    throw new ContentDataError(formatIssues(file, issues, raw, entryName), { issues, data: raw });
  }
  return result.data;
}
