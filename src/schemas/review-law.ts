/**
 * What the Code de la consommation asks of the reviews a business shows (L111-7-2, D111-16 to
 * D111-19, décret n° 2017-1436): the date of each review and the month of the experience it
 * describes (near the reviews, D111-17 1°), and, in a section easy to reach, how reviews are
 * gathered, checked or not, rewarded or not, how long before publication and how long kept, why
 * one may be refused and that its author is told (L111-7-2, D111-17 2°, D111-18, D111-19).
 * Part of src/content/reviews.yaml; the reviews' own schema is reviews.ts.
 */
import { z } from 'astro/zod';
import { asTyped, bounded, emptyAsNone, isoDate, strictObject } from './common';

/** Today in Paris, YYYY-MM-DD: the garage's calendar, whatever the machine's zone. */
export const parisToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);

/** A month "YYYY-MM" that exists and has begun (an experience is never in the future). */
export const pastMonth = z
  .string()
  .overwrite(asTyped)
  .superRefine((value, ctx) => {
    const match = /^(\d{4})-(\d{2})$/.exec(value);
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) {
      ctx.addIssue({ code: 'custom', message: 'mois attendu au format AAAA-MM (ex. 2026-09)' });
    } else if (value > parisToday().slice(0, 7)) {
      ctx.addIssue({ code: 'custom', message: `le mois ${value} n’est pas encore arrivé` });
    }
  });

/** A review's date and the month of the experience it describes (both required once not samples). */
export const reviewDatesShape = {
  /** The day the review was written (YYYY-MM-DD), not in the future. */
  date: emptyAsNone(
    isoDate.refine((day) => day <= parisToday(), {
      error: (issue) => `la date de l’avis (${String(issue.input)}) n’est pas encore arrivée`,
    }),
  ),
  /** The month of the visit or service the review is about (YYYY-MM). */
  experience: emptyAsNone(pastMonth),
};

/** A review's dates checked together: the review is not older than the experience it describes. */
export function checkReviewDates(
  review: { date?: string | undefined; experience?: string | undefined },
  ctx: z.core.$RefinementCtx,
) {
  const { date, experience } = review;
  // Only between two valid dates: a malformed or future one has its own message already.
  const valid = (month: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(month) && month <= parisToday().slice(0, 7);
  if (
    date &&
    experience &&
    valid(experience) &&
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    date.slice(0, 7) < experience
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['date'],
      message: `l’avis (${date}) ne peut pas précéder la prestation (${experience}) dont il parle`,
    });
  }
}

/** The length of one line of the reviews' policy (a few sentences at most). */
export const REVIEW_POLICY_BOUNDS = { line: 400 } as const;
const line = (what: string) => bounded(what, REVIEW_POLICY_BOUNDS.line);
/** A line that may be left empty (then the site says « none »), as long as a required one. */
const optionalLine = (what: string) =>
  z
    .string()
    .trim()
    .max(REVIEW_POLICY_BOUNDS.line, {
      error: (issue) =>
        `${what} fait ${typeof issue.input === 'string' ? issue.input.trim().length : '?'} caractères : ${REVIEW_POLICY_BOUNDS.line} au plus ; raccourcissez-le`,
    })
    .optional();

/** How the reviews are gathered and handled, in the owner's words (the legal pages' section). */
export const reviewPolicySchema = strictObject({
  /** Where the reviews come from, after « Avis recueillis » (e.g. « au garage et sur notre fiche Google »). */
  source: line('L’origine des avis'),
  /** How the garage checks a review before showing it; absent: no check. */
  check: optionalLine('Le contrôle des avis'),
  /** What a customer gets for a review; absent: nothing. */
  reward: optionalLine('La contrepartie'),
  /** The longest delay between receiving a review and showing it (e.g. « sept jours au plus »). */
  publicationDelay: line('Le délai de publication'),
  /** How long a review stays shown (e.g. « deux ans à compter de sa publication »). */
  keptFor: line('La durée de conservation'),
  /** Why a review may be refused, one reason a line. */
  refusalReasons: z.array(line('Le motif de refus')).min(1, 'au moins un motif de refus'),
  /** How the author of a refused review is told, and why (e.g. « par e-mail, avec le motif »). */
  authorTold: line('L’information de l’auteur'),
});
export type ReviewPolicy = z.infer<typeof reviewPolicySchema>;

