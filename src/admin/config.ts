/**
 * The editor's configuration (Sveltia CMS's config.yml), derived from the content schemas: every
 * field, whether it is required, its bounds, its pattern and its allowed values come from the zod
 * schema through its JSON Schema (`z.toJSONSchema`); only the French words (labels, hints) and the
 * rules a schema keeps in code (a refinement: times, dates, https links, cents) come from
 * form-fr.ts, and a unit test binds each of those to the schema (config.test.ts).
 */
import { z } from 'astro/zod';
import { TRADES, type TradeName } from '#schemas/trades.ts';
import { EDITOR_BRANCH } from './config-element';
import { EDITABLE_FILES, type EditableFile } from './schemas';
import { COLLECTION, DATE, FILE_FORMS, fieldDecimals, type FieldWords } from './form-fr';
import { LAYOUT_FORMAT } from './layout-format';
import { numberPattern, numberPatternMessage } from './numbers';
import type { Unit } from '#schemas/units.ts';

/** A Sveltia CMS field, as config.yml writes it (only the options this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  default?: unknown;
  pattern?: [string, string];
  min?: number;
  max?: number;
  type?: string;
  options?: { label: string; value: string }[];
  multiple?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  types?: (Omit<CmsField, 'widget' | 'name'> & { name: string })[];
  typeKey?: string;
  [option: string]: unknown;
}

/** The part of a JSON Schema node this derivation reads. */
export interface JsonNode {
  type?: string;
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  oneOf?: JsonNode[];
  anyOf?: JsonNode[];
  enum?: string[];
  const?: string;
  minLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  /** The unit a number is counted in (src/schemas/units.ts, the schema's metadata). */
  unit?: Unit;
}

/** The JSON Schema of a data file: what the owner writes (before defaults and transforms). */
export function jsonSchemaOf(file: EditableFile): JsonNode {
  return z.toJSONSchema(EDITABLE_FILES[file], { io: 'input', unrepresentable: 'any' }) as JsonNode;
}

/** A field path as form-fr.ts writes it: keys joined by dots, list entries left out. */
type Path = string;

/**
 * A node that accepts null (`.nullish()`) or the empty string (an optional date the editor leaves
 * empty) besides one schema: that schema, not required.
 */
function nonNull(node: JsonNode): JsonNode {
  const options = node.anyOf?.filter((n) => n.type !== 'null' && n.const !== '');
  return options?.length === 1 ? { ...options[0]!, default: node.default } : node;
}

