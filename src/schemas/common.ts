/**
 * The pieces every data file's schema shares: strict objects, text, dates, times, phone, web
 * addresses, images and prices. Pure module (no `astro:` import) so unit tests can feed it bad
 * data; every message is in French, with the fix: a schema's own here, the rest from the error map
 * the parse is given (FRENCH_ERRORS, messages.ts).
 */
import { z } from 'astro/zod';
import { decimalCommaFix, thousandsFix } from './messages';
import { countedIn, foreignUnitMessage } from './units';
import { unicodeSlug } from './slug';
import { toMinutes } from './week';

/**
 * An object that refuses keys it does not know (zod would drop them silently: `closure:` for
 * `closures:` would make a holiday vanish). The message names the key and the closest known one
 * (messages.ts). Every object of every content schema is built with it (strict.test.ts checks).
 */
export const strictObject = z.strictObject;

/**
 * A list whose entries must differ by `key` (a title) up to accents, case, spaces and punctuation:
 * the page makes an id and an anchor of a title (« Révision et Vidange » → revision-et-vidange),
 * and two cards with one title would give the page two identical ids and the owner two prices for
 * one service. A title with no letter or digit would make no id at all. Names both entries.
 */
export function distinct<T extends z.ZodType>(item: T, key: string, what: string) {
  return z.array(item).superRefine((items, ctx) => {
    const seen = new Map<string, number>();
    items.forEach((entry, index) => {
      const value = (entry as Record<string, unknown>)[key];
      if (typeof value !== 'string' || value.trim() === '') return;
      const slug = unicodeSlug(value);
      const first = seen.get(slug);
      if (slug === '') {
        ctx.addIssue({
          code: 'custom',
          path: [index, key],
          message: `${what} « ${value.trim()} » ne contient ni lettre ni chiffre : écrivez un nom`,
        });
      } else if (first === undefined) seen.set(slug, index);
      else {
        const other = String((items[first] as Record<string, unknown>)[key]).trim();
        const same = other === value.trim();
        // « Bougies d'allumage » and « Bougies d’allumage » look alike: say what differs.
        const quotes = (text: string) => text.trim().replace(/[‘’ʼ`´]/gu, "'");
        ctx.addIssue({
          code: 'custom',
          path: [index, key],
          message: same
            ? `${what} « ${value.trim()} » est en double : entrées n° ${first + 1} et n° ${index + 1}, changez l’un des deux`
            : quotes(value) === quotes(other)
              ? `${what} « ${value.trim()} » ne diffère de « ${other} » (entrée n° ${first + 1}) que par l’apostrophe, droite (') dans l’un, typographique (’) dans l’autre : le site les confondrait, changez l’un des deux`
              : `${what} « ${value.trim()} » ne diffère de « ${other} » (entrée n° ${first + 1}) que par les accents, les majuscules, les espaces ou la ponctuation : le site les confondrait, changez l’un des deux`,
        });
      }
    });
  });
}

/**
 * The fixed key of a price list's entry (a repair service, a cleaning package), which an offer of
 * the home page names to show its price: written once, never changed, so that renaming the
 * service keeps the offer's price. The editor writes it itself (a new entry gets a random one).
 */
export const stableId = z
  .string({
    error: () =>
      'identifiant manquant : ajoutez une ligne « id: » (ex. id: batterie-12-v), une fois pour toutes',
  })
  .min(1, 'identifiant vide : choisissez-en un (ex. batterie-12-v), une fois pour toutes')
  .regex(
    /^[a-z0-9][a-z0-9-]{0,63}$/,
    'identifiant invalide : lettres minuscules sans accent, chiffres et « - » (ex. batterie-12-v)',
  );

/** A list whose entries' `id` (stableId) differ: an offer names one of them. */
export function distinctIds<T extends z.ZodArray>(list: T, what: string) {
  return list.superRefine((items, ctx) => {
    const seen = new Map<string, number>();
    (items as { id?: unknown }[]).forEach((entry, index) => {
      if (typeof entry?.id !== 'string') return;
      const first = seen.get(entry.id);
      if (first === undefined) seen.set(entry.id, index);
      else {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `l’identifiant « ${entry.id} » est déjà celui de ${what} n° ${first + 1} : chaque entrée a le sien (ex. ${entry.id}-2)`,
        });
      }
    });
  });
}

/**
 * An optional value of `schema`; empty reads as none: the editor (Sveltia CMS) writes `''` into a
 * field left empty, and so does `key:` with nothing after it (null).
 */
export const emptyAsNone = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .transform((value) => value || undefined)
    .optional();

/** A text that must not be empty; `what` names it in the message (« Le titre est obligatoire »). */
export const nonEmpty = (what: string) => z.string().trim().min(1, `${what} est obligatoire`);

/**
 * A value of a strict format (a time, a date, a phone number, an e-mail) as the owner meant it:
 * the quotes a phone's keyboard curls (‘08:00’, “08:00”) and the spaces around it dropped, no-break
 * and narrow no-break spaces (a copy from a web page or a word processor) made plain spaces.
 */
