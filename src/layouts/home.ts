/**
 * The home page's sections, shaped from the build's context (./context.ts): each image at the
 * widths its section shows it, the used-car block's count, the offers still running with their
 * price line and last day, the hero's facts. The page (src/pages/index.astro) only composes them.
 */
import { picture } from '#data/images.ts';
import { OFFER_UNTIL, hook } from '#lib/dom-hooks.ts';
import { frenchList } from '#lib/french-list.ts';
import { lastDayOfAll } from '#lib/offers.ts';
import { PATHS } from '#lib/pages.ts';
import { offerPriceLine } from '#lib/price.ts';
import { carsForSale, carsForSaleText } from '#lib/vehicles.ts';
import type { SiteContext } from './context';
import { heroFacts } from '#lib/hero-facts.ts';
import { placeName } from '#lib/words.ts';

// The CSS width of each image at each breakpoint (see the sections' grids).
const CARD_SIZES = '(width >= 75rem) 380px, (width >= 40rem) 50vw, 100vw';

/**
 * A service card's CSS width by how many there are (src/components/ui/FourCards.module.css): four,
 * two by two then one row; three, one row from 40rem; one or two, half the row.
 */
function serviceCardSizes(count: number): string {
  if (count === 4) return CARD_SIZES;
  if (count === 3) return '(width >= 75rem) 380px, (width >= 40rem) 33vw, 100vw';
  return '(width >= 75rem) 590px, (width >= 40rem) 50vw, 100vw';
}

/** The data of the home page's sections. */
export async function homeSections({ garage, home, vehicles, offers, repairs, cleaning }: SiteContext) {
  // With cars for sale, the used-car block says how many instead of « bientôt en ligne ».
  const carsOnSale = carsForSale(vehicles ?? []).length;
  const [slides, services, shownOffers] = await Promise.all([
    Promise.all(
      home.heroSlides.map((s) =>
        picture(s.image, { sizes: '(width >= 64rem) 650px, 100vw', widths: [480, 800, 1200, 1600] }),
      ),
    ),
    Promise.all(
      home.serviceBlocks.map(async (s) => ({
        ...s,
        text: s.href === PATHS.cars && carsOnSale > 0 ? carsForSaleText(carsOnSale) : s.text,
        image: await picture(s.image, {
          sizes: serviceCardSizes(home.serviceBlocks.length),
          widths: [400, 600, 900],
        }),
      })),
    ),
    Promise.all(
      // The offers still running today (Paris): an offer past its last day left at the build.
      offers.map(async (o) => ({
        ...o,
        // Its price as the price list has it, written there only.
        price: offerPriceLine(o.price, { services: repairs.services, packages: cleaning?.packages ?? [] }),
        image: await picture(o.image, { sizes: CARD_SIZES, widths: [400, 600, 900] }),
        full: await picture(o.image, { sizes: '100vw', widths: [800, 1200, 1600, 2400] }),
      })),
    ),
  ]);
  // No offer running: no « Offres du moment » section over an empty band. When every offer has an
  // end date, the section carries the last one and a page kept longer hides it whole
  // (src/client/offers-expiry.ts).
  const offersEnd = lastDayOfAll(shownOffers);
  return {
    heading: `${garage.name}, garage ${frenchList(garage.brands.specialities)} à ${placeName(garage.contact)}`,
    facts: heroFacts(garage),
    slides,
    services,
    offers: shownOffers,
    offersHooks: offersEnd ? hook(OFFER_UNTIL, offersEnd) : undefined,
  };
}
