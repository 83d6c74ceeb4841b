import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { cmsConfig, fileForm, jsonSchemaOf, type CmsField } from './config';
import { FILE_FORMS } from './form-fr';
import { EDITABLE_FILES, type EditableFile } from './schemas';
import { numberPattern } from './numbers';
import { UNITS, type Unit } from '#schemas/units.ts';
import type { TradeName } from '#schemas/trades.ts';

const FILES = Object.keys(EDITABLE_FILES) as EditableFile[];

/** What a form and a schema must agree on, for one field. */
interface Facts {
  kind: string;
  required: boolean;
  min?: number;
  max?: number;
  pattern?: string;
  values?: string[];
}

type Node = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  oneOf?: Node[];
  anyOf?: Node[];
};

/** The schema's facts, read straight from its JSON Schema (independently of config.ts). */
function schemaFacts(node: Node, at: string, required: boolean, out: Map<string, Facts>) {
  // `.nullish()`, or an optional date that may also be '' (as the editor writes it left empty).
  const empty = (n: Node) => n.type === 'null' || n['const'] === '';
  const nullable = node.anyOf?.some(empty);
  const schema = nullable ? node.anyOf!.find((n) => !empty(n))! : node;
  const num = (v: unknown) =>
    typeof v === 'number' && Math.abs(v) < Number.MAX_SAFE_INTEGER ? v : undefined;
  if (schema.oneOf) {
    out.set(at, { kind: 'union', required });
    for (const variant of schema.oneOf) {
      for (const [key, child] of Object.entries(variant.properties ?? {})) {
        if (child['const'] === undefined)
          schemaFacts(child, `${at}.${key}`, variant.required?.includes(key) ?? false, out);
      }
    }
    return;
  }
  if (schema.type === 'object') {
    if (at) out.set(at, { kind: 'object', required });
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      schemaFacts(child, at ? `${at}.${key}` : key, schema.required?.includes(key) ?? false, out);
    }
    return;
  }
  if (schema.type === 'array') {
    const items = schema.items!;
    const min = num(schema['minItems']);
    // A list that may be empty is not « required » in the form (required there means not empty).
    const facts: Facts = { kind: 'list', required: required && !nullable && (min ?? 0) > 0 };
    if (min !== undefined) facts.min = min;
    const max = num(schema['maxItems']);
    if (max !== undefined) facts.max = max;
    if (items['enum']) facts.values = items['enum'] as string[];
    out.set(at, facts);
    if (items.type === 'object') {
      for (const [key, child] of Object.entries(items.properties ?? {})) {
        schemaFacts(child, `${at}.${key}`, items.required?.includes(key) ?? false, out);
      }
    } else if (!items['enum']) schemaFacts(items, `${at}[]`, true, out);
    return;
  }
  const facts: Facts = { kind: String(schema.type), required };
  if (schema['enum']) facts.values = schema['enum'] as string[];
  if (schema.type === 'string' && !schema['enum']) {
    facts.required = required && Number(schema['minLength'] ?? 0) > 0;
    if (schema['format'] !== 'date' && schema['pattern']) facts.pattern = String(schema['pattern']);
  }
  // A number's bounds are checked before a save, by the schema itself (save-check.ts).
  out.set(at, facts);
}