export const asTyped = (value: string) =>
  value.replace(/^[\s‘’‚‛“”„‟«»]+|[\s‘’‚‛“”„‟«»]+$/gu, '').replace(/\s+/gu, ' ');

/**
 * A text of bounded length: beyond `max` characters it would stretch its card or section (a
 * review of 5 000 characters grew the reviews section from 1 208 to 4 536 px).
 */
export const bounded = (what: string, max: number) =>
  nonEmpty(what).max(max, {
    error: (issue) =>
      `${what} fait ${typeof issue.input === 'string' ? new Intl.NumberFormat('fr-FR').format(issue.input.trim().length) : '?'} caractères : ${max} au plus, pour que la mise en page tienne ; raccourcissez-le`,
  });

/**
 * An amount of money written in a text: « 50 € », « € 50 », « 549,90 euros », « 499 EUR »,
 * « 499,90 TTC », « 120 HT », « 499,- ».
 */
export const PRICE_IN_TEXT = /\d[\d\s\u00a0\u202f.,]*?\s*(?:€|\b(?:eur|euros?|ttc|ht)\b|,-)|€\s*\d/iu;

/**
 * A text that must not state a price: a price is written once, in the price lists
 * (repairs.yaml, cleaning.yaml), and an offer shows one by naming its service (`price`).
 */
export const withoutPrice = (text: z.ZodString) =>
  text.superRefine((text, ctx) => {
    const price = PRICE_IN_TEXT.exec(text)?.[0];
    if (price) {
      ctx.addIssue({
        code: 'custom',
        message: `pas de prix dans le texte (« ${price.trim()} ») : il ne suivrait pas la liste des prix ; retirez-le (une offre affiche le prix d’une prestation ou d’un forfait choisi dans « Prix affiché » ; un prix s’écrit dans la liste des prix)`,
      });
    }
  });

/** A time of day "HH:MM", 24-hour clock, 00:00 to 23:59. */
export const time = z
  .string()
  .overwrite(asTyped)
  .superRefine((value, ctx) => {
    const match = /^(\d\d):(\d\d)$/.exec(value);
    if (!match) {
      // « 8h », « 08h00 », « 8 h 30 »: the way it is written on a shop door.
      const door = /^(\d{1,2})\s*h\s*(\d{2})?$/i.exec(value.trim());
      const fix = door ? ` : écrivez '${door[1]!.padStart(2, '0')}:${door[2] ?? '00'}'` : ' (ex. 08:00)';
      ctx.addIssue({ code: 'custom', message: `heure attendue au format HH:MM${fix}` });
    } else if (Number(match[1]) > 23 || Number(match[2]) > 59) {
      ctx.addIssue({ code: 'custom', message: `l’heure ${value} n’existe pas : entre 00:00 et 23:59` });
    }
  });
/** Whether `value` is a valid "HH:MM" (a refinement compares two times only when both are). */
export const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** A calendar date "YYYY-MM-DD" that exists (no 30 February). */
export const isoDate = z
  .string()
  .overwrite(asTyped)
  .superRefine((value, ctx) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'date attendue au format AAAA-MM-JJ (ex. 2027-08-02)' });
      return;
    }
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
      ctx.addIssue({ code: 'custom', message: `la date ${value} n’existe pas dans le calendrier` });
    }
  });

/** A French phone number as displayed: ten digits in pairs, starting with 0 (e.g. 05 36 49 12 34, from the range reserved for fiction). */
export const frenchPhone = z
  .string({
    // 0465712381 without quotes is read as the number 465712381: the leading 0 is lost.
    error: (issue) =>
      typeof issue.input === 'number'
        ? "YAML a lu le numéro comme un nombre : mettez-le entre guillemets (ex. '05 36 49 12 34')"
        : undefined,
  })
  .overwrite(asTyped)
  .regex(
    /^0[1-9](?: \d{2}){4}$/,
    'numéro français attendu, dix chiffres groupés par deux (ex. 05 36 49 12 34)',
  );

/** An absolute https URL. */
export const httpsUrl = z.string().superRefine((value, ctx) => {
  if (!value.startsWith('https://')) {
    ctx.addIssue({ code: 'custom', message: 'l’adresse doit commencer par https://' });
  } else if (!URL.canParse(value) || new URL(value).hostname.indexOf('.') < 1) {
    ctx.addIssue({ code: 'custom', message: 'adresse web invalide (ex. https://www.exemple.fr)' });
  }
});

/** Image formats the pipeline takes, written in lower or upper case (phones write « .JPG »). */
export const IMAGE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'] as const;

/**
 * A path of an image under src/assets (e.g. "illustrations/repairs/batterie.svg" or "photos/atelier.jpg").
 * A leading « / » reads from src/assets too: the owner's editor (/admin/) writes the photos it
 * uploads that way (/photos/vehicules/IMG_2041.JPG), and the value is kept without it.
 */
