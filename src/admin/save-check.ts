/**
 * What the editor checks when the owner presses « Enregistrer », before anything is written: the
 * numbers he typed the French way read as the numbers meant (numbers.ts), then the whole file
 * about to be saved through the same schema, the same French messages and the same naming of
 * entries as `npm run verifier` and the build (src/schemas, src/data/issues.ts), then the rules
 * between files (src/data/references.ts) on the repository as it is at that moment, with this
 * file in its place: the other files' texts are read from the repository (repository.ts) and
 * through the verifier's own reading (src/data/parse.ts). From a repository that publishes,
 * whatever this lets through publishes (tests/e2e/… and save-agreement.test.ts). Pure module:
 * src/admin/editor.ts runs it in the browser, the unit tests run it in Node.
 */
import { FILE_SCHEMAS, FRENCH_ERRORS } from '#schemas/index.ts';
import { describePath, withoutTypoEchoes, type EntryName } from '#data/issues.ts';
import { VEHICLES_OPTIONS } from '#data/vehicles.ts';
import { jsonSchemaOf, type JsonNode } from './config';
import { FILE_FORMS, fieldDecimals } from './form-fr';
import type { EditableFile } from './schemas';
import { parseFrenchNumber } from './numbers';
import {
  foundingIssues,
  linkIssues,
  offerPriceFacts,
  offerPriceIssues,
  removedEntryIssues,
} from '#data/references.ts';
import { TRADE_FILES, type TradeName } from '#schemas/trades.ts';
import { ContentDataError, parseDataText, readTexts } from '#data/parse.ts';
import { logoSizeProblem, signatureProblem } from '#data/image-kind.ts';

/** A photo uploaded with this save: its path under src/assets, its size and first bytes. */
export interface Upload {
  src: string;
  size: number;
  head: Uint8Array;
}

/** The files the rules between files read (references.ts): what a save reads of the repository. */
export const RULE_FILES = ['home', 'repairs', 'cleaning'] as const satisfies readonly EditableFile[];
type RuleFile = (typeof RULE_FILES)[number];

/** The files the founding rule reads (references.ts `foundingIssues`): a review is not older than the garage. */
const FOUNDING_FILES = ['garage', 'reviews'] as const satisfies readonly EditableFile[];

/** What a save of `file` reads of the repository: the rule files, and the other file of its rule. */
export function repositoryFilesFor(file: EditableFile): EditableFile[] {
  return [...RULE_FILES, ...((FOUNDING_FILES as readonly string[]).includes(file) ? FOUNDING_FILES : [])];
}

/**
 * The repository as it is when the owner saves: the text of each file the save reads
 * (repositoryFilesFor), as committed on the
 * branch the editor writes to; undefined when the file is absent.
 */
export type RepositoryTexts = Partial<Record<EditableFile, string | undefined>>;

/** A file of the repository read as the verifier reads it: its data, or why it cannot be read. */
export function readRepositoryFile(
  file: EditableFile,
  text: string | undefined,
): { data: unknown } | { error: ContentDataError } {
  const name = `src/content/${file}.yaml`;
  try {
    return {
      data: parseDataText(name, text ?? '', FILE_SCHEMAS[file], {
        optional: file === 'vehicles',
        ...(ENTRY_NAMES[file] ? { entryName: ENTRY_NAMES[file] } : {}),
      }),
    };
  } catch (error) {
    if (error instanceof ContentDataError) return { error };
    throw error;
  }
}

/** The data file an editor entry is, by its path (src/content/repairs.yaml → repairs). */
export function editableFile(path: string): EditableFile | undefined {
  const name = /^\/?src\/content\/(\w+)\.yaml$/.exec(path)?.[1];
  return name && name in FILE_SCHEMAS ? (name as EditableFile) : undefined;
}

/** The verdict on a file about to be saved: the data to write, or why nothing is written. */
export type SaveVerdict = { ok: true; data: unknown } | { ok: false; message: string };

/**
 * The data as it will be written: the editor keeps its own bookkeeping in list entries
 * (`__sc_item_id`, `__sc_item_original_key_path`), which it leaves out of the file.
 */
function withoutEditorKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEditorKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !key.startsWith('__sc_'))
        .map(([key, child]) => [key, withoutEditorKeys(child)]),
    );
  }
  return value;
}

/** The node of a union the value is: the price kind it names, or the one that is not null. */
function variantOf(node: JsonNode, value: unknown): JsonNode {
  if (node.oneOf) {
    const kind = value && typeof value === 'object' ? (value as Record<string, unknown>)['kind'] : undefined;
    return node.oneOf.find((v) => v.properties?.['kind']?.const === kind) ?? node;
  }
  if (node.anyOf) return node.anyOf.find((n) => n.type !== 'null' && n.const !== '') ?? node;
  return node;
}

/**
 * The data with every number field typed as text read as the number meant; what cannot be read is
 * a problem (with the field's path, list entries as indices).
 */
function numbersAsMeant(
  file: EditableFile,
  value: unknown,
  node: JsonNode,
  at: (string | number)[],
  problems: { at: (string | number)[]; message: string }[],
): unknown {
  const schema = variantOf(node, value);
  if (Array.isArray(value) && schema.items) {
    return value.map((item, i) => numbersAsMeant(file, item, schema.items!, [...at, i], problems));
  }
  if (value && typeof value === 'object' && schema.properties) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        const childNode = schema.properties![key];
        return [key, childNode ? numbersAsMeant(file, child, childNode, [...at, key], problems) : child];
      }),
    );
  }
  if ((schema.type === 'number' || schema.type === 'integer') && typeof value === 'string') {
    if (value.trim() === '') return undefined;
    const path = at.filter((k) => typeof k === 'string').join('.');
    const parsed = parseFrenchNumber(
      value,
      fieldDecimals(file, path, schema.type === 'integer'),
      schema.unit,
    );
    if (parsed.ok) return parsed.value;
    problems.push({ at, message: parsed.message });
  }
  return value;
}

/** The field's label in the form, by its path (keys joined by dots): « Prix (€ TTC) ». */
const labelOf = (file: EditableFile) => (keys: string) =>
  FILE_FORMS[file].fields[keys]?.label ?? FILE_FORMS[file].fields[`${keys}[]`]?.label;

const ENTRY_NAMES: Partial<Record<EditableFile, EntryName>> = { vehicles: VEHICLES_OPTIONS.entryName! };

/** The owner's words for a problem of `file` at `path` of `data`: « Page d’accueil → « Kit » → Prix affiché : … ». */
export function labelledLine(
  file: EditableFile,
  data: unknown,
  path: readonly PropertyKey[],
  message: string,
): string {
  return `${FILE_FORMS[file].label} → ${describePath(data, path, ENTRY_NAMES[file], labelOf(file))} : ${message}`;
}

/**
 * The rules between files, on the repository with `file` replaced by `saved`: the problems this
 * save brings, in the owner's words (a problem the repository already had is the publication
 * status's to tell, not a reason to refuse an unrelated save).
 */
/** A trade's file the repository does not have (read as absent, not unread): the trade not offered. */
function absentTrade(file: EditableFile, repository: RepositoryTexts): boolean {
  return (
    (TRADE_FILES as readonly string[]).includes(file) && file in repository && repository[file] === undefined
  );
}

/**
 * The links of the home page's service blocks that lead to the page of a trade the garage does not
 * offer, as the repository says which it offers (the verifier asks the folder: src/data/reader.ts).
 */
function deadLinks(home: { serviceBlocks: { title: string; href: string }[] }, repository: RepositoryTexts) {
  const offered = Object.fromEntries(TRADE_FILES.map((t) => [t, !absentTrade(t, repository)]));
  return linkIssues({ serviceBlocks: home.serviceBlocks, offered: offered as Record<TradeName, boolean> });
}

