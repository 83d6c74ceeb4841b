/**
 * The French messages the owner reads when a data file is wrong. Zod's own French locale says
 * what is wrong (« Entrée invalide ») but not how to fix it; this error map adds the fix: the
 * allowed values of a list, the closest known key for a typo, quotes for a number that must stay
 * text, a dot for a decimal comma. It is passed where a data file is parsed (the loader, the
 * editor's save check: `schema.safeParse(data, { error: FRENCH_ERRORS })`), not installed for the
 * whole process. A message a schema gives itself (`.min(1, '…')`) still wins over these.
 */
import { z } from 'astro/zod';

/** Edit distance between two strings (keys of a data file, the go-live guard's review texts). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The known key closest to a mistyped one, if it is close enough to be a typo. */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  let best: { key: string; d: number } | undefined;
  for (const candidate of known) {
    const d = candidate.toLowerCase() === lower ? 0 : editDistance(lower, candidate.toLowerCase());
    if (!best || d < best.d) best = { key: candidate, d };
  }
  const tolerance = Math.max(2, Math.floor(key.length / 3));
  return best && best.d <= tolerance ? best.key : undefined;
}

/**
 * A decimal comma read by YAML: `549,90` in a block is the text "549,90"; inside `{ … }` it is the
 * number 549 followed by a key `90`. Returns the fix, or undefined.
 */
export function decimalCommaFix(whole: unknown, cents: string): string | undefined {
  if (typeof whole !== 'number' && typeof whole !== 'string') return undefined;
  if (!/^\d+$/.test(String(whole)) || !/^\d{1,2}$/.test(cents)) return undefined;
  return `écrivez ${whole}.${cents}, avec un point`;
}

/**
 * A number written with a thousands separator, as on an invoice: `1.200`, `1 200` (a space or a
 * no-break space), `1,200`, `1 200 000`. YAML reads `1.200` as 1,2 and the others as text: the
 * value is never guessed, the owner is told what to write. Returns « « 1 200 » : écrivez 1200… »,
 * or undefined.
 */
export function thousandsFix(written: unknown): string | undefined {
  if (typeof written !== 'string') return undefined;
  const match = /^\s*\d{1,3}([.,\s])\d{3}(?:\1\d{3})*\s*$/u.exec(written);
  if (!match) return undefined;
  const shown = written.trim();
  const digits = shown.replace(/\D/g, '');
  const misread = /^\d+\.\d+$/.test(shown)
    ? ` : YAML le lit ${String(Number(shown)).replace('.', ',')} ;`
    : ' :';
  const meant = new Intl.NumberFormat('fr-FR').format(Number(digits));
  return `« ${shown} »${misread} pour ${meant}, écrivez ${digits}, sans séparateur de milliers (les centimes s’écrivent après un point, deux chiffres au plus : 549.90)`;
}

/** The message for unknown keys in an object whose known keys are `known`. */
export function unknownKeysMessage(
  keys: readonly string[],
  known: readonly string[],
  input: unknown,
): string {
  const object = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  // `amount: 1,200` inside { … }: the number 1, then keys `200` (a thousands comma).
  const groups = keys.filter((k) => /^\d{3}$/.test(k));
  const whole = known.find((k) => typeof object[k] === 'number' && Number.isInteger(object[k]));
  const thousands =
    whole && groups.length > 0 ? thousandsFix([object[whole], ...groups].join(',')) : undefined;
  return [
    ...(thousands ? [`${whole}: ${thousands}`] : []),
    ...keys
      .filter((k) => !thousands || !groups.includes(k))
      .map((key) => {
        // `amount: 549,90` inside { … }: a number field next to a key made of digits.
        if (/^\d{1,2}$/.test(key)) {
          const number = known.find((k) => typeof object[k] === 'number' && Number.isInteger(object[k]));
          const fix = number ? decimalCommaFix(object[number], key) : undefined;
          if (number && fix) {
            return `« ${number}: ${String(object[number])},${key} » : la virgule coupe le nombre en deux, ${fix}`;
          }
        }
        const guess = closestKey(key, known);
        return guess
          ? `clé inconnue « ${key} » : vouliez-vous dire « ${guess} » ?`
          : `clé inconnue « ${key} » : clés possibles ici : ${known.join(', ')}`;
      }),
  ].join(' ; ');
}

/** How a value YAML read looks to the owner. */
function shown(value: unknown): string {
  if (typeof value === 'string') return `« ${value} »`;
  if (Array.isArray(value)) return 'une liste';
  if (value && typeof value === 'object') return 'un bloc';
  return String(value);
}

