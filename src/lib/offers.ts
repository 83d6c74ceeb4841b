/**
 * Offers of the moment with an end date: a past offer leaves the page at the next build, and the
 * browser hides it if the page it reads is older than the offer's last day.
 */
import { formatDayMonthFr } from './time-fr';

/** What this module needs of an offer: its last day, YYYY-MM-DD, if it has one. */
export interface DatedOffer {
  until?: string | undefined;
}

/** Whether an offer still runs on `today` (YYYY-MM-DD, Paris): its last day included. */
export function isCurrent(offer: DatedOffer, today: string): boolean {
  return offer.until === undefined || offer.until >= today;
}

/** The offers still running on `today`, in their order. */
export function currentOffers<T extends DatedOffer>(offers: readonly T[], today: string): T[] {
  return offers.filter((offer) => isCurrent(offer, today));
}

/** The line a dated offer shows: « Offre valable jusqu’au 31 décembre ». */
export function untilLabel(until: string): string {
  return `Offre valable jusqu’au ${formatDayMonthFr(until)}`;
}
