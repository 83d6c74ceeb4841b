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

/**
 * The last day of the whole offers section: the latest end date when every offer has one (the
 * section then ends with its last offer, and the browser hides it too), else undefined (an offer
 * without end keeps it). No offer at all: the page shows no section.
 */
export function lastDayOfAll(offers: readonly DatedOffer[]): string | undefined {
  const days = offers.map((o) => o.until);
  if (days.length === 0 || days.some((d) => d === undefined)) return undefined;
  return (days as string[]).sort().at(-1);
}

/** The line a dated offer shows: « Offre valable jusqu’au 31 décembre ». */
export function untilLabel(until: string): string {
  return `Offre valable jusqu’au ${formatDayMonthFr(until)}`;
}