/** The form's facts, as config.yml says them to the editor. */
function formFacts(fields: CmsField[], at: string, out: Map<string, Facts>) {
  for (const field of fields) {
    const here = at ? `${at}.${field.name}` : field.name;
    formField(field, here, out);
  }
}
function formField(field: CmsField, here: string, out: Map<string, Facts>) {
  const kinds: Record<string, string> = {
    string: 'string',
    text: 'string',
    datetime: 'string',
    image: 'string',
    // A price list entry's fixed key, and the picker of one (form-fr.ts): text in the file.
    hidden: 'string',
    relation: 'string',
    boolean: 'boolean',
  };
  let kind = kinds[field.widget] ?? field.widget;
  // A number is typed as text, as a French keyboard writes it (numbers.ts): its pattern says which.
  const number = field.pattern?.[0];
  for (const unit of [undefined, ...(Object.keys(UNITS) as Unit[])]) {
    if (number === numberPattern(0, unit)) kind = 'integer';
    else if (number === numberPattern(2, unit) || number === numberPattern('any', unit)) kind = 'number';
  }
  if (field.widget === 'select') kind = field.multiple ? 'list' : 'string';
  if (field.widget === 'object') kind = field.types ? 'union' : 'object';
  const facts: Facts = { kind, required: field.required !== false };
  if (field.min !== undefined) facts.min = field.min;
  if (field.max !== undefined) facts.max = field.max;
  if (field.options) facts.values = field.options.map((o) => o.value);
  if (field.pattern && field.widget !== 'datetime' && kind === 'string') facts.pattern = field.pattern[0];
  out.set(here, facts);
  if (field.fields) formFacts(field.fields, here, out);
  if (field.field) formField(field.field, `${here}[]`, out);
  for (const variant of field.types ?? []) formFacts(variant.fields as CmsField[], here, out);
}

/** Fields whose pattern form-fr.ts gives because the schema checks them in code (a refinement). */
function handPatterns(file: EditableFile): Map<string, string> {
  const out = new Map<string, string>();
  for (const [at, words] of Object.entries(FILE_FORMS[file].fields)) {
    const pattern = (words as { pattern?: [string, string] }).pattern;
    if (pattern) out.set(at, pattern[0]);
  }
  return out;
}