/** The reviews of a file no longer made of samples must each carry both dates. */
export function checkRealReviewsDated(
  file: {
    sample: boolean;
    reviews: readonly { date?: string | undefined; experience?: string | undefined }[];
  },
  ctx: z.core.$RefinementCtx,
) {
  if (file.sample) return;
  file.reviews.forEach((review, index) => {
    for (const [key, what] of [
      ['date', 'la date de l’avis (AAAA-MM-JJ)'],
      ['experience', 'le mois de la prestation (AAAA-MM)'],
    ] as const) {
      if (!review[key]) {
        ctx.addIssue({
          code: 'custom',
          path: ['reviews', index, key],
          message: `avis réel (sample: false) : ${what} est obligatoire (Code de la consommation, art. D111-17)`,
        });
      }
    }
  });
}

/** French numbers a retention is written with, in words (« deux ans », « dix-huit mois »). */
const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
  'dix-huit': 18,
  'vingt-quatre': 24,
  'trente-six': 36,
};

/** The longest a review may stay shown when the policy's wording gives no duration: five years. */
export const REVIEW_KEPT_BOUND_MONTHS = 60;

/**
 * How many months the policy keeps a review (« deux ans à compter de sa publication » → 24,
 * « 18 mois » → 18), or undefined when its words give no duration.
 */
export function keptMonths(keptFor: string): number | undefined {
  const match =
    /(?<![\p{L}\p{N}])(\d+|dix-huit|vingt-quatre|trente-six|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze)\s+(ans?|ann[ée]es?|mois)(?![\p{L}])/iu.exec(
      keptFor,
    );
  if (!match) return undefined;
  const count = /^\d+$/.test(match[1]!) ? Number(match[1]) : NUMBER_WORDS[match[1]!.toLowerCase()]!;
  return /^mois$/i.test(match[2]!) ? count : count * 12;
}

/** The first day a review dated `date` is no longer shown, after `months`: YYYY-MM-DD. */
const endOfKeeping = (date: string, months: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, day)).toISOString().slice(0, 10);
};

/** « 2026-03-14 » → « 14 mars 2026 ». */
const frenchDay = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * A real review stays shown no longer than the policy says (`keptFor`, read in months; five years
 * when its words give no duration): an older one is refused, with the policy's own words. Sample
 * reviews are the go-live guard's to refuse, not the calendar's.
 */
export function checkReviewsKept(
  file: {
    sample: boolean;
    reviews: readonly { date?: string | undefined }[];
    policy: { keptFor: string };
  },
  ctx: z.core.$RefinementCtx,
) {
  if (file.sample) return;
  const months = keptMonths(file.policy.keptFor);
  const today = parisToday();
  file.reviews.forEach((review, index) => {
    const { date } = review;
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date > today) return;
    if (endOfKeeping(date, months ?? REVIEW_KEPT_BOUND_MONTHS) > today) return;
    const said =
      months === undefined
        ? `plus de cinq ans\u00a0: la durée de conservation («\u00a0${file.policy.keptFor.trim()}\u00a0») ne dit pas combien de temps un avis reste affiché, et aucun ne reste plus de cinq ans`
        : `dépassé la durée de conservation que la politique des avis annonce («\u00a0${file.policy.keptFor.trim()}\u00a0»)`;
    ctx.addIssue({
      code: 'custom',
      path: ['reviews', index, 'date'],
      message: `l’avis du ${frenchDay(date)} a ${said}\u00a0: retirez-le, ou corrigez sa date s’il est plus récent`,
    });
  });
}
