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
  /** The commit `committed` comes from when it is the published one (PUBLISHED_COMMIT), not HEAD. */
  publishedCommit?: string | undefined;
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

/**
 * How every data file is read. At most 20 aliases (`*name`): the editor writes none, a hand-written
 * file hardly needs any, and an alias bomb (« billion laughs »: aliases of aliases, nine levels)
 * kept the verifier busy two minutes, one level more the forge's job until its 90-minute limit.
 */
const MAX_ALIASES = 20;
const YAML_OPTIONS = { schema: YAML_SCHEMA, maxAliases: MAX_ALIASES };

/** Numbers whose three decimals are a measure, not a thousands group (a map position: 45.774). */
const MEASURES = new Set(['latitude', 'longitude']);

/**
 * Characters that show nothing, never meant in the owner's texts: those that reverse or reorder
 * text as it is shown (« Lavage rueirétxe »), zero-width spaces and joiners, the word joiner, a
 * byte order mark inside the text, the soft hyphen, blank fillers. « Batterie » followed by a
 * zero-width space would otherwise be a second service at another price, and a phone number
 * holding one a number refused though it looks right. The zero-width joiner stays between two
 * emoji (👨‍🔧 is one picture).
 */
const INVISIBLE =
  /(?<!\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\ufe0f)?)\u200d|\u200d(?!\p{Extended_Pictographic})|[\u00ad\u061c\u115f\u180e\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0]|\u1160/gu;

/** A text without its invisible characters. */
export const visibleText = (text: string) => text.replace(INVISIBLE, '');

/**
 * The lengths every text is held to, whatever its field, so that no text can stretch a page
 * without end (a description of 5 MB made a page of 617 KB, an offer's title of 2 000 characters
 * an offers section 2.4 times taller): a title or a name (the content's longest, a cleaning step's:
 * 48 characters; 150), any other text (the longest, a repair's description: 419 characters;
 * 1 000). A field's schema may hold it shorter (an offer's description: 300).
 */
export const TEXT_BOUNDS = { title: 150, text: 1000 } as const;
/** The fields that hold a title or a name: one line on a card or in a heading. */
const TITLE_KEYS = new Set([
  'title',
  'heading',
  'headline',
  'name',
  'type',
  'label',
  'work',
  'make',
  'model',
]);

/** Windows-1252's character for each byte 0x80–0xFF: how a program shows UTF-8's bytes read as such. */
const WINDOWS_1252 = new TextDecoder('windows-1252').decode(
  Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i),
);
const BYTE_OF = new Map([...WINDOWS_1252].map((c, i) => [c, 0x80 + i]));
/** UTF-8's continuation bytes (0x80–0xBF) as Windows-1252 shows them. */
const TRAIL = `[${[...WINDOWS_1252.slice(0, 64)].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`;
/** One character of UTF-8 (two to four bytes) read as Windows-1252: « Ã© » for « é », « â€™ » for « ’ ». */
const DOUBLE_ENCODED = new RegExp(
  `[\\u00c2-\\u00df]${TRAIL}|[\\u00e0-\\u00ef]${TRAIL}{2}|[\\u00f0-\\u00f4]${TRAIL}{3}`,
  'gu',
);
/** What a French text can hold once repaired: accented letters, « », œ, ’, …, –, €, ™. */
const FRENCH_CHARACTER = /^[\u00a0-\u017f\u2000-\u206f\u20ac\u2122]$/u;

/**
 * The text as it was meant, if it was saved twice in two encodings (read as Windows-1252, saved
 * as UTF-8: « lâ€™intÃ©rieur »), else undefined.
 */
export function doubleEncodingRepaired(text: string): string | undefined {
  let found = false;
  const repaired = text.replace(DOUBLE_ENCODED, (run) => {
    const bytes = Uint8Array.from([...run].map((c) => BYTE_OF.get(c)!));
    try {
      const character = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      if (!FRENCH_CHARACTER.test(character)) return run;
      found = true;
      return character;
    } catch {
      return run;
    }
  });
  return found ? repaired : undefined;
}

/**
 * Every text of the document as the owner meant it, in place: without its invisible characters
 * (plain or escaped "\u200B"). Returns what no text may be, with where: longer than its bound
 * (TEXT_BOUNDS), or saved twice in two encodings. The verifier and the build (parseDataText) and
 * the editor before a save (src/admin/save-check.ts) read texts this one way.
 */