function referenceIssues(file: EditableFile, saved: unknown, repository: RepositoryTexts): string[] {
  if (!(RULE_FILES as readonly string[]).includes(file)) return [];
  const before: Partial<Record<RuleFile, never>> = {};
  for (const name of RULE_FILES) {
    if (name !== file && absentTrade(name, repository)) continue;
    const read = readRepositoryFile(name, repository[name]);
    // Another rule file the repository cannot read (a hand edit gone wrong): the rules cannot be
    // checked; publication stops on that file, and the publication status names it.
    if ('data' in read) before[name] = read.data as never;
    else if (name !== file) return [];
  }
  const after = { ...before, [file]: saved } as Record<RuleFile, never>;
  const factsAfter = offerPriceFacts(after.home, after.repairs, after.cleaning);
  const factsBefore =
    before.home && before.repairs && (before.cleaning || absentTrade('cleaning', repository))
      ? offerPriceFacts(before.home, before.repairs, before.cleaning)
      : undefined;
  const key = (i: { path: unknown[]; message: string }) => `${i.path.join('.')} ${i.message}`;
  const links = (home: Parameters<typeof deadLinks>[0] | undefined) =>
    home ? deadLinks(home, repository) : [];
  const known = new Set(
    factsBefore ? [...offerPriceIssues(factsBefore), ...links(before.home)].map(key) : [],
  );
  const fresh = [...offerPriceIssues(factsAfter, factsBefore), ...links(after.home)].filter(
    (i) => !known.has(key(i)),
  );
  if (fresh.length === 0) return [];
  if (file !== 'home' && factsBefore) {
    // A price list's save that leaves an offer without its price: named from the list's side.
    const list = file as 'repairs' | 'cleaning';
    const removed = removedEntryIssues(list, factsBefore, factsAfter, FILE_FORMS.home.label);
    if (removed.length > 0) return removed.map((i) => `${FILE_FORMS[list].label} : ${i.message}`);
  }
  return fresh.map((i) => labelledLine('home', after.home, i.path, i.message));
}

/** Where the founding day is written, in the form's words: « Le garage → Date de fondation ». */
const FOUNDED_AT = () => `${FILE_FORMS.garage.label} → ${labelOf('garage')('founded') ?? 'founded'}`;

type FoundingData = {
  garage: { founded: string };
  reviews: { reviews: { name: string; date?: string | undefined; experience?: string | undefined }[] };
};

/** The founding rule's problems in the owner's words (Avis clients → « Sophie L. » → Date de l’avis : …). */
const foundingLines = ({ garage, reviews }: FoundingData) =>
  foundingIssues({ founded: garage.founded, reviews: reviews.reviews }, FOUNDED_AT()).map((i) =>
    labelledLine('reviews', reviews, i.path, i.message),
  );

/**
 * The founding rule on the repository with `file` (reviews.yaml or garage.yaml) replaced by
 * `saved`: every review older than the garage when the reviews are saved; when the founding day
 * is, only the reviews this save makes older than the garage.
 */
function foundingSaveIssues(file: EditableFile, saved: unknown, repository: RepositoryTexts): string[] {
  if (file !== 'garage' && file !== 'reviews') return [];
  const other = file === 'garage' ? 'reviews' : 'garage';
  const read = readRepositoryFile(other, repository[other]);
  // The other file unreadable (or not read: the preview): the publication status names it.
  if (!('data' in read)) return [];
  const after = { [other]: read.data, [file]: saved } as FoundingData;
  const lines = foundingLines(after);
  if (file === 'reviews') return lines;
  const before = readRepositoryFile('garage', repository.garage);
  const known = new Set(
    'data' in before ? foundingLines({ ...after, garage: before.data as FoundingData['garage'] }) : [],
  );
  return lines.filter((line) => !known.has(line));
}