function deriveField(
  file: EditableFile,
  path: Path,
  name: string,
  node: JsonNode,
  required: boolean,
  /** Where its words are, when a variant of a union has its own (`offers.price#service.id`). */
  wordsPath: Path = path,
): CmsField {
  const words: FieldWords | undefined = FILE_FORMS[file].fields[wordsPath] ?? FILE_FORMS[file].fields[path];
  if (!words) throw new Error(`form-fr.ts : pas de libellé pour ${file} → ${path}`);
  const { label, hint, options: optionLabels, ...rule } = words;
  const schema = nonNull(node);
  const field: CmsField = { name, label, widget: 'string', ...(hint ? { hint } : {}) };
  if (!required || node !== schema) field.required = false;
  if (schema.default !== undefined) field.default = schema.default;

  if (schema.oneOf) {
    // A discriminated union (a price: from / variants / quote): one object per kind.
    const key = commonConstKey(schema.oneOf);
    field.widget = 'object';
    field.typeKey = key;
    field.types = schema.oneOf.map((variant) => {
      const kind = variant.properties![key]!.const!;
      const kindWords = FILE_FORMS[file].fields[`${path}#${kind}`];
      if (!kindWords) throw new Error(`form-fr.ts : pas de libellé pour ${file} → ${path}#${kind}`);
      return {
        name: kind,
        label: kindWords.label,
        ...(kindWords.hint ? { hint: kindWords.hint } : {}),
        fields: objectFields(
          file,
          path,
          { ...variant, properties: omit(variant.properties!, key) },
          `${path}#${kind}`,
        ),
      };
    });
  } else if (schema.type === 'object') {
    field.widget = 'object';
    field.fields = objectFields(file, path, schema);
  } else if (schema.type === 'array') {
    const items = schema.items!;
    if (items.enum) {
      field.widget = 'select';
      field.multiple = true;
      field.options = selectOptions(items.enum, optionLabels);
    } else {
      field.widget = 'list';
      if (items.type === 'object') field.fields = objectFields(file, path, items);
      else field.field = deriveField(file, `${path}[]`, 'item', items, true);
    }
    // « Required » in the form means « not empty »: a list the schema lets be empty (a closed day's
    // ranges: []) is not.
    if ((schema.minItems ?? 0) === 0) field.required = false;
    if (schema.minItems !== undefined) field.min = schema.minItems;
    if (schema.maxItems !== undefined) field.max = schema.maxItems;
  } else if (schema.enum) {
    field.widget = 'select';
    field.options = selectOptions(schema.enum, optionLabels);
  } else if (schema.type === 'boolean') {
    field.widget = 'boolean';
  } else if (schema.type === 'number' || schema.type === 'integer') {
    // A text field, not the editor's number field: that one drops a French comma and what comes
    // before it as the owner types (« 549,90 » became 90). The pattern takes what a French keyboard
    // writes; save-check.ts reads it as the number meant and checks the bounds with the schema.
    const decimals = fieldDecimals(file, path, schema.type === 'integer');
    field.pattern = [numberPattern(decimals, schema.unit), numberPatternMessage(decimals, schema.unit)];
  } else if (schema.type === 'string') {
    if (schema.format === 'email') field.type = 'email';
    // A date's pattern is the date picker's own format.
    if (schema.format === 'date') Object.assign(field, DATE);
    else if (schema.pattern) {
      if (!words.patternMessage)
        throw new Error(`form-fr.ts : message du motif manquant pour ${file} → ${path}`);
      field.pattern = [schema.pattern, words.patternMessage];
    }
    // A text that may be empty (an image's alt) is not « required » in the form's sense.
    if ((schema.minLength ?? 0) === 0) field.required = false;
  } else {
    throw new Error(`${file} → ${path} : type de champ non pris en charge (${JSON.stringify(schema)})`);
  }
  // The rules the schema keeps in code (form-fr.ts), bound to it by config.test.ts.
  const { patternMessage: _, decimals: __, ...options } = rule;
  return { ...field, ...options };
}

/** The fields of an object node, in the schema's order. */
function objectFields(file: EditableFile, path: Path, node: JsonNode, wordsPath: Path = path): CmsField[] {
  const join = (at: Path, key: string) => (at ? `${at}.${key}` : key);
  return Object.entries(node.properties ?? {}).map(([key, child]) =>
    deriveField(
      file,
      join(path, key),
      key,
      child,
      node.required?.includes(key) ?? false,
      join(wordsPath, key),
    ),
  );
}

/** The key every variant of a union fixes to a constant (`kind`). */
function commonConstKey(variants: JsonNode[]): string {
  const keys = Object.keys(variants[0]!.properties ?? {}).filter((k) =>
    variants.every((v) => v.properties?.[k]?.const !== undefined),
  );
  if (keys.length !== 1) throw new Error('union sans clé discriminante unique');
  return keys[0]!;
}