describe('the editor’s forms agree with the content schemas', () => {
  it.each(FILES)(
    '%s: every field, required flag, bound, pattern and allowed value of the form is the schema’s',
    (file) => {
      const fromSchema = new Map<string, Facts>();
      schemaFacts(jsonSchemaOf(file) as Node, '', true, fromSchema);
      const fromForm = new Map<string, Facts>();
      formFacts(fileForm(file).fields as CmsField[], '', fromForm);
      // The patterns a schema keeps in code are bound by the probes below.
      for (const at of handPatterns(file).keys()) {
        const facts = fromForm.get(at.replace(/#.*$/, ''));
        if (facts && !fromSchema.get(at)?.pattern) delete facts.pattern;
      }
      expect(Object.fromEntries(fromForm)).toEqual(Object.fromEntries(fromSchema));
    },
  );

  it.each(FILES)('%s: every label of form-fr.ts names a field of the schema', (file) => {
    const fields = new Map<string, Facts>();
    schemaFacts(jsonSchemaOf(file) as Node, '', true, fields);
    const stale = Object.keys(FILE_FORMS[file].fields).filter((at) => !fields.has(at.replace(/#.*$/, '')));
    expect(stale).toEqual([]);
  });

  it('the editor edits every data file of the site', () => {
    const files = cmsConfig('garage-dumas/site').collections.flatMap((c) => c.files.map((f) => f.file));
    expect(files.sort()).toEqual(FILES.map((f) => `src/content/${f}.yaml`).sort());
  });

  it('has no form for a trade the garage does not offer', () => {
    const files = cmsConfig('garage-dumas/site', ['cleaning']).collections.flatMap((c) =>
      c.files.map((f) => f.file),
    );
    expect(files).not.toContain('src/content/cleaning.yaml');
    expect(files).toContain('src/content/repairs.yaml');
  });

  it('offers no price of a trade the garage does not offer for an offer', () => {
    const priceKinds = (notOffered: TradeName[]) => {
      const home = cmsConfig('garage-dumas/site', notOffered).collections[0]!.files.find(
        (f) => f.name === 'home',
      )!;
      const offers = home.fields.find((f) => f.name === 'offers')!;
      return offers.fields!.find((f) => f.name === 'price')!.types!.map((t) => t.label);
    };
    expect(priceKinds([])).toEqual(['Prix d’une réparation', 'Prix d’un forfait de nettoyage intérieur']);
    expect(priceKinds(['cleaning'])).toEqual(['Prix d’une réparation']);
  });

  it('offers no home block leading to the page of a trade the garage does not offer', () => {
    const blockPages = (notOffered: TradeName[]) => {
      const home = cmsConfig('garage-dumas/site', notOffered).collections[0]!.files.find(
        (f) => f.name === 'home',
      )!;
      const blocks = home.fields.find((f) => f.name === 'serviceBlocks')!;
      return blocks.fields!.find((f) => f.name === 'href')!.options!.map((o) => o.value);
    };
    expect(blockPages([])).toEqual(
      expect.arrayContaining(['/services/nettoyage', '/services/voiture-occasion']),
    );
    const left = blockPages(['cleaning', 'vehicles']);
    expect(left).not.toContain('/services/nettoyage');
    expect(left).not.toContain('/services/voiture-occasion');
    expect(left).toEqual(
      expect.arrayContaining(['/services/reparation-maintenance', '/services/pieces-occasion']),
    );
  });
});

// ---------------------------------------------------------------- probes

/** The schema of the field at `at` (list entries and wrappers passed through): its own rules only. */
function fieldSchema(file: EditableFile, at: string): z.ZodType {
  let schema = EDITABLE_FILES[file] as z.ZodType;
  const unwrap = () => {
    for (;;) {
      const def = schema._zod.def as unknown as {
        type: string;
        innerType?: z.ZodType;
        in?: z.ZodType;
        element?: z.ZodType;
      };
      if (def.innerType) schema = def.innerType;
      else if (def.type === 'pipe' && def.in) schema = def.in;
      else if (def.type === 'array' && def.element) schema = def.element;
      else return;
    }
  };
  for (const key of at.split('.')) {
    unwrap();
    schema = (schema as z.ZodObject).shape[key] as z.ZodType;
  }
  unwrap();
  return schema;
}

/** Whether the schema accepts `value` for the field at `at`. */
const schemaAccepts = (file: EditableFile, at: string, value: unknown) =>
  fieldSchema(file, at).safeParse(value).success;

/** Values each hand-written pattern is probed with: typical good ones, and the mistakes it must catch. */
const SAMPLES = [
  '08:00',
  '18:30',
  '23:59',
  '00:00',
  '8h',
  '8:00',
  '08h00',
  '24:00',
  '12:60',
  '',
  'https://www.exemple.fr',
  'https://www.exemple.fr/',
  'https://exemple.fr/a?b=c',
  'http://www.exemple.fr',
  'https://localhost',
  'www.exemple.fr',
  'photos/atelier.jpg',
  'photos/vehicules/IMG_1234.JPG',
  'illustrations/repairs/batterie.svg',
  '/photos/atelier.jpg',
  'photos/mon atelier.jpg',
  'photos/atelier.gif',
  'photos/été.jpg',
  'src/assets/photos/a.jpg',
  'photos/a.Jpg',
  '2026-09',
  '2026-13',
  '2026-9',
  '26-09',
  '2026-00',
];

describe('each rule form-fr.ts writes by hand accepts exactly what its schema accepts', () => {
  const cases = FILES.flatMap((file) =>
    [...handPatterns(file)].map(([at, pattern]) => [file, at, pattern] as const),
  );
  it.each(cases)('%s → %s', (file, at, pattern) => {
    const regex = new RegExp(pattern);
    // The editor only checks a filled field's pattern: an empty value is the required flag's business.
    const disagreements = SAMPLES.filter((v) => v !== '').filter(
      (value) => regex.test(value) !== schemaAccepts(file, at, value),
    );
    expect(disagreements).toEqual([]);
  });

  it('a date field takes the date picker’s 2027-08-02, and the schema refuses a day that does not exist', () => {
    expect(schemaAccepts('hours', 'closures.from', '2027-08-02')).toBe(true);
    expect(schemaAccepts('hours', 'closures.from', '2027-02-30')).toBe(false);
  });
});