/** The logo's path when the file saved is garage.yaml (the verifier bounds its weight: reader.ts). */
function logoOf(file: EditableFile, data: unknown): string | undefined {
  if (file !== 'garage') return undefined;
  const src = (data as { look?: { logo?: { src?: unknown } } } | undefined)?.look?.logo?.src;
  return typeof src === 'string' ? src.replace(/^\//, '') : undefined;
}

/**
 * Checks a file the editor is about to save, as the verifier and the build will, with the
 * repository's other files as they are now (`repository`, their texts).
 */
export function checkSave(
  file: EditableFile,
  data: unknown,
  repository: RepositoryTexts = {},
  uploads: readonly Upload[] = [],
): SaveVerdict {
  const numberProblems: { at: (string | number)[]; message: string }[] = [];
  const meant = numbersAsMeant(file, withoutEditorKeys(data), jsonSchemaOf(file), [], numberProblems);
  // Texts as the verifier reads them: invisible characters gone, bounded, not double-encoded.
  const texts = readTexts(meant);
  const parsed = numberProblems.length
    ? undefined
    : FILE_SCHEMAS[file].safeParse(meant, { error: FRENCH_ERRORS });
  const schemaIssues = parsed
    ? parsed.success
      ? []
      : withoutTypoEchoes(parsed.error.issues)
    : numberProblems.map(({ at, message }) => ({ path: at, message }));
  const same = (a: readonly PropertyKey[], b: readonly PropertyKey[]) => a.join('\0') === b.join('\0');
  const issues = [
    ...texts
      .filter((t) => !t.tooLong || !schemaIssues.some((i) => same(i.path, t.at)))
      .map(({ at, message }) => ({ path: at, message })),
    ...schemaIssues,
  ];
  const lines = [
    ...issues.map((issue) => labelledLine(file, meant, issue.path, issue.message)),
    // The rules between files read the file as the build will (an unchosen price is none).
    ...(parsed?.success ? referenceIssues(file, parsed.data, repository) : []),
    ...(parsed?.success ? foundingSaveIssues(file, parsed.data, repository) : []),
    // The photos uploaded with this save, as the verifier reads an image's first bytes.
    ...uploads.flatMap(({ src, size, head }) => {
      const problem =
        signatureProblem(src, size, head) ??
        (src === logoOf(file, meant) ? logoSizeProblem(src, size) : undefined);
      return problem ? [`${FILE_FORMS[file].label} : ${problem}`] : [];
    }),
  ];
  if (lines.length === 0) return { ok: true, data: meant };
  return { ok: false, message: `Corrigez d’abord :\n${lines.join('\n')}` };
}

/** A problem of the repository as the owner acts on it: where, and the form that fixes it. */
export interface RepositoryProblem {
  /** The problem in the owner's words (the form's labels). */
  text: string;
  /** The data file whose form fixes it. */
  file: EditableFile;
}

/**
 * Every problem of the repository as it is (the files' texts), in the owner's words: what the
 * publication status shows when a publication failed, and the verifier's `--libelles` output.
 */
export function repositoryProblems(repository: RepositoryTexts): RepositoryProblem[] {
  const data: Partial<Record<EditableFile, unknown>> = {};
  const problems: RepositoryProblem[] = [];
  for (const file of Object.keys(FILE_SCHEMAS) as EditableFile[]) {
    // A trade the garage does not offer: its file is not there (src/schemas/trades.ts).
    if (absentTrade(file, repository)) continue;
    const read = readRepositoryFile(file, repository[file]);
    if ('data' in read) {
      data[file] = read.data;
      continue;
    }
    const { issues, data: raw, message } = read.error;
    const lines = issues.length
      ? issues.map((i) => labelledLine(file, raw, i.path, i.message))
      : [`${FILE_FORMS[file].label} : ${message}`];
    problems.push(...lines.map((text) => ({ text, file })));
  }
  const { home, repairs, cleaning } = data as Record<RuleFile, never>;
  if (home && repairs && (cleaning || absentTrade('cleaning', repository))) {
    const between = [
      ...offerPriceIssues(offerPriceFacts(home, repairs, cleaning)),
      ...deadLinks(home, repository),
    ];
    for (const issue of between) {
      problems.push({ text: labelledLine('home', home, issue.path, issue.message), file: 'home' });
    }
  }
  if (data.garage && data.reviews) {
    for (const text of foundingLines(data as FoundingData)) problems.push({ text, file: 'reviews' });
  }
  return problems;
}
