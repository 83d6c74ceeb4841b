// The home page's offers that end (data-offer-until, YYYY-MM-DD): a page older than an offer's last
// day, kept in a cache or a tab, hides it; the next build leaves it out anyway. The section carries
// its last offer's day when every offer ends: it goes with them. No framework.
import { isCurrent } from '#lib/offers.ts';
import { parisNow } from '#lib/opening-status.ts';
import { OFFER_UNTIL } from '#lib/dom-hooks.ts';

function hideEndedOffers() {
  const today = parisNow(new Date()).date;
  for (const offer of document.querySelectorAll<HTMLElement>(`[${OFFER_UNTIL}]`)) {
    offer.hidden = !isCurrent({ until: offer.getAttribute(OFFER_UNTIL) ?? undefined }, today);
  }
}

hideEndedOffers();
// A page restored from the back-forward cache runs no script again: check once more.
window.addEventListener('pageshow', hideEndedOffers);
