/**
 * The go-live guard's rules: what still marks the site as the template's fiction, named with the
 * file, the field and the editor's label, in French. Publication to a real host runs them before
 * any upload (`npm run mise-en-ligne`, scripts/go-live.mjs, in .github/workflows/publish.yml);
 * the build, previews and tests do not, so the samples keep working there. Pure module: the
 * content in, the lines out (it could run in the editor too).
 */
import type { Content } from '#data/reader.ts';
import { describePath, titleOf, type EntryName } from '#data/issues.ts';
import { VEHICLES_OPTIONS } from '#data/vehicles.ts';
import type { VehiclesFile } from '#schemas/index.ts';
import { FILE_FORMS } from './form-fr';
import { TEMPLATE_REVIEWS, templateReviewOf } from './template-fiction';
import type { EditableFile } from './schemas';

/** What the guard reads: every data file, validated, and the text of those whose comments count. */
export interface GoLiveInput {
  content: Content;
  /** src/content/vehicles.yaml, when there is one. */
  vehicles?: VehiclesFile | undefined;
  /** The YAML text of a data file by name: garage.yaml's comments mark its samples. */
  texts: Partial<Record<EditableFile, string>>;
}

/**
 * The six blocks of 10 000 numbers the Arcep keeps for fiction (films, books, examples): never
 * given to anyone, so nobody answers them (plan national de numérotation, décision 2018-0881).
 */
const FICTION_PHONE_BLOCKS = ['019900', '026191', '035301', '046571', '053649', '063998'];
/** What may stand between a phone number's digits: spaces of any kind, dots, slashes, dashes. */
const SEP = String.raw`[\s.\/\u00a0\u202f-]`;
/**
 * A French phone number in a text, however it is written: 04 65 71 23 81, 04.65.71.23.81,
 * 04/65/71/23/81, 0465712381, +33 4 65 71 23 81, +33 (0)4 65…, 0033 4 65…; read on its digits.
 */
const PHONE = new RegExp(
  String.raw`(?:(?:\+|\b00)${SEP}?33${SEP}?(?:\(0\)${SEP}?|0${SEP}?)?|\b0)[1-9](?:${SEP}?\d){8}(?!\d)`,
  'g',
);

/** The template's sample garage's own domain (its site and e-mail): no real garage's. */
const TEMPLATE_DOMAIN = 'garage-precision-vaise.fr';

/** Names kept for examples (RFC 2606, RFC 6761): whole top-level domains. */
const EXAMPLE_TLDS = ['example', 'test', 'invalid', 'localhost'];
/**
 * Names that say they are examples under any top-level domain: example.com, .net, .org (RFC
 * 2606), and their look-alikes a hurried hand writes, example.fr, exemple.fr (the editor's hints).
 */
