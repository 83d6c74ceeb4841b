/**
 * The reviews as the Code de la consommation asks them shown (L111-7-2, D111-17): in a stated
 * order (newest first once every review is dated), each with the date it was written and the month
 * of the experience it describes, and one line near them on how they are gathered, checked and
 * ordered, and whether they are rewarded, linking to the legal pages' section that says the rest.
 */
import type { Review, ReviewPolicy } from '#schemas/index.ts';
import { formatDayMonthFr } from './time-fr';

/** The legal notice's section on reviews (its `id`), the line under the carousel links to it. */
export const REVIEWS_POLICY_ID = 'avis';

const MONTHS = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** « 2026-09 » → « septembre 2026 ». */
export const formatMonthFr = (month: string) => MONTHS.format(new Date(`${month}-01T00:00:00Z`));

/** « 2026-10-01 » → « 1ᵉʳ octobre 2026 ». */
export const formatFullDateFr = (iso: string) => `${formatDayMonthFr(iso)} ${iso.slice(0, 4)}`;

/** Whether every review carries both its dates. */
export const allDated = (reviews: readonly Review[]) => reviews.every((r) => r.date && r.experience);

/**
 * The reviews in the order they are shown: newest first when every one is dated (the order the
 * line under them states), else the file's order (samples awaiting their dates).
 */
export function reviewsInOrder(reviews: readonly Review[]): Review[] {
  if (!allDated(reviews)) return [...reviews];
  return [...reviews].sort((a, b) => b.date!.localeCompare(a.date!));
}

/** The line near the reviews, before its link: source, check, order, reward. */
export function reviewsNotice(policy: ReviewPolicy, reviews: readonly Review[]): string {
  const checked = policy.check?.trim() ? 'vérifiés par le garage' : 'non vérifiés';
  const order = allDated(reviews) ? 'du plus récent au plus ancien' : 'dans l’ordre choisi par le garage';
  const reward = policy.reward?.trim()
    ? `contrepartie\u00a0: ${policy.reward.trim()}`
    : 'aucune contrepartie';
  return `Avis recueillis ${policy.source}, ${checked}, affichés ${order}\u00a0; ${reward}.`;
}