export function readTexts(
  node: unknown,
  at: (string | number)[] = [],
  key?: string,
): { at: (string | number)[]; message: string; tooLong?: true }[] {
  if (!node || typeof node !== 'object') return [];
  const fields = node as Record<string, unknown>;
  return Object.entries(node).flatMap(([name, value]) => {
    const where = [...at, Array.isArray(node) ? Number(name) : name];
    const field = Array.isArray(node) ? key : name;
    if (typeof value !== 'string') return readTexts(value, where, field);
    const text = visibleText(value);
    fields[name] = text;
    const length = text.trim().length;
    const max = field !== undefined && TITLE_KEYS.has(field) ? TEXT_BOUNDS.title : TEXT_BOUNDS.text;
    if (length > max) {
      const [count, bound] = [length, max].map((n) => new Intl.NumberFormat('fr-FR').format(n));
      const what = max === TEXT_BOUNDS.title ? 'ce titre' : 'ce texte';
      return [
        {
          at: where,
          message: `${what} fait ${count} caractères : ${bound} au plus, pour que la page reste lisible ; raccourcissez-le`,
          tooLong: true as const,
        },
      ];
    }
    const repaired = doubleEncodingRepaired(text);
    if (repaired === undefined) return [];
    const start = text.search(DOUBLE_ENCODED);
    // The word around it; a no-break space is part of one (« Ã\u00a0» is « à »).
    const word = `${/[^ \t\n]*$/u.exec(text.slice(0, start))![0]}${/^[^ \t\n]*/u.exec(text.slice(start))![0]}`;
    const meant = doubleEncodingRepaired(word) ?? word;
    return [
      {
        at: where,
        message: `texte abîmé par un double enregistrement (lu en Windows-1252, « ANSI », puis réenregistré en UTF-8) : « ${word} » pour « ${meant} » ; retapez les lettres accentuées et la ponctuation de ce texte, ou reprenez la version précédente du fichier`,
      },
    ];
  });
}

/**
 * The numbers as the owner wrote them, in place: each `1.200` YAML kept as written replaced by the
 * number YAML reads. Returns where the owner wrote such a number in a field that is not a measure:
 * it is refused, never guessed.
 */
function readAsWritten(
  node: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; source: string }[] {
  if (!node || typeof node !== 'object') return [];
  const fields = node as Record<string, unknown>;
  return Object.entries(node).flatMap(([key, value]) => {
    const where = [...at, Array.isArray(node) ? Number(key) : key];
    if (!(value instanceof ThousandsLike)) return readAsWritten(value, where);
    fields[key] = Number(value.source);
    return MEASURES.has(key) ? [] : [{ at: where, source: value.source }];
  });
}

/** Puts `value` at `at` in `data` (a path the document has). */
function setAt(data: unknown, at: readonly (string | number)[], value: unknown) {
  const parent = at.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data);
  (parent as Record<string | number, unknown>)[at.at(-1)!] = value;
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
  publishedCommit: string | undefined,
): string | undefined {
  const now = text.replaceAll('\r\n', '\n').trimEnd();
  const before = committed.replaceAll('\r\n', '\n');
  if (now === '' || !before.startsWith(now)) return undefined;
  const rest = before.slice(now.length);
  if (!rest.split('\n').some((l) => l.trim() !== '' && !l.trim().startsWith('#'))) return undefined;
  const parse = (t: string): unknown => {
    try {
      return load(t, YAML_OPTIONS);
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
      `Fichier coupé ${file} : il s’arrête ligne ${last.length} (« …${words(last.at(-1)!)} »), alors que sa ${publishedCommit ? 'version en ligne' : 'dernière version enregistrée dans git'} continue jusqu’à la ligne ${before.trimEnd().split('\n').length}.`,
      ...parts,
      `Un enregistrement interrompu ? Reprenez la version ${publishedCommit ? `en ligne (l’agence : git restore --source=${publishedCommit.slice(0, 12)} ${file})` : `enregistrée (git restore ${file})`} et refaites la modification ; si ces suppressions sont voulues, ajoutez la ligne « # fin » à la fin du fichier`,
    ].join(' ');
  }
  return undefined;
}