const EXAMPLE_NAMES = ['example', 'exemple'];
/** The host name of each web or e-mail address in a text (https://…, www.…, …@…). */
const ADDRESS_HOST = /(?:\bhttps?:\/\/|[\w.+-]@|\b(?=www\.))([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi;

/** The values the template ships as examples, by file and field: still there, still fiction. */
const TEMPLATE_SAMPLES: readonly {
  file: EditableFile;
  at: readonly string[];
  sample: string;
  what: string;
}[] = [
  // A SIREN or SIRET with a typo is refused by its key (src/schemas/garage.ts); the template's
  // zeros have a valid key, and are no company's.
  ...(['siren', 'siret'] as const).map((field) => ({
    file: 'garage' as const,
    at: ['legal', field],
    sample: '000 000 000',
    what: `le ${field.toUpperCase()} d’exemple livré avec le site : recopiez celui de l’extrait Kbis ou de l’avis de situation Insee (${field === 'siren' ? 'le SIRET commence par lui, le numéro de TVA le suit' : 'il commence par le SIREN'})`,
  })),
  {
    file: 'garage',
    at: ['booking', 'url'],
    sample: 'AcZssZ0-garage-precision-vaise',
    what: 'le lien de rendez-vous d’exemple livré avec le site : collez celui de l’agenda du garage (Google Agenda → Agenda de rendez-vous → Partager)',
  },
  {
    file: 'garage',
    at: ['contact', 'street'],
    sample: '14 impasse des Ateliers',
    what: 'l’adresse d’exemple livrée avec le site : écrivez celle du garage',
  },
];

/** A text with its accents dropped and in lower case: « À CONFIRMER » reads « a confirmer ». */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** A text that says it is still to be confirmed, in any case, with or without its accent (on plain text). */
const TO_CONFIRM = /(?<![\p{L}\p{N}])a[\s\u00a0\u202f_-]+confirmer(?![\p{L}\p{N}])/u;
/** Comments of garage.yaml that say a value is still an example or still to be confirmed (on plain text). */
const MARKER = new RegExp(`exemples? fictifs?|${TO_CONFIRM.source}`, 'u');

/** A number's ten digits as dialled in France: +33 (0)4 65… and 0033 4 65… → 0465…. */
export function nationalDigits(written: string): string {
  const digits = written.replace(/\D/g, '');
  const national = /^\s*(?:\+|00)/.test(written) ? digits.replace(/^(?:00)?33/, '') : digits;
  return national.startsWith('0') ? national : `0${national}`;
}

/** The fiction numbers a text holds, as written. */
export function fictionPhones(text: string): string[] {
  return [...text.matchAll(PHONE)]
    .map((m) => m[0])
    .filter((written) => FICTION_PHONE_BLOCKS.includes(nationalDigits(written).slice(0, 6)));
}

/** The host names of a text's web and e-mail addresses, in lower case. */
const hostsOf = (text: string) => [...text.matchAll(ADDRESS_HOST)].map((m) => m[1]!.toLowerCase());

/** The host names of a text's addresses on the template's own sample domain. */
const templateHosts = (text: string) =>
  hostsOf(text).filter((host) => host === TEMPLATE_DOMAIN || host.endsWith(`.${TEMPLATE_DOMAIN}`));

/**
 * A French text as typeset: a no-break space before « : ; ! ? » and inside « guillemets », so
 * that no sign starts a line alone (src/lib/typography.ts).
 */
export const frenchSpaces = (text: string) =>
  text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');

/** The example host names a text's web and e-mail addresses use. */
export function exampleHosts(text: string): string[] {
  return hostsOf(text).filter((host) => {
    const labels = host.split('.');
    return (
      EXAMPLE_TLDS.includes(labels.at(-1)!) || labels.slice(0, -1).some((l) => EXAMPLE_NAMES.includes(l))
    );
  });
}

/** How a file's list entries are named: a car by its make, model and year, the rest by title. */
const entryName = (file: EditableFile): EntryName | undefined =>
  file === 'vehicles' ? VEHICLES_OPTIONS.entryName : undefined;

/**
 * Where a field is in the editor: the form's label, then each field's label (src/admin/form-fr.ts),
 * a list entry by its title: « Le garage → Coordonnées → Téléphone ».
 */
function editorPath(file: EditableFile, data: unknown, at: readonly (string | number)[]): string {
  const { label, fields } = FILE_FORMS[file];
  const parts = [label];
  const keys: string[] = [];
  let node: unknown = data;
  for (const key of at) {
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      parts.push(entryName(file)?.(node) ?? titleOf(node) ?? `n° ${key + 1}`);
    } else {
      keys.push(key);
      parts.push(fields[keys.join('.')]?.label ?? key);
    }
  }
  return parts.join(' → ');
}

/** One line: the file, the field as the verifier names it, the editor's labels, what to do. */
function line(file: EditableFile, data: unknown, at: readonly (string | number)[], what: string): string {
  return `src/content/${file}.yaml → ${describePath(data, at, entryName(file))} (dans l’éditeur : ${editorPath(file, data, at)}) : ${what}.`;
}

/** Every string of a data file, with where it is. */
function* strings(node: unknown, at: (string | number)[] = []): Generator<[string, (string | number)[]]> {
  if (typeof node === 'string') yield [node, at];
  else if (Array.isArray(node)) for (const [i, child] of node.entries()) yield* strings(child, [...at, i]);
  else if (node && typeof node === 'object')
    for (const [key, child] of Object.entries(node)) yield* strings(child, [...at, key]);
}

/**
 * The key path a YAML line's mapping key sits at (`legal.mediator` for `  mediator:` under
 * `legal:`), read from the indentation: enough for the block mappings of garage.yaml.
 */
function keyPathAt(lines: readonly string[], index: number): string[] {
  const key = (text: string) => /^(\s*)(?:- )?([\w-]+):/.exec(text);
  const found = key(lines[index]!);
  if (!found) return [];
  const path = [found[2]!];
  let indent = found[1]!.length;
  for (let i = index - 1; i >= 0 && indent > 0; i--) {
    const parent = key(lines[i]!);
    if (parent && parent[1]!.length < indent) {
      path.unshift(parent[2]!);
      indent = parent[1]!.length;
    }
  }
  return path;
}

/** The comments of a YAML text that mark a sample or something to confirm, one line each. */
function markedComments(file: EditableFile, text: string, data: unknown): string[] {
  const lines = text.split(/\r?\n/);
  const problems: string[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!/^\s*#/.test(lines[i]!)) {
      i++;
      continue;
    }
    const start = i;
    while (i < lines.length && /^\s*#/.test(lines[i]!)) i++;
    const block = lines.slice(start, i).map((l) => l.replace(/^\s*#\s?/, '').trim());
    const marked = block.findIndex((l) => MARKER.test(plain(l)));
    if (marked < 0) continue;
    // Quoted from the sentence of the marker on: « À CONFIRMER PAR LE GÉRANT : … ».
    const comment = block.slice(marked).join(' ');
    const quote = comment.slice(comment.slice(0, plain(comment).search(MARKER)).lastIndexOf('. ') + 1).trim();
    const next = lines.findIndex((l, n) => n >= i && l.trim() !== '' && !/^\s*#/.test(l));
    // A comment above the first key speaks of the whole file.
    const firstKey = lines.findIndex((l) => /^[\w-]+:/.test(l));
    const at = start < firstKey || next < 0 ? [] : keyPathAt(lines, next);
    const field =
      at.length > 0 ? `, au-dessus de ${at.join('.')} (dans l’éditeur : ${editorPath(file, data, at)})` : '';
    const todo = TO_CONFIRM.test(plain(quote))
      ? 'vérifiez ce champ avec le gérant et corrigez-le s’il le faut'
      : 'remplacez chaque valeur d’exemple par la vraie';
    problems.push(
      `src/content/${file}.yaml, ligne ${start + marked + 1}${field} : le commentaire dit « ${quote} » : ` +
        `${todo}, puis supprimez ce commentaire (l’agence, dans le fichier).`,
    );
  }
  return problems;
}

/**
 * What still stands between the site and its publication, one French line each, empty when
 * nothing fictional is left: sample reviews, fiction phone numbers, the template's SIREN and SIRET,
 * example domains, « à confirmer », the template's sample booking link and address, and
 * the comments of garage.yaml that mark them.
 */
export function goLiveProblems({ content, vehicles, texts }: GoLiveInput): string[] {
  const files: [EditableFile, unknown][] = [
    ...(Object.entries(content) as [EditableFile, unknown][]),
    ...(vehicles ? [['vehicles', vehicles] as [EditableFile, unknown]] : []),
  ];
  const problems: string[] = [];
  const { reviews, garage } = content;

  if (reviews.sample)
    problems.push(
      line(
        'reviews',
        reviews,
        ['sample'],
        'les avis affichés sont des exemples inventés, et publier de faux avis est une pratique commerciale trompeuse : remplacez-les par de vrais avis de clients (recopiés avec leur accord), puis décochez « Avis d’exemple »',
      ),
    );
  else
    // Unticked, the template's own reviews are still fiction: known by their text, nearly word for word.
    for (const [index, { review }] of reviews.reviews.entries()) {
      const sample = templateReviewOf(review);
      if (sample !== undefined)
        problems.push(
          line(
            'reviews',
            reviews,
            ['reviews', index, 'review'],
            `c’est l’avis d’exemple n° ${sample} livré avec le site (« ${TEMPLATE_REVIEWS[sample - 1]!.slice(0, 40).replace(/\s+\S*$/u, '')}… »), inventé, même décoché « Avis d’exemple » : publier un faux avis est une pratique commerciale trompeuse ; remplacez-le par l’avis d’un vrai client, recopié avec son accord, ou supprimez-le`,
          ),
        );
    }

  // The mediator the template names is Mobilians' own: it holds only if the garage belongs to it.
  if (garage.legal.mediator.confirmed !== true)
    problems.push(
      line(
        'garage',
        garage,
        ['legal', 'mediator', 'confirmed'],
        'le gérant n’a pas encore confirmé ce médiateur : vérifiez avec lui l’organisation à laquelle le garage adhère (celui-ci ne vaut que s’il adhère à Mobilians ; sinon, écrivez le médiateur de son adhésion), puis cochez « Confirmé par le gérant » (confirmed: true)',
      ),
    );

  for (const { file, at, sample, what } of TEMPLATE_SAMPLES) {
    const data = files.find(([name]) => name === file)?.[1];
    const value = at.reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      data,
    );
    if (typeof value === 'string' && value.includes(sample))
      problems.push(line(file, data, at, `c’est ${what}`));
  }

  for (const [file, data] of files)
    for (const [text, at] of strings(data)) {
      for (const phone of fictionPhones(text))
        problems.push(
          line(
            file,
            data,
            at,
            `« ${phone} » est un numéro que l’Arcep réserve à la fiction, personne n’y répond : écrivez le vrai numéro`,
          ),
        );
      for (const host of exampleHosts(text))
        problems.push(
          line(file, data, at, `« ${host} » est un nom d’exemple, pas une adresse réelle : écrivez la vraie`),
        );
      for (const host of templateHosts(text))
        problems.push(
          line(
            file,
            data,
            at,
            `« ${host} » est le domaine du garage d’exemple livré avec le site, pas celui du garage : écrivez le vrai`,
          ),
        );
      if (TO_CONFIRM.test(plain(text)))
        problems.push(line(file, data, at, 'la valeur est encore « à confirmer » : écrivez la bonne'));
    }

  for (const [file, text] of Object.entries(texts) as [EditableFile, string][])
    problems.push(...markedComments(file, text, files.find(([name]) => name === file)?.[1]));

  return problems.map(frenchSpaces);
}