const omit = <T>(record: Record<string, T>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

function selectOptions(values: string[], labels: Record<string, string> | undefined) {
  return values.map((value) => ({ label: labels?.[value] ?? value, value }));
}

/** The form of one data file. */
export function fileForm(file: EditableFile) {
  const words = FILE_FORMS[file];
  return {
    name: file,
    label: words.label,
    file: `src/content/${file}.yaml`,
    fields: objectFields(file, '', nonNull(jsonSchemaOf(file))),
  };
}

/**
 * Where the editor commits: the garage's repository, « owner/name » (src/admin/forge-repository.ts
 * finds it at build time), on its main branch. It belongs to the garage's own GitHub account (or an
 * organisation the owner is a member of): the owner's fine-grained token cannot reach a repository
 * where he is only a collaborator.
 */
export const repositoryAt = (repo: string) => ({ name: 'github', repo, branch: EDITOR_BRANCH }) as const;

/**
 * The address of an OAuth helper for « Se connecter avec GitHub » (e.g. sveltia-cms-auth on
 * Cloudflare Workers), or '' for sign-in with an access token only. Without it, Sveltia's GitHub
 * button would go to Netlify's OAuth, which serves sites hosted on Netlify only: the sign-in page
 * shows only the ways configured here (its buttons follow `auth_methods`).
 */
export const OAUTH_HELPER = '';

/** The backend: the repository (« owner/name »), and the ways to sign in that this site has. */
export function backend(repo: string, oauthHelper: string = OAUTH_HELPER) {
  return {
    ...repositoryAt(repo),
    ...(oauthHelper ? { base_url: oauthHelper } : { auth_methods: ['token'] }),
    commit_messages: { update: 'Site : mise à jour de {{path}}' },
  };
}

/** Whether a field, or one inside it, picks its value in one of the `files` (a relation). */
function picksIn(field: Record<string, unknown>, files: ReadonlySet<string>): boolean {
  const { widget, file, fields, field: item } = field as Partial<CmsField>;
  return (
    (widget === 'relation' && files.has(String(file))) ||
    (fields ?? []).some((child) => picksIn(child, files)) ||
    (item !== undefined && picksIn(item, files))
  );
}

/**
 * A field whose choices no longer lead to what the garage does not offer: a list of choices (a home
 * block's « Page liée ») without the pages in `gone`, a union (an offer's « Prix affiché ») without
 * the kinds picked in the files in `absent` (« Prix d’un forfait de nettoyage intérieur » without
 * cleaning.yaml): the save would refuse them.
 */
function withoutPages(field: CmsField, gone: ReadonlySet<string>, absent: ReadonlySet<string>): CmsField {
  if (gone.size === 0 && absent.size === 0) return field;
  return {
    ...field,
    ...(field.options && { options: field.options.filter((option) => !gone.has(option.value)) }),
    ...(field.fields && { fields: field.fields.map((child) => withoutPages(child, gone, absent)) }),
    ...(field.field && { field: withoutPages(field.field, gone, absent) }),
    ...(field.types && { types: field.types.filter((type) => !picksIn(type, absent)) }),
  };
}

/**
 * The whole config.yml, as an object. `repo`: the garage's repository, « owner/name ».
 * `notOffered`: the trades the garage does not offer (no data file, src/schemas/trades.ts), whose
 * form the editor does not show.
 */
export function cmsConfig(repo: string, notOffered: readonly TradeName[] = []) {
  // The pages of the trades not offered, which no choice of a form may lead to.
  const gone = new Set<string>(notOffered.map((trade) => TRADES[trade].page));
  const absent = new Set<string>(notOffered);
  return {
    backend: backend(repo),
    // Every image of the site is picked from src/assets (the cars' photos go to their own folder,
    // form-fr.ts); no stock photo service (a third party, and none of the garage's own).
    media_folder: 'src/assets',
    public_folder: '/',
    media_libraries: { stock_assets: false },
    collections: [
      {
        name: COLLECTION,
        label: 'Contenu du site',
        // Read and written through src/admin/layout-format.ts: a save keeps the file's comments.
        format: LAYOUT_FORMAT,
        files: (Object.keys(FILE_FORMS) as EditableFile[])
          .filter((file) => !(notOffered as readonly string[]).includes(file))
          .map((file) => {
            const form = fileForm(file);
            return { ...form, fields: form.fields.map((field) => withoutPages(field, gone, absent)) };
          }),
      },
    ],
  };
}