export const imagePath = z
  .string()
  .superRefine((raw, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    const value = raw.replace(/^\/(?!\/)/, '');
    if (value.trim() === '') {
      // The editor saves an empty path when « Enregistrer » comes before the upload has ended.
      return fail(
        'aucune image : choisissez-la ou téléversez-la, et attendez qu’elle s’affiche avant d’enregistrer',
      );
    }
    if (/^(?:[a-z]+:|\/\/|www\.)/i.test(value.trim())) {
      return fail(
        'c’est une adresse web, pas une photo du site : téléchargez la photo, puis envoyez-la avec l’éditeur du site (/admin/) ou mettez-la dans src/assets/photos/ et écrivez son chemin (ex. photos/atelier.jpg)',
      );
    }
    if (value.startsWith('src/assets/')) {
      return fail(
        `écrivez le chemin à partir de src/assets, sans ce début : ${value.slice('src/assets/'.length)}`,
      );
    }
    if (value.startsWith('/') || value.split(/[\\/]/).includes('..')) {
      return fail(
        'l’image doit être dans src/assets : chemin à partir de ce dossier, sans « .. » (ex. photos/atelier.jpg)',
      );
    }
    const extension = /\.([^./]+)$/.exec(value)?.[1] ?? '';
    const lower = extension.toLowerCase();
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(lower)) {
      return fail(`format d’image non pris en charge (« .${extension} ») : ${IMAGE_EXTENSIONS.join(', ')}`);
    }
    if (extension !== lower && extension !== extension.toUpperCase()) {
      return fail(
        `renommez le fichier avec l’extension tout en minuscules (.${lower}) ou tout en majuscules`,
      );
    }
    if (/[^\x21-\x7e]/.test(value)) {
      return fail(
        'le nom du fichier ne doit contenir ni espace ni accent : renommez le fichier (ex. photos/mon-atelier.jpg)',
      );
    }
    if (!/^[\w./-]+$/.test(value)) {
      return fail(
        'le nom du fichier ne peut contenir que des lettres sans accent, des chiffres, « - », « _ » et « . »',
      );
    }
  })
  .transform((value) => value.replace(/^\/(?!\/)/, ''));

/** An image with its French alternative text; empty alt means decorative. */
export const imageSchema = strictObject({
  /** Path under src/assets. */
  src: imagePath,
  /** What the image shows, in French; "" when purely decorative. */
  alt: z.string(),
});

/** Bounds a garage would choose for any displayed price: a typo (1e9, 0) never publishes. */
export const PRICE_BOUNDS = { min: 1, max: 10_000 } as const;
const priceBoundsMessage = 'le prix doit être compris entre 1 € et 10 000 €';

/** A price in euros TTC: between 1 € and 10 000 €, at most two decimals. */
export const euros = z
  .number({
    error: (issue) => {
      const unit = foreignUnitMessage(issue.input, '€');
      if (unit) return `le prix doit être un nombre : ${unit}`;
      const thousands = thousandsFix(issue.input);
      if (thousands) return `le prix doit être un nombre : ${thousands}`;
      const comma = typeof issue.input === 'string' ? /^\s*(\d+),(\d{1,2})\s*$/.exec(issue.input) : null;
      const fix = comma ? decimalCommaFix(comma[1], comma[2]!) : undefined;
      return fix ? `le prix doit être un nombre : ${fix}` : 'le prix doit être un nombre (ex. 79 ou 549.90)';
    },
  })
  .min(PRICE_BOUNDS.min, priceBoundsMessage)
  .max(PRICE_BOUNDS.max, priceBoundsMessage)
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), {
    message: 'le prix ne peut pas avoir plus de deux décimales',
  })
  .meta(countedIn('€'));

/** A price: a single amount, a list of labelled amounts, or on quote only. */
export const priceSchema = z.discriminatedUnion('kind', [
  strictObject({
    /** A single starting price. */
    kind: z.literal('from'),
    /** Starting price in euros TTC. */
    amount: euros,
  }),
  strictObject({
    /** Several starting prices. */
    kind: z.literal('variants'),
    /** Several starting prices, each with its label (e.g. "la paire avant"). */
    variants: z
      .array(
        strictObject({
          /** What this price is for (e.g. "la paire avant"). */
          label: nonEmpty('Le libellé'),
          /** Starting price in euros TTC. */
          amount: euros,
        }),
      )
      .min(2),
  }),
  strictObject({
    /** No price shown: on quote only. */
    kind: z.literal('quote'),
  }),
]);
export type Price = z.infer<typeof priceSchema>;

/** A time range within one day; closing must come after opening. */
export const timeRange = strictObject({
  /** Opening time, "HH:MM". */
  open: time,
  /** Closing time, "HH:MM", after `open`. */
  close: time,
})
  // Only between two valid times: a malformed one has its own message already.
  .refine((r) => !isTime(r.open) || !isTime(r.close) || toMinutes(r.close) > toMinutes(r.open), {
    message: 'l’heure de fermeture doit être après l’heure d’ouverture',
    path: ['close'],
  });
