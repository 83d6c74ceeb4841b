/**
 * What the editor checks when the owner presses « Enregistrer », before anything is written: the
 * numbers he typed the French way read as the numbers meant (numbers.ts), then the whole file
 * about to be saved through the same schema, the same French messages and the same naming of
 * entries as `npm run verifier` and the build (src/schemas, src/data/issues.ts). Whatever this
 * lets through passes the verifier. Pure module: src/admin/editor.ts runs it in the browser, the
 * unit tests run it in Node.
 */
import { FILE_SCHEMAS, FRENCH_ERRORS } from '#schemas/index.ts';
import { describePath, withoutTypoEchoes, type EntryName } from '#data/issues.ts';
import { VEHICLES_OPTIONS } from '#data/vehicles.ts';
import { jsonSchemaOf, type JsonNode } from './config';
import { FILE_FORMS, fieldDecimals } from './form-fr';
import type { EditableFile } from './schemas';
import { parseFrenchNumber } from './numbers';
import { offerPriceIssues, type OfferPriceFacts } from '#data/references.ts';

/** The id of the editor page's data block: what the other files said at the build (page.ts). */
export const PUBLISHED_ID = 'garage-publie';

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
    const parsed = parseFrenchNumber(value, fieldDecimals(file, path, schema.type === 'integer'));
    if (parsed.ok) return parsed.value;
    problems.push({ at, message: parsed.message });
  }
  return value;
}

/** The field's label in the form, by its path (keys joined by dots): « Prix (€ TTC) ». */
const labelOf = (file: EditableFile) => (keys: string) =>
  FILE_FORMS[file].fields[keys]?.label ?? FILE_FORMS[file].fields[`${keys}[]`]?.label;

const ENTRY_NAMES: Partial<Record<EditableFile, EntryName>> = { vehicles: VEHICLES_OPTIONS.entryName! };

/**
 * The rule between files (an offer names a service of the price lists), with the file about to be
 * saved in place of its published version: renaming a service an offer shows is refused here.
 */
function referenceIssues(file: EditableFile, data: unknown, published: OfferPriceFacts | undefined) {
  if (!published || !['home', 'repairs', 'cleaning'].includes(file)) return [];
  const saved = data as Partial<OfferPriceFacts>;
  const facts = {
    offers: file === 'home' ? (saved.offers ?? []) : published.offers,
    services: file === 'repairs' ? (saved.services ?? []) : published.services,
    packages: file === 'cleaning' ? (saved.packages ?? []) : published.packages,
  };
  return offerPriceIssues(facts).map(
    ({ path, message }) =>
      `${FILE_FORMS.home.label} → ${describePath(facts, path, undefined, labelOf('home'))} : ${message}`,
  );
}

/**
 * Checks a file the editor is about to save, as the build will: `published` is what the other
 * files say at the last build (src/admin/page.ts writes it into the editor's page).
 */
export function checkSave(file: EditableFile, data: unknown, published?: OfferPriceFacts): SaveVerdict {
  const numberProblems: { at: (string | number)[]; message: string }[] = [];
  const meant = numbersAsMeant(file, withoutEditorKeys(data), jsonSchemaOf(file), [], numberProblems);
  const parsed = numberProblems.length
    ? undefined
    : FILE_SCHEMAS[file].safeParse(meant, { error: FRENCH_ERRORS });
  const issues = parsed
    ? parsed.success
      ? []
      : withoutTypoEchoes(parsed.error.issues)
    : numberProblems.map(({ at, message }) => ({ path: at, message }));
  const lines = [
    ...issues.map(
      (issue) =>
        `${FILE_FORMS[file].label} → ${describePath(meant, issue.path, ENTRY_NAMES[file], labelOf(file))} : ${issue.message}`,
    ),
    // The rule between files reads the file as the build will (an unchosen price '' is none).
    ...(parsed?.success ? referenceIssues(file, parsed.data, published) : []),
  ];
  if (lines.length === 0) return { ok: true, data: meant };
  return { ok: false, message: `Corrigez d’abord :\n${lines.join('\n')}` };
}