/** Zod's name of a type expected, in the owner's words. */
const EXPECTED: Record<string, string> = {
  string: 'un texte attendu',
  number: 'un nombre attendu',
  boolean: 'true ou false attendu',
  array: 'une liste d’éléments commençant par «\u00a0-\u00a0» attendue',
  object: 'des champs «\u00a0nom: valeur\u00a0» attendus',
};

/**
 * A list written where fields are expected, or fields where a list is: what to write under the
 * field (`key`, the last name of the issue's path; none for an entry of a list).
 */
function shapeFix(expected: 'array' | 'object', key: PropertyKey | undefined): string {
  const under = typeof key === 'string' ? `sous «\u00a0${key}:\u00a0», ` : '';
  return expected === 'object'
    ? `des champs «\u00a0nom: valeur\u00a0» sont attendus ici, pas une liste d’éléments commençant par «\u00a0-\u00a0»\u00a0: ${under}écrivez un champ par ligne, décalé de deux espaces, sans «\u00a0-\u00a0» devant`
    : `une liste d’éléments commençant par «\u00a0-\u00a0» est attendue ici, pas des champs «\u00a0nom: valeur\u00a0»\u00a0: ${under}commencez chaque élément par «\u00a0-\u00a0», sur sa ligne`;
}

/** The error map: a French message with its fix for every issue a schema did not word itself. */
export function frenchError(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'unrecognized_keys': {
      const shape = (issue.inst as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape;
      return unknownKeysMessage(issue.keys, Object.keys(shape ?? {}), issue.input);
    }
    case 'invalid_type': {
      const { input, expected } = issue;
      if (input === undefined) return 'champ obligatoire, absent du fichier';
      if (input === null && expected === 'array') {
        return 'valeur vide : écrivez [] pour une liste vide, ou les éléments sur les lignes suivantes (« - … »)';
      }
      if (input === null) return 'valeur vide : écrivez une valeur après les deux-points';
      if (expected === 'string' && (typeof input === 'number' || typeof input === 'boolean')) {
        return `texte attendu, YAML a lu ${shown(input)} comme un ${typeof input === 'number' ? 'nombre' : 'booléen'} : mettez la valeur entre guillemets (ex. '${String(input)}')`;
      }
      if (expected === 'number' && typeof input === 'string') {
        const thousands = thousandsFix(input);
        if (thousands) return `nombre attendu, ${thousands}`;
        const comma = /^\s*(\d+),(\d{1,2})\s*$/.exec(input);
        const fix = comma ? decimalCommaFix(comma[1], comma[2]!) : undefined;
        if (fix) return `nombre attendu, « ${input} » est lu comme du texte : ${fix}`;
        return `nombre attendu, ${shown(input)} est du texte : écrivez le nombre seul, sans unité ni guillemets`;
      }
      const list = Array.isArray(input);
      if (expected === 'object' && list) return shapeFix('object', issue.path?.at(-1));
      if (expected === 'array' && typeof input === 'object' && !list)
        return shapeFix('array', issue.path?.at(-1));
      return `${EXPECTED[expected] ?? `${expected} attendu`}, ${shown(input)} trouvé`;
    }
    case 'invalid_value':
      // A field left out is not a value: never « valeur undefined ».
      if (issue.input === undefined)
        return `champ obligatoire, absent du fichier\u00a0: écrivez l’une de ces valeurs\u00a0: ${issue.values.map(String).join(', ')}`;
      return `valeur ${shown(issue.input)} non reconnue : choisissez parmi ${issue.values.map(String).join(', ')}`;
    case 'invalid_union': {
      // A discriminated union (price `kind`): the input is the whole object, the value is its key.
      const { options, discriminator } = issue as { options?: unknown[]; discriminator?: string };
      if (options && discriminator) {
        const input = issue.input as Record<string, unknown> | undefined;
        const value = input && typeof input === 'object' ? input[discriminator] : issue.input;
        return `valeur ${shown(value)} non reconnue : choisissez parmi ${options.map(String).join(', ')}`;
      }
      return undefined;
    }
    case 'too_small':
      if (issue.origin === 'array') {
        const min = Number(issue.minimum);
        return min === 1
          ? 'la liste est vide : au moins un élément attendu'
          : `au moins ${min} éléments attendus`;
      }
      return undefined;
    case 'too_big':
      if (issue.origin === 'array') return `au plus ${Number(issue.maximum)} éléments`;
      return undefined;
    default:
      return undefined;
  }
}

const { localeError } = z.locales.fr();

/** The error map to parse a data file with: this file's messages first, zod's French locale for the rest. */
export const FRENCH_ERRORS: z.core.$ZodErrorMap = (issue) => frenchError(issue) ?? localeError(issue);