/** js-yaml's reasons, in French, with what to check. */
const YAML_REASONS: [RegExp, string][] = [
  [
    /exceeded maxAliases/,
    `plus de ${MAX_ALIASES} renvois « * » (alias YAML) : recopiez les valeurs au lieu de les renvoyer`,
  ],
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

/**
 * The field whose unquoted text goes on at line `at` (0-based) with a « : » in it, or undefined:
 *
 *     description: Remplacement du kit
 *       avec pompe à eau : la courroie…
 *
 * YAML reads « avec pompe à eau » as a new key, badly indented. A line that looks like a key of
 * its own (`district: Lyon`) is an indentation mistake, not this: a key is one word.
 */
function continuedText(text: string, at: number): string | undefined {
  const lines = text.split('\n');
  const line = lines[at] ?? '';
  const colon = /^(\s*)(\S.*?) ?:(?:\s|$)/.exec(line);
  if (!colon || /^(?:- )?[\w-]+$/.test(colon[2]!)) return undefined;
  const indent = colon[1]!.length;
  for (let i = at - 1; i >= 0; i -= 1) {
    const above = lines[i]!;
    if (above.trim() === '' || above.trim().startsWith('#')) continue;
    const key = /^(\s*)(?:- )?([\w-]+): +([^\s'"|>[{#&*!].*)$/.exec(above);
    // The text's first line: a key with a plain text after it, less indented than its sequel.
    if (key && key[1]!.length < indent) return key[2];
    // A line of the same text, further up.
    if (/^\s*/.exec(above)![0].length >= indent && !/^\s*(?:- )?[\w-]+:(?:\s|$)/.test(above)) continue;
    return undefined;
  }
  return undefined;
}

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
  const continued =
    mark && /indentation|implicit|colon is missed/.test(reason) ? continuedText(text, mark.line) : undefined;
  if (continued) {
    return `Fichier illisible ${file} (YAML mal formé), ligne ${mark!.line + 1}\u00a0: cette ligne continue le texte de «\u00a0${continued}\u00a0» et contient «\u00a0:\u00a0» (deux-points suivi d’une espace) sans guillemets, que YAML lit comme un nouveau champ\u00a0: mettez tout le texte entre guillemets doubles (${continued}: "…"), ou écrivez-le en bloc\u00a0: «\u00a0${continued}: >-\u00a0» puis le texte sur les lignes suivantes, décalé de deux espaces`;
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
  { optional = false, entryName, committed, publishedCommit }: DataFileOptions = {},
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
  // YAML's merge key, `<<: *base`: the core schema reads it as a key named « << ».
  const merge = text.split('\n').findIndex((line) => /^[\s-]*<<\s*:/.test(line));
  if (merge >= 0) {
    fail(
      `Fichier illisible ${file}, ligne ${merge + 1} : la fusion YAML « <<: » n’est pas prise en charge : recopiez les champs dans chaque entrée`,
    );
  }
  const cut =
    committed === undefined ? undefined : cutMessage(file, text, committed, entryName, publishedCommit);
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
    if (!empty) raw = load(text, YAML_OPTIONS);
  } catch (error) {
    throw new ContentDataError(yamlErrorMessage(file, text, error));
  }
  const misread = readAsWritten(raw);
  const texts = readTexts(raw);
  const same = (a: readonly PropertyKey[], b: readonly PropertyKey[]) => a.join('\0') === b.join('\0');
  // `1.200` is refused, never guessed: 1,20 € or 1 200 €? Unless its field cannot hold the
  // thousands (a repair's price is at most 10 000 €): `79.999` then has three decimals, and the
  // schema says so, instead of « écrivez 79999 ».
  let thousands = misread;
  if (misread.length > 0) {
    for (const m of misread) setAt(raw, m.at, Number(m.source.replaceAll('.', '')));
    const asThousands = schema.safeParse(raw, { error: FRENCH_ERRORS });
    thousands = misread.filter((m) => !asThousands.error?.issues.some((i) => same(i.path, m.at)));
    for (const m of misread) setAt(raw, m.at, Number(m.source));
  }
  const result = schema.safeParse(raw, { error: FRENCH_ERRORS });
  if (thousands.length > 0 || texts.length > 0 || !result.success) {
    const numbers = thousands.map((m) => ({
      code: 'custom' as const,
      path: m.at,
      message: thousandsFix(m.source)!,
      input: m.source,
    }));
    const others = withoutTypoEchoes(result.error?.issues ?? []).filter(
      (i) => !thousands.some((m) => same(m.at, i.path)),
    );
    // A text over the bound every text has is told once: by its field's own bound, if shorter.
    const textIssues = texts
      .filter((t) => !t.tooLong || !others.some((i) => same(i.path, t.at)))
      .map((t) => ({ code: 'custom' as const, path: t.at, message: t.message }));
    const issues = [...numbers, ...textIssues, ...others];
    throw new ContentDataError(formatIssues(file, issues, raw, entryName), { issues, data: raw });
  }
  return result.data;
}
